// Builds what the bench measures: the app (the production build in demo mode, with a manifest
// so simulator chunks can be told apart) and the floor pages, each with Vite's JS API and the
// same target and React plugin as the app.
import react from '@vitejs/plugin-react';
import { build, loadConfigFromFile } from 'vite';
import { appDist, benchDir, realAppDist, root } from './paths.mjs';

const floorRoot = `${root}scripts/bench/floor`;
/** The floor pages and their titles: each is `floor/<name>.tsx` in the one bare `floor/index.html`. */
export const floorPages = {
  react: 'floor: React 19',
  chakra: 'floor: Chakra',
  stack: 'floor: Chakra and the required libraries',
  list: 'bench: 10,000-item infinite list',
  console: 'floor: the model square as a plain Chakra page (header, side menu, filters, nine cards)',
};
export const floorDist = (name) => `${benchDir}/floor-${name}`;

export async function buildApp() {
  await build({
    root,
    logLevel: 'warn',
    build: { outDir: appDist, emptyOutDir: true, manifest: true },
  });
}

/** The real deployment's build: no simulator, the API on the same origin (as `npm run test:deploy` builds it). */
export async function buildRealApp() {
  const saved = { VITE_SIMULATOR: process.env.VITE_SIMULATOR, VITE_API_BASE: process.env.VITE_API_BASE };
  Object.assign(process.env, { VITE_SIMULATOR: 'off', VITE_API_BASE: '' });
  try {
    await build({ root, logLevel: 'warn', build: { outDir: realAppDist, emptyOutDir: true, manifest: true } });
  } finally {
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
}

/** The app's own plugins and aliases (the `stack` floor is built with them, as the app is). */
async function appBuildOptions() {
  const { config } = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    `${root}vite.config.ts`,
    root,
    'warn',
  );
  return { plugins: config.plugins, resolve: config.resolve };
}

/** The React plugin alone, or (`stack`) the app's plugins and aliases. */
const floorBuildOptions = async (name) => (name === 'stack' ? await appBuildOptions() : { plugins: [react()] });

/** Fills the bare page's placeholders before Vite reads its script tag, so the page is the floor's own. */
const floorPage = (name) => ({
  name: 'bench-floor-page',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) => html.replaceAll('%FLOOR_TITLE%', floorPages[name]).replaceAll('%FLOOR%', name),
  },
});

/** One bare page per build, so no page shares a chunk with another. */
export async function buildFloor(name) {
  const { plugins, resolve } = await floorBuildOptions(name);
  await build({
    configFile: false,
    root: floorRoot,
    logLevel: 'warn',
    plugins: [floorPage(name), ...plugins],
    resolve,
    build: {
      outDir: floorDist(name),
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 900,
      manifest: true,
      rollupOptions: { input: { index: `${floorRoot}/index.html` } },
    },
  });
}

export async function buildAll() {
  await buildApp();
  await buildRealApp();
  for (const name of Object.keys(floorPages)) await buildFloor(name);
}
