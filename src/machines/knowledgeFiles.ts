import { assertEvent, assign, fromCallback, fromPromise, sendTo, setup, stateIn, type ActorRefFrom } from 'xstate';
import { errorMessage } from '../api/http';
import {
  deleteKnowledgeFile,
  deleteKnowledgeFiles,
  downloadKnowledgeFile,
  getKnowledgeFileTypes,
  listKnowledgeRepos,
  searchKnowledgeFiles,
  uploadKnowledgeFile,
} from '../api/knowledge';
import type { KnowledgeFile, KnowledgeRepo } from '../domain/types/knowledge.types';
import { notify } from './notify';
import { downloadFailedMessage, mapWithLimit, uniqueNames, zippedFileFailedMessage } from '../domain/downloadPool';
import { fileBytesSent } from '../domain/fileSize';
import { todayIso } from './clock';
import { LIST_ID, listOf, type ListEvent, type ListSnapshot } from './listMachine';

/** At most this many downloads run at once while building a zip (SPEC section 9). */
export const ZIP_CONCURRENCY = 10;
export const KNOWLEDGE_PAGE_SIZE = 10;

export const knowledgeMessages = {
  uploaded: (count: number) => `${count}个文件上传成功`,
  deleted: '删除成功',
  badType: (types: string[]) => `仅支持上传${types.join('、')}格式的文件`,
  emptyDownload: (fileName: string) => `文件 ${fileName} 内容为空，未下载`,
  noRepo: '暂无知识库，无法上传文件',
  nothingToZip: '所选文件均为空或下载失败，未生成压缩包',
} as const;

/** `queued`: picked while another file operation ran (or before the repository was known); it starts once the screen is idle. */
export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'rejected';
export interface UploadItem {
  key: string;
  name: string;
  /** The file's own bytes sent so far (not the multipart body's), 0…total. */
  loaded: number;
  /** The file's size. */
  total: number;
  status: UploadStatus;
  error?: string;
}

/** What the file list is asked: a repository's files, by name and type. */
export interface KnowledgeQuery {
  repoId: string;
  fileName: string;
  fileType: string;
}

export interface KnowledgeContext {
  repos: KnowledgeRepo[];
  fileTypes: string[];
  /** The repository shown (and uploaded into); '' until the repositories are known. */
  repoId: string;
  /** The repositories could not be loaded. */
  bootError?: string;
  /** Kept across pages, so a bulk action can span several. */
  selected: KnowledgeFile[];
  uploads: UploadItem[];
  /** The picked files not yet stored, by upload key: a failed one can be sent again. */
  pendingFiles: Record<string, File>;
  uploadSeq: number;
  /** The upload keys of the running (or last) round: its toast counts only these. */
  batch: string[];
  /** The files a confirmed delete removes. */
  toDelete: KnowledgeFile[];
  /** The file downloading on its own. */
  downloading?: KnowledgeFile;
}

export type KnowledgeEvent =
  | ListEvent<KnowledgeQuery>
  | { type: 'SELECT.TOGGLE'; file: KnowledgeFile }
  /** The files of the page shown, all selected or none. */
  | { type: 'SELECT.PAGE'; checked: boolean; files: KnowledgeFile[] }
  | { type: 'SELECT.CLEAR' }
  | { type: 'UPLOAD.PICK'; files: File[] }
  /** Raw axios progress: bytes of the whole multipart body (total may be unknown). */
  | { type: 'UPLOAD.PROGRESS'; key: string; loaded: number; total?: number }
  | { type: 'UPLOAD.FILE_DONE'; key: string }
  | { type: 'UPLOAD.FILE_FAILED'; key: string; error: string }
  | { type: 'UPLOAD.FINISHED' }
  | { type: 'UPLOAD.RETRY' }
  | { type: 'UPLOAD.DISMISS' }
  | { type: 'DOWNLOAD.ONE'; file: KnowledgeFile }
  | { type: 'DOWNLOAD.SELECTED' }
  | { type: 'DELETE.ONE'; file: KnowledgeFile }
  | { type: 'DELETE.SELECTED' }
  | { type: 'DELETE.CONFIRM' }
  | { type: 'DELETE.CANCEL' };

export interface UploadJob {
  repoId: string;
  items: { key: string; file: File }[];
}

export interface ZipResult {
  zip?: Blob;
  zipped: string[];
  empty: string[];
  failed: string[];
}

const extensionOf = (name: string): string => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
const isAllowed = (types: string[], name: string) => types.length === 0 || types.includes(extensionOf(name));
const patchUpload = (uploads: UploadItem[], key: string, patch: Partial<UploadItem>) =>
  uploads.map((u) => (u.key === key ? { ...u, ...patch } : u));
const hasQueued = (context: KnowledgeContext) => context.uploads.some((u) => u.status === 'queued');
/** Queued uploads start only once the repository (and so the allowed file types) is known. */
const queueReady = (context: KnowledgeContext) => context.repoId !== '' && hasQueued(context);
const queuedAllowed = (context: KnowledgeContext) =>
  context.uploads.filter((u) => u.status === 'queued').filter((u) => isAllowed(context.fileTypes, u.name));
const zipName = () => `知识库文件_${todayIso().replace(/-/g, '')}.zip`;

/** Fetches each file (at most ZIP_CONCURRENCY at a time) and zips the non-empty ones. */
export async function zipKnowledgeFiles(
  files: KnowledgeFile[],
  download: (id: string) => Promise<Blob>,
): Promise<ZipResult> {
  const fetched = await mapWithLimit(files, ZIP_CONCURRENCY, async (file) => {
    try {
      return { file, blob: await download(file.id) };
    } catch {
      return { file, blob: undefined };
    }
  });
  const failed = fetched.filter((f) => !f.blob).map((f) => f.file.fileName);
  const empty = fetched.filter((f) => f.blob?.size === 0).map((f) => f.file.fileName);
  const kept = fetched.filter((f): f is { file: KnowledgeFile; blob: Blob } => Boolean(f.blob && f.blob.size > 0));
  if (kept.length === 0) return { zipped: [], empty, failed };
  // Loaded only when a zip is made: jszip is ~30 KB gzipped that no admin page needs on first load.
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const names = uniqueNames(kept.map((k) => k.file.fileName));
  kept.forEach((k, i) => zip.file(names[i], k.blob));
  return { zip: await zip.generateAsync({ type: 'blob' }), zipped: names, empty, failed };
}

const unfiltered = (query: KnowledgeQuery) => !query.fileName.trim() && !query.fileType;

export const knowledgeListMachine = listOf<KnowledgeFile, KnowledgeQuery>(({ query, pageNum, pageSize }) =>
  searchKnowledgeFiles({
    repoId: query.repoId,
    pageNum,
    pageSize,
    ...(query.fileName.trim() ? { fileName: query.fileName.trim() } : {}),
    ...(query.fileType ? { fileType: query.fileType } : {}),
  }),
);

/**
 * The knowledge repository screen: the file list of one repository (region `list`, whose
 * child `list` pages it once the repositories are known) and one
 * file operation at a time (region `files`): uploading several files with per-file progress,
 * downloading one, zipping many, or deleting after confirmation. `saveFile` hands a blob to
 * the browser; the page provides it (the machine knows no DOM).
 */
export const knowledgeFilesMachine = setup({
  types: {} as { context: KnowledgeContext; events: KnowledgeEvent },
  actors: {
    loadMeta: fromPromise<{ repos: KnowledgeRepo[]; fileTypes: string[] }>(async () => {
      const [repos, fileTypes] = await Promise.all([listKnowledgeRepos(), getKnowledgeFileTypes()]);
      return { repos, fileTypes };
    }),
    list: knowledgeListMachine,
    uploadFiles: fromCallback<KnowledgeEvent, UploadJob>(({ input, sendBack }) => {
      // Each file is its own call, so axios reports each one's loaded/total.
      void Promise.all(
        input.items.map(({ key, file }) =>
          uploadKnowledgeFile(input.repoId, file, (e) =>
            sendBack({ type: 'UPLOAD.PROGRESS', key, loaded: e.loaded, total: e.total }),
          )
            .then(() => sendBack({ type: 'UPLOAD.FILE_DONE', key }))
            .catch((error: unknown) => sendBack({ type: 'UPLOAD.FILE_FAILED', key, error: errorMessage(error) })),
        ),
      ).then(() => sendBack({ type: 'UPLOAD.FINISHED' }));
    }),
    downloadOne: fromPromise<Blob, { id: string }>(({ input }) => downloadKnowledgeFile(input.id)),
    downloadZip: fromPromise<ZipResult, { files: KnowledgeFile[] }>(({ input }) =>
      zipKnowledgeFiles(input.files, downloadKnowledgeFile),
    ),
    deleteFiles: fromPromise<boolean, { ids: string[] }>(({ input }) =>
      input.ids.length === 1 ? deleteKnowledgeFile(input.ids[0]) : deleteKnowledgeFiles(input.ids),
    ),
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    otherRepo: ({ context, event }) => {
      assertEvent(event, 'LIST.QUERY');
      return event.query.repoId !== context.repoId;
    },
    /** File operations need a repository to act in. */
    hasRepo: ({ context }) => context.repoId !== '',
    /** Nothing to upload into: the picked files are refused at once, not queued for ever. */
    noRepoToUploadTo: stateIn({ list: 'noRepo' }),
    queueStartable: ({ context }) => queueReady(context) && queuedAllowed(context).length > 0,
    queueAllRefused: ({ context }) => queueReady(context),
    someFailed: ({ context }) => context.uploads.some((u) => u.status === 'failed' && context.pendingFiles[u.key]),
    blobIsEmpty: (_, params: { blob: Blob }) => params.blob.size === 0,
    zipBuilt: (_, params: { result: ZipResult }) => Boolean(params.result.zip),
  },
  actions: {
    /** Provided by the page: hands the blob to the browser as a download. */
    saveFile: (_, _params: { blob: Blob; fileName: string }) => undefined,
    notify: (_, params: { message: string; kind: 'success' | 'error' | 'info' | 'warning' }) =>
      notify(params.message, params.kind),
    /** An empty download is logged, not saved or zipped (SPEC section 8). */
    logEmpty: (_, params: { names: string[] }) =>
      params.names.forEach((name) => console.warn(knowledgeMessages.emptyDownload(name))),
    refreshList: sendTo(LIST_ID, { type: 'LIST.RELOAD' }),
    forwardToList: sendTo(LIST_ID, ({ event }) => {
      assertEvent(event, 'LIST.*');
      return event;
    }),
    /** Another repository: a fresh selection (its first page is the list's). */
    applyRepo: assign(({ event }) => {
      assertEvent(event, 'LIST.QUERY');
      return { repoId: event.query.repoId, selected: [] };
    }),
    /** An unfiltered page counts the whole repository: the picker's (n) follows uploads and deletes. */
    countRepo: assign(({ context }, snapshot: ListSnapshot<KnowledgeFile, KnowledgeQuery>) => {
      const { query, total } = snapshot.context;
      if (snapshot.status !== 'active' || !snapshot.matches('ready') || !unfiltered(query)) return {};
      const repo = context.repos.find((r) => r.id === query.repoId);
      return repo && repo.fileCount !== total
        ? { repos: context.repos.map((r) => (r === repo ? { ...r, fileCount: total } : r)) }
        : {};
    }),
    /** Every pick is kept: it waits in the upload list (等待上传) until the screen is idle. */
    queuePicked: assign(({ context, event }) => {
      assertEvent(event, 'UPLOAD.PICK');
      let seq = context.uploadSeq;
      const items = event.files.map((file) => ({ file, key: `u${++seq}` }));
      return {
        uploadSeq: seq,
        uploads: [
          ...context.uploads,
          ...items.map(({ file, key }) => ({
            key,
            name: file.name,
            loaded: 0,
            total: file.size,
            status: 'queued' as const,
          })),
        ],
        pendingFiles: { ...context.pendingFiles, ...Object.fromEntries(items.map((i) => [i.key, i.file])) },
      };
    }),
    /** Starts the queued files of an allowed type; the others are refused with the allowed types named. */
    startQueued: assign(({ context }) => {
      const allowed = new Set(queuedAllowed(context).map((u) => u.key));
      const refused = context.uploads.filter((u) => u.status === 'queued' && !allowed.has(u.key)).map((u) => u.key);
      const pendingFiles = { ...context.pendingFiles };
      refused.forEach((key) => delete pendingFiles[key]);
      return {
        batch: [...allowed],
        pendingFiles,
        uploads: context.uploads.map((u) => {
          if (u.status !== 'queued') return u;
          return allowed.has(u.key)
            ? { ...u, status: 'uploading' as const }
            : { ...u, status: 'rejected' as const, error: knowledgeMessages.badType(context.fileTypes) };
        }),
      };
    }),
    /** No repository to upload into: queued files are refused, visibly. */
    refuseQueued: assign(({ context }) => ({
      pendingFiles: Object.fromEntries(
        Object.entries(context.pendingFiles).filter(
          ([key]) => !context.uploads.some((u) => u.key === key && u.status === 'queued'),
        ),
      ),
      uploads: context.uploads.map((u) =>
        u.status === 'queued' ? { ...u, status: 'rejected' as const, error: knowledgeMessages.noRepo } : u,
      ),
    })),
    notifyIfQueued: ({ context }, params: { message: string }) => {
      if (hasQueued(context)) notify(params.message, 'error');
    },
    reportFailures: (_, params: { names: string[] }) =>
      params.names.forEach((name) => notify(zippedFileFailedMessage(name), 'error')),
  },
}).createMachine({
  id: 'knowledgeFiles',
  context: {
    repos: [],
    fileTypes: [],
    repoId: '',
    selected: [],
    uploads: [],
    pendingFiles: {},
    uploadSeq: 0,
    batch: [],
    toDelete: [],
  },
  type: 'parallel',
  states: {
    list: {
      initial: 'booting',
      states: {
        booting: {
          invoke: {
            id: 'loadMeta',
            src: 'loadMeta',
            onDone: [
              {
                guard: ({ event }) => event.output.repos.length > 0,
                target: 'active',
                actions: assign(({ event }) => ({
                  repos: event.output.repos,
                  fileTypes: event.output.fileTypes,
                  repoId: event.output.repos[0].id,
                  bootError: undefined,
                })),
              },
              {
                target: 'noRepo',
                actions: [
                  assign(({ event }) => ({ repos: [], fileTypes: event.output.fileTypes, bootError: undefined })),
                  { type: 'notifyIfQueued', params: { message: knowledgeMessages.noRepo } },
                  'refuseQueued',
                ],
              },
            ],
            onError: { target: 'bootFailed', actions: assign({ bootError: ({ event }) => errorMessage(event.error) }) },
          },
        },
        bootFailed: { on: { 'LIST.RETRY': 'booting' } },
        noRepo: {},
        active: {
          invoke: {
            id: LIST_ID,
            src: 'list',
            input: ({ context }) => ({
              query: { repoId: context.repoId, fileName: '', fileType: '' },
              pageSize: KNOWLEDGE_PAGE_SIZE,
              backToLastPage: true,
            }),
            onSnapshot: {
              actions: {
                type: 'countRepo',
                params: ({ event }) => event.snapshot as ListSnapshot<KnowledgeFile, KnowledgeQuery>,
              },
            },
          },
          // The screen's LIST.* events (repository, search, pages, retry) go on to the list.
          on: {
            'LIST.QUERY': [
              { guard: 'otherRepo', actions: ['applyRepo', 'forwardToList'] },
              { actions: 'forwardToList' },
            ],
            'LIST.PAGE': { actions: 'forwardToList' },
            'LIST.RETRY': { actions: 'forwardToList' },
            'LIST.RELOAD': { actions: 'forwardToList' },
            'SELECT.TOGGLE': {
              actions: assign({
                selected: ({ context, event }) =>
                  context.selected.some((f) => f.id === event.file.id)
                    ? context.selected.filter((f) => f.id !== event.file.id)
                    : [...context.selected, event.file],
              }),
            },
            'SELECT.PAGE': {
              actions: assign({
                selected: ({ context, event }) => {
                  const others = context.selected.filter((f) => !event.files.some((r) => r.id === f.id));
                  return event.checked ? [...others, ...event.files] : others;
                },
              }),
            },
            'SELECT.CLEAR': { actions: assign({ selected: [] }) },
          },
        },
      },
    },
    files: {
      initial: 'idle',
      // A pick is never dropped: whatever runs, the files wait in the list and start when idle.
      on: {
        'UPLOAD.PICK': [
          {
            guard: 'noRepoToUploadTo',
            actions: { type: 'notify', params: { message: knowledgeMessages.noRepo, kind: 'error' } },
          },
          { actions: 'queuePicked' },
        ],
      },
      states: {
        idle: {
          always: [
            { guard: 'queueStartable', target: 'uploading', actions: 'startQueued' },
            {
              guard: 'queueAllRefused',
              actions: [
                {
                  type: 'notify',
                  params: ({ context }) => ({ message: knowledgeMessages.badType(context.fileTypes), kind: 'error' }),
                },
                'startQueued',
              ],
            },
          ],
          on: {
            'UPLOAD.RETRY': {
              guard: 'someFailed',
              target: 'uploading',
              actions: assign(({ context }) => ({
                batch: context.uploads
                  .filter((u) => u.status === 'failed' && context.pendingFiles[u.key])
                  .map((u) => u.key),
                uploads: context.uploads.map((u) =>
                  u.status === 'failed' && context.pendingFiles[u.key]
                    ? { ...u, status: 'uploading' as const, loaded: 0, error: undefined }
                    : u,
                ),
              })),
            },
            // Queued files (waiting for the repository) stay: clearing the list must not drop a pick.
            'UPLOAD.DISMISS': {
              actions: assign(({ context }) => {
                const kept = context.uploads.filter((u) => u.status === 'queued');
                return {
                  uploads: kept,
                  pendingFiles: Object.fromEntries(kept.map((u) => [u.key, context.pendingFiles[u.key]])),
                  batch: [],
                };
              }),
            },
            'DOWNLOAD.ONE': {
              guard: 'hasRepo',
              target: 'downloading',
              actions: assign({ downloading: ({ event }) => event.file }),
            },
            'DOWNLOAD.SELECTED': { guard: 'hasSelection', target: 'zipping' },
            'DELETE.ONE': {
              guard: 'hasRepo',
              target: 'confirmingDelete',
              actions: assign({ toDelete: ({ event }) => [event.file] }),
            },
            'DELETE.SELECTED': {
              guard: 'hasSelection',
              target: 'confirmingDelete',
              actions: assign({ toDelete: ({ context }) => context.selected }),
            },
          },
        },
        uploading: {
          invoke: {
            id: 'uploadFiles',
            src: 'uploadFiles',
            input: ({ context }) => ({
              repoId: context.repoId,
              items: context.uploads
                .filter((u) => u.status === 'uploading' && context.pendingFiles[u.key])
                .map((u) => ({ key: u.key, file: context.pendingFiles[u.key] })),
            }),
          },
          on: {
            'UPLOAD.PROGRESS': {
              actions: assign({
                uploads: ({ context, event }) =>
                  context.uploads.map((u) =>
                    u.key === event.key ? { ...u, loaded: fileBytesSent(event.loaded, event.total, u.total) } : u,
                  ),
              }),
            },
            'UPLOAD.FILE_DONE': {
              actions: assign(({ context, event }) => {
                const item = context.uploads.find((u) => u.key === event.key);
                const pendingFiles = { ...context.pendingFiles };
                delete pendingFiles[event.key];
                return {
                  uploads: patchUpload(context.uploads, event.key, { status: 'done', loaded: item?.total ?? 0 }),
                  pendingFiles,
                };
              }),
            },
            'UPLOAD.FILE_FAILED': {
              actions: assign({
                uploads: ({ context, event }) =>
                  patchUpload(context.uploads, event.key, { status: 'failed', error: event.error }),
              }),
            },
            'UPLOAD.FINISHED': {
              target: 'idle',
              actions: [
                {
                  type: 'notify',
                  params: ({ context }) => {
                    const round = context.uploads.filter((u) => context.batch.includes(u.key));
                    const done = round.filter((u) => u.status === 'done').length;
                    const failed = round.filter((u) => u.status === 'failed').length;
                    return failed
                      ? { message: `${failed}个文件上传失败，可重新上传`, kind: 'error' as const }
                      : { message: knowledgeMessages.uploaded(done), kind: 'success' as const };
                  },
                },
                'refreshList',
              ],
            },
          },
        },
        downloading: {
          invoke: {
            id: 'downloadOne',
            src: 'downloadOne',
            input: ({ context }) => ({ id: context.downloading?.id ?? '' }),
            onDone: [
              {
                guard: { type: 'blobIsEmpty', params: ({ event }) => ({ blob: event.output }) },
                target: 'idle',
                actions: [
                  {
                    type: 'logEmpty',
                    params: ({ context }) => ({ names: context.downloading ? [context.downloading.fileName] : [] }),
                  },
                  {
                    type: 'notify',
                    params: ({ context }) => ({
                      message: knowledgeMessages.emptyDownload(context.downloading?.fileName ?? ''),
                      kind: 'warning',
                    }),
                  },
                  assign({ downloading: undefined }),
                ],
              },
              {
                target: 'idle',
                actions: [
                  {
                    type: 'saveFile',
                    params: ({ context, event }) => ({
                      blob: event.output,
                      fileName: context.downloading?.fileName ?? 'download',
                    }),
                  },
                  assign({ downloading: undefined }),
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'notify',
                  params: ({ context }) => ({
                    message: downloadFailedMessage(context.downloading?.fileName ?? ''),
                    kind: 'error',
                  }),
                },
                assign({ downloading: undefined }),
              ],
            },
          },
        },
        zipping: {
          invoke: {
            id: 'downloadZip',
            src: 'downloadZip',
            input: ({ context }) => ({ files: context.selected }),
            onDone: [
              {
                guard: { type: 'zipBuilt', params: ({ event }) => ({ result: event.output }) },
                target: 'idle',
                actions: [
                  { type: 'reportFailures', params: ({ event }) => ({ names: event.output.failed }) },
                  { type: 'logEmpty', params: ({ event }) => ({ names: event.output.empty }) },
                  {
                    type: 'saveFile',
                    params: ({ event }) => ({ blob: event.output.zip ?? new Blob([]), fileName: zipName() }),
                  },
                ],
              },
              {
                target: 'idle',
                actions: [
                  { type: 'reportFailures', params: ({ event }) => ({ names: event.output.failed }) },
                  { type: 'logEmpty', params: ({ event }) => ({ names: event.output.empty }) },
                  { type: 'notify', params: { message: knowledgeMessages.nothingToZip, kind: 'warning' } },
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: ({ event }) => ({ message: errorMessage(event.error), kind: 'error' }),
              },
            },
          },
        },
        confirmingDelete: {
          on: {
            'DELETE.CONFIRM': 'deleting',
            'DELETE.CANCEL': { target: 'idle', actions: assign({ toDelete: [] }) },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteFiles',
            src: 'deleteFiles',
            input: ({ context }) => ({ ids: context.toDelete.map((f) => f.id) }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context }) => ({
                  selected: context.selected.filter((f) => !context.toDelete.some((d) => d.id === f.id)),
                  toDelete: [],
                })),
                { type: 'notify', params: { message: knowledgeMessages.deleted, kind: 'success' } },
                'refreshList',
              ],
            },
            // The selection and the dialog stay: the admin can confirm again.
            onError: {
              target: 'confirmingDelete',
              actions: {
                type: 'notify',
                params: ({ event }) => ({ message: errorMessage(event.error), kind: 'error' }),
              },
            },
          },
        },
      },
    },
  },
});

export type KnowledgeFilesActor = ActorRefFrom<typeof knowledgeFilesMachine>;
