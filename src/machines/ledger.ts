/**
 * The 对账台 flows: the ledger (paged on the list core, the wallets its filter offers, CSV export)
 * and 对账 of a day or month (run on demand, shown line by line, exported as CSV). `saveFile` hands
 * a CSV to the browser; the page provides it.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import { exportLedger, exportReconciliation, getLedgerWallets, reconcilePeriod, searchLedger } from '../api/ledger';
import type {
  LedgerExport,
  LedgerFilter,
  LedgerLine,
  LedgerWallet,
  ReconcileQuery,
  Reconciliation,
} from '../domain/types/ledger.types';
import { listOf } from './listMachine';
import { notify } from './notify';

export const ledgerListMachine = listOf<LedgerLine, LedgerFilter>(({ query, pageNum, pageSize }) =>
  searchLedger({ ...query, pageNum, pageSize }),
);

export const ledgerText = {
  exported: (rows: number) => `已导出 ${rows} 条账本记录`,
  exportEmpty: '当前筛选条件下没有可导出的记录',
  reconExported: '已导出对账单',
} as const;

type SaveFile = { csv: string; fileName: string };

export interface LedgerContext {
  wallets: LedgerWallet[];
  exporting?: LedgerFilter;
}

export type LedgerEvent = { type: 'LEDGER.EXPORT'; filter: LedgerFilter };

/** The ledger page: its wallets for the filter, and CSV export of what is filtered. */
export const ledgerMachine = setup({
  types: { context: {} as LedgerContext, events: {} as LedgerEvent },
  actors: {
    loadWallets: fromPromise<LedgerWallet[]>(() => getLedgerWallets()),
    exportLines: fromPromise<LedgerExport, LedgerFilter>(({ input }) => exportLedger(input)),
  },
  actions: {
    saveFile: (_, _params: SaveFile) => undefined,
  },
}).createMachine({
  id: 'ledger',
  type: 'parallel',
  context: { wallets: [] },
  states: {
    wallets: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadWallets',
            onDone: { target: 'ready', actions: assign({ wallets: ({ event }) => event.output }) },
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'LEDGER.EXPORT': { target: 'running', actions: assign({ exporting: ({ event }) => event.filter }) } },
        },
        running: {
          invoke: {
            src: 'exportLines',
            input: ({ context }) => context.exporting ?? {},
            onDone: [
              {
                guard: ({ event }) => event.output.rows === 0,
                target: 'idle',
                actions: () => notify(ledgerText.exportEmpty, 'info'),
              },
              {
                target: 'idle',
                actions: [
                  {
                    type: 'saveFile',
                    params: ({ event }) => ({ csv: event.output.csv, fileName: event.output.fileName }),
                  },
                  ({ event }) => notify(ledgerText.exported(event.output.rows), 'success'),
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

export interface ReconcileContext {
  query?: ReconcileQuery;
  result?: Reconciliation;
  error?: string;
}

export type ReconcileEvent = { type: 'RECON.RUN'; query: ReconcileQuery } | { type: 'RECON.EXPORT' };

/**
 * 对账 on demand: each run replaces the last result (a new run while one is out starts over with
 * the newer period); the shown result can be exported as CSV.
 */
export const reconciliationMachine = setup({
  types: { context: {} as ReconcileContext, events: {} as ReconcileEvent },
  actors: {
    reconcile: fromPromise<Reconciliation, ReconcileQuery>(({ input }) => reconcilePeriod(input)),
    exportResult: fromPromise<LedgerExport, ReconcileQuery>(({ input }) => exportReconciliation(input)),
  },
  actions: {
    saveFile: (_, _params: SaveFile) => undefined,
  },
}).createMachine({
  id: 'reconciliation',
  initial: 'idle',
  context: {},
  on: {
    'RECON.RUN': {
      target: '.running',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query, error: undefined }),
    },
  },
  states: {
    idle: {},
    running: {
      invoke: {
        src: 'reconcile',
        input: ({ context }) => context.query!,
        onDone: { target: 'shown', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ result: undefined, error: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    shown: {
      initial: 'ready',
      states: {
        ready: { on: { 'RECON.EXPORT': 'exporting' } },
        exporting: {
          invoke: {
            src: 'exportResult',
            input: ({ context }) => ({ period: context.result!.period, date: context.result!.date }),
            onDone: {
              target: 'ready',
              actions: [
                {
                  type: 'saveFile',
                  params: ({ event }) => ({ csv: event.output.csv, fileName: event.output.fileName }),
                },
                () => notify(ledgerText.reconExported, 'success'),
              ],
            },
            onError: 'ready',
          },
        },
      },
    },
    failed: {},
  },
});
