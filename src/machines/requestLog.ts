/**
 * 调用日志 (the request log): the calls, paged on the list core with the page's filters; the
 * options those filters offer; one call's detail in a drawer, by request id; and CSV export of
 * everything filtered. `saveFile` hands the CSV to the browser; the page provides it.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import { exportRequestLog, getRequestLogDetail, getRequestLogOptions, searchRequestLog } from '../api/requestLog';
import type {
  RequestLogDetail,
  RequestLogFilter,
  RequestLogOptions,
  RequestLogRow,
} from '../domain/types/requestLog.types';
import type { UsageExport } from '../domain/types/usage.types';
import { listOf } from './listMachine';
import { notify } from './notify';
import { requestLogMessages } from '../domain/requestLog';

export const requestLogListMachine = listOf<RequestLogRow, RequestLogFilter>(({ query, pageNum, pageSize }) =>
  searchRequestLog({ ...query, pageNum, pageSize }),
);

export const requestLogText = {
  exported: (rows: number) => `已导出 ${rows} 条调用记录`,
} as const;

export interface RequestLogContext {
  options?: RequestLogOptions;
  /** The call whose detail the drawer shows (or is loading). */
  openId?: string;
  detail?: RequestLogDetail;
  detailError?: string;
  exporting?: RequestLogFilter;
}

export type RequestLogEvent =
  | { type: 'LOG.OPEN'; requestId: string }
  | { type: 'LOG.CLOSE' }
  | { type: 'LOG.RETRY_DETAIL' }
  | { type: 'LOG.EXPORT'; filter: RequestLogFilter };

export const requestLogMachine = setup({
  types: { context: {} as RequestLogContext, events: {} as RequestLogEvent },
  actors: {
    loadOptions: fromPromise<RequestLogOptions>(() => getRequestLogOptions()),
    loadDetail: fromPromise<RequestLogDetail, string>(({ input }) => getRequestLogDetail(input)),
    exportLog: fromPromise<UsageExport, RequestLogFilter>(({ input }) => exportRequestLog(input)),
  },
  actions: {
    saveFile: (_, _params: { csv: string; fileName: string }) => undefined,
  },
}).createMachine({
  id: 'requestLog',
  type: 'parallel',
  context: {},
  states: {
    options: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadOptions',
            onDone: { target: 'ready', actions: assign({ options: ({ event }) => event.output }) },
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
    detail: {
      initial: 'closed',
      on: {
        'LOG.OPEN': {
          target: '.loading',
          actions: assign({ openId: ({ event }) => event.requestId, detail: undefined, detailError: undefined }),
        },
        'LOG.CLOSE': {
          target: '.closed',
          actions: assign({ openId: undefined, detail: undefined, detailError: undefined }),
        },
      },
      states: {
        closed: {},
        loading: {
          invoke: {
            src: 'loadDetail',
            input: ({ context }) => context.openId ?? '',
            onDone: { target: 'shown', actions: assign({ detail: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ detailError: ({ event }) => errorMessage(event.error) }) },
          },
        },
        shown: {},
        failed: { on: { 'LOG.RETRY_DETAIL': 'loading' } },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'LOG.EXPORT': { target: 'running', actions: assign({ exporting: ({ event }) => event.filter }) } },
        },
        running: {
          invoke: {
            src: 'exportLog',
            input: ({ context }) => context.exporting ?? {},
            onDone: [
              {
                guard: ({ event }) => event.output.rows === 0,
                target: 'idle',
                actions: () => notify(requestLogMessages.exportEmpty, 'info'),
              },
              {
                target: 'idle',
                actions: [
                  {
                    type: 'saveFile',
                    params: ({ event }) => ({ csv: event.output.csv, fileName: event.output.fileName }),
                  },
                  ({ event }) => notify(requestLogText.exported(event.output.rows), 'success'),
                ],
              },
            ],
            // The client has shown the refusal.
            onError: 'idle',
          },
        },
      },
    },
  },
});
