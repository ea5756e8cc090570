import { assign, fromPromise, sendTo, setup } from 'xstate';
import { errorMessage } from '../api/http';
import { generateInvitationCodes, searchInvitationCodes, searchMyInvitationCodes } from '../api/operation';
import type { InvitationCode, InvitationScope } from '../domain/types/operation.types';
import { notify } from './notify';
import { createListMachine } from './listMachine';

/** Filters of the invitation-code lists; status 1 待激活, 2 已激活, 3 作废. */
export interface CodeFilter {
  status?: number;
  keyword?: string;
}

/** 我的邀请 (owned) and 激活记录 (activated): the caller's own codes. */
export const myCodesListMachine = (scope: InvitationScope) =>
  createListMachine<InvitationCode, CodeFilter>().provide({
    actors: {
      loadPage: fromPromise(({ input }) =>
        searchMyInvitationCodes({
          pageNum: input.pageNum,
          pageSize: input.pageSize,
          scope,
          ...(input.query.status ? { status: input.query.status } : {}),
        }),
      ),
    },
  });

const allCodesList = createListMachine<InvitationCode, CodeFilter>().provide({
  actors: {
    loadPage: fromPromise(({ input }) =>
      searchInvitationCodes({
        pageNum: input.pageNum,
        pageSize: input.pageSize,
        ...(input.query.status ? { status: input.query.status } : {}),
        ...(input.query.keyword?.trim() ? { keyword: input.query.keyword.trim() } : {}),
      }),
    ),
  },
});

export const GENERATE_MAX = 50;
export const PERMANENT_DAYS = 99999;
export const TRIAL_DAY_OPTIONS = [7, 30, 60, 90, 180, 365, PERMANENT_DAYS] as const;
export const generateMessages = {
  countInvalid: `生成数量需在1-${GENERATE_MAX}之间`,
  generated: '生成成功',
} as const;

export function countError(count: string): string | undefined {
  const n = Number(count);
  return /^\d+$/.test(count.trim()) && n >= 1 && n <= GENERATE_MAX ? undefined : generateMessages.countInvalid;
}

export interface GeneratorContext {
  count: string;
  trialDays: number;
  generated: InvitationCode[];
  error?: string;
}

export type InvitationAdminEvent =
  | { type: 'GEN.OPEN' }
  | { type: 'GEN.CHANGE'; count?: string; trialDays?: number }
  | { type: 'GEN.SUBMIT' }
  | { type: 'GEN.CLOSE' };

/**
 * The admin's invitation codes: a searchable list (child `list`) and the generate dialog,
 * which refreshes the list once codes are made.
 */
export const invitationAdminMachine = setup({
  types: {} as { context: GeneratorContext; events: InvitationAdminEvent },
  actors: {
    list: allCodesList,
    generate: fromPromise<InvitationCode[], { count: number; trialDays: number }>(({ input }) =>
      generateInvitationCodes(input.count, input.trialDays),
    ),
  },
  guards: { countValid: ({ context }) => !countError(context.count) },
}).createMachine({
  id: 'invitationAdmin',
  context: { count: '10', trialDays: 30, generated: [] },
  invoke: { id: 'list', src: 'list', input: { query: {}, pageSize: 10 } },
  initial: 'idle',
  states: {
    idle: { on: { 'GEN.OPEN': { target: 'editing', actions: assign({ generated: [], error: undefined }) } } },
    editing: {
      on: {
        'GEN.CHANGE': {
          actions: assign(({ context, event }) => ({
            count: event.count ?? context.count,
            trialDays: event.trialDays ?? context.trialDays,
            error: undefined,
          })),
        },
        'GEN.SUBMIT': { guard: 'countValid', target: 'generating' },
        'GEN.CLOSE': 'idle',
      },
    },
    generating: {
      invoke: {
        id: 'generate',
        src: 'generate',
        input: ({ context }) => ({ count: Number(context.count), trialDays: context.trialDays }),
        onDone: {
          target: 'generated',
          actions: [
            assign({ generated: ({ event }) => event.output }),
            sendTo('list', { type: 'LIST.RELOAD' }),
            () => notify(generateMessages.generated, 'success'),
          ],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    generated: { on: { 'GEN.CLOSE': 'idle' } },
  },
});
