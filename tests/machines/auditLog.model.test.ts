/**
 * 操作日志 against the product's rules, restated here rather than read from the machine: "the list
 * and its export ask the server only for the filters the user chose (an empty choice is no filter;
 * 失败 is success 0, a choice like any other). The export holds every entry the filter matches,
 * newest first, not only the page shown, read in pages of 1000, at most 5000 entries: past that it warns
 * 仅导出最近 5000 条，请缩小日期范围后分批导出, else 已导出 N 条操作日志. It is saved as
 * 操作日志_<today in Beijing>.csv; a failed read (its client shows why) saves nothing and the button is usable
 * again." The server is a stand-in over a list of entries, the way the simulator pages them.
 */
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor } from 'xstate';
import type { AuditEvent, AuditQuery } from '../../src/domain/types/security.types';
import { auditExportMachine, auditLogListMachine, type AuditFilter } from '../../src/machines/auditLog';
import { setClock } from '../../src/machines/clock';
import { searchAuditLog } from '../../src/api/security';
import { expectEveryStateReachable, flush, settled } from './modelHarness';
import { noticesHeard } from '../notices';

vi.mock('../../src/api/security', () => ({ searchAuditLog: vi.fn() }));

const heard = noticesHeard();
const search = vi.mocked(searchAuditLog);

/** Entry n of a log, newest first: n = 1 is the newest. */
const entry = (n: number): AuditEvent => ({
  id: `e${n}`,
  action: 'key.create',
  success: true,
  actorName: 'demo',
  target: `密钥${n}`,
  before: '',
  after: '',
  ip: '203.0.113.9',
  device: 'Chrome',
  createTime: new Date(Date.UTC(2026, 10, 1) - n * 1000).toISOString(),
});

/** A server holding `count` matching entries, paging them newest first as asked (or in pages of `served`). */
function serverOf(count: number, served?: number) {
  search.mockImplementation((q: AuditQuery) => {
    const size = served ?? q.pageSize;
    const start = (q.pageNum - 1) * size;
    const records = Array.from({ length: Math.max(0, Math.min(size, count - start)) }, (_, i) => entry(start + i + 1));
    return Promise.resolve({
      records,
      total: count,
      pageNum: q.pageNum,
      pageSize: size,
      pages: Math.ceil(count / size),
    });
  });
}

function exporter() {
  const saved: Array<{ csv: string; fileName: string }> = [];
  const actor = createActor(
    auditExportMachine.provide({ actions: { saveFile: (_, params) => void saved.push(params) } }),
  ).start();
  return { actor, saved };
}

/** The data rows of a saved CSV (its header and the empty end after the last line dropped). */
const rowsOf = (csv: string) => csv.split('\r\n').slice(1, -1);

beforeEach(() => {
  search.mockReset();
});

describe('audit log list', () => {
  it('asks for the page shown with only the filters chosen', async () => {
    serverOf(45);
    const query: AuditFilter = { action: 'key', success: 0, from: '', to: undefined, userId: '42' };
    const list = createActor(auditLogListMachine, { input: { query, pageSize: 20 } }).start();
    await flush();
    expect(search.mock.calls[0][0]).toStrictEqual({
      pageNum: 1,
      pageSize: 20,
      action: 'key',
      success: 0,
      userId: '42',
    });
    list.send({ type: 'LIST.PAGE', pageNum: 3 });
    await flush();
    expect(search.mock.calls[1][0]).toStrictEqual({
      pageNum: 3,
      pageSize: 20,
      action: 'key',
      success: 0,
      userId: '42',
    });
    expect(list.getSnapshot().context.records.map((e) => e.id)).toEqual(['e41', 'e42', 'e43', 'e44', 'e45']);
    list.send({ type: 'LIST.QUERY', query: { action: '', from: '2026-10-01', to: '2026-10-31' } });
    await flush();
    expect(search.mock.calls[2][0]).toStrictEqual({ pageNum: 1, pageSize: 20, from: '2026-10-01', to: '2026-10-31' });
  });
});

describe('audit log export', () => {
  it('reaches every state', () =>
    expectEveryStateReachable(auditExportMachine, {
      events: [
        { type: 'AUDIT.EXPORT', filter: {} },
        ...settled('0.auditExport.exporting', { events: [], total: 0 }, '请求错误，请稍后重试'),
      ],
    }));

  it('saves the matching entries as CSV, newest first, with the filters chosen only', async () => {
    // 00:30 in Beijing on 2 November: the file is dated by the Beijing day, not the UTC one.
    setClock(() => Date.parse('2026-11-01T16:30:00Z'));
    onTestFinished(() => setClock(() => Date.now()));
    serverOf(2);
    const { actor, saved } = exporter();
    actor.send({
      type: 'AUDIT.EXPORT',
      filter: { action: 'login', success: 1, from: '2026-10-01', to: '', userId: undefined },
    });
    expect(actor.getSnapshot().value).toBe('exporting');
    await flush();
    expect(search.mock.calls.map(([q]) => q)).toStrictEqual([
      { pageNum: 1, pageSize: 1000, action: 'login', success: 1, from: '2026-10-01' },
    ]);
    expect(saved).toEqual([
      {
        fileName: '操作日志_2026-11-02.csv',
        csv:
          '\uFEFF时间（北京时间）,操作,结果,操作人,对象,变更前,变更后,IP,设备\r\n' +
          '2026-11-01 07:59:59,创建密钥,成功,demo,密钥1,,,203.0.113.9,Chrome\r\n' +
          '2026-11-01 07:59:58,创建密钥,成功,demo,密钥2,,,203.0.113.9,Chrome\r\n',
      },
    ]);
    expect(heard).toEqual([{ message: '已导出 2 条操作日志', kind: 'success' }]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  /** The rule, restated: pages of 1000 until one comes back short or the smaller of the total and 5000 is in. */
  const pagesRead = (count: number) => Math.max(1, Math.ceil(Math.min(count, 5000) / 1000));

  it.each([0, 1, 999, 1000, 1001, 2500, 4999, 5000, 5001, 7300])(
    'exports %i matching entries up to the limit of 5000',
    async (count) => {
      serverOf(count);
      const { actor, saved } = exporter();
      actor.send({ type: 'AUDIT.EXPORT', filter: {} });
      await flush();
      expect(search.mock.calls.map(([q]) => q)).toStrictEqual(
        Array.from({ length: pagesRead(count) }, (_, i) => ({ pageNum: i + 1, pageSize: 1000 })),
      );
      const kept = Math.min(count, 5000);
      const rows = rowsOf(saved[0].csv);
      expect(rows).toHaveLength(kept);
      if (kept) expect([rows[0].split(',')[4], rows.at(-1)!.split(',')[4]]).toEqual(['密钥1', `密钥${kept}`]);
      expect(heard).toEqual([
        {
          message: count > 5000 ? '仅导出最近 5000 条，请缩小日期范围后分批导出' : `已导出 ${count} 条操作日志`,
          kind: count > 5000 ? 'warning' : 'success',
        },
      ]);
    },
  );

  it('holds at most 5000 entries even when the server answers with larger pages than asked', async () => {
    serverOf(9000, 1500);
    const { actor, saved } = exporter();
    actor.send({ type: 'AUDIT.EXPORT', filter: {} });
    await flush();
    expect(search).toHaveBeenCalledTimes(4);
    const rows = rowsOf(saved[0].csv);
    expect(rows).toHaveLength(5000);
    expect(rows.at(-1)!.split(',')[4]).toBe('密钥5000');
    expect(heard).toEqual([{ message: '仅导出最近 5000 条，请缩小日期范围后分批导出', kind: 'warning' }]);
  });

  it('stops at a short page even when the total promised more (entries gone meanwhile)', async () => {
    serverOf(2000);
    search.mockImplementationOnce((q) =>
      Promise.resolve({ records: [entry(1), entry(2)], total: 2000, pageNum: q.pageNum, pageSize: 1000, pages: 2 }),
    );
    const { actor, saved } = exporter();
    actor.send({ type: 'AUDIT.EXPORT', filter: {} });
    await flush();
    expect(search).toHaveBeenCalledTimes(1);
    expect(rowsOf(saved[0].csv)).toHaveLength(2);
    // Nothing was left out by the limit: the two found are all there were.
    expect(heard).toEqual([{ message: '已导出 2 条操作日志', kind: 'success' }]);
  });

  it('says nothing was left out when the log runs out early, even if its total once passed the limit', async () => {
    serverOf(6000);
    search.mockImplementationOnce((q) =>
      Promise.resolve({ records: [entry(1), entry(2)], total: 6000, pageNum: q.pageNum, pageSize: 1000, pages: 6 }),
    );
    const { actor, saved } = exporter();
    actor.send({ type: 'AUDIT.EXPORT', filter: {} });
    await flush();
    expect(rowsOf(saved[0].csv)).toHaveLength(2);
    expect(heard).toEqual([{ message: '已导出 2 条操作日志', kind: 'success' }]);
  });

  it('saves nothing when a page cannot be read, and can export again', async () => {
    serverOf(3000);
    search.mockImplementationOnce(() => Promise.reject(new Error('请求错误，请稍后重试')));
    const { actor, saved } = exporter();
    actor.send({ type: 'AUDIT.EXPORT', filter: {} });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(saved).toEqual([]);
    expect(heard).toEqual([]);
    actor.send({ type: 'AUDIT.EXPORT', filter: { action: 'org' } });
    await flush();
    expect(search.mock.calls.slice(1).map(([q]) => q)).toStrictEqual([
      { pageNum: 1, pageSize: 1000, action: 'org' },
      { pageNum: 2, pageSize: 1000, action: 'org' },
      { pageNum: 3, pageSize: 1000, action: 'org' },
    ]);
    expect(rowsOf(saved[0].csv)).toHaveLength(3000);
  });

  it('runs one export at a time: a second press while exporting asks nothing more', async () => {
    serverOf(10);
    const { actor, saved } = exporter();
    actor.send({ type: 'AUDIT.EXPORT', filter: {} });
    actor.send({ type: 'AUDIT.EXPORT', filter: { action: 'key' } });
    await flush();
    expect(search).toHaveBeenCalledTimes(1);
    expect(saved).toHaveLength(1);
    expect(heard).toHaveLength(1);
  });
});
