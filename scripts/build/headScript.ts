import type { Plugin, Rollup } from 'vite';

/** The attribute of the inline scripts that only fetch the app's code. */
export const CODE_LOADER = 'data-code-loader';

/**
 * A build plugin that adds one inline script to index.html's head, written from the finished
 * bundle's chunks and the base path (nothing added when `script` returns undefined). The CSP
 * hashes of deploy/buildPlugins.ts cover it like any inline script.
 */
export function headScript(
  name: string,
  script: (chunks: Rollup.OutputChunk[], base: string) => string | undefined,
): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const children = script(
          Object.values(bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : [])),
          base,
        );
        // Marked as code loading: a prerendered page starts it only after its first paint (prerender.ts).
        return children === undefined
          ? html
          : { html, tags: [{ tag: 'script', attrs: { [CODE_LOADER]: true }, children, injectTo: 'head' }] };
      },
    },
  };
}
