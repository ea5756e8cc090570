/**
 * A guest's first paint of /home and /docs-center needs no JavaScript: once the app is built, its
 * pages are rendered to HTML (src/prerender/render.tsx, run in Node through a Vite server with the
 * app's sources) into copies of the built index.html, Chakra's styles inline with the markup they
 * style. src/ui/mount.tsx then hydrates them; index.html's inline check hides them from a signed-in
 * visitor (token cookie), whose header is not a guest's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { featuredContent } from './featuredContent.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

/** index.html with a page's markup in its root element and the page's title. */
export function prerenderedHtml(template: string, page: { html: string; title: string }): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`prerender: index.html has no empty ${ROOT_ELEMENT}`);
  const escapedTitle = page.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapedTitle}</title>`).replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered>${page.html}</div>`);
}

type RenderModule = typeof import('../../src/prerender/render.tsx');

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved: (resolved) => void (config = resolved),
    writeBundle: {
      // Before the plugins that read the output's HTML pages (the CSP hashes).
      order: 'pre',
      sequential: true,
      async handler(_options, bundle) {
        // Only the app's own build (the bench builds other pages with these plugins).
        const isApp = Object.values(bundle).some((c) => c.type === 'chunk' && c.isEntry && c.moduleIds.some((id) => id.endsWith('/src/main.tsx')));
        if (!isApp || config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const server = await createServer({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          appType: 'custom',
          plugins: [featuredContent()],
          optimizeDeps: { noDiscovery: true, include: [] },
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        });
        try {
          const render = (await server.ssrLoadModule('/src/prerender/render.tsx')) as RenderModule;
          for (const page of render.prerenderedPages) {
            writeFileSync(join(outDir, page.file), prerenderedHtml(template, await render.renderPage(page.path)));
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
