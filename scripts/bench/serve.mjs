// A tiny static server for the bench: gzip for text assets (as any production host would send
// them), an SPA fallback to the page's html, one port per site, and (for the real build) the API
// prefixes passed on to the simulator server, as deploy/nginx.conf does.
import { createServer, request } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.md', '.txt']);

/** gzip at zlib's default level 6, the usual server setting; sizes are reported with the same function. */
export const gzipSize = (buffer) => gzipSync(buffer, { level: 6 }).length;

/** deploy/nginx.conf's API locations (`apiFolders` in src/api/paths.ts; tests/unit/mocks/simulatedPaths.test.ts). */
const apiPrefix = /^\/(front|op-app|op-qa|op-model|collector)\//;

function proxy(req, res, apiPort) {
  const upstream = request(
    { host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

/** `apiPort`: where the API prefixes go (a real build); without it every path is a file. */
export function serve(dir, port, fallback = 'index.html', apiPort = undefined) {
  const cache = new Map();
  const server = createServer((req, res) => {
    if (apiPort && apiPrefix.test(req.url)) return proxy(req, res, apiPort);
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = normalize(join(dir, pathname));
    if (!file.startsWith(dir)) return res.writeHead(403).end();
    // Pages the build prerendered (/home as home.html), as deploy/nginx.conf serves them.
    if (!existsSync(file) || statSync(file).isDirectory())
      file = existsSync(`${file}.html`) ? `${file}.html` : join(dir, fallback);
    const ext = extname(file);
    const headers = { 'content-type': types[ext] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
    let body = readFileSync(file);
    if (compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      if (!cache.has(file)) cache.set(file, gzipSync(body, { level: 6 }));
      body = cache.get(file);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    res.writeHead(200, { ...headers, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://localhost:${port}`,
        close: () => new Promise((r) => (server.close(r), server.closeAllConnections())),
      }),
    );
  });
}
