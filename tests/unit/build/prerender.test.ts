// @vitest-environment jsdom
/**
 * The page files of the build's prerender (scripts/build/prerender.ts): index.html with a page's
 * markup in its root element and the page's title, and its code asked for only after the page's
 * first paint (at once for a signed-in visitor, who never sees the prerendered copy).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prerenderedHtml } from '../../../scripts/build/prerender';

const template = [
  '<!doctype html><html><head><title>大模型开放平台</title><script>var a = 1;</script>',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/xstate.js">',
  `<script data-code-loader>document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: '/assets/shell.js' }))</script>`,
  '</head><body><div id="root"></div></body></html>',
].join('');

/** The addresses the document asks for: module scripts and module preloads, in order. */
const codeAsked = () =>
  [...document.querySelectorAll('script[src], link[rel="modulepreload"]')].map(
    (e) => e.getAttribute('src') ?? e.getAttribute('href'),
  );

/** The browser's paint timing, reported when a test says the page has painted. */
class PaintObserver {
  static watching: PaintObserver[] = [];
  constructor(
    private readonly report: (list: { getEntriesByName: (name: string) => unknown[] }, observer: PaintObserver) => void,
  ) {}
  observe() {
    PaintObserver.watching.push(this);
  }
  disconnect() {
    PaintObserver.watching = PaintObserver.watching.filter((o) => o !== this);
  }
  static painted(name: string) {
    for (const observer of PaintObserver.watching)
      observer.report({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, observer);
  }
}

/** Runs the page's inline scripts in this document, as a browser would on parsing it. */
function open(html: string, signedIn: boolean) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.toggleAttribute('data-signed-in', signedIn);
  document.head.replaceChildren();
  document.body.replaceChildren(...[...parsed.body.childNodes].map((n) => document.importNode(n, true)));
  // In this realm, not as <script> elements: those would run in jsdom's window, where the stand-in
  // paint timing and the fake timers are not.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  for (const inline of parsed.querySelectorAll('script:not([src])')) new Function(inline.textContent ?? '')();
  return parsed;
}

beforeEach(() => {
  PaintObserver.watching = [];
  vi.stubGlobal('PerformanceObserver', PaintObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-signed-in');
});

describe('prerendered page', () => {
  it("puts the page's markup into the marked root element and the page's title in the head", () => {
    const parsed = new DOMParser().parseFromString(
      prerenderedHtml(template, { html: '<header>首页</header>', title: '首页 - 大模型开放平台' }),
      'text/html',
    );
    expect(parsed.title).toBe('首页 - 大模型开放平台');
    expect(parsed.getElementById('root')?.outerHTML).toBe(
      '<div id="root" data-prerendered=""><header>首页</header></div>',
    );
    // index.html's own inline scripts (the theme, the early clicks) stay where they were.
    expect(parsed.head.querySelector('script')?.textContent).toBe('var a = 1;');
  });

  it('takes the markup and title literally: a `$&` is no replacement pattern, markup in a title is escaped', () => {
    const html = prerenderedHtml(template, { html: '<p>$& $1</p>', title: 'A & <b>' });
    expect(html).toContain('<div id="root" data-prerendered><p>$& $1</p></div>');
    expect(html).toContain('<title>A &amp; &lt;b></title>');
  });

  it("asks a guest's browser for none of the app's code before the first paint, and for all of it once painted", () => {
    vi.useFakeTimers();
    const parsed = open(prerenderedHtml(template, { html: '<h1>大模型开放平台</h1>', title: '首页' }), false);
    // Nothing the preload scanner could fetch while the HTML is still coming.
    expect(parsed.querySelectorAll('script[src], link[rel="modulepreload"]')).toHaveLength(0);
    expect(codeAsked()).toEqual([]);
    // The background colour alone is no content yet.
    PaintObserver.painted('first-paint');
    expect(codeAsked()).toEqual([]);
    PaintObserver.painted('first-contentful-paint');
    expect(codeAsked()).toEqual(['/assets/shell.js', '/assets/xstate.js', '/assets/index.js']);
    const entry = document.querySelector('script[src]') as HTMLScriptElement;
    expect([entry.type, entry.crossOrigin]).toEqual(['module', '']);
    // Once only: neither a later report nor the fallback asks again.
    PaintObserver.painted('first-contentful-paint');
    vi.runAllTimers();
    expect(codeAsked()).toHaveLength(3);
  });

  it('asks for the code after 3 s in a browser that never reports the paint', () => {
    vi.useFakeTimers();
    open(prerenderedHtml(template, { html: '<h1>大模型开放平台</h1>', title: '首页' }), false);
    vi.advanceTimersByTime(2999);
    expect(codeAsked()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(codeAsked()).toEqual(['/assets/shell.js', '/assets/xstate.js', '/assets/index.js']);
  });

  it('asks for the code at once in a background tab, which paints nothing until it is shown', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    open(prerenderedHtml(template, { html: '<h1>大模型开放平台</h1>', title: '首页' }), false);
    expect(codeAsked()).toEqual(['/assets/shell.js', '/assets/xstate.js', '/assets/index.js']);
  });

  it('asks for the code at once in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    open(prerenderedHtml(template, { html: '<h1>大模型开放平台</h1>', title: '首页' }), false);
    expect(codeAsked()).toEqual(['/assets/shell.js', '/assets/xstate.js', '/assets/index.js']);
  });

  it('asks for the code at once for a signed-in visitor, who is shown the app, not the prerendered copy', () => {
    open(prerenderedHtml(template, { html: '<h1>大模型开放平台</h1>', title: '首页' }), true);
    expect(codeAsked()).toEqual(['/assets/shell.js', '/assets/xstate.js', '/assets/index.js']);
  });

  it('refuses an index.html without the empty root element or without its one entry script: the page would not be hydrated', () => {
    expect(() =>
      prerenderedHtml(template.replace('<div id="root"></div>', '<div id="app"></div>'), { html: '', title: '' }),
    ).toThrow(/root/);
    expect(() =>
      prerenderedHtml(template.replace(/<script type="module"[^>]*><\/script>/, ''), { html: '', title: '' }),
    ).toThrow(/entry/);
  });
});
