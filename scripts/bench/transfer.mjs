// Bench part: gzip JavaScript and CSS of a page's first load. The page's own resource timing
// says which files it loaded (service-worker passthroughs included); each file is gzipped
// from the build output with the same function the bench server uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize } from './serve.mjs';

/**
 * Modules a VITE_SIMULATOR=off build drops (src/main.tsx and the /test page import them behind
 * an inline `import.meta.env.VITE_SIMULATOR !== 'off'`): the simulator and the demo console.
 */
const isDemoOnly = (key) => key === 'src/demo.ts' || key.startsWith('src/ui/demo/');
/** The app's own lazy screens: the demo console may import them too, but they load for the app. */
const isPageOrDialog = (key) => /^src\/ui\/(pages|dialogs|shell)\//.test(key) || key === 'src/ui/toaster.tsx';

/**
 * Files only the simulator needs (the demo-only modules and what only they import). In demo mode
 * they load too, but a real deployment (VITE_SIMULATOR=off) never ships them, so they are
 * reported apart.
 */
export function simulatorOnlyFiles(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const reach = (starts, skip) => {
    const seen = new Set();
    const files = new Set();
    const visit = (key) => {
      if (seen.has(key) || skip(key) || !manifest[key]) return;
      seen.add(key);
      const chunk = manifest[key];
      files.add(chunk.file);
      (chunk.css ?? []).forEach((css) => files.add(css));
      [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit);
    };
    starts.forEach(visit);
    return files;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const app = reach(entries, isDemoOnly);
  const demo = reach(Object.keys(manifest).filter(isDemoOnly), () => false);
  if (demo.size === 0) throw new Error('manifest has no src/demo.ts chunk: cannot tell the simulator apart');
  return new Set([...demo].filter((file) => !app.has(file)));
}

/**
 * Of the files a page loaded, those only the simulator asked for. A chunk shared by the simulator and
 * some other screen (e.g. validation rules rolled into an admin page's chunk) loads on every page in
 * demo mode, but a real deployment fetches it only with that other screen. So: the app's files on
 * this page are the static-import closure of the entry and of every loaded chunk the app's own code
 * imports dynamically (pages, dialogs, lazy shell parts); whatever else loaded is the simulator's.
 */
export function simulatorFilesOn(dist, loaded) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const loadedSet = new Set(loaded);
  const appKeys = Object.keys(manifest).filter((key) => !isDemoOnly(key));
  const lazyTargets = new Set(appKeys.flatMap((key) => manifest[key].dynamicImports ?? []));
  // A lazy chunk the simulator's own modules import too (demoControls, which the /test page also
  // imports lazily) loaded for the simulator. (Not through the demo console's lazy imports: it
  // renders the app, which reaches every page.)
  const demoReach = new Set();
  const reachDemo = (key) => {
    if (demoReach.has(key) || !manifest[key]) return;
    demoReach.add(key);
    (manifest[key].imports ?? []).forEach(reachDemo);
  };
  const demoKeys = Object.keys(manifest).filter(isDemoOnly);
  demoKeys.forEach(reachDemo);
  demoKeys
    .flatMap((key) => manifest[key].dynamicImports ?? [])
    .filter((key) => !isPageOrDialog(key))
    .forEach(reachDemo);
  const wanted = (key) => lazyTargets.has(key) && !demoReach.has(key) && loadedSet.has(manifest[key].file);
  const roots = appKeys.filter((key) => manifest[key].isEntry || wanted(key));
  const app = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || isDemoOnly(key) || !manifest[key]) return;
    seen.add(key);
    app.add(manifest[key].file);
    (manifest[key].css ?? []).forEach((css) => app.add(css));
    (manifest[key].imports ?? []).forEach(visit);
  };
  roots.forEach(visit);
  return new Set(loaded.filter((file) => !app.has(file)));
}

/** Waits until the page stops fetching, then lists its same-origin JS and CSS files. */
export async function loadedAssets(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter(
        (url) =>
          url.origin === location.origin &&
          /\.(js|css)$/.test(url.pathname) &&
          !url.pathname.endsWith('simulator-sw.js'),
      )
      .map((url) => url.pathname.replace(/^\//, '')),
  );
}

/** Sums gzip sizes by kind; files in `apart` (simulator) are summed separately. */
export function sizeOf(dist, files, apart = new Set()) {
  const sum = { js: 0, css: 0, simulatorJs: 0, files: [...new Set(files)].length, largest: [] };
  for (const file of new Set(files)) {
    const bytes = gzipSize(readFileSync(join(dist, file)));
    sum.largest.push({ file, gzip: bytes, simulator: apart.has(file) });
    if (apart.has(file)) sum.simulatorJs += file.endsWith('.js') ? bytes : 0;
    else if (file.endsWith('.css')) sum.css += bytes;
    else sum.js += bytes;
  }
  // The biggest files, so a missed target says where the bytes are.
  sum.largest = sum.largest
    .filter((f) => !f.simulator)
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 12)
    .map(({ file, gzip }) => ({ file, gzip }));
  return sum;
}
