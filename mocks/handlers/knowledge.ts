/**
 * The knowledge repository (SPEC section 7, /op-qa/api/knowledgeRepositoryFile/v1/): files
 * uploaded to a repository, searched, downloaded and deleted by admins holding the knowledge
 * codes. File ids are the platform's snowflake ids, above 2^53, and the search answers them as
 * bare JSON numbers, exactly as the real backend does (the client must parse them safely).
 */
import { HttpResponse, http } from 'msw';
import { paths } from '../../src/api/paths';
import { stageBlob, tables, type KnowledgeFileRow } from '../db/models';
import { readBlob } from '../db/persist';
import { nowIso } from '../rules/clock';
import { KNOWLEDGE_FILE_TYPES, extensionOf, mimeFor, snowflakeFor } from '../rules/knowledgeFiles';
import { pageOf } from '../rules/paging';
import { adminPost, ok, query, readForm, readJson, refuse, text, url, withAdmin } from '../rules/respond';
import { compareText } from '../../src/domain/ordering';

const p = paths.knowledge;
export const KNOWLEDGE_READ = ['MC:resourceManage:knowledge:read'] as const;
export const KNOWLEDGE_EDIT = ['MC:resourceManage:knowledge:edit'] as const;

const MB = 1024 * 1024;
export const KNOWLEDGE_MAX_BYTES = 50 * MB;

export const knowledgeMessages = {
  noFile: '请选择要上传的文件',
  repoMissing: '知识库不存在',
  fileMissing: '文件不存在',
  tooLarge: '单个文件大小不能超过50MB',
  noIds: '请选择要删除的文件',
  contentLost: '文件内容已失效，请重新上传',
  badType: (name: string) => `不支持的文件类型：${name}`,
} as const;

function toWire(row: KnowledgeFileRow) {
  return {
    id: row.fileId,
    repoId: row.repoId,
    fileName: row.fileName,
    fileType: row.fileType,
    size: row.size,
    uploaderName: row.uploaderName,
    createTime: row.createTime,
  };
}

/** The envelope with every snowflake id written as a bare number, as a Java backend's Long would be. */
function okWithBigIds(data: unknown): Response {
  const body = JSON.stringify({ code: 200, data, msg: 'success' }).replace(/"id":"(\d{16,})"/g, '"id":$1');
  return HttpResponse.text(body, { headers: { 'content-type': 'application/json' } });
}

const idOf = (value: unknown): string => text(value);
const findFile = (fileId: string) => tables.knowledgeFile.find((f) => f.fileId === fileId);

/** Rejects the whole batch before storing any of it, so a bad file never leaves half an upload. */
function checkFiles(files: File[]): void {
  if (files.length === 0 || files.every((f) => !f.name)) refuse(knowledgeMessages.noFile);
  for (const file of files) {
    if (!(KNOWLEDGE_FILE_TYPES as readonly string[]).includes(extensionOf(file.name)))
      refuse(knowledgeMessages.badType(file.name));
    if (file.size > KNOWLEDGE_MAX_BYTES) refuse(knowledgeMessages.tooLarge);
  }
}

async function storeUpload(request: Request, repoId: string, uploaderName: string): Promise<Response> {
  if (!tables.knowledgeRepo.get(repoId)) refuse(knowledgeMessages.repoMissing);
  const form = await readForm(request);
  // Not `instanceof File`: under msw/node the body's File comes from another realm.
  const files = [...form.getAll('files'), ...form.getAll('file')].filter((f): f is File => typeof f !== 'string');
  checkFiles(files);
  const stored: KnowledgeFileRow[] = [];
  for (const file of files) {
    const fileType = extensionOf(file.name);
    const row = await tables.knowledgeFile.insert({
      fileId: '',
      repoId,
      fileName: file.name,
      fileType,
      size: file.size,
      mimeType: mimeFor(fileType),
      uploaderName,
      createTime: nowIso(),
    });
    // The bytes are stored beside the row, with the same commit (mocks/db/persist.ts).
    stageBlob('knowledgeFile', row.id, file);
    stored.push((await tables.knowledgeFile.patch(row.id, { fileId: snowflakeFor(row.id) })) ?? row);
  }
  return okWithBigIds(stored.map(toWire));
}

const uploaderOf = (user: { nickName: string; userName: string }) => user.userName || user.nickName;

export const knowledgeHandlers = [
  http.post(
    url(paths.knowledgeRepo.list),
    withAdmin(KNOWLEDGE_READ, () =>
      ok(
        tables.knowledgeRepo.all().map((r) => ({
          id: r.id,
          name: r.name,
          description: r.description,
          fileCount: tables.knowledgeFile.count((f) => f.repoId === r.id),
        })),
      ),
    ),
  ),

  http.get(
    url(p.fileType),
    withAdmin(KNOWLEDGE_READ, () => ok([...KNOWLEDGE_FILE_TYPES])),
  ),

  http.post(
    url(p.uploadListById(':repoId')),
    withAdmin(KNOWLEDGE_EDIT, ({ request, params, user }) =>
      storeUpload(request, String(params.repoId), uploaderOf(user)),
    ),
  ),
  http.post(
    url(p.uploadList),
    withAdmin(KNOWLEDGE_EDIT, ({ request, user }) =>
      storeUpload(request, query(request).get('repoId') ?? '', uploaderOf(user)),
    ),
  ),

  adminPost<{ pageNum: number; pageSize: number; repoId: string; fileName: string; fileType: string }>(
    p.search,
    KNOWLEDGE_READ,
    (body) => {
      const repoId = idOf(body.repoId);
      const name = text(body.fileName).toLowerCase();
      const type = text(body.fileType).toLowerCase();
      const rows = tables.knowledgeFile
        .filter(
          (f) =>
            (!repoId || f.repoId === repoId) &&
            (!name || f.fileName.toLowerCase().includes(name)) &&
            (!type || f.fileType === type),
        )
        .sort((a, b) => compareText(b.createTime, a.createTime) || Number(b.id) - Number(a.id));
      return okWithBigIds(pageOf(rows, body, toWire));
    },
  ),

  adminPost<{ id: string }>(p.download, KNOWLEDGE_READ, async (body) => {
    const row = findFile(idOf(body.id)) ?? refuse(knowledgeMessages.fileMissing);
    const name = encodeURIComponent(row.fileName);
    const bytes = (await readBlob('knowledgeFile', row.id)) ?? refuse(knowledgeMessages.contentLost);
    return new HttpResponse(bytes, {
      headers: { 'content-type': row.mimeType, 'content-disposition': `attachment; filename*=UTF-8''${name}` },
    });
  }),

  http.delete(
    url(p.delete),
    withAdmin(KNOWLEDGE_EDIT, async ({ request }) => {
      const body = await readJson<{ id: string }>(request);
      const row = findFile(idOf(body.id)) ?? refuse(knowledgeMessages.fileMissing);
      tables.knowledgeFile.remove(row.id);
      return ok(true);
    }),
  ),

  http.delete(
    url(p.deleteByIds),
    withAdmin(KNOWLEDGE_EDIT, async ({ request }) => {
      const body = await readJson<{ ids: unknown[] }>(request);
      const ids = new Set((Array.isArray(body.ids) ? body.ids : []).map(idOf).filter(Boolean));
      if (ids.size === 0) refuse(knowledgeMessages.noIds);
      tables.knowledgeFile.removeWhere((f) => ids.has(f.fileId));
      return ok(true);
    }),
  ),
];
