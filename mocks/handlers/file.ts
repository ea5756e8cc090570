/**
 * The generic upload endpoint (SPEC section 7, Files). Uploaded bytes are kept in the `file`
 * table as data URLs, so the returned `url` works as an <img src> in the worker, in msw/node
 * and after a reload (the table is persisted with the rest of the data).
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import { messages } from '../../src/machines/rules/validation';
import { tables } from '../db/models';
import { nowIso } from '../rules/clock';
import { ok, readForm, readJson, refuse, text, url, withSession } from '../rules/respond';

const MB = 1024 * 1024;
/** Upload `type`s that must be pictures (SPEC section 5 image rules). */
export const IMAGE_PURPOSES = ['avatar', 'image', 'icon', 'bg', 'feedback'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/jpg'];
export const IMAGE_MAX_BYTES = 3 * MB;
/** Anything else (documents, attachments). */
export const FILE_MAX_BYTES = 20 * MB;

export const fileMessages = {
  missing: '请选择要上传的文件',
  tooLarge: '文件大小不能超过20MB',
  notFound: '文件不存在',
  imageUrlInvalid: '图片地址无效，请通过平台上传图片',
} as const;

const isImagePurpose = (purpose: string): boolean => (IMAGE_PURPOSES as readonly string[]).includes(purpose);
const hasImageExtension = (name: string): boolean => /\.(jpe?g|png)$/i.test(name);

/** The type and size rules for one upload; refuses with the SPEC's exact texts. */
export function checkUpload(purpose: string, file: { name: string; type: string; size: number }): void {
  if (isImagePurpose(purpose)) {
    // Some clients send no part type; the extension then decides.
    if ((file.type && !IMAGE_MIME_TYPES.includes(file.type)) || !hasImageExtension(file.name)) refuse(messages.imageType);
    if (file.size > IMAGE_MAX_BYTES) refuse(messages.imageSize);
    return;
  }
  if (file.size > FILE_MAX_BYTES) refuse(fileMessages.tooLarge);
}

/**
 * An image address a user may set (app icon and background, avatar): empty, the one already
 * stored, or one this upload endpoint issued for a picture. Nothing else, so no viewer (admins
 * included) is made to load an address the author chose.
 */
export function requirePlatformImage(url: string, current = ''): string {
  if (!url || url === current) return url;
  const issued = tables.file.find((f) => f.dataUrl === url && isImagePurpose(f.purpose));
  return issued ? url : refuse(fileMessages.imageUrlInvalid, 400);
}

function mimeOf(file: File): string {
  if (file.type) return file.type;
  if (/\.png$/i.test(file.name)) return 'image/png';
  return /\.jpe?g$/i.test(file.name) ? 'image/jpeg' : 'application/octet-stream';
}

async function toDataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // Chunked: String.fromCharCode with a whole multi-megabyte array overflows the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${mimeOf(file)};base64,${btoa(binary)}`;
}

export const fileHandlers = [
  http.post(
    url(paths.file.upload),
    withSession(async ({ request, user }) => {
      const purpose = new URL(request.url).searchParams.get('type') ?? 'file';
      const form = await readForm(request);
      const file = form.get('file');
      // Not `instanceof File`: under msw/node the body's File comes from another realm.
      if (file === null || typeof file === 'string' || file.size === 0) refuse(fileMessages.missing);
      checkUpload(purpose, file);
      const row = tables.file.insert({
        userId: user.id,
        name: file.name,
        mimeType: mimeOf(file),
        size: file.size,
        purpose,
        dataUrl: await toDataUrl(file),
        createTime: nowIso(),
        recorded: false,
      });
      return ok({ url: row.dataUrl, id: row.id, name: row.name, size: row.size });
    }),
  ),

  http.post(
    url(paths.file.uploadRecord),
    withSession(async ({ request, user }) => {
      const body = await readJson<{ url: string; name: string; size: number }>(request);
      const link = text(body.url);
      const row = tables.file.find((f) => f.userId === user.id && (f.dataUrl === link || f.id === link)) ?? refuse(fileMessages.notFound);
      tables.file.patch(row.id, { recorded: true });
      return ok(true);
    }),
  ),
];
