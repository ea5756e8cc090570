/**
 * The first page's code starts downloading with the app's, not once the app has run: a small
 * inline script in index.html adds a modulepreload link for the shell (src/ui/boot/mount.tsx, which the
 * entry imports only once the session has started) and, looking up the address's page, for the
 * page's chunk, each with every chunk it imports statically, and for a signed-in visitor (the
 * token check before it marks the page) the header's user menu, which the shell imports lazily
 * because a guest never needs it. Without it those chunks are asked for only when the entry (or
 * the header) runs, one more round trip on the way to the first paint.
 */
import type { Rollup } from 'vite';
import { flatRoutes } from '../../src/ui/routes/resolve.ts';
import { headScript } from './headScript.ts';

type Chunk = Rollup.OutputChunk;

/** The chunk whose entry module is the page's own file (`…/HomePage.tsx`). */
const chunkOfPage = (chunks: Chunk[], page: string) => chunks.find((c) => c.facadeModuleId?.endsWith(`/${page}.tsx`));

function staticClosure(start: Chunk, byFile: Map<string, Chunk>, skip: Set<string>): string[] {
  const files: string[] = [];
  const visit = (chunk: Chunk) => {
    if (skip.has(chunk.fileName) || files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  visit(start);
  return files;
}

/** The shell's module under src/, which the entry imports once the session has started. */
export const SHELL_MODULE = 'ui/boot/mount.tsx';

/** The chunk whose entry module is `path` under src/. */
export const chunkOfModule = (chunks: Chunk[], path: string) =>
  chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${path}`));

/**
 * The shell's chunks, a signed-in visitor's extra ones and, per address, its page's: indexes into
 * one file list (many pages share chunks).
 */
export function firstPageMap(chunks: Chunk[]): {
  files: string[];
  shell: number[];
  signedIn: number[];
  pages: Record<string, number[]>;
} {
  const entry = chunks.find((c) => c.isEntry)!;
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const already = new Set([entry.fileName, ...entry.imports]);
  const files: string[] = [];
  const indexesOf = (closure: string[]) =>
    closure.map((file) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1));
  const mount = chunkOfModule(chunks, SHELL_MODULE);
  const shellFiles = mount ? staticClosure(mount, byFile, already) : [];
  const shell = indexesOf(shellFiles);
  const withShell = new Set([...already, ...shellFiles]);
  const userMenu = chunkOfModule(chunks, 'ui/shell/UserMenu.tsx');
  const signedIn = userMenu ? indexesOf(staticClosure(userMenu, byFile, withShell)) : [];
  const pages: Record<string, number[]> = {};
  for (const route of flatRoutes) {
    const chunk = route.def.page && chunkOfPage(chunks, route.def.page);
    if (!chunk) continue;
    const indexes = indexesOf(staticClosure(chunk, byFile, withShell));
    for (const path of [route.fullPath, ...(route.def.aliases ?? [])]) pages[path] = indexes;
  }
  return { files, shell, signedIn, pages };
}

export const firstPagePreload = () =>
  headScript('first-page-preload', (chunks, base) => {
    if (!chunks.some((c) => c.isEntry)) return undefined;
    const { files, shell, signedIn, pages } = firstPageMap(chunks);
    // Same normalisation as src/ui/routes/resolve.ts: no trailing slash.
    return (
      `(function(){var f=${JSON.stringify(files.map((f) => base + f))},s=${JSON.stringify(shell)},u=${JSON.stringify(signedIn)},p=${JSON.stringify(pages)};` +
      `var l=s.concat(p[location.pathname.replace(/\\/+$/,'')||'/']||[],document.documentElement.hasAttribute('data-signed-in')?u:[]);` +
      `l.forEach(function(i){var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=f[i];document.head.appendChild(e);});})();`
    );
  });
