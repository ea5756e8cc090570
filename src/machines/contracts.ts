import { fromPromise, setup } from 'xstate';
import { getContract, signContract } from '../api/developer';
import type { ContractDetail } from '../domain/types/developer.types';
import { notify } from './notify';
import { loadingState } from './loadStates';

export const CONTRACT_SIGNED = '签署成功';

export type ContractEvent =
  { type: 'CONTRACT.RETRY' } | { type: 'CONTRACT.SIGN' } | { type: 'CONTRACT.CONFIRM' } | { type: 'CONTRACT.CANCEL' };

/** 合同详情: load one contract; a pending one can be signed after a confirmation. */
export const contractDetailMachine = setup({
  types: {} as {
    context: { id: string; contract?: ContractDetail; error?: string };
    events: ContractEvent;
    input: { id: string };
  },
  actors: {
    loadContract: fromPromise<ContractDetail, { id: string }>(({ input }) => getContract(input.id)),
    sign: fromPromise<boolean, { id: string }>(({ input }) => signContract(input.id)),
  },
  guards: { pending: ({ context }) => context.contract?.status === 1 },
  actions: { notifySigned: () => notify(CONTRACT_SIGNED, 'success') },
}).createMachine({
  id: 'contractDetail',
  context: ({ input }) => ({ id: input.id }),
  initial: 'loading',
  states: {
    loading: loadingState('loadContract', { into: 'contract', input: ({ context }) => ({ id: context.id }) }),
    failed: { on: { 'CONTRACT.RETRY': 'loading' } },
    ready: { on: { 'CONTRACT.SIGN': { guard: 'pending', target: 'confirming' } } },
    confirming: { on: { 'CONTRACT.CONFIRM': 'signing', 'CONTRACT.CANCEL': 'ready' } },
    signing: {
      invoke: {
        id: 'sign',
        src: 'sign',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'loading', actions: 'notifySigned' },
        onError: 'ready',
      },
    },
  },
});
