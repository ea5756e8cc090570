/**
 * The 对账台 flows against small models written from what the product says of them, not from the
 * machines:
 * - 资金账本: "the wallet filter offers the wallets the server lists (none when it cannot list
 *   them); 导出 CSV exports what is filtered, one export at a time; an empty export saves nothing
 *   and says so (info); otherwise the file is saved and the rows counted (success); a refusal is
 *   the client's to show, and nothing is saved";
 * - 对账: "a run (a day or a month) can be started at any time and replaces whatever was shown or
 *   asked before: a newer run wins over one still out; its failure shows the server's message and
 *   no result; the result shown can be exported as CSV, for the period and date the result is for
 *   (a run of 'today' is answered with the actual date), and a saved export says 已导出对账单".
 * Seeded random walks drive a machine and its model with the same events and compare what the
 * user sees after each step; the tests after them pin what reaches the server through the real
 * API functions (replaced by stand-ins here).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  exportLedger,
  exportReconciliation,
  getLedgerWallets,
  reconcilePeriod,
  searchLedger,
} from '../../src/api/ledger';
import type {
  LedgerExport,
  LedgerFilter,
  LedgerWallet,
  ReconcileQuery,
  Reconciliation,
} from '../../src/domain/types/ledger.types';
import { ledgerListMachine, ledgerMachine, reconciliationMachine } from '../../src/machines/ledger';
import type { Notice } from '../../src/machines/notify';
import { ControlledActors, expectEveryStateReachable, flush, seededWalks, settled, tally } from './modelHarness';
import { noticesHeard } from '../notices';

vi.mock('../../src/api/ledger', () => ({
  searchLedger: vi.fn(),
  exportLedger: vi.fn(),
  getLedgerWallets: vi.fn(),
  reconcilePeriod: vi.fn(),
  exportReconciliation: vi.fn(),
}));

const heard = noticesHeard();

beforeEach(() => {
  vi.mocked(searchLedger).mockReset();
  vi.mocked(exportLedger).mockReset();
  vi.mocked(getLedgerWallets).mockReset();
  vi.mocked(reconcilePeriod).mockReset();
  vi.mocked(exportReconciliation).mockReset();
});

// The notices the product promises, restated.
const EXPORT_EMPTY = '当前筛选条件下没有可导出的记录';
const exported = (rows: number) => `已导出 ${rows} 条账本记录`;
const RECON_EXPORTED = '已导出对账单';

// Invokes without an id of their own are named by their state.
const WALLETS = '0.ledger.wallets.loading';
const EXPORT = '0.ledger.export.running';
const RECONCILE = '0.reconciliation.running';
const RECON_EXPORT = '0.reconciliation.shown.exporting';

type SaveFile = { csv: string; fileName: string };

const walletLists: LedgerWallet[][] = [
  [{ id: 'balance', name: '现金余额' }],
  [
    { id: 'balance', name: '现金余额' },
    { id: 'cp_7', name: '新用户代金券' },
  ],
];
const filters: LedgerFilter[] = [
  {},
  { kind: 'call' },
  { wallet: 'cp_7', start: '2026-10-01', end: '2026-10-15' },
  { requestId: 'req_42' },
];
const exportsOf = (rows: number): LedgerExport => ({
  rows,
  fileName: `资金账本-${rows}.csv`,
  csv: `时间,金额\n${rows}`,
});

type LedgerStep =
  | { type: 'walletsAnswer'; wallets: LedgerWallet[] }
  | { type: 'walletsFail' }
  | { type: 'export'; filter: LedgerFilter }
  | { type: 'exportAnswer'; rows: number }
  | { type: 'exportRefused' };

interface LedgerSeen {
  walletsLoading: boolean;
  wallets: LedgerWallet[];
  exporting: boolean;
  sent: LedgerFilter[];
  files: SaveFile[];
  notices: Notice[];
}

function ledgerStep(seen: LedgerSeen, s: LedgerStep): LedgerSeen {
  switch (s.type) {
    case 'walletsAnswer':
      return seen.walletsLoading ? { ...seen, walletsLoading: false, wallets: s.wallets } : seen;
    case 'walletsFail':
      return seen.walletsLoading ? { ...seen, walletsLoading: false } : seen;
    case 'export':
      return seen.exporting ? seen : { ...seen, exporting: true, sent: [...seen.sent, s.filter] };
    case 'exportAnswer': {
      if (!seen.exporting) return seen;
      if (s.rows === 0)
        return { ...seen, exporting: false, notices: [...seen.notices, { message: EXPORT_EMPTY, kind: 'info' }] };
      const { csv, fileName } = exportsOf(s.rows);
      return {
        ...seen,
        exporting: false,
        files: [...seen.files, { csv, fileName }],
        notices: [...seen.notices, { message: exported(s.rows), kind: 'success' }],
      };
    }
    case 'exportRefused':
      return seen.exporting ? { ...seen, exporting: false } : seen;
  }
}

function pickLedger(next: (n: number) => number): LedgerStep {
  const roll = next(10);
  if (roll < 1) return { type: 'walletsAnswer', wallets: walletLists[next(walletLists.length)] };
  if (roll < 2) return { type: 'walletsFail' };
  if (roll < 5) return { type: 'export', filter: filters[next(filters.length)] };
  if (roll < 8) return { type: 'exportAnswer', rows: [0, 1, 37][next(3)] };
  return { type: 'exportRefused' };
}

describe('资金账本, against the model', () => {
  /** What the walks reached. */
  const ledgerReached = tally({ saved: 10, empty: 5, refused: 5, ignored: 5, walletsShown: 5 });

  it('reaches every state', () => {
    const control = new ControlledActors();
    expectEveryStateReachable(
      ledgerMachine.provide({ actors: { loadWallets: control.actor(), exportLines: control.actor() } }),
      {
        events: [
          ...settled(WALLETS, walletLists[0], '无权限访问'),
          { type: 'LEDGER.EXPORT', filter: {} },
          ...settled(EXPORT, exportsOf(3), '导出失败'),
        ],
      },
    );
  });

  seededWalks({
    seeds: 60,
    steps: 30,
    initial: { walletsLoading: true, wallets: [], exporting: false, sent: [], files: [], notices: [] },
    start: () => {
      const control = new ControlledActors();
      const files: SaveFile[] = [];
      const actor = createActor(
        ledgerMachine.provide({
          actors: { loadWallets: control.actor(), exportLines: control.actor() },
          actions: { saveFile: (_, params) => void files.push(params) },
        }),
      ).start();
      return { control, files, actor, sent: [] as LedgerFilter[] };
    },
    pick: pickLedger,
    step: ledgerStep,
    count: (s, before, seen) => {
      if (s.type === 'exportAnswer' && seen.files.length > before.files.length) ledgerReached.saved += 1;
      if (s.type === 'exportAnswer' && before.exporting && s.rows === 0) ledgerReached.empty += 1;
      if (s.type === 'exportRefused' && before.exporting) ledgerReached.refused += 1;
      if (s.type === 'export' && before.exporting) ledgerReached.ignored += 1;
      if (s.type === 'walletsAnswer' && before.walletsLoading) ledgerReached.walletsShown += 1;
    },
    drive: async ({ control, actor, sent }, s, _before, seen) => {
      if (s.type === 'export') {
        actor.send({ type: 'LEDGER.EXPORT', filter: s.filter });
        if (sent.length < seen.sent.length) sent.push(control.inputs.get(EXPORT) as LedgerFilter);
      } else if (s.type === 'walletsAnswer' || s.type === 'walletsFail') {
        if (control.isPending(WALLETS)) {
          control.answer(
            WALLETS,
            s.type === 'walletsAnswer' ? { output: s.wallets } : { error: new Error('无权限访问') },
          );
          await flush();
        }
      } else if (control.isPending(EXPORT)) {
        control.answer(
          EXPORT,
          s.type === 'exportAnswer' ? { output: exportsOf(s.rows) } : { error: new Error('导出失败') },
        );
        await flush();
      }
    },
    check: ({ actor, sent, files }, seen, where) => {
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches({ wallets: 'loading' }), where).toBe(seen.walletsLoading);
      expect(snapshot.context.wallets, where).toEqual(seen.wallets);
      expect(snapshot.matches({ export: 'running' }), where).toBe(seen.exporting);
      expect(sent, where).toEqual(seen.sent);
      expect(files, where).toEqual(seen.files);
      expect(heard, where).toEqual(seen.notices);
    },
  });
});

const reconOf = (query: ReconcileQuery, logFen: number): Reconciliation => {
  // A run for "today" or "this month" (no date) is answered with the date the platform took.
  const date = query.date || (query.period === 'day' ? '2026-10-15' : '2026-10');
  return {
    period: query.period,
    date,
    from: `${date}T00:00:00+08:00`,
    to: `${date}T23:59:59+08:00`,
    logFen,
    billFen: logFen,
    openingBalanceFen: 10_000,
    closingBalanceFen: 10_000 - logFen,
    balanceChangeFen: -logFen,
    rechargeFen: 0,
    adjustmentFen: 0,
    refundFen: 0,
    balancePaidFen: logFen,
    voucherPaidFen: 0,
    settledFen: 0,
    lines: [],
    verdict: 'match',
    rounding: '按分向上取整',
  };
};
const queries: ReconcileQuery[] = [
  { period: 'day', date: '' },
  { period: 'day', date: '2026-10-03' },
  { period: 'month', date: '' },
  { period: 'month', date: '2026-09' },
];
const reconFile = (n: number): LedgerExport => ({ rows: n, fileName: `对账单-${n}.csv`, csv: `请求ID\n${n}` });

type ReconStep =
  | { type: 'run'; query: ReconcileQuery }
  | { type: 'runAnswer'; logFen: number }
  | { type: 'runRefused'; message: string }
  | { type: 'export' }
  | { type: 'exportAnswer'; n: number }
  | { type: 'exportRefused' };

interface ReconSeen {
  phase: 'idle' | 'running' | 'shown' | 'failed';
  exporting: boolean;
  query?: ReconcileQuery;
  result?: Reconciliation;
  error?: string;
  runs: ReconcileQuery[];
  exports: ReconcileQuery[];
  files: SaveFile[];
  notices: Notice[];
}

function reconStep(seen: ReconSeen, s: ReconStep): ReconSeen {
  switch (s.type) {
    case 'run':
      // Whatever was shown stays on screen under the spinner until the new answer replaces it.
      return {
        ...seen,
        phase: 'running',
        exporting: false,
        query: s.query,
        error: undefined,
        runs: [...seen.runs, s.query],
      };
    case 'runAnswer':
      return seen.phase === 'running' ? { ...seen, phase: 'shown', result: reconOf(seen.query!, s.logFen) } : seen;
    case 'runRefused':
      return seen.phase === 'running' ? { ...seen, phase: 'failed', result: undefined, error: s.message } : seen;
    case 'export':
      return seen.phase === 'shown' && !seen.exporting
        ? {
            ...seen,
            exporting: true,
            exports: [...seen.exports, { period: seen.result!.period, date: seen.result!.date }],
          }
        : seen;
    case 'exportAnswer': {
      if (!seen.exporting) return seen;
      const { csv, fileName } = reconFile(s.n);
      return {
        ...seen,
        exporting: false,
        files: [...seen.files, { csv, fileName }],
        notices: [...seen.notices, { message: RECON_EXPORTED, kind: 'success' }],
      };
    }
    case 'exportRefused':
      return seen.exporting ? { ...seen, exporting: false } : seen;
  }
}

const refusals = ['对账日期不能晚于今天', '请求错误，请稍后重试'];

function pickRecon(next: (n: number) => number): ReconStep {
  const roll = next(12);
  if (roll < 2) return { type: 'run', query: queries[next(queries.length)] };
  if (roll < 5) return { type: 'runAnswer', logFen: [0, 125, 9_999][next(3)] };
  if (roll < 6) return { type: 'runRefused', message: refusals[next(refusals.length)] };
  if (roll < 8) return { type: 'export' };
  if (roll < 11) return { type: 'exportAnswer', n: next(5) };
  return { type: 'exportRefused' };
}

describe('对账, against the model', () => {
  /** What the walks reached. */
  const reconReached = tally({ shown: 10, failed: 5, saved: 10, exportRefused: 3, runOverExport: 3, runOverRun: 3 });

  it('reaches every state', () => {
    const control = new ControlledActors();
    expectEveryStateReachable(
      reconciliationMachine.provide({ actors: { reconcile: control.actor(), exportResult: control.actor() } }),
      {
        events: [
          { type: 'RECON.RUN', query: queries[1] },
          ...settled(RECONCILE, reconOf(queries[1], 10), '对账日期不能晚于今天'),
          { type: 'RECON.EXPORT' },
          ...settled(RECON_EXPORT, reconFile(1), '导出失败'),
        ],
      },
    );
  });

  seededWalks({
    seeds: 80,
    steps: 30,
    initial: { phase: 'idle', exporting: false, runs: [], exports: [], files: [], notices: [] },
    start: () => {
      const control = new ControlledActors();
      const files: SaveFile[] = [];
      const actor = createActor(
        reconciliationMachine.provide({
          actors: { reconcile: control.actor(), exportResult: control.actor() },
          actions: { saveFile: (_, params) => void files.push(params) },
        }),
      ).start();
      return { control, files, actor, runs: [] as ReconcileQuery[], exports: [] as ReconcileQuery[] };
    },
    pick: pickRecon,
    step: reconStep,
    count: (s, before) => {
      if (s.type === 'runAnswer' && before.phase === 'running') reconReached.shown += 1;
      if (s.type === 'runRefused' && before.phase === 'running') reconReached.failed += 1;
      if (s.type === 'exportAnswer' && before.exporting) reconReached.saved += 1;
      if (s.type === 'exportRefused' && before.exporting) reconReached.exportRefused += 1;
      if (s.type === 'run' && before.exporting) reconReached.runOverExport += 1;
      if (s.type === 'run' && before.phase === 'running') reconReached.runOverRun += 1;
    },
    drive: async ({ control, actor, runs, exports }, s, _before, seen) => {
      if (s.type === 'run') {
        actor.send({ type: 'RECON.RUN', query: s.query });
        runs.push(control.inputs.get(RECONCILE) as ReconcileQuery);
      } else if (s.type === 'export') {
        actor.send({ type: 'RECON.EXPORT' });
        if (exports.length < seen.exports.length) exports.push(control.inputs.get(RECON_EXPORT) as ReconcileQuery);
      } else if (s.type === 'runAnswer' || s.type === 'runRefused') {
        if (control.isPending(RECONCILE)) {
          const query = control.inputs.get(RECONCILE) as ReconcileQuery;
          control.answer(
            RECONCILE,
            s.type === 'runAnswer' ? { output: reconOf(query, s.logFen) } : { error: new Error(s.message) },
          );
          await flush();
        }
      } else if (control.isPending(RECON_EXPORT)) {
        // Also the answer to an export a newer run cancelled: it must not save anything.
        control.answer(
          RECON_EXPORT,
          s.type === 'exportAnswer' ? { output: reconFile(s.n) } : { error: new Error('导出失败') },
        );
        await flush();
      }
    },
    check: ({ actor, runs, exports, files }, seen, where) => {
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches(seen.phase), where).toBe(true);
      expect(snapshot.matches({ shown: 'exporting' }), where).toBe(seen.exporting);
      expect(snapshot.context.query, where).toEqual(seen.query);
      expect(snapshot.context.result, where).toEqual(seen.result);
      expect(snapshot.context.error, where).toBe(seen.error);
      expect(runs, where).toEqual(seen.runs);
      expect(exports, where).toEqual(seen.exports);
      expect(files, where).toEqual(seen.files);
      expect(heard, where).toEqual(seen.notices);
    },
  });
});

/** An answer the test gives later, one per call. */
function held<T>() {
  const calls: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const make = () => new Promise<T>((resolve, reject) => void calls.push({ resolve, reject }));
  return { calls, make };
}

describe('what reaches the server, through the API functions', () => {
  it('loads the wallets once and offers what the server lists', async () => {
    vi.mocked(getLedgerWallets).mockResolvedValue(walletLists[1]);
    const actor = createActor(ledgerMachine).start();
    expect(actor.getSnapshot().context.wallets).toEqual([]);
    await flush();
    expect(getLedgerWallets).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.wallets).toEqual(walletLists[1]);
    expect(actor.getSnapshot().matches({ wallets: 'ready' })).toBe(true);
  });

  it('without the wallets the filter offers none, and export still works', async () => {
    vi.mocked(getLedgerWallets).mockRejectedValue(new Error('无权限访问'));
    vi.mocked(exportLedger).mockResolvedValue(exportsOf(2));
    const actor = createActor(ledgerMachine).start();
    await flush();
    expect(actor.getSnapshot().matches({ wallets: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.wallets).toEqual([]);
    actor.send({ type: 'LEDGER.EXPORT', filter: { kind: 'refund' } });
    await flush();
    expect(heard).toEqual([{ message: '已导出 2 条账本记录', kind: 'success' }]);
  });

  it('exports exactly the filter shown, and saves the file the server built', async () => {
    vi.mocked(getLedgerWallets).mockResolvedValue([]);
    vi.mocked(exportLedger).mockResolvedValue({ rows: 12, fileName: '资金账本-20261015.csv', csv: 'a,b\n1,2' });
    const files: SaveFile[] = [];
    const actor = createActor(
      ledgerMachine.provide({ actions: { saveFile: (_, params) => void files.push(params) } }),
    ).start();
    const filter: LedgerFilter = { kind: 'call', wallet: 'balance', start: '2026-10-01', end: '2026-10-15' };
    actor.send({ type: 'LEDGER.EXPORT', filter });
    expect(actor.getSnapshot().context.exporting).toEqual(filter);
    await flush();
    expect(exportLedger).toHaveBeenCalledExactlyOnceWith(filter);
    expect(files).toEqual([{ csv: 'a,b\n1,2', fileName: '资金账本-20261015.csv' }]);
    expect(heard).toEqual([{ message: '已导出 12 条账本记录', kind: 'success' }]);
    expect(actor.getSnapshot().matches({ export: 'idle' })).toBe(true);
  });

  it('an empty export saves nothing and says why', async () => {
    vi.mocked(getLedgerWallets).mockResolvedValue([]);
    vi.mocked(exportLedger).mockResolvedValue({ rows: 0, fileName: '资金账本.csv', csv: '时间\n' });
    const saveFile = vi.fn();
    const actor = createActor(ledgerMachine.provide({ actions: { saveFile } })).start();
    actor.send({ type: 'LEDGER.EXPORT', filter: { requestId: 'req_none' } });
    await flush();
    expect(saveFile).not.toHaveBeenCalled();
    expect(heard).toEqual([{ message: '当前筛选条件下没有可导出的记录', kind: 'info' }]);
  });

  it('a refused export saves nothing and adds no notice of its own (the client shows the refusal)', async () => {
    vi.mocked(getLedgerWallets).mockResolvedValue([]);
    vi.mocked(exportLedger).mockRejectedValue(new Error('导出失败'));
    const saveFile = vi.fn();
    const actor = createActor(ledgerMachine.provide({ actions: { saveFile } })).start();
    actor.send({ type: 'LEDGER.EXPORT', filter: {} });
    await flush();
    expect(saveFile).not.toHaveBeenCalled();
    expect(heard).toEqual([]);
    expect(actor.getSnapshot().matches({ export: 'idle' })).toBe(true);
  });

  it('the ledger list asks for the filtered page', async () => {
    vi.mocked(searchLedger).mockResolvedValue({ records: [], total: 0, pageNum: 3, pageSize: 20, pages: 0 });
    createActor(ledgerListMachine, {
      input: { query: { kind: 'call', wallet: 'cp_7' }, pageSize: 20, pageNum: 3 },
    }).start();
    await flush();
    expect(searchLedger).toHaveBeenCalledExactlyOnceWith({ kind: 'call', wallet: 'cp_7', pageNum: 3, pageSize: 20 });
  });

  it('reconciles the period asked for, and exports the one answered', async () => {
    vi.mocked(reconcilePeriod).mockResolvedValue(reconOf({ period: 'day', date: '' }, 321));
    vi.mocked(exportReconciliation).mockResolvedValue({ rows: 4, fileName: '对账单-20261015.csv', csv: 'x' });
    const files: SaveFile[] = [];
    const actor = createActor(
      reconciliationMachine.provide({ actions: { saveFile: (_, params) => void files.push(params) } }),
    ).start();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'RECON.RUN', query: { period: 'day', date: '' } });
    await flush();
    expect(reconcilePeriod).toHaveBeenCalledExactlyOnceWith({ period: 'day', date: '' });
    expect(actor.getSnapshot().matches({ shown: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.result?.logFen).toBe(321);
    actor.send({ type: 'RECON.EXPORT' });
    await flush();
    expect(exportReconciliation).toHaveBeenCalledExactlyOnceWith({ period: 'day', date: '2026-10-15' });
    expect(files).toEqual([{ csv: 'x', fileName: '对账单-20261015.csv' }]);
    expect(heard).toEqual([{ message: '已导出对账单', kind: 'success' }]);
  });

  it('a refused export keeps the result on screen, saves nothing and can be tried again', async () => {
    vi.mocked(reconcilePeriod).mockResolvedValue(reconOf({ period: 'month', date: '2026-09' }, 5));
    vi.mocked(exportReconciliation).mockRejectedValueOnce(new Error('导出失败'));
    const saveFile = vi.fn();
    const actor = createActor(reconciliationMachine.provide({ actions: { saveFile } })).start();
    actor.send({ type: 'RECON.RUN', query: { period: 'month', date: '2026-09' } });
    await flush();
    actor.send({ type: 'RECON.EXPORT' });
    await flush();
    expect(actor.getSnapshot().matches({ shown: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.result?.date).toBe('2026-09');
    expect(saveFile).not.toHaveBeenCalled();
    expect(heard).toEqual([]);
    vi.mocked(exportReconciliation).mockResolvedValueOnce(reconFile(1));
    actor.send({ type: 'RECON.EXPORT' });
    await flush();
    expect(exportReconciliation).toHaveBeenCalledTimes(2);
    expect(exportReconciliation).toHaveBeenLastCalledWith({ period: 'month', date: '2026-09' });
    expect(saveFile).toHaveBeenCalledTimes(1);
  });

  it('a newer run wins over one still out: the older answer never shows', async () => {
    const answers = held<Reconciliation>();
    vi.mocked(reconcilePeriod).mockImplementation(answers.make);
    const actor = createActor(reconciliationMachine).start();
    actor.send({ type: 'RECON.RUN', query: { period: 'day', date: '2026-10-01' } });
    actor.send({ type: 'RECON.RUN', query: { period: 'day', date: '2026-10-02' } });
    expect(reconcilePeriod).toHaveBeenNthCalledWith(2, { period: 'day', date: '2026-10-02' });
    answers.calls[0].resolve(reconOf({ period: 'day', date: '2026-10-01' }, 1));
    await flush();
    expect(actor.getSnapshot().matches('running')).toBe(true);
    expect(actor.getSnapshot().context.result).toBeUndefined();
    answers.calls[1].resolve(reconOf({ period: 'day', date: '2026-10-02' }, 2));
    await flush();
    expect(actor.getSnapshot().context.result?.date).toBe('2026-10-02');
    // Nor does an older failure replace it.
    answers.calls[0].reject(new Error('对账日期不能晚于今天'));
    await flush();
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('a failed run shows the server message, or the general one when the failure has none', async () => {
    vi.mocked(reconcilePeriod).mockRejectedValueOnce(new Error('对账日期不能晚于今天'));
    const actor = createActor(reconciliationMachine).start();
    actor.send({ type: 'RECON.RUN', query: { period: 'day', date: '2099-01-01' } });
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('对账日期不能晚于今天');
    expect(actor.getSnapshot().context.query).toEqual({ period: 'day', date: '2099-01-01' });
    vi.mocked(reconcilePeriod).mockRejectedValueOnce('down');
    actor.send({ type: 'RECON.RUN', query: { period: 'day', date: '2026-10-01' } });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    await flush();
    expect(actor.getSnapshot().context.error).toBe('请求错误，请稍后重试');
  });

  it('export is offered only for a result shown, once at a time', async () => {
    const files = held<LedgerExport>();
    vi.mocked(exportReconciliation).mockImplementation(files.make);
    vi.mocked(reconcilePeriod).mockResolvedValue(reconOf({ period: 'day', date: '2026-10-03' }, 7));
    const actor = createActor(reconciliationMachine).start();
    const exportOffered = () => actor.getSnapshot().can({ type: 'RECON.EXPORT' });
    expect(exportOffered()).toBe(false);
    vi.mocked(reconcilePeriod).mockRejectedValueOnce(new Error('对账日期不能晚于今天'));
    actor.send({ type: 'RECON.RUN', query: { period: 'day', date: '2099-01-01' } });
    expect(exportOffered()).toBe(false);
    await flush();
    expect(exportOffered()).toBe(false);
    actor.send({ type: 'RECON.RUN', query: { period: 'day', date: '2026-10-03' } });
    await flush();
    expect(exportOffered()).toBe(true);
    actor.send({ type: 'RECON.EXPORT' });
    actor.send({ type: 'RECON.EXPORT' });
    expect(exportReconciliation).toHaveBeenCalledTimes(1);
  });
});
