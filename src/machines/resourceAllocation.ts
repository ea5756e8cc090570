import { assign, fromPromise, sendTo, setup } from 'xstate';
import { deleteResourceQuota, saveResourceQuota, searchResourceQuotas } from '../api/admin';
import type { ResourceQuota, ResourceQuotaForm } from '../domain/types/admin.types';
import { notify } from './notify';
import { createListMachine } from './listMachine';
import { quotaErrors, type QuotaErrors } from '../domain/resourceQuota';
import { submitState } from './loadStates';

export interface ResourceFilter {
  resourceType?: string;
  keyword?: string;
}

export const allocationMessages = { saved: '资源分配已保存', deleted: '已收回该资源分配' } as const;

const quotaList = createListMachine<ResourceQuota, ResourceFilter>().provide({
  actors: {
    loadPage: fromPromise(({ input }) =>
      searchResourceQuotas({ pageNum: input.pageNum, pageSize: input.pageSize, ...input.query }),
    ),
  },
});

/** The form as typed: quota stays text until it is sent, so nothing typed is lost to parsing. */
export interface AllocationDraft {
  id?: string;
  userName: string;
  resourceType: string;
  quota: string;
  expireTime: string;
  remark: string;
}

export interface AllocationContext {
  draft: AllocationDraft;
  /** Usage of the quota being changed: a new quota may not go below it. */
  used: number;
  /** Shown only after a submit attempt, so a fresh form is not all red. */
  showErrors: boolean;
  serverError?: string;
  toDelete?: ResourceQuota;
  /** YYYY-MM-DD; the page passes today so the rule stays pure. */
  today: string;
}

export type AllocationEvent =
  | { type: 'ALLOC.NEW' }
  | { type: 'ALLOC.EDIT'; quota: ResourceQuota }
  | { type: 'ALLOC.CHANGE'; patch: Partial<AllocationDraft> }
  | { type: 'ALLOC.SUBMIT' }
  | { type: 'ALLOC.CLOSE' }
  | { type: 'ALLOC.DELETE'; quota: ResourceQuota }
  | { type: 'ALLOC.CONFIRM' }
  | { type: 'ALLOC.CANCEL' };

const EMPTY_DRAFT: AllocationDraft = { userName: '', resourceType: 'tokens', quota: '', expireTime: '', remark: '' };

export const toForm = (d: AllocationDraft): ResourceQuotaForm => ({
  ...(d.id ? { id: d.id } : {}),
  userName: d.userName.trim(),
  resourceType: d.resourceType,
  quota: d.quota.trim() === '' ? Number.NaN : Number(d.quota),
  expireTime: d.expireTime,
  remark: d.remark.trim(),
});

export const draftErrors = (context: AllocationContext): QuotaErrors =>
  quotaErrors(toForm(context.draft), context.today, context.used);

/**
 * 资源分配: the quota list (child `list`), the allocate/change dialog and the revoke
 * confirmation. A refused save keeps the dialog and everything typed in it.
 */
export const resourceAllocationMachine = setup({
  types: {} as { context: AllocationContext; events: AllocationEvent; input: { today: string } },
  actors: {
    list: quotaList,
    saveQuota: fromPromise<ResourceQuota, ResourceQuotaForm>(({ input }) => saveResourceQuota(input)),
    deleteQuota: fromPromise<boolean, { id: string }>(({ input }) => deleteResourceQuota(input.id)),
  },
  guards: {
    draftValid: ({ context }) => Object.keys(draftErrors(context)).length === 0,
  },
  actions: {
    refreshList: sendTo('list', { type: 'LIST.RELOAD' }),
    notify: (_, params: { message: string }) => notify(params.message, 'success'),
  },
}).createMachine({
  id: 'resourceAllocation',
  context: ({ input }) => ({ draft: EMPTY_DRAFT, used: 0, showErrors: false, today: input.today }),
  invoke: { id: 'list', src: 'list', input: { query: {}, pageSize: 10 } },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'ALLOC.NEW': {
          target: 'editing',
          actions: assign({ draft: EMPTY_DRAFT, used: 0, showErrors: false, serverError: undefined }),
        },
        'ALLOC.EDIT': {
          target: 'editing',
          actions: assign(({ event }) => ({
            draft: {
              id: event.quota.id,
              userName: event.quota.userName,
              resourceType: event.quota.resourceType,
              quota: String(event.quota.quota),
              expireTime: event.quota.expireTime.slice(0, 10),
              remark: event.quota.remark,
            },
            used: event.quota.used,
            showErrors: false,
            serverError: undefined,
          })),
        },
        'ALLOC.DELETE': { target: 'confirmingDelete', actions: assign({ toDelete: ({ event }) => event.quota }) },
      },
    },
    editing: {
      on: {
        'ALLOC.CHANGE': {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, ...event.patch }),
            serverError: undefined,
          }),
        },
        'ALLOC.SUBMIT': [{ guard: 'draftValid', target: 'saving' }, { actions: assign({ showErrors: true }) }],
        'ALLOC.CLOSE': 'idle',
      },
    },
    saving: submitState('saveQuota', {
      input: ({ context }) => toForm(context.draft),
      done: {
        target: 'idle',
        actions: [{ type: 'notify', params: { message: allocationMessages.saved } }, 'refreshList'],
      },
      back: 'editing',
      error: 'serverError',
    }),
    confirmingDelete: {
      on: {
        'ALLOC.CONFIRM': 'deleting',
        'ALLOC.CANCEL': { target: 'idle', actions: assign({ toDelete: undefined }) },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteQuota',
        src: 'deleteQuota',
        input: ({ context }) => ({ id: context.toDelete?.id ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ toDelete: undefined }),
            { type: 'notify', params: { message: allocationMessages.deleted } },
            'refreshList',
          ],
        },
        // The http client has shown the refusal; the list reloads to show what is true now.
        onError: { target: 'idle', actions: [assign({ toDelete: undefined }), 'refreshList'] },
      },
    },
  },
});
