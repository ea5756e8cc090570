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

const HINT = '//# allFunctionsCalledOnLoad\n';
const eagerChunk = (chunk: Rollup.OutputChunk) =>
  chunk.isEntry || chunk.name === 'ui' || !!chunk.facadeModuleId?.endsWith('/src/ui/boot/mount.tsx');

export const compileHints = (): Plugin => ({
  name: 'compile-hints',
  apply: 'build',
  enforce: 'post',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && eagerChunk(chunk)) chunk.code = HINT + chunk.code;
    },
  },
});
