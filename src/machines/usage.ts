/**
 * The usage analytics screen (platform extension): one summary query (range, granularity,
 * grouping) shown as a chart or a table of one metric, the request log behind a bar (child
 * `list`), and CSV export of what is shown. A changed query closes the drill-down: the bar it
 * came from is gone. `saveFile` hands the CSV to the browser; the page provides it.
 */
import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { exportUsage, getUsageSummary, searchUsageRequests } from '../api/usage';
import type {
  UsageAmounts,
  UsageExport,
  UsageExportQuery,
  UsageGranularity,
  UsageGroupBy,
  UsageQuery,
  UsageRequest,
  UsageSummary,
} from '../domain/types/usage.types';
import { beijingToday } from './clock';
import { LIST_ID, listOf, type ListEvent } from './listMachine';
import { notify } from './notify';
import { presetRange, rangeError, type UsageRangePreset } from '../domain/usageQuery';
import { loadingState } from './loadStates';

export type UsageMetric = 'tokens' | 'calls' | 'cost' | 'cached';
export const metrics: readonly { value: UsageMetric; label: string }[] = [
  { value: 'tokens', label: 'Tokens' },
  { value: 'calls', label: '调用次数' },
  { value: 'cost', label: '费用' },
  { value: 'cached', label: '缓存命中' },
];

/** The number a chart bar or table cell shows for one metric: tokens in and out together; cached prompt tokens. */
export const metricValue = (amounts: UsageAmounts, metric: UsageMetric): number =>
  metric === 'calls'
    ? amounts.calls
    : metric === 'tokens'
      ? amounts.tokensIn + amounts.tokensOut
      : metric === 'cached'
        ? (amounts.cachedTokens ?? 0)
        : amounts.cost;

export type UsageView = 'chart' | 'table';

/** The requests behind one bar, or one segment of it (groupKey). */
export interface UsageDrill {
  start: string;
  end: string;
  bucketLabel: string;
  groupBy: UsageGroupBy;
  groupKey?: string;
  /** The segment's series label; undefined for the whole bar. */
  groupLabel?: string;
}

export interface UsageRequestFilter {
  start: string;
  end: string;
  groupBy?: UsageGroupBy;
  groupKey?: string;
}

export const REQUESTS_PAGE_SIZE = 20;

export const usageRequestsListMachine = listOf<UsageRequest, UsageRequestFilter>(({ query, pageNum, pageSize }) =>
  searchUsageRequests({ ...query, pageNum, pageSize }),
);

export const usageMessages = {
  exported: (rows: number) => `已导出 ${rows} 行 CSV`,
} as const;

export interface UsageContext {
  /** The query the summary shown answers (or is loading for). */
  query: UsageQuery;
  /** The range as typed; stays when it is refused. */
  range: { start: string; end: string };
  rangeError?: string;
  metric: UsageMetric;
  view: UsageView;
  summary?: UsageSummary;
  error?: string;
  drill?: UsageDrill;
  exporting?: UsageExportQuery;
}

export type UsageEvent =
  | ListEvent<UsageRequestFilter>
  | { type: 'USAGE.RANGE'; start: string; end: string }
  | { type: 'USAGE.PRESET'; preset: UsageRangePreset }
  | { type: 'USAGE.GRANULARITY'; value: UsageGranularity }
  | { type: 'USAGE.GROUP'; value: UsageGroupBy }
  | { type: 'USAGE.METRIC'; value: UsageMetric }
  | { type: 'USAGE.VIEW'; value: UsageView }
  | { type: 'USAGE.RETRY' }
  /** `bucket` indexes the summary's buckets; without groupKey the whole bar. */
  | { type: 'USAGE.DRILL'; bucket: number; groupKey?: string }
  | { type: 'USAGE.CLOSE_DRILL' }
  | { type: 'USAGE.EXPORT' }
  | { type: 'USAGE.EXPORT_REQUESTS' };

export interface UsageInput {
  /** Defaults to today's Beijing date on the portal's clock. */
  today?: string;
  granularity?: UsageGranularity;
  groupBy?: UsageGroupBy;
}

const requestFilter = (drill: UsageDrill): UsageRequestFilter =>
  drill.groupKey === undefined
    ? { start: drill.start, end: drill.end }
    : { start: drill.start, end: drill.end, groupBy: drill.groupBy, groupKey: drill.groupKey };

function drillOf(summary: UsageSummary | undefined, bucket: number, groupKey?: string): UsageDrill | undefined {
  const b = summary?.buckets[bucket];
  if (!summary || !b) return undefined;
  const group = groupKey === undefined ? undefined : summary.series.find((s) => s.key === groupKey);
  if (groupKey !== undefined && !group) return undefined;
  return {
    start: b.start,
    end: b.end,
    bucketLabel: b.label,
    groupBy: summary.groupBy,
    groupKey,
    groupLabel: group?.label,
  };
}

const rangeOf = (event: UsageEvent, today: string): { start: string; end: string } =>
  event.type === 'USAGE.PRESET'
    ? presetRange(event.preset, today)
    : event.type === 'USAGE.RANGE'
      ? { start: event.start.trim(), end: event.end.trim() }
      : { start: '', end: '' };

export const usageMachine = setup({
  types: {} as { context: UsageContext & { today: string }; events: UsageEvent; input: UsageInput },
  actors: {
    loadSummary: fromPromise<UsageSummary, UsageQuery>(({ input }) => getUsageSummary(input)),
    exportUsage: fromPromise<UsageExport, UsageExportQuery>(({ input }) => exportUsage(input)),
    requests: usageRequestsListMachine,
  },
  guards: {
    rangeValid: ({ context, event }) => {
      const { start, end } = rangeOf(event, context.today);
      return !rangeError(start, end);
    },
    drillable: ({ context, event }) => {
      assertEvent(event, 'USAGE.DRILL');
      return drillOf(context.summary, event.bucket, event.groupKey) !== undefined;
    },
    hasSummary: ({ context }) => context.summary !== undefined,
    drillOpen: ({ context }) => context.drill !== undefined,
  },
  actions: {
    /** Provided by the page: hands the CSV to the browser as a download. */
    saveFile: (_, _params: { csv: string; fileName: string }) => undefined,
    takeRange: assign(({ context, event }) => {
      const range = rangeOf(event, context.today);
      const problem = rangeError(range.start, range.end);
      return problem
        ? { range, rangeError: problem }
        : { range, rangeError: undefined, query: { ...context.query, ...range } };
    }),
    closeDrill: assign({ drill: undefined }),
  },
}).createMachine({
  id: 'usage',
  context: ({ input }) => {
    const today = input.today ?? beijingToday();
    const range = presetRange('last30', today);
    return {
      today,
      range,
      query: { ...range, granularity: input.granularity ?? 'day', groupBy: input.groupBy ?? 'model' },
      metric: 'tokens',
      view: 'chart',
    };
  },
  type: 'parallel',
  on: {
    // A new query: the summary loads again and the drill-down (of a bar that is gone) closes.
    'USAGE.RANGE': [
      {
        guard: 'rangeValid',
        target: ['.summary.loading', '.drill.closed'],
        reenter: true,
        actions: ['takeRange', 'closeDrill'],
      },
      { actions: 'takeRange' },
    ],
    'USAGE.PRESET': {
      target: ['.summary.loading', '.drill.closed'],
      reenter: true,
      actions: ['takeRange', 'closeDrill'],
    },
    'USAGE.GRANULARITY': {
      target: ['.summary.loading', '.drill.closed'],
      reenter: true,
      actions: [
        assign({ query: ({ context, event }) => ({ ...context.query, granularity: event.value }) }),
        'closeDrill',
      ],
    },
    'USAGE.GROUP': {
      target: ['.summary.loading', '.drill.closed'],
      reenter: true,
      actions: [assign({ query: ({ context, event }) => ({ ...context.query, groupBy: event.value }) }), 'closeDrill'],
    },
    'USAGE.METRIC': { actions: assign({ metric: ({ event }) => event.value }) },
    'USAGE.VIEW': { actions: assign({ view: ({ event }) => event.value }) },
  },
  states: {
    summary: {
      initial: 'loading',
      states: {
        loading: loadingState('loadSummary', { into: 'summary', input: ({ context }) => context.query }),
        ready: {},
        failed: { on: { 'USAGE.RETRY': 'loading' } },
      },
    },
    drill: {
      initial: 'closed',
      on: {
        'USAGE.DRILL': {
          guard: 'drillable',
          target: '.open',
          reenter: true,
          actions: assign({ drill: ({ context, event }) => drillOf(context.summary, event.bucket, event.groupKey) }),
        },
        'USAGE.CLOSE_DRILL': { target: '.closed', actions: 'closeDrill' },
      },
      states: {
        closed: {},
        open: {
          invoke: {
            id: LIST_ID,
            src: 'requests',
            input: ({ context }) => ({
              query: context.drill
                ? requestFilter(context.drill)
                : { start: context.query.start, end: context.query.end },
              pageSize: REQUESTS_PAGE_SIZE,
            }),
          },
          // The log's pages and retry go on to the list.
          on: {
            'LIST.*': {
              actions: sendTo(LIST_ID, ({ event }) => {
                assertEvent(event, 'LIST.*');
                return event;
              }),
            },
          },
        },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            // What is shown: the summary on screen (not a range typed but refused), or the requests of the open drill-down.
            'USAGE.EXPORT': {
              guard: 'hasSummary',
              target: 'running',
              actions: assign({
                exporting: ({ context }) => ({
                  ...pickQuery(context.summary ?? context.query),
                  view: 'summary' as const,
                }),
              }),
            },
            'USAGE.EXPORT_REQUESTS': {
              guard: 'drillOpen',
              target: 'running',
              actions: assign({
                exporting: ({ context }) => {
                  const drill = context.drill as UsageDrill;
                  const query: UsageExportQuery = {
                    ...pickQuery(context.summary ?? context.query),
                    start: drill.start,
                    end: drill.end,
                    view: 'requests',
                  };
                  return drill.groupKey === undefined ? query : { ...query, groupKey: drill.groupKey };
                },
              }),
            },
          },
        },
        running: {
          invoke: {
            id: 'exportUsage',
            src: 'exportUsage',
            input: ({ context }) => context.exporting as UsageExportQuery,
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'saveFile',
                  params: ({ event }) => ({ csv: event.output.csv, fileName: event.output.fileName }),
                },
                ({ event }) => notify(usageMessages.exported(event.output.rows), 'success'),
                assign({ exporting: undefined }),
              ],
            },
            // The client has shown the refusal (a range too large to export, say).
            onError: { target: 'idle', actions: assign({ exporting: undefined }) },
          },
        },
      },
    },
  },
});

function pickQuery(q: UsageQuery): UsageQuery {
  return { start: q.start, end: q.end, granularity: q.granularity, groupBy: q.groupBy };
}
