import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { KnowledgeFile } from '../../src/api/knowledge';
import { knowledgeFilesMachine, knowledgeMessages, zipKnowledgeFiles, type ZipResult } from '../../src/machines/knowledgeFiles';
import { notify } from '../../src/machines/notify';
import { ControlledActors, expectAllStatesReached, flush } from './modelHarness';
import { transitionCases } from './modelPaths';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

const file = (id: string, fileName: string, size = 10): KnowledgeFile => ({
  id, repoId: '1', fileName, fileType: fileName.split('.').pop() ?? '', size, uploaderName: 'admin', createTime: '2026-10-01T00:00:00Z',
});
const big = file('1862450917362814979', '产品白皮书.pdf');
const other = file('1862450917362819078', '常见问题.txt');
const page = { records: [big, other], total: 12, pageNum: 1, pageSize: 10, pages: 2 };
const meta = { repos: [{ id: '1', name: '产品手册', description: '', fileCount: 2 }], fileTypes: ['pdf', 'txt'] };
const zipped: ZipResult = { zip: new Blob(['zip']), zipped: ['产品白皮书.pdf'], empty: [], failed: ['常见问题.txt'] };
const nothing: ZipResult = { zipped: [], empty: ['空白.txt'], failed: [] };

const events = [
  { type: 'xstate.done.actor.loadMeta', output: meta },
  { type: 'xstate.done.actor.loadMeta', output: { repos: [], fileTypes: ['pdf'] } },
  { type: 'xstate.error.actor.loadMeta', error: new Error('down') },
  { type: 'LIST.RETRY' },
  { type: 'xstate.done.actor.loadPage', output: page },
  { type: 'xstate.error.actor.loadPage', error: new Error('down') },
  { type: 'LIST.REFRESH' },
  { type: 'LIST.PAGE', pageNum: 2 },
  { type: 'LIST.FILTER', filter: { fileName: '手册', fileType: 'pdf' } },
  { type: 'LIST.REPO', repoId: '2' },
  { type: 'SELECT.TOGGLE', file: big },
  { type: 'SELECT.PAGE', checked: true },
  { type: 'SELECT.PAGE', checked: false },
  { type: 'SELECT.CLEAR' },
  { type: 'UPLOAD.PICK', files: [new File(['a'], 'a.txt'), new File(['b'], 'b.exe')] },
  { type: 'UPLOAD.PICK', files: [new File(['c'], 'c.exe')] },
  { type: 'UPLOAD.PROGRESS', key: 'u1', loaded: 1, total: 2 },
  { type: 'UPLOAD.FILE_DONE', key: 'u1' },
  { type: 'UPLOAD.FILE_FAILED', key: 'u1', error: '上传失败' },
  { type: 'UPLOAD.FINISHED' },
  { type: 'UPLOAD.RETRY' },
  { type: 'UPLOAD.DISMISS' },
  { type: 'DOWNLOAD.ONE', file: big },
  { type: 'xstate.done.actor.downloadOne', output: new Blob(['x']) },
  { type: 'xstate.done.actor.downloadOne', output: new Blob([]) },
  { type: 'xstate.error.actor.downloadOne', error: new Error('down') },
  { type: 'DOWNLOAD.SELECTED' },
  { type: 'xstate.done.actor.downloadZip', output: zipped },
  { type: 'xstate.done.actor.downloadZip', output: nothing },
  { type: 'xstate.error.actor.downloadZip', error: new Error('down') },
  { type: 'DELETE.ONE', file: big },
  { type: 'DELETE.SELECTED' },
  { type: 'DELETE.CONFIRM' },
  { type: 'DELETE.CANCEL' },
  { type: 'xstate.done.actor.deleteFiles', output: true },
  { type: 'xstate.error.actor.deleteFiles', error: new Error('down') },
];

function harness() {
  const control = new ControlledActors();
  const saveFile = vi.fn();
  const machine = knowledgeFilesMachine.provide({
    actors: {
      loadMeta: control.actor(),
      loadPage: control.actor(),
      // The test sends what the upload actor would report (progress, done, failed, finished).
      uploadFiles: fromCallback(() => undefined),
      downloadOne: control.actor(),
      downloadZip: control.actor(),
      deleteFiles: control.actor(),
    },
    actions: { saveFile: (_, params) => void saveFile(params) },
  });
  return { control, machine, saveFile };
}

type Snap = { value: unknown; context: { selected: unknown[]; repoId: string; uploads: { status: string }[] } };
// Lists and uploads grow without bound: states are told apart by value and what the guards read.
const serialize = (s: Snap) =>
  JSON.stringify([s.value, s.context.selected.length > 0, s.context.repoId !== '', s.context.uploads.some((u) => u.status === 'failed')]);

async function replay(steps: { event: { type: string }; expected: unknown }[]) {
  const h = harness();
  const actor = createActor(h.machine).start();
  for (const step of steps) {
    if (!h.control.settle(step.event)) actor.send(step.event as never);
    await flush();
    expect(actor.getSnapshot().value).toEqual(step.expected);
  }
  return { ...h, actor };
}

describe('knowledgeFiles machine', () => {
  const cases = transitionCases(harness().machine, { events, serialize: serialize as never });

  it('reaches every state', () => expectAllStatesReached(harness().machine, cases));

  it.each(cases.map((c) => [c.description, c] as const))('%s', async (_d, testCase) => {
    const { actor } = await replay(testCase.steps);
    actor.stop();
  });
});

describe('knowledgeFiles flows', () => {
  const ready = [
    { event: events[0], expected: { list: 'loading', files: 'idle' } },
    { event: events[4], expected: { list: 'ready', files: 'idle' } },
  ];

  it('tracks each file of an upload with its own progress and refuses types outside fileType', async () => {
    const { actor } = await replay(ready);
    actor.send({ type: 'UPLOAD.PICK', files: [new File(['aa'], 'a.txt'), new File(['b'], 'b.exe'), new File(['cc'], 'c.pdf')] });
    actor.send({ type: 'UPLOAD.PROGRESS', key: 'u1', loaded: 1, total: 2 });
    actor.send({ type: 'UPLOAD.FILE_DONE', key: 'u3' });
    const uploads = actor.getSnapshot().context.uploads;
    expect(uploads.map((u) => [u.name, u.status, u.loaded, u.total])).toEqual([
      ['a.txt', 'uploading', 1, 2],
      ['b.exe', 'rejected', 0, 1],
      ['c.pdf', 'done', 2, 2],
    ]);
    expect(uploads[1].error).toBe(knowledgeMessages.badType(['pdf', 'txt']));
    actor.send({ type: 'UPLOAD.FILE_FAILED', key: 'u1', error: '网络异常' });
    actor.send({ type: 'UPLOAD.FINISHED' });
    await flush();
    // The list reloads after an upload; the failed file keeps its File for a retry.
    expect(actor.getSnapshot().value).toEqual({ list: 'loading', files: 'idle' });
    expect(Object.keys(actor.getSnapshot().context.pendingFiles)).toEqual(['u1']);
    actor.send({ type: 'UPLOAD.RETRY' });
    expect(actor.getSnapshot().context.uploads[0]).toMatchObject({ status: 'uploading', loaded: 0 });
  });

  it('names the file when a download fails and only logs an empty one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { actor, control, saveFile } = await replay(ready);
    actor.send({ type: 'DOWNLOAD.ONE', file: big });
    control.settle({ type: 'xstate.error.actor.downloadOne', error: new Error('down') });
    await flush();
    expect(notify).toHaveBeenCalledWith('文件 产品白皮书.pdf 下载失败，可重新下载', 'error');
    actor.send({ type: 'DOWNLOAD.ONE', file: other });
    control.settle({ type: 'xstate.done.actor.downloadOne', output: new Blob([]) });
    await flush();
    expect(saveFile).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(knowledgeMessages.emptyDownload('常见问题.txt'));
    actor.send({ type: 'DOWNLOAD.ONE', file: big });
    control.settle({ type: 'xstate.done.actor.downloadOne', output: new Blob(['pdf']) });
    await flush();
    expect(saveFile).toHaveBeenCalledWith(expect.objectContaining({ fileName: '产品白皮书.pdf' }));
    warn.mockRestore();
  });

  it('keeps ids above 2^53 exact through selection and deletes the selected ones', async () => {
    const { actor, control } = await replay(ready);
    actor.send({ type: 'SELECT.PAGE', checked: true });
    actor.send({ type: 'DELETE.SELECTED' });
    expect(actor.getSnapshot().context.toDelete.map((f) => f.id)).toEqual(['1862450917362814979', '1862450917362819078']);
    actor.send({ type: 'DELETE.CONFIRM' });
    control.settle({ type: 'xstate.done.actor.deleteFiles', output: true });
    await flush();
    expect(actor.getSnapshot().context.selected).toEqual([]);
    expect(notify).toHaveBeenCalledWith('删除成功', 'success');
  });
});

describe('zipKnowledgeFiles', () => {
  it('zips non-empty files, leaves out empty and failed ones, and runs at most 10 downloads at once', async () => {
    const files = Array.from({ length: 14 }, (_, i) => file(`${9007199254740993n + BigInt(i)}`, i === 3 ? '空白.txt' : `文档${i % 12}.txt`));
    let running = 0;
    let peak = 0;
    const result = await zipKnowledgeFiles(files, async (id) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 2));
      running--;
      const index = files.findIndex((f) => f.id === id);
      if (index === 3) return new Blob([]);
      if (index === 5) throw new Error('down');
      return new Blob([`内容${id}`]);
    });
    expect(peak).toBe(10);
    expect(result.empty).toEqual(['空白.txt']);
    expect(result.failed).toEqual(['文档5.txt']);
    expect(result.zipped).toContain('文档0 (2).txt');
    expect(result.zipped).toHaveLength(12);
    expect(files[13].id).toBe('9007199254741006');
    const JSZip = (await import('jszip')).default;
    const zip = await JSZip.loadAsync(await result.zip!.arrayBuffer());
    expect(Object.keys(zip.files).sort()).toEqual([...result.zipped].sort());
  });
});
