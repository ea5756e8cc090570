/**
 * A guest's first paint of /home and /docs-center needs no JavaScript: once the app is built, its
 * pages are rendered to HTML (src/prerender/render.tsx, run in Node through a Vite server with the
 * app's sources) into copies of the built index.html, Chakra's styles inline with the markup they
 * style. src/ui/boot/mount.tsx then hydrates them; index.html's inline check hides them from a signed-in
 * visitor (token cookie), whose header is not a guest's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { featuredContent } from './featuredContent.ts';
import { CODE_LOADER } from './headScript.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;
const LOADER_SCRIPT = new RegExp(`<script ${CODE_LOADER}>([\\s\\S]*?)</script>\\s*`, 'g');

/** How long a browser that never reports its first paint waits before it fetches the code anyway. */
const PAINT_FALLBACK_MS = 3000;

/**
 * The app's code is fetched only once the prerendered page has painted (the browser's
 * first-contentful-paint entry): on a slow line those few hundred KB would otherwise share the
 * bandwidth with the HTML the page paints from. A signed-in visitor, who never sees the
 * prerendered copy, and a page opened in a background tab, which paints nothing yet, get it at
 * once, as from index.html.
 */
function codeAfterFirstPaint(html: string): string {
  const take = (pattern: RegExp) => {
    const found = [...html.matchAll(pattern)].map((m) => m[1]);
    html = html.replace(pattern, '');
    return found;
  };
  const [entry, ...more] = take(ENTRY_SCRIPT);
  if (!entry || more.length) throw new Error('prerender: index.html must have one entry module script');
  const preloads = take(MODULE_PRELOAD);
  const loaders = take(LOADER_SCRIPT);
  const script = [
    '(function(){var d=document,started=false;',
    `function load(){if(started)return;started=true;${loaders.join(';\n')};`,
    `${JSON.stringify(preloads)}.forEach(function(h){var e=d.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=h;d.head.appendChild(e);});`,
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};d.head.appendChild(s);}`,
    "if(d.documentElement.hasAttribute('data-signed-in')||d.visibilityState!=='visible'||typeof PerformanceObserver!=='function')return load();",
    "try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();load();}}).observe({type:'paint',buffered:true});}catch(e){return load();}",
    `setTimeout(load,${PAINT_FALLBACK_MS});})();`,
  ].join('');
  return html.replace('</body>', () => `<script>${script}</script></body>`);
}

/** index.html with a page's markup in its root element, the page's title, and its code fetched after the first paint. */
export function prerenderedHtml(template: string, page: { html: string; title: string }): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`prerender: index.html has no empty ${ROOT_ELEMENT}`);
  const escapedTitle = page.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const filled = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapedTitle}</title>`)
    .replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered>${page.html}</div>`);
  return codeAfterFirstPaint(filled);
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
        const isApp = Object.values(bundle).some(
          (c) => c.type === 'chunk' && c.isEntry && c.moduleIds.some((id) => id.endsWith('/src/main.tsx')),
        );
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
