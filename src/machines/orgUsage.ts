/**
 * The organisation's usage, bills and request log for a month, for everyone or one member: the
 * summary is read for one filter (a new filter is a new summary), the request log is a list (the list kit).
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import {
  getOrganisationDetail,
  getOrgUsage,
  searchOrgCalls,
  searchOrgCallsAsAdmin,
  searchOrganisations,
  type AdminOrganisation,
  type AdminOrganisationDetail,
  type OrgCall,
  type OrgUsage,
} from '../api/organisation';
import { createListMachine } from './listMachine';

export interface OrgUsageFilter {
  month: string;
  /** A member's user id; '' for everyone. */
  userId: string;
  /** The admin console's organisation; absent in the member's own view. */
  orgId?: string;
}

const chosen = ({ month, userId, orgId }: OrgUsageFilter) => ({
  month,
  ...(userId ? { userId } : {}),
  ...(orgId ? { orgId } : {}),
});

export const orgCallsListMachine = createListMachine<OrgCall, OrgUsageFilter>().provide({
  actors: {
    loadPage: fromPromise(({ input }) => {
      const query = { pageNum: input.pageNum, pageSize: input.pageSize, ...chosen(input.query) };
      return input.query.orgId ? searchOrgCallsAsAdmin(query) : searchOrgCalls(query);
    }),
  },
});

export const orgUsageMachine = setup({
  types: {} as {
    context: { filter: OrgUsageFilter; usage?: OrgUsage; error?: string };
    events: { type: 'USAGE.RETRY' };
    input: OrgUsageFilter;
  },
  actors: { load: fromPromise<OrgUsage, OrgUsageFilter>(({ input }) => getOrgUsage(chosen(input))) },
}).createMachine({
  id: 'orgUsage',
  context: ({ input }) => ({ filter: input }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => context.filter,
        onDone: { target: 'ready', actions: assign({ usage: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: {},
    failed: { on: { 'USAGE.RETRY': 'loading' } },
  },
});

/** 组织管理 in the admin console: every organisation, by name or owner. */
export const adminOrganisationListMachine = createListMachine<AdminOrganisation, { keyword: string }>().provide({
  actors: {
    loadPage: fromPromise(({ input }) =>
      searchOrganisations({ pageNum: input.pageNum, pageSize: input.pageSize, keyword: input.query.keyword }),
    ),
  },
});

/** One organisation's members, wallet and this month's use, as the admin console opens it. */
export const adminOrganisationMachine = setup({
  types: {} as {
    context: { id: string; detail?: AdminOrganisationDetail; error?: string };
    events: { type: 'DETAIL.RETRY' };
    input: { id: string };
  },
  actors: {
    load: fromPromise<AdminOrganisationDetail, string>(({ input }) => getOrganisationDetail(input)),
  },
}).createMachine({
  id: 'adminOrganisation',
  context: ({ input }) => ({ id: input.id }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => context.id,
        onDone: { target: 'ready', actions: assign({ detail: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: {},
    failed: { on: { 'DETAIL.RETRY': 'loading' } },
  },
});
