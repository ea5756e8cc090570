/**
 * The generic upload endpoint (SPEC section 7, Files). The bytes are stored as a Blob beside the
 * `file` row (mocks/rules/uploads.ts) and served from the simulator's own content address, so the
 * returned `url` works as an <img src> in the worker, on the HTTP server and after a reload.
 */
import { HttpResponse, http } from 'msw';
import { paths } from '../../src/api/paths';
import { messages } from '../../src/domain/validation';
import { tables } from '../db/models';
import { readBlob } from '../db/persist';
import { ok, readForm, refuse, sessionPost, text, url, withSession } from '../rules/respond';
import { FILE_CONTENT_PREFIX, fileNamed, fileOfUrl, fileUrl, storeUpload } from '../rules/uploads';

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
    if ((file.type && !IMAGE_MIME_TYPES.includes(file.type)) || !hasImageExtension(file.name))
      refuse(messages.imageType);
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
  // Our own relative content address only: an absolute one could name any host.
  const issued = url.startsWith(FILE_CONTENT_PREFIX) ? fileOfUrl(url) : undefined;
  return issued && isImagePurpose(issued.purpose) ? url : refuse(fileMessages.imageUrlInvalid, 400);
}

function mimeOf(file: File): string {
  if (file.type) return file.type;
  if (/\.png$/i.test(file.name)) return 'image/png';
  return /\.jpe?g$/i.test(file.name) ? 'image/jpeg' : 'application/octet-stream';
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
      const row = await storeUpload({ userId: user.id, name: file.name, mimeType: mimeOf(file), purpose, blob: file });
      return ok({ url: fileUrl(row), id: row.id, name: row.name, size: row.size });
    }),
  ),

  sessionPost<{ url: string; name: string; size: number }>(paths.file.uploadRecord, async (body, { user }) => {
    const link = text(body.url);
    const row = fileOfUrl(link) ?? tables.file.get(link);
    if (!row || row.userId !== user.id) refuse(fileMessages.notFound);
    await tables.file.patch(row.id, { recorded: true });
    return ok(true);
  }),

  /**
   * An upload's bytes. No login (an <img> sends no token): the key in the address is the secret.
   * Not a unit of work: it reads, and a large file must not hold up everyone's writes.
   */
  http.get(url(`${FILE_CONTENT_PREFIX}:name`), async ({ params }) => {
    const row = fileNamed(String(params.name));
    const blob = row ? await readBlob('file', row.id) : undefined;
    if (!row || !blob) return HttpResponse.json({ code: 404, msg: fileMessages.notFound, data: null }, { status: 404 });
    return new HttpResponse(blob, {
      headers: {
        'content-type': row.mimeType,
        'content-length': String(blob.size),
        'cache-control': 'private, max-age=31536000, immutable',
      },
    });
  }),
];
