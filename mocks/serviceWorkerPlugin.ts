import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ViteDevServer } from 'vite';
import { cookieStoreWithoutSuffixList } from './cookieDomainPlugin.ts';
import { simulatorSeedSnapshot } from './seed/snapshotPlugin.ts';
import { SIMULATOR_WORKER_URL } from './workerMessages.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The simulator's service worker (mocks/serviceWorker.ts) as one classic script: a service worker
 * may not `import()`, and a classic one runs in every browser that runs the demo.
 */
export async function bundleWorker(minify: boolean): Promise<string> {
  const out = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [cookieStoreWithoutSuffixList(), simulatorSeedSnapshot()],
    build: {
      write: false,
      target: 'es2022',
      minify,
      sourcemap: false,
      rolldownOptions: {
        input: join(root, 'mocks/serviceWorker.ts'),
        // Vite's preload helper asks `import.meta.resolve` before preloading a dynamic import's
        // files; in one script there are none, and an empty import.meta is what it then reads.
        onLog: (level, log, handle) => void (log.code === 'EMPTY_IMPORT_META' || handle(level, log)),
        output: { format: 'iife', codeSplitting: false, entryFileNames: SIMULATOR_WORKER_URL.slice(1) },
      },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]).flatMap((result) => ('output' in result ? result.output : []));
  const chunk = outputs.find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the simulator worker built to nothing');
  return chunk.code;
}

/** The dev server builds it when asked for, again after a file it is made of changed. */
function serveWorker(server: ViteDevServer): void {
  let bundled: Promise<string> | undefined;
  server.watcher.on('change', (file) => {
    if (/[\\/](mocks|src[\\/]api)[\\/]/.test(file)) bundled = undefined;
  });
  server.middlewares.use(SIMULATOR_WORKER_URL, (_request, response, next) => {
    bundled ??= bundleWorker(false);
    bundled.then(
      (code) => {
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.setHeader('cache-control', 'no-cache');
        response.end(code);
      },
      (error: unknown) => {
        bundled = undefined;
        next(error);
      },
    );
  });
}

/**
 * `/simulator-sw.js`: the simulator as the demo's service worker, in demo builds and on the dev
 * server. A build with the simulator off (`VITE_SIMULATOR=off`) has none.
 */
export function simulatorServiceWorker(): Plugin {
  let simulator = true;
  return {
    name: 'simulator-service-worker',
    configResolved(config) {
      simulator = config.env.VITE_SIMULATOR !== 'off';
    },
    configureServer(server) {
      if (simulator) serveWorker(server);
    },
    async generateBundle() {
      if (!simulator) return;
      this.emitFile({ type: 'asset', fileName: SIMULATOR_WORKER_URL.slice(1), source: await bundleWorker(true) });
    },
  };
}
