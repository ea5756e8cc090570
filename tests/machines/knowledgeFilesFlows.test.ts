/**
 * What the knowledge repository screen shows after each step of its flows: the selection across
 * pages, the delete dialog (cancel, confirm, failure), upload rounds and their toasts, downloads
 * and zips, the repository picker's counts, and the search the file list sends.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import {
  deleteKnowledgeFile,
  deleteKnowledgeFiles,
  downloadKnowledgeFile,
  getKnowledgeFileTypes,
  listKnowledgeRepos,
  searchKnowledgeFiles,
  uploadKnowledgeFile,
} from '../../src/api/knowledge';
import type { KnowledgeFile, KnowledgeRepo } from '../../src/domain/types/knowledge.types';
import { setClock } from '../../src/machines/clock';
import {
  knowledgeFilesMachine,
  knowledgeListMachine,
  zipKnowledgeFiles,
  type KnowledgeEvent,
  type UploadJob,
  type ZipResult,
} from '../../src/machines/knowledgeFiles';
import { notify } from '../../src/machines/notify';
import { ControlledActors, flush } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));
vi.mock('../../src/api/knowledge', () => ({
  listKnowledgeRepos: vi.fn(),
  getKnowledgeFileTypes: vi.fn(),
  searchKnowledgeFiles: vi.fn(),
  uploadKnowledgeFile: vi.fn(),
  downloadKnowledgeFile: vi.fn(),
  deleteKnowledgeFile: vi.fn(),
  deleteKnowledgeFiles: vi.fn(),
}));

const file = (id: string, fileName: string, repoId = '1'): KnowledgeFile => ({
  id,
  repoId,
  fileName,
  fileType: fileName.split('.').pop() ?? '',
  size: 10,
  uploaderName: 'admin',
  createTime: '2026-10-01T00:00:00Z',
});
const paper = file('1862450917362814979', '产品白皮书.pdf');
const faq = file('1862450917362819078', '常见问题.txt');
const later = file('1862450917362819099', '第二页手册.pdf');
const manual: KnowledgeRepo = { id: '1', name: '产品手册', description: '', fileCount: 2 };
const service: KnowledgeRepo = { id: '2', name: '售后服务', description: '', fileCount: 3 };
const meta = { repos: [manual], fileTypes: ['pdf', 'txt'] };
const page = (total: number, records: KnowledgeFile[] = [paper, faq]) => ({
  records,
  total,
  pageNum: 1,
  pageSize: 10,
  pages: Math.ceil(total / 10),
});

beforeEach(() => {
  vi.mocked(notify).mockClear();
  vi.mocked(listKnowledgeRepos).mockResolvedValue([manual]);
  vi.mocked(getKnowledgeFileTypes).mockResolvedValue(['pdf', 'txt']);
  vi.mocked(searchKnowledgeFiles).mockResolvedValue(page(2));
});
afterEach(() => vi.clearAllMocks());

/** The screen with every call answered by the test; the upload actor records what it is asked to send. */
function screen() {
  const control = new ControlledActors();
  const saveFile = vi.fn();
  const sent: UploadJob[] = [];
  const machine = knowledgeFilesMachine.provide({
    actors: {
      loadMeta: control.actor(),
      list: knowledgeListMachine.provide({ actors: { loadPage: control.actor() } }),
      // The test sends what the upload actor would report (progress, done, failed, finished).
      uploadFiles: fromCallback<KnowledgeEvent, UploadJob>(({ input }) => void sent.push(input)),
      downloadOne: control.actor(),
      downloadZip: control.actor(),
      deleteFiles: control.actor(),
    },
    actions: { saveFile: (_, params) => void saveFile(params) },
  });
  const actor = createActor(machine).start();
  return { actor, control, saveFile, sent };
}

/** The screen once the repositories and the first page (12 files) are in. */
async function shown(repos = meta, first = page(12)) {
  const s = screen();
  s.control.settle({ type: 'xstate.done.actor.loadMeta', output: repos });
  await flush();
  s.control.settle({ type: 'xstate.done.actor.loadPage', output: first });
  await flush();
  return s;
}

const names = (files: KnowledgeFile[]) => files.map((f) => f.fileName);
const statuses = (s: ReturnType<typeof screen>) => s.actor.getSnapshot().context.uploads.map((u) => [u.name, u.status]);

describe('the selection', () => {
  it('toggles a file in and out by its id', async () => {
    const { actor } = await shown();
    actor.send({ type: 'SELECT.TOGGLE', file: paper });
    actor.send({ type: 'SELECT.TOGGLE', file: faq });
    expect(names(actor.getSnapshot().context.selected)).toEqual(['产品白皮书.pdf', '常见问题.txt']);
    // The row of a reloaded page is another object with the same id: it unselects.
    actor.send({ type: 'SELECT.TOGGLE', file: { ...paper } });
    expect(names(actor.getSnapshot().context.selected)).toEqual(['常见问题.txt']);
  });

  it("selects a whole page on top of other pages' files, never twice, and unselects only that page", async () => {
    const { actor } = await shown();
    actor.send({ type: 'SELECT.TOGGLE', file: later });
    actor.send({ type: 'SELECT.TOGGLE', file: faq });
    actor.send({ type: 'SELECT.PAGE', checked: true, files: [paper, faq] });
    expect(names(actor.getSnapshot().context.selected)).toEqual(['第二页手册.pdf', '产品白皮书.pdf', '常见问题.txt']);
    actor.send({ type: 'SELECT.PAGE', checked: false, files: [paper, faq] });
    expect(names(actor.getSnapshot().context.selected)).toEqual(['第二页手册.pdf']);
  });

  it('is kept through a search and a page change in the same repository', async () => {
    const { actor } = await shown();
    actor.send({ type: 'SELECT.TOGGLE', file: paper });
    actor.send({ type: 'LIST.QUERY', query: { repoId: '1', fileName: '白皮书', fileType: 'pdf' } });
    actor.send({ type: 'LIST.PAGE', pageNum: 2 });
    expect(names(actor.getSnapshot().context.selected)).toEqual(['产品白皮书.pdf']);
  });
});

describe('deleting', () => {
  it('deletes the one file asked, keeps the rest of the selection, and says 删除成功', async () => {
    const { actor, control } = await shown();
    actor.send({ type: 'SELECT.PAGE', checked: true, files: [paper, faq] });
    actor.send({ type: 'DELETE.ONE', file: paper });
    expect(actor.getSnapshot().matches({ files: 'confirmingDelete' })).toBe(true);
    actor.send({ type: 'DELETE.CONFIRM' });
    expect(control.inputs.get('deleteFiles')).toEqual({ ids: ['1862450917362814979'] });
    control.settle({ type: 'xstate.done.actor.deleteFiles', output: true });
    await flush();
    expect(actor.getSnapshot().matches({ files: 'idle' })).toBe(true);
    expect(names(actor.getSnapshot().context.selected)).toEqual(['常见问题.txt']);
    expect(actor.getSnapshot().context.toDelete).toEqual([]);
    expect(notify).toHaveBeenCalledWith('删除成功', 'success');
  });

  it('cancelling the dialog deletes nothing and keeps the selection', async () => {
    const { actor, control } = await shown();
    actor.send({ type: 'SELECT.TOGGLE', file: faq });
    actor.send({ type: 'DELETE.SELECTED' });
    actor.send({ type: 'DELETE.CANCEL' });
    expect(actor.getSnapshot().matches({ files: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.toDelete).toEqual([]);
    expect(names(actor.getSnapshot().context.selected)).toEqual(['常见问题.txt']);
    expect(control.isPending('deleteFiles')).toBe(false);
  });

  it('a failed delete says why and leaves the dialog and the selection for another try', async () => {
    const { actor, control } = await shown();
    actor.send({ type: 'SELECT.PAGE', checked: true, files: [paper, faq] });
    actor.send({ type: 'DELETE.SELECTED' });
    actor.send({ type: 'DELETE.CONFIRM' });
    expect(control.inputs.get('deleteFiles')).toEqual({ ids: ['1862450917362814979', '1862450917362819078'] });
    control.settle({ type: 'xstate.error.actor.deleteFiles', error: new Error('文件正在被引用，无法删除') });
    await flush();
    expect(notify).toHaveBeenCalledWith('文件正在被引用，无法删除', 'error');
    expect(actor.getSnapshot().matches({ files: 'confirmingDelete' })).toBe(true);
    expect(names(actor.getSnapshot().context.toDelete)).toEqual(['产品白皮书.pdf', '常见问题.txt']);
    expect(names(actor.getSnapshot().context.selected)).toEqual(['产品白皮书.pdf', '常见问题.txt']);
  });

  it('calls delete for one file and deleteByIds for several', async () => {
    vi.mocked(deleteKnowledgeFile).mockResolvedValue(true);
    vi.mocked(deleteKnowledgeFiles).mockResolvedValue(true);
    const actor = createActor(knowledgeFilesMachine).start();
    await waitFor(actor, (s) => s.matches({ list: 'active' }));
    actor.send({ type: 'DELETE.ONE', file: paper });
    actor.send({ type: 'DELETE.CONFIRM' });
    await waitFor(actor, (s) => s.matches({ files: 'idle' }));
    expect(deleteKnowledgeFile).toHaveBeenCalledWith('1862450917362814979');
    expect(deleteKnowledgeFiles).not.toHaveBeenCalled();
    actor.send({ type: 'SELECT.PAGE', checked: true, files: [paper, faq] });
    actor.send({ type: 'DELETE.SELECTED' });
    actor.send({ type: 'DELETE.CONFIRM' });
    await waitFor(actor, (s) => s.matches({ files: 'idle' }));
    expect(deleteKnowledgeFiles).toHaveBeenCalledWith(['1862450917362814979', '1862450917362819078']);
    expect(deleteKnowledgeFile).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});

describe('uploading', () => {
  it('counts each round on its own, never re-sends a failed file unasked, and retries only the failed ones', async () => {
    const s = await shown();
    const { actor, sent } = s;
    const a = new File(['aa'], 'a.txt');
    const c = new File(['cccccc'], 'c.pdf');
    actor.send({ type: 'UPLOAD.PICK', files: [a, new File(['bbbb'], 'b.txt'), c] });
    expect(sent[0].items.map((i) => i.key)).toEqual(['u1', 'u2', 'u3']);
    // Half of a.txt's body is sent: its bar is at 1 of 2 bytes, the other bars have not moved.
    actor.send({ type: 'UPLOAD.PROGRESS', key: 'u1', loaded: 50, total: 100 });
    actor.send({ type: 'UPLOAD.FILE_DONE', key: 'u2' });
    expect(actor.getSnapshot().context.uploads.map((u) => [u.name, u.loaded, u.total])).toEqual([
      ['a.txt', 1, 2],
      ['b.txt', 4, 4],
      ['c.pdf', 0, 6],
    ]);
    actor.send({ type: 'UPLOAD.FILE_FAILED', key: 'u1', error: '网络异常' });
    actor.send({ type: 'UPLOAD.FILE_FAILED', key: 'u3', error: '网络异常' });
    actor.send({ type: 'UPLOAD.FINISHED' });
    expect(notify).toHaveBeenLastCalledWith('2个文件上传失败，可重新上传', 'error');
    expect(actor.getSnapshot().context.uploads[0]).toMatchObject({ status: 'failed', error: '网络异常' });

    // A new pick goes alone: the failed files wait for 重新上传.
    actor.send({ type: 'UPLOAD.PICK', files: [new File(['d'], 'd.txt')] });
    expect(sent[1].items.map((i) => i.key)).toEqual(['u4']);
    expect(statuses(s)).toEqual([
      ['a.txt', 'failed'],
      ['b.txt', 'done'],
      ['c.pdf', 'failed'],
      ['d.txt', 'uploading'],
    ]);
    actor.send({ type: 'UPLOAD.FILE_DONE', key: 'u4' });
    actor.send({ type: 'UPLOAD.FINISHED' });
    expect(notify).toHaveBeenLastCalledWith('1个文件上传成功', 'success');

    actor.send({ type: 'UPLOAD.RETRY' });
    expect(statuses(s)).toEqual([
      ['a.txt', 'uploading'],
      ['b.txt', 'done'],
      ['c.pdf', 'uploading'],
      ['d.txt', 'done'],
    ]);
    expect(sent[2].items).toEqual([
      { key: 'u1', file: a },
      { key: 'u3', file: c },
    ]);
    actor.send({ type: 'UPLOAD.FILE_DONE', key: 'u1' });
    actor.send({ type: 'UPLOAD.FILE_DONE', key: 'u3' });
    actor.send({ type: 'UPLOAD.FINISHED' });
    expect(notify).toHaveBeenLastCalledWith('2个文件上传成功', 'success');
  });

  it('retries only the failed files, not a pick still waiting for a repository to be chosen', async () => {
    const s = await shown();
    const { actor, sent } = s;
    const a = new File(['aa'], 'a.txt');
    actor.send({ type: 'UPLOAD.PICK', files: [a] });
    actor.send({ type: 'UPLOAD.FILE_FAILED', key: 'u1', error: '网络异常' });
    actor.send({ type: 'UPLOAD.FINISHED' });
    // No repository chosen any more: the next pick waits in the list.
    actor.send({ type: 'LIST.QUERY', query: { repoId: '', fileName: '', fileType: '' } });
    actor.send({ type: 'UPLOAD.PICK', files: [new File(['b'], 'b.txt')] });
    expect(statuses(s)).toEqual([
      ['a.txt', 'failed'],
      ['b.txt', 'queued'],
    ]);
    actor.send({ type: 'UPLOAD.RETRY' });
    expect(sent[1].items).toEqual([{ key: 'u1', file: a }]);
    expect(statuses(s)).toEqual([
      ['a.txt', 'uploading'],
      ['b.txt', 'queued'],
    ]);
  });

  it('refuses a pick of only unsupported types at once, naming the allowed ones, and sends nothing', async () => {
    const s = await shown();
    s.actor.send({ type: 'UPLOAD.PICK', files: [new File(['x'], '程序.exe')] });
    expect(s.actor.getSnapshot().matches({ files: 'idle' })).toBe(true);
    expect(s.actor.getSnapshot().context.uploads).toEqual([
      expect.objectContaining({ name: '程序.exe', status: 'rejected', error: '仅支持上传pdf、txt格式的文件' }),
    ]);
    expect(notify).toHaveBeenCalledWith('仅支持上传pdf、txt格式的文件', 'error');
    expect(s.sent).toEqual([]);
  });

  it('judges the type by the last extension, in any case, and refuses a name without one', async () => {
    const s = await shown();
    s.actor.send({
      type: 'UPLOAD.PICK',
      files: [new File(['x'], 'README'), new File(['x'], 'report.txt.exe'), new File(['x'], 'SCAN.PDF')],
    });
    expect(statuses(s)).toEqual([
      ['README', 'rejected'],
      ['report.txt.exe', 'rejected'],
      ['SCAN.PDF', 'uploading'],
    ]);
  });

  it('takes any type while the platform names none', async () => {
    const s = await shown({ repos: [manual], fileTypes: [] });
    s.actor.send({ type: 'UPLOAD.PICK', files: [new File(['x'], '数据.xyz')] });
    expect(statuses(s)).toEqual([['数据.xyz', 'uploading']]);
  });

  it('clearing the list drops the finished rows, and a failed one can no longer be retried', async () => {
    const s = await shown();
    s.actor.send({ type: 'UPLOAD.PICK', files: [new File(['a'], 'a.txt'), new File(['b'], 'b.txt')] });
    s.actor.send({ type: 'UPLOAD.FILE_DONE', key: 'u1' });
    s.actor.send({ type: 'UPLOAD.FILE_FAILED', key: 'u2', error: '网络异常' });
    s.actor.send({ type: 'UPLOAD.FINISHED' });
    s.actor.send({ type: 'UPLOAD.DISMISS' });
    expect(s.actor.getSnapshot().context.uploads).toEqual([]);
    s.actor.send({ type: 'UPLOAD.RETRY' });
    expect(s.actor.getSnapshot().matches({ files: 'idle' })).toBe(true);
    expect(s.sent).toHaveLength(1);
  });

  it('clearing the list before the repository is known keeps the waiting pick, which is sent once it is', async () => {
    const s = screen();
    const early = new File(['a'], '早选.txt');
    s.actor.send({ type: 'UPLOAD.PICK', files: [early] });
    s.actor.send({ type: 'UPLOAD.DISMISS' });
    expect(statuses(s)).toEqual([['早选.txt', 'queued']]);
    s.control.settle({ type: 'xstate.done.actor.loadMeta', output: meta });
    await flush();
    expect(statuses(s)).toEqual([['早选.txt', 'uploading']]);
    expect(s.sent).toEqual([{ repoId: '1', items: [{ key: 'u1', file: early }] }]);
  });

  it("shows each file's progress and the server's reason for a failed one", async () => {
    let finish: () => void = () => undefined;
    vi.mocked(uploadKnowledgeFile).mockImplementation((_repoId, picked, onProgress) => {
      if (picked.name === '损坏.pdf') return Promise.reject(new Error('文件解析失败'));
      onProgress?.({ loaded: 150, total: 300 } as never);
      return new Promise((resolve) => (finish = () => resolve([])));
    });
    const actor = createActor(knowledgeFilesMachine).start();
    await waitFor(actor, (snap) => snap.matches({ list: 'active' }));
    actor.send({ type: 'UPLOAD.PICK', files: [new File(['abcd'], '说明.txt'), new File(['x'], '损坏.pdf')] });
    await flush();
    expect(uploadKnowledgeFile).toHaveBeenCalledWith(
      '1',
      expect.objectContaining({ name: '说明.txt' }),
      expect.any(Function),
    );
    expect(actor.getSnapshot().context.uploads.map((u) => [u.name, u.status, u.loaded, u.error])).toEqual([
      ['说明.txt', 'uploading', 2, undefined],
      ['损坏.pdf', 'failed', 0, '文件解析失败'],
    ]);
    finish();
    await waitFor(actor, (snap) => snap.matches({ files: 'idle' }));
    expect(notify).toHaveBeenLastCalledWith('1个文件上传失败，可重新上传', 'error');
    actor.stop();
  });
});

describe('without a repository', () => {
  it('says nothing when nothing was picked, and keeps the file types', async () => {
    const s = screen();
    s.control.settle({ type: 'xstate.done.actor.loadMeta', output: { repos: [], fileTypes: ['txt'] } });
    await flush();
    expect(s.actor.getSnapshot().matches({ list: 'noRepo' })).toBe(true);
    expect(s.actor.getSnapshot().context).toMatchObject({ repos: [], fileTypes: ['txt'], repoId: '' });
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([[['说明.txt']], [['甲.txt', '乙.txt', '丙.pdf']]])(
    'refuses every waiting pick and keeps none of their files: %j',
    async (picked) => {
      const s = screen();
      const [first, ...rest] = picked.map((name) => new File(['x'], name));
      s.actor.send({ type: 'UPLOAD.PICK', files: [first] });
      if (rest.length) s.actor.send({ type: 'UPLOAD.PICK', files: rest });
      s.control.settle({ type: 'xstate.done.actor.loadMeta', output: { repos: [], fileTypes: ['txt'] } });
      await flush();
      expect(s.actor.getSnapshot().context.uploads.map((u) => [u.name, u.status, u.error])).toEqual(
        picked.map((name) => [name, 'rejected', '暂无知识库，无法上传文件']),
      );
      expect(s.actor.getSnapshot().context.pendingFiles).toEqual({});
      expect(notify).toHaveBeenCalledTimes(1);
    },
  );
});

describe("the repository picker's file counts", () => {
  it("follow each repository's own unfiltered list, and only once a page is in", async () => {
    const s = screen();
    const counts = () => s.actor.getSnapshot().context.repos.map((r) => r.fileCount);
    s.control.settle({ type: 'xstate.done.actor.loadMeta', output: { repos: [manual, service], fileTypes: ['pdf'] } });
    await flush();
    // The first page is still loading: the counts are the repository list's.
    expect(counts()).toEqual([2, 3]);
    s.control.settle({ type: 'xstate.done.actor.loadPage', output: page(12) });
    await flush();
    expect(counts()).toEqual([12, 3]);
    s.actor.send({ type: 'LIST.QUERY', query: { repoId: '2', fileName: '', fileType: '' } });
    expect(counts()).toEqual([12, 3]);
    s.control.settle({ type: 'xstate.done.actor.loadPage', output: page(5) });
    await flush();
    expect(counts()).toEqual([12, 5]);
    // Spaces are no search: the page still counts the whole repository.
    s.actor.send({ type: 'LIST.QUERY', query: { repoId: '2', fileName: '   ', fileType: '' } });
    s.control.settle({ type: 'xstate.done.actor.loadPage', output: page(4) });
    await flush();
    expect(counts()).toEqual([12, 4]);
  });
});

describe('a repository the picker does not list', () => {
  it('counts nothing for it, and the screen keeps working', async () => {
    const s = await shown();
    s.actor.send({ type: 'LIST.QUERY', query: { repoId: '9', fileName: '', fileType: '' } });
    s.control.settle({ type: 'xstate.done.actor.loadPage', output: page(7) });
    await flush();
    expect(s.actor.getSnapshot().status).toBe('active');
    expect(s.actor.getSnapshot().context.repos).toEqual([{ ...manual, fileCount: 12 }]);
  });
});

describe('the file search', () => {
  it('sends the trimmed name and the type only when given', async () => {
    const actor = createActor(knowledgeFilesMachine).start();
    await waitFor(actor, (snap) => snap.matches({ list: 'active' }));
    await flush();
    expect(searchKnowledgeFiles).toHaveBeenLastCalledWith({ repoId: '1', pageNum: 1, pageSize: 10 });
    actor.send({ type: 'LIST.QUERY', query: { repoId: '1', fileName: ' 白皮书 ', fileType: 'pdf' } });
    await flush();
    expect(searchKnowledgeFiles).toHaveBeenLastCalledWith({
      repoId: '1',
      pageNum: 1,
      pageSize: 10,
      fileName: '白皮书',
      fileType: 'pdf',
    });
    actor.send({ type: 'LIST.QUERY', query: { repoId: '1', fileName: '   ', fileType: '' } });
    await flush();
    expect(vi.mocked(searchKnowledgeFiles).mock.lastCall?.[0]).toStrictEqual({ repoId: '1', pageNum: 1, pageSize: 10 });
    actor.stop();
  });
});

describe('downloading', () => {
  afterEach(() => setClock(() => Date.now()));

  it('asks for the file by its id and hands it over under its own name', async () => {
    const blob = new Blob(['pdf']);
    vi.mocked(downloadKnowledgeFile).mockResolvedValue(blob);
    const saveFile = vi.fn();
    const actor = createActor(
      knowledgeFilesMachine.provide({ actions: { saveFile: (_, params) => void saveFile(params) } }),
    ).start();
    await waitFor(actor, (snap) => snap.matches({ list: 'active' }));
    actor.send({ type: 'DOWNLOAD.ONE', file: paper });
    await waitFor(actor, (snap) => snap.matches({ files: 'idle' }));
    expect(downloadKnowledgeFile).toHaveBeenCalledWith('1862450917362814979');
    expect(saveFile).toHaveBeenCalledWith({ blob, fileName: '产品白皮书.pdf' });
    actor.stop();
  });

  it('warns by name about an empty file and saves nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { actor, control, saveFile } = await shown();
    actor.send({ type: 'DOWNLOAD.ONE', file: faq });
    control.settle({ type: 'xstate.done.actor.downloadOne', output: new Blob([]) });
    await flush();
    expect(notify).toHaveBeenCalledWith('文件 常见问题.txt 内容为空，未下载', 'warning');
    expect(saveFile).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('zips the selection as 知识库文件_<date>.zip, naming each failed file and logging each empty one', async () => {
    setClock(() => Date.parse('2026-11-25T08:00:00Z'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { actor, control, saveFile } = await shown();
    actor.send({ type: 'SELECT.PAGE', checked: true, files: [paper, faq] });
    actor.send({ type: 'SELECT.TOGGLE', file: later });
    actor.send({ type: 'DOWNLOAD.SELECTED' });
    expect(control.inputs.get('downloadZip')).toEqual({ files: [paper, faq, later] });
    const zip = new Blob(['zip']);
    control.settle({
      type: 'xstate.done.actor.downloadZip',
      output: {
        zip,
        zipped: ['产品白皮书.pdf'],
        empty: ['第二页手册.pdf'],
        failed: ['常见问题.txt'],
      } satisfies ZipResult,
    });
    await flush();
    expect(notify).toHaveBeenCalledWith('文件常见问题.txt下载失败，请重试', 'error');
    expect(warn).toHaveBeenCalledWith('文件 第二页手册.pdf 内容为空，未下载');
    expect(saveFile).toHaveBeenCalledTimes(1);
    expect(saveFile.mock.calls[0][0].fileName).toBe('知识库文件_20261125.zip');
    expect(saveFile.mock.calls[0][0].blob).toBe(zip);
    warn.mockRestore();
  });

  it('says no zip was made when every file was empty or failed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { actor, control, saveFile } = await shown();
    actor.send({ type: 'SELECT.PAGE', checked: true, files: [paper, faq, later] });
    actor.send({ type: 'DOWNLOAD.SELECTED' });
    control.settle({
      type: 'xstate.done.actor.downloadZip',
      output: { zipped: [], empty: ['第二页手册.pdf'], failed: ['产品白皮书.pdf', '常见问题.txt'] } satisfies ZipResult,
    });
    await flush();
    expect(vi.mocked(notify).mock.calls).toEqual([
      ['文件产品白皮书.pdf下载失败，请重试', 'error'],
      ['文件常见问题.txt下载失败，请重试', 'error'],
      ['所选文件均为空或下载失败，未生成压缩包', 'warning'],
    ]);
    expect(warn).toHaveBeenCalledWith('文件 第二页手册.pdf 内容为空，未下载');
    expect(saveFile).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('shows why a zip could not be built', async () => {
    const { actor, control } = await shown();
    actor.send({ type: 'SELECT.TOGGLE', file: paper });
    actor.send({ type: 'DOWNLOAD.SELECTED' });
    control.settle({ type: 'xstate.error.actor.downloadZip', error: new Error('压缩失败') });
    await flush();
    expect(notify).toHaveBeenCalledWith('压缩失败', 'error');
    expect(actor.getSnapshot().matches({ files: 'idle' })).toBe(true);
  });

  it('builds no zip when no file has content', async () => {
    const files = [file('11', '空白.txt'), file('12', '坏.txt')];
    const result = await zipKnowledgeFiles(files, (id) =>
      id === '11' ? Promise.resolve(new Blob([])) : Promise.reject(new Error('down')),
    );
    expect(result).toStrictEqual({ zipped: [], empty: ['空白.txt'], failed: ['坏.txt'] });
  });
});
