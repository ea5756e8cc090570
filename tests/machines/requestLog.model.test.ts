/**
 * 调用日志 against a small model written from what the product says of it, not from the machine:
 * "the filters' options (keys, models, apps) are asked for once when the page opens; without
 * them the filters simply offer nothing. Clicking a call opens the drawer on that request id and
 * loads its detail; clicking another call switches the drawer to it, dropping what was shown;
 * a failed detail shows the server's message and 重试 asks again for the same id; closing the
 * drawer forgets the call. 导出 CSV exports everything the current filters match, one export at
 * a time: none matching says 当前筛选条件下没有可导出的记录 (info) and saves nothing; otherwise
 * the file is handed to the browser as the server named it and 已导出 N 条调用记录 (success); a
 * refused export is left to the client's own message. The three parts never wait on each other."
 * Seeded random walks drive both with the same steps and compare what the user sees after each.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  exportRequestLog,
  getRequestLogDetail,
  getRequestLogOptions,
  searchRequestLog,
} from '../../src/api/requestLog';
import type { RequestLogDetail, RequestLogFilter, RequestLogOptions } from '../../src/domain/types/requestLog.types';
import type { UsageExport } from '../../src/domain/types/usage.types';
import type { Notice } from '../../src/machines/notify';
import { requestLogListMachine, requestLogMachine } from '../../src/machines/requestLog';
import { ControlledActors, expectEveryStateReachable, flush, seededWalks, settled, tally } from './modelHarness';
import { noticesHeard } from '../notices';

vi.mock('../../src/api/requestLog', () => ({
  exportRequestLog: vi.fn(),
  getRequestLogDetail: vi.fn(),
  getRequestLogOptions: vi.fn(),
  searchRequestLog: vi.fn(),
}));

const heard = noticesHeard();

// The invoke ids XState gives the machine's requests (it names none itself).
const OPTIONS = '0.requestLog.options.loading';
const DETAIL = '0.requestLog.detail.loading';
const EXPORT = '0.requestLog.export.running';

const EMPTY = '当前筛选条件下没有可导出的记录';
const exported = (rows: number) => `已导出 ${rows} 条调用记录`;

const options: RequestLogOptions = {
  keys: [{ id: 'k1', name: '生产' }],
  models: ['qwen-max', 'glm-4'],
  apps: [{ id: 'a1', name: '客服助手' }],
};

const detailOf = (requestId: string): RequestLogDetail => ({
  requestId,
  time: '2026-11-01T08:00:00Z',
  keyId: 'k1',
  keyName: '生产',
  model: 'qwen-max',
  appId: '',
  appName: '',
  tokensIn: 1200,
  tokensOut: 300,
  cost: 0.02,
  latencyMs: 840,
  status: requestId.endsWith('9') ? 429 : 200,
  errorCode: requestId.endsWith('9') ? 'rate_limit_exceeded' : '',
  cachedTokens: 200,
  firstTokenMs: 120,
  stream: true,
  outcome: '',
  clientIp: '203.0.113.5',
  errorBody: '',
  prices: { input: 4, cachedInput: 1, output: 12 },
  limits: null,
});

const exports: UsageExport[] = [
  { fileName: 'request-log-empty.csv', csv: '\ufeff时间,请求ID\n', rows: 0 },
  { fileName: 'request-log-20261101.csv', csv: '\ufeff时间,请求ID\n2026-11-01,req_1\n', rows: 1 },
  { fileName: 'request-log-all.csv', csv: '\ufeff时间,请求ID\n…', rows: 1234 },
];

const filters: RequestLogFilter[] = [
  {},
  { status: 'error', errorCode: '429' },
  { keyId: 'k1', model: 'qwen-max', start: '2026-11-01', end: '2026-11-02' },
];
const ids = ['req_1', 'req_2', 'req_9'];

type Drawer = 'closed' | 'loading' | 'shown' | 'failed';
type Call = ['options'] | ['detail', string] | ['export', RequestLogFilter];
type Step =
  | { type: 'open'; requestId: string }
  | { type: 'close' }
  | { type: 'retry' }
  | { type: 'export'; filter: RequestLogFilter }
  | { type: 'optionsAnswer'; ok: boolean }
  | { type: 'detailAnswer'; ok: boolean; message: string }
  | { type: 'exportAnswer'; ok: boolean; variant: number };

interface Seen {
  optionsLoading: boolean;
  options?: RequestLogOptions;
  drawer: Drawer;
  openId?: string;
  detail?: RequestLogDetail;
  detailError?: string;
  exporting: boolean;
  calls: Call[];
  notices: Notice[];
  files: { csv: string; fileName: string }[];
}

function step(seen: Seen, s: Step): Seen {
  switch (s.type) {
    case 'open':
      return {
        ...seen,
        drawer: 'loading',
        openId: s.requestId,
        detail: undefined,
        detailError: undefined,
        calls: [...seen.calls, ['detail', s.requestId]],
      };
    case 'close':
      return { ...seen, drawer: 'closed', openId: undefined, detail: undefined, detailError: undefined };
    case 'retry':
      return seen.drawer === 'failed'
        ? { ...seen, drawer: 'loading', calls: [...seen.calls, ['detail', seen.openId!]] }
        : seen;
    case 'export':
      return seen.exporting ? seen : { ...seen, exporting: true, calls: [...seen.calls, ['export', s.filter]] };
    case 'optionsAnswer':
      if (!seen.optionsLoading) return seen;
      return { ...seen, optionsLoading: false, options: s.ok ? options : undefined };
    case 'detailAnswer':
      if (seen.drawer !== 'loading') return seen;
      return s.ok
        ? { ...seen, drawer: 'shown', detail: detailOf(seen.openId!) }
        : { ...seen, drawer: 'failed', detailError: s.message };
    case 'exportAnswer': {
      if (!seen.exporting) return seen;
      if (!s.ok) return { ...seen, exporting: false };
      const file = exports[s.variant];
      return file.rows === 0
        ? { ...seen, exporting: false, notices: [...seen.notices, { message: EMPTY, kind: 'info' }] }
        : {
            ...seen,
            exporting: false,
            files: [...seen.files, { csv: file.csv, fileName: file.fileName }],
            notices: [...seen.notices, { message: exported(file.rows), kind: 'success' }],
          };
    }
  }
}

const refusals = ['未找到该请求ID对应的调用记录', '请求错误，请稍后重试'];

function pick(next: (n: number) => number): Step {
  const roll = next(20);
  if (roll < 4) return { type: 'open', requestId: ids[next(ids.length)] };
  if (roll < 6) return { type: 'close' };
  if (roll < 8) return { type: 'retry' };
  if (roll < 11) return { type: 'export', filter: filters[next(filters.length)] };
  if (roll < 12) return { type: 'optionsAnswer', ok: next(2) === 0 };
  if (roll < 16) return { type: 'detailAnswer', ok: next(2) === 0, message: refusals[next(refusals.length)] };
  return { type: 'exportAnswer', ok: next(4) > 0, variant: next(exports.length) };
}

function harness() {
  const control = new ControlledActors();
  const files: { csv: string; fileName: string }[] = [];
  const actor = createActor(
    requestLogMachine.provide({
      actors: { loadOptions: control.actor(), loadDetail: control.actor(), exportLog: control.actor() },
      actions: { saveFile: (_, file) => void files.push(file) },
    }),
  ).start();
  return { control, actor, files };
}

describe('调用日志, against the model', () => {
  /** What the walks reached. */
  const reached = tally({ shown: 5, failed: 5, retried: 5, switched: 5, saved: 5, empty: 5, busyExport: 5 });
  seededWalks({
    seeds: 120,
    steps: 40,
    initial: {
      optionsLoading: true,
      drawer: 'closed',
      exporting: false,
      calls: [['options']],
      notices: [],
      files: [],
    },
    start: () => ({ ...harness(), calls: [['options']] as Call[] }),
    pick,
    step,
    count: (s, before, seen) => {
      if (s.type === 'detailAnswer' && before.drawer === 'loading') reached[s.ok ? 'shown' : 'failed'] += 1;
      if (s.type === 'retry' && before.drawer === 'failed') reached.retried += 1;
      if (s.type === 'open' && before.drawer !== 'closed') reached.switched += 1;
      if (s.type === 'export' && before.exporting) reached.busyExport += 1;
      if (seen.files.length > before.files.length) reached.saved += 1;
      if (s.type === 'exportAnswer' && before.exporting && s.ok && exports[s.variant].rows === 0) reached.empty += 1;
    },
    drive: async ({ control, actor, calls }, s, before, seen, at) => {
      if (s.type === 'open') actor.send({ type: 'LOG.OPEN', requestId: s.requestId });
      else if (s.type === 'close') actor.send({ type: 'LOG.CLOSE' });
      else if (s.type === 'retry') actor.send({ type: 'LOG.RETRY_DETAIL' });
      else if (s.type === 'export') actor.send({ type: 'LOG.EXPORT', filter: s.filter });
      else {
        const id = s.type === 'optionsAnswer' ? OPTIONS : s.type === 'detailAnswer' ? DETAIL : EXPORT;
        const output = () =>
          s.type === 'optionsAnswer'
            ? options
            : s.type === 'detailAnswer'
              ? detailOf(control.inputs.get(DETAIL) as string)
              : exports[s.variant];
        const message =
          s.type === 'detailAnswer'
            ? s.message
            : s.type === 'optionsAnswer'
              ? '无权限访问'
              : '导出的记录超过10000条，请缩小筛选范围';
        if (control.isPending(id)) {
          control.settle(
            s.ok
              ? { type: `xstate.done.actor.${id}`, output: output() }
              : { type: `xstate.error.actor.${id}`, error: new Error(message) },
          );
          await flush();
        }
      }
      if (seen.calls.length > before.calls.length) {
        const last = seen.calls[seen.calls.length - 1];
        const id = last[0] === 'detail' ? DETAIL : EXPORT;
        expect(control.isPending(id), `${at}: ${last[0]} sent`).toBe(true);
        calls.push([last[0], control.inputs.get(id)] as Call);
      }
    },
    check: ({ actor, calls, files }, seen, where) => {
      const snapshot = actor.getSnapshot();
      expect(snapshot.value, where).toEqual({
        options: seen.optionsLoading ? 'loading' : 'ready',
        detail: seen.drawer,
        export: seen.exporting ? 'running' : 'idle',
      });
      expect(snapshot.context.options, where).toEqual(seen.options);
      expect(snapshot.context.openId, where).toBe(seen.openId);
      expect(snapshot.context.detail, where).toEqual(seen.detail);
      if (seen.drawer === 'failed') expect(snapshot.context.detailError, where).toBe(seen.detailError);
      expect(calls, where).toEqual(seen.calls);
      expect(heard, where).toEqual(seen.notices);
      expect(files, where).toEqual(seen.files);
    },
  });
});

describe('requestLog machine', () => {
  it('reaches every state', () =>
    expectEveryStateReachable(requestLogMachine, {
      events: [
        ...settled(OPTIONS, options, '无权限访问'),
        ...settled(DETAIL, detailOf('req_1'), '未找到该请求ID对应的调用记录'),
        ...settled(EXPORT, exports[1], '导出的记录超过10000条，请缩小筛选范围'),
        { type: 'LOG.OPEN', requestId: 'req_1' },
        { type: 'LOG.CLOSE' },
        { type: 'LOG.RETRY_DETAIL' },
        { type: 'LOG.EXPORT', filter: filters[1] },
      ],
    }));
});

describe('what reaches the server, through the machine’s own requests', () => {
  it('asks for the options once, a detail by its id, and an export with the filter; drops a stale detail', async () => {
    const answers = new Map<string, (d: RequestLogDetail) => void>();
    vi.mocked(getRequestLogOptions).mockResolvedValue(options);
    vi.mocked(getRequestLogDetail).mockImplementation((id) => new Promise((resolve) => answers.set(id, resolve)));
    vi.mocked(exportRequestLog).mockResolvedValue(exports[2]);
    const files: unknown[] = [];
    const actor = createActor(
      requestLogMachine.provide({ actions: { saveFile: (_, file) => void files.push(file) } }),
    ).start();
    await flush();
    expect(getRequestLogOptions).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.options).toEqual(options);

    actor.send({ type: 'LOG.OPEN', requestId: 'req_1' });
    actor.send({ type: 'LOG.OPEN', requestId: 'req_2' });
    expect(vi.mocked(getRequestLogDetail).mock.calls).toEqual([['req_1'], ['req_2']]);
    // The first call's detail arrives after the user moved on: the drawer keeps waiting for the second.
    answers.get('req_1')!(detailOf('req_1'));
    await flush();
    expect(actor.getSnapshot().matches({ detail: 'loading' })).toBe(true);
    expect(actor.getSnapshot().context.detail).toBeUndefined();
    answers.get('req_2')!(detailOf('req_2'));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ openId: 'req_2', detail: detailOf('req_2') });

    actor.send({ type: 'LOG.EXPORT', filter: filters[2] });
    await flush();
    expect(exportRequestLog).toHaveBeenCalledWith(filters[2]);
    expect(files).toEqual([{ csv: exports[2].csv, fileName: exports[2].fileName }]);
    expect(heard).toEqual([{ message: exported(1234), kind: 'success' }]);
  });

  it('pages the calls with the filters the page chose', async () => {
    vi.mocked(searchRequestLog).mockResolvedValue({ records: [], total: 0, pageNum: 1, pageSize: 20, pages: 0 });
    createActor(requestLogListMachine, { input: { query: filters[2], pageSize: 20 } }).start();
    await flush();
    expect(searchRequestLog).toHaveBeenCalledWith({ ...filters[2], pageNum: 1, pageSize: 20 });
  });
});
