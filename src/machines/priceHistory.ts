/** A model's price timeline for its detail page: loaded once, retried on demand. */
import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import { getPriceHistory } from '../api/ledger';
import type { PriceHistory } from '../domain/types/ledger.types';

export const priceHistoryMachine = setup({
  types: {
    context: {} as { modelId: string; history?: PriceHistory; error?: string },
    input: {} as { modelId: string },
    events: {} as { type: 'PRICES.RETRY' },
  },
  actors: {
    load: fromPromise<PriceHistory, string>(({ input }) => getPriceHistory(input)),
  },
}).createMachine({
  id: 'priceHistory',
  context: ({ input }) => ({ modelId: input.modelId }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => context.modelId,
        onDone: { target: 'shown', actions: assign({ history: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    shown: {},
    failed: { on: { 'PRICES.RETRY': 'loading' } },
  },
});
