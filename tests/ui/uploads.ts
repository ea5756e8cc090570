import { http, HttpResponse } from 'msw';
import { tables } from '../../mocks/db/models';
import { url } from '../../mocks/rules/respond';
import { paths } from '../../src/api/paths';

/**
 * The platform's upload endpoint, answered in jsdom (whose multipart bodies lose the file's name
 * and type, which the real endpoint checks) with `dataUrl`, keeping the file as the simulator
 * does: a picture a user sets (app icon, avatar) must be an address the upload issued.
 * `seen` gets each request first, for tests that check what the page sent.
 */
export const answerUploadsWith = (dataUrl: string, seen?: (request: Request) => Promise<void>) =>
  http.post(url(paths.file.upload), async ({ request }) => {
    await seen?.(request);
    const purpose = new URL(request.url).searchParams.get('type') ?? 'file';
    const file = tables.file.insert({ userId: '', name: 'upload.png', mimeType: 'image/png', size: 8, purpose, dataUrl, createTime: '', recorded: false });
    return HttpResponse.json({ code: 200, msg: 'success', data: { url: file.dataUrl, id: file.id, name: file.name, size: file.size } });
  });
