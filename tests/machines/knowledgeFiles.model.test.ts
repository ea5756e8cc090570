import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type AnyActor } from 'xstate';
import type { KnowledgeFile } from '../../src/domain/types/knowledge.types';
import {
  knowledgeFilesMachine,
  knowledgeListMachine,
  knowledgeMessages,
  zipKnowledgeFiles,
  type KnowledgeQuery,
  type ZipResult,
} from '../../src/machines/knowledgeFiles';
import type { ListActor } from '../../src/machines/listMachine';
import { notify } from '../../src/machines/notify';
import { ControlledActors, flush, expectEveryStateReachable, settled } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

const file = (id: string, fileName: string, size = 10): KnowledgeFile => ({
  id,
  repoId: '1',
  fileName,
  fileType: fileName.split('.').pop() ?? '',
  size,
  uploaderName: 'admin',
  createTime: '2026-10-01T00:00:00Z',
});
const big = file('1862450917362814979', '产品白皮书.pdf');
const other = file('1862450917362819078', '常见问题.txt');
const page = { records: [big, other], total: 12, pageNum: 1, pageSize: 10, pages: 2 };
const meta = { repos: [{ id: '1', name: '产品手册', description: '', fileCount: 2 }], fileTypes: ['pdf', 'txt'] };
const zipped: ZipResult = { zip: new Blob(['zip']), zipped: ['产品白皮书.pdf'], empty: [], failed: ['常见问题.txt'] };
const nothing: ZipResult = { zipped: [], empty: ['空白.txt'], failed: [] };

const events = [
  { type: 'xstate.done.actor.loadMeta', output: meta },
  ...settled('loadMeta', { repos: [], fileTypes: ['pdf'] }, 'down'),
  { type: 'LIST.RETRY' },
  { type: 'LIST.RELOAD' },
  { type: 'LIST.PAGE', pageNum: 2 },
  { type: 'LIST.QUERY', query: { repoId: '1', fileName: '手册', fileType: 'pdf' } },
  { type: 'LIST.QUERY', query: { repoId: '2', fileName: '', fileType: '' } },
  { type: 'SELECT.TOGGLE', file: big },
  { type: 'SELECT.PAGE', checked: true, files: [big, other] },
  { type: 'SELECT.PAGE', checked: false, files: [big, other] },
  { type: 'SELECT.CLEAR' },
  { type: 'UPLOAD.PICK', files: [new File(['a'], 'a.txt'), new File(['b'], 'b.exe')] },
  { type: 'UPLOAD.PICK', files: [new File(['c'], 'c.exe')] },
  { type: 'UPLOAD.PICK', files: [new File(['d'], 'd.pdf')] },
  { type: 'UPLOAD.PROGRESS', key: 'u1', loaded: 100, total: 200 },
  { type: 'UPLOAD.FILE_DONE', key: 'u1' },
  { type: 'UPLOAD.FILE_FAILED', key: 'u1', error: '上传失败' },
  { type: 'UPLOAD.FINISHED' },
  { type: 'UPLOAD.RETRY' },
  { type: 'UPLOAD.DISMISS' },
  { type: 'DOWNLOAD.ONE', file: big },
  { type: 'xstate.done.actor.downloadOne', output: new Blob(['x']) },
  ...settled('downloadOne', new Blob([]), 'down'),
  { type: 'DOWNLOAD.SELECTED' },
  { type: 'xstate.done.actor.downloadZip', output: zipped },
  ...settled('downloadZip', nothing, 'down'),
  { type: 'DELETE.ONE', file: big },
  { type: 'DELETE.SELECTED' },
  { type: 'DELETE.CONFIRM' },
  { type: 'DELETE.CANCEL' },
  ...settled('deleteFiles', true, 'down'),
];

function harness() {
  const control = new ControlledActors();
  const saveFile = vi.fn();
  const machine = knowledgeFilesMachine.provide({
    actors: {
      loadMeta: control.actor(),
      list: knowledgeListMachine.provide({ actors: { loadPage: control.actor() } }),
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
  JSON.stringify([
    s.value,
    s.context.selected.length > 0,
    s.context.repoId !== '',
    s.context.uploads.some((u) => u.status === 'failed'),
    s.context.uploads.some((u) => u.status === 'queued'),
  ]);
/** The screen's file list (listMachine), a child of the list region once the repositories are known. */
const listOf = (actor: AnyActor) => actor.getSnapshot().children.list as ListActor<KnowledgeFile, KnowledgeQuery>;

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
  it('reaches every state', () =>
    expectEveryStateReachable(harness().machine, { events, serialize: serialize as never }));
});

describe('knowledgeFiles flows', () => {
  const ready = [
    { event: events[0], expected: { list: 'active', files: 'idle' } },
    { event: { type: 'xstate.done.actor.loadPage', output: page }, expected: { list: 'active', files: 'idle' } },
  ];

  it('tracks each file of an upload with its own progress and refuses types outside fileType', async () => {
    const { actor } = await replay(ready);
    actor.send({
      type: 'UPLOAD.PICK',
      files: [new File(['aa'], 'a.txt'), new File(['b'], 'b.exe'), new File(['cc'], 'c.pdf')],
    });
    // axios reports the multipart body (here 400 B for the 2 B file): the bar shows the file's bytes.
    actor.send({ type: 'UPLOAD.PROGRESS', key: 'u1', loaded: 200, total: 400 });
    actor.send({ type: 'UPLOAD.PROGRESS', key: 'u3', loaded: 399, total: 400 });
    expect(actor.getSnapshot().context.uploads[2]).toMatchObject({ loaded: 1, total: 2 });
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
    expect(actor.getSnapshot().value).toEqual({ list: 'active', files: 'idle' });
    expect(listOf(actor).getSnapshot().value).toBe('loading');
    expect(Object.keys(actor.getSnapshot().context.pendingFiles)).toEqual(['u1']);
    actor.send({ type: 'UPLOAD.RETRY' });
    expect(actor.getSnapshot().context.uploads[0]).toMatchObject({ status: 'uploading', loaded: 0 });
  });

  it('never drops a search: one made while a page loads restarts the load, one after a failure retries with it', async () => {
    const { actor, control } = await replay([]);
    control.settle({ type: 'xstate.done.actor.loadMeta', output: meta });
    await flush();
    const searched: unknown[] = [];
    listOf(actor).subscribe((s) => s.matches('loading') && searched.push(s.context.query));
    actor.send({ type: 'LIST.QUERY', query: { repoId: '1', fileName: '白皮书', fileType: '' } });
    expect(searched.at(-1)).toEqual({ repoId: '1', fileName: '白皮书', fileType: '' });
    control.settle({ type: 'xstate.error.actor.loadPage', error: new Error('down') });
    await flush();
    expect(listOf(actor).getSnapshot().matches('failed')).toBe(true);
    actor.send({ type: 'LIST.QUERY', query: { repoId: '1', fileName: '', fileType: 'pdf' } });
    expect(listOf(actor).getSnapshot().matches('loading')).toBe(true);
    expect(searched.at(-1)).toEqual({ repoId: '1', fileName: '', fileType: 'pdf' });
    actor.send({ type: 'SELECT.TOGGLE', file: big });
    actor.send({ type: 'LIST.QUERY', query: { repoId: '2', fileName: '', fileType: 'pdf' } });
    // Another repository: uploads go there, and the selection of the old one is dropped.
    expect(actor.getSnapshot().context).toMatchObject({ repoId: '2', selected: [] });
    expect(listOf(actor).getSnapshot().context).toMatchObject({ query: { repoId: '2' }, pageNum: 1 });
  });

  it('steps back to the new last page when the page shown empties', async () => {
    const { actor, control } = await replay(ready);
    actor.send({ type: 'LIST.PAGE', pageNum: 2 });
    // Page 2's files were all deleted: 10 files remain, so page 1 is the last.
    control.settle({ type: 'xstate.done.actor.loadPage', output: { ...page, records: [], total: 10 } });
    await flush();
    expect(listOf(actor).getSnapshot().value).toBe('loading');
    expect(listOf(actor).getSnapshot().context.pageNum).toBe(1);
    // An empty first page is simply empty.
    control.settle({ type: 'xstate.done.actor.loadPage', output: { ...page, records: [], total: 0 } });
    await flush();
    expect(listOf(actor).getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it("keeps the repository's file count in step with its unfiltered list", async () => {
    const { actor, control } = await replay(ready);
    expect(actor.getSnapshot().context.repos[0].fileCount).toBe(12);
    actor.send({ type: 'LIST.QUERY', query: { repoId: '1', fileName: '手册', fileType: '' } });
    control.settle({ type: 'xstate.done.actor.loadPage', output: { ...page, total: 1 } });
    await flush();
    expect(actor.getSnapshot().context.repos[0].fileCount).toBe(12);
  });

  it('ends the bar at the file size, never at the multipart body size', async () => {
    const { actor } = await replay(ready);
    const content = 'x'.repeat(91);
    actor.send({ type: 'UPLOAD.PICK', files: [new File([content], '巡检记录.txt')] });
    actor.send({ type: 'UPLOAD.PROGRESS', key: 'u1', loaded: 144, total: 288 });
    expect(actor.getSnapshot().context.uploads[0]).toMatchObject({ loaded: 45, total: 91 });
    actor.send({ type: 'UPLOAD.PROGRESS', key: 'u1', loaded: 288, total: 288 });
    expect(actor.getSnapshot().context.uploads[0]).toMatchObject({ loaded: 91, total: 91 });
    actor.send({ type: 'UPLOAD.FILE_DONE', key: 'u1' });
    expect(actor.getSnapshot().context.uploads[0]).toMatchObject({ status: 'done', loaded: 91, total: 91 });
  });

  it('queues a file picked while busy or before the repository is known, and starts it when idle', async () => {
    const { actor, control } = await replay([]);
    // Picked while the screen is still booting: kept, shown as waiting.
    actor.send({ type: 'UPLOAD.PICK', files: [new File(['a'], '早选.txt')] });
    expect(actor.getSnapshot().context.uploads).toEqual([
      expect.objectContaining({ name: '早选.txt', status: 'queued' }),
    ]);
    control.settle({ type: 'xstate.done.actor.loadMeta', output: meta });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ list: 'active', files: 'uploading' });
    expect(actor.getSnapshot().context.uploads[0].status).toBe('uploading');
    // Picked during an upload: waits, then starts in its own round after the first one ends.
    actor.send({ type: 'UPLOAD.PICK', files: [new File(['b'], '后选.pdf'), new File(['c'], '程序.exe')] });
    expect(actor.getSnapshot().context.uploads.map((u) => u.status)).toEqual(['uploading', 'queued', 'queued']);
    actor.send({ type: 'UPLOAD.FILE_DONE', key: 'u1' });
    actor.send({ type: 'UPLOAD.FINISHED' });
    expect(notify).toHaveBeenLastCalledWith('1个文件上传成功', 'success');
    expect(actor.getSnapshot().matches({ files: 'uploading' })).toBe(true);
    expect(actor.getSnapshot().context.uploads.map((u) => [u.name, u.status])).toEqual([
      ['早选.txt', 'done'],
      ['后选.pdf', 'uploading'],
      ['程序.exe', 'rejected'],
    ]);
    actor.send({ type: 'UPLOAD.FILE_DONE', key: 'u2' });
    actor.send({ type: 'UPLOAD.FINISHED' });
    // The toast counts this round only.
    expect(notify).toHaveBeenLastCalledWith('1个文件上传成功', 'success');
    // Picked while a download runs: the download finishes first, then the upload starts.
    control.settle({ type: 'xstate.done.actor.loadPage', output: page });
    await flush();
    actor.send({ type: 'DOWNLOAD.ONE', file: big });
    actor.send({ type: 'UPLOAD.PICK', files: [new File(['d'], '下载中选.txt')] });
    expect(actor.getSnapshot().matches({ files: 'downloading' })).toBe(true);
    control.settle({ type: 'xstate.done.actor.downloadOne', output: new Blob(['pdf']) });
    await flush();
    expect(actor.getSnapshot().matches({ files: 'uploading' })).toBe(true);
    expect(actor.getSnapshot().context.uploads.at(-1)).toMatchObject({ name: '下载中选.txt', status: 'uploading' });
  });

  it('refuses a queued pick visibly when there is no repository to upload into', async () => {
    vi.mocked(notify).mockClear();
    const { actor, control } = await replay([]);
    actor.send({ type: 'UPLOAD.PICK', files: [new File(['a'], '说明.txt')] });
    control.settle({ type: 'xstate.done.actor.loadMeta', output: { repos: [], fileTypes: ['txt'] } });
    await flush();
    expect(actor.getSnapshot().context.uploads[0]).toMatchObject({
      status: 'rejected',
      error: knowledgeMessages.noRepo,
    });
    expect(notify).toHaveBeenLastCalledWith(knowledgeMessages.noRepo, 'error');
    actor.send({ type: 'UPLOAD.PICK', files: [new File(['b'], '再选.txt')] });
    expect(actor.getSnapshot().context.uploads).toHaveLength(1);
    expect(notify).toHaveBeenCalledTimes(2);
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
    actor.send({ type: 'SELECT.PAGE', checked: true, files: listOf(actor).getSnapshot().context.records });
    actor.send({ type: 'DELETE.SELECTED' });
    expect(actor.getSnapshot().context.toDelete.map((f) => f.id)).toEqual([
      '1862450917362814979',
      '1862450917362819078',
    ]);
    actor.send({ type: 'DELETE.CONFIRM' });
    control.settle({ type: 'xstate.done.actor.deleteFiles', output: true });
    await flush();
    expect(actor.getSnapshot().context.selected).toEqual([]);
    expect(notify).toHaveBeenCalledWith('删除成功', 'success');
  });
});

describe('zipKnowledgeFiles', () => {
  it('zips non-empty files, leaves out empty and failed ones, and runs at most 10 downloads at once', async () => {
    const files = Array.from({ length: 14 }, (_, i) =>
      file(`${9007199254740993n + BigInt(i)}`, i === 3 ? '空白.txt' : `文档${i % 12}.txt`),
    );
    let running = 0;
    let peak = 0;
    const result = await zipKnowledgeFiles(files, async (id) => {
      running++;
      peak = Math.max(peak, running);
      await flush();
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
