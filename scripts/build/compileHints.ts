/**
 * V8 compiles a function the first time it is called, on the main thread, unless the file asks it
 * to compile every function while the file streams in, on a background thread (explicit compile
 * hints: `//# allFunctionsCalledOnLoad` as the file's first line, Chromium 136 and later; other
 * engines read a comment). Worth it only for files most of whose functions run before the first
 * paint: the entry (the session, the HTTP client, XState), the shared `ui` chunk (React, Chakra)
 * and the shell. Added as the bundle's last step: minification would drop it, and Vite's preload
 * helper, which goes first in a file, would come before it.
 */
import type { Plugin, Rollup } from 'vite';
import { chunkOfModule, SHELL_MODULE } from './firstPagePreload.ts';

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * A build with source maps: the file's code starts a line lower, so its map does too (a map's
 * lines are separated by `;`). The map file is written from its asset, which the bundle already
 * holds; `chunk.map` is not read again.
 */
function shiftSourceMap(chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle): void {
  const asset = bundle[`${chunk.fileName}.map`];
  if (asset?.type !== 'asset') return;
  const text = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  const map = JSON.parse(text) as { mappings: string };
  asset.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

export const compileHints = (): Plugin => ({
  name: 'compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const shell = chunkOfModule(chunks, SHELL_MODULE);
      for (const chunk of chunks)
        if (chunk.isEntry || chunk.name === 'ui' || chunk === shell) {
          chunk.code = HINT + chunk.code;
          shiftSourceMap(chunk, bundle);
        }
    },
  },
});
