/**
 * Simulator-only diagnostics (not part of the platform API): a liveness probe and three
 * transport checks — a streamed answer, a multipart upload echo and a zip download — so the
 * deployment test can prove that streaming, uploads and blobs pass through a proxy
 * (nginx, a CDN) unbuffered and intact, whichever feature endpoints exist yet.
 */
import { delay, http, HttpResponse } from 'msw';
import { nowIso } from '../rules/clock';
import { ok, open, query, readForm, refuse, url } from '../rules/respond';
import { DOWNLOAD_FILE_NAME, diagnosticZip } from './diagnosticZip';

export { DOWNLOAD_ENTRIES, DOWNLOAD_FILE_NAME } from './diagnosticZip';

const base = '/front/api/health';

export const healthPaths = {
  ping: base,
  stream: `${base}/stream`,
  upload: `${base}/upload`,
  download: `${base}/download`,
} as const;

export const STREAM_PIECES = ['模型', '正在', '逐字', '输出', '回答。'] as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** One server-sent event per piece, `interval` ms apart (query `interval`, 0–2000, default 150). */
function streamPieces(interval: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      for (const [index, text] of STREAM_PIECES.entries()) {
        if (index > 0) await delay(interval);
        controller.enqueue(encoder.encode(`data: ${JSON.stringify({ index, text })}\n\n`));
      }
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  });
}

export const healthHandlers = [
  http.get(
    url(healthPaths.ping),
    open(() => ok({ status: 'up', time: nowIso() })),
  ),
  http.get(url(healthPaths.stream), ({ request }) => {
    const interval = clamp(Number(query(request).get('interval') ?? 150) || 0, 0, 2000);
    return new HttpResponse(streamPieces(interval), {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        // Tells nginx not to buffer this response even where proxy_buffering is on.
        'x-accel-buffering': 'no',
      },
    });
  }),
  http.post(
    url(healthPaths.upload),
    open(async ({ request }) => {
      const file = (await readForm(request)).get('file');
      if (!(file instanceof Blob)) return refuse('请选择文件', 400);
      const bytes = new Uint8Array(await file.arrayBuffer());
      // A checksum proves the body arrived whole, not just its length.
      const sum = bytes.reduce((acc, b) => (acc + b) % 65521, 0);
      return ok({ fileName: file instanceof File ? file.name : 'blob', size: file.size, sum });
    }),
  ),
  http.get(url(healthPaths.download), async () => {
    // A copy: a response's body may take over the buffer it is given.
    const body = (await diagnosticZip()).slice();
    return new HttpResponse(body, {
      headers: {
        'content-type': 'application/zip',
        'content-length': String(body.byteLength),
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(DOWNLOAD_FILE_NAME)}`,
      },
    });
  }),
];
