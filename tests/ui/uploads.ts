import { http, HttpResponse } from 'msw';
import { url } from '../../mocks/rules/respond';
import { fileUrl, storeUpload } from '../../mocks/rules/uploads';
import { paths } from '../../src/api/paths';

/**
 * The platform's upload endpoint, answered in jsdom (whose multipart bodies lose the file's name
 * and type, which the real endpoint checks), keeping the file as the simulator does: a picture a
 * user sets (app icon, avatar) must be an address the upload issued. `issued` lists the addresses
 * handed out; `seen` gets each request first, for tests that check what the page sent.
 */
export function answerUploads(seen?: (request: Request) => Promise<void>) {
  const issued: string[] = [];
  const handler = http.post(url(paths.file.upload), async ({ request }) => {
    await seen?.(request);
    const purpose = new URL(request.url).searchParams.get('type') ?? 'file';
    const row = await storeUpload({
      userId: '',
      name: 'upload.png',
      mimeType: 'image/png',
      purpose,
      blob: new Blob([new Uint8Array(8)]),
    });
    issued.push(fileUrl(row));
    return HttpResponse.json({
      code: 200,
      msg: 'success',
      data: { url: fileUrl(row), id: row.id, name: row.name, size: row.size },
    });
  });
  return { handler, issued };
}
