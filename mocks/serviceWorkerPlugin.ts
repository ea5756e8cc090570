import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ViteDevServer } from 'vite';
import { cookieStoreWithoutSuffixList } from './cookieDomainPlugin.ts';
import { makeDiagnosticZip } from './handlers/diagnosticZip.ts';
import { takeSeedFile, type SeedFile } from './seed/snapshotPlugin.ts';
import { SIMULATOR_WORKER_URL } from './workerMessages.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface SimulatorWorker {
  script: string;
  /** The seeded world, which the worker fetches when a first visit or a reset needs it. */
  seed: SeedFile;
}

/**
 * The simulator's service worker (mocks/serviceWorker.ts) as one classic script: a service worker
 * may not `import()`, and a classic one runs in every browser that runs the demo. What only a
 * first visit or one download needs is kept out of it: the browser reads and compiles the script
 * at every start of the worker.
 */
export async function bundleWorker(minify: boolean): Promise<SimulatorWorker> {
  const [seed, zip] = await Promise.all([takeSeedFile(), makeDiagnosticZip()]);
  const out = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [cookieStoreWithoutSuffixList()],
    // What the build made for the worker: where its seed file is, and the zip it hands out.
    define: { __SIMULATOR_SEED_URL__: JSON.stringify(seed.url), __DIAGNOSTIC_ZIP_BYTES__: JSON.stringify([...zip]) },
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
  return { script: chunk.code, seed };
}

/** The dev server builds it when asked for, again after a file it is made of changed. */
function serveWorker(server: ViteDevServer): void {
  let bundled: Promise<SimulatorWorker> | undefined;
  // Every seed served so far: a worker of an earlier bundle may still fetch its own.
  const seeds = new Map<string, string>();
  server.watcher.on('change', (file) => {
    if (/[\\/](mocks|src[\\/]api)[\\/]/.test(file)) bundled = undefined;
  });
  server.middlewares.use(SIMULATOR_WORKER_URL, (_request, response, next) => {
    bundled ??= bundleWorker(false);
    bundled.then(
      ({ script, seed }) => {
        seeds.set(seed.url, seed.json);
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.setHeader('cache-control', 'no-cache');
        response.end(script);
      },
      (error: unknown) => {
        bundled = undefined;
        next(error);
      },
    );
  });
  server.middlewares.use((request, response, next) => {
    const seed = seeds.get(request.url ?? '');
    if (seed === undefined) return next();
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end(seed);
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
      const { script, seed } = await bundleWorker(true);
      this.emitFile({ type: 'asset', fileName: SIMULATOR_WORKER_URL.slice(1), source: script });
      this.emitFile({ type: 'asset', fileName: seed.url.slice(1), source: seed.json });
    },
  };
}
