/**
 * The page files of the build's prerender (scripts/build/prerender.ts): index.html with a page's
 * markup in its root element and the page's title.
 */
import { describe, expect, it } from 'vitest';
import { prerenderedHtml } from '../../../scripts/build/prerender';

const template = [
  '<!doctype html><html><head><title>大模型开放平台</title><script>var a = 1;</script></head>',
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
].join('');

describe('prerendered page', () => {
  it("puts the page's markup into the marked root element and keeps the rest of index.html as it is", () => {
    const html = prerenderedHtml(template, { html: '<header>首页</header>', title: '首页 - 大模型开放平台' });
    expect(html).toBe(
      [
        '<!doctype html><html><head><title>首页 - 大模型开放平台</title><script>var a = 1;</script></head>',
        '<body><div id="root" data-prerendered><header>首页</header></div><script type="module" src="/assets/index.js"></script></body></html>',
      ].join(''),
    );
  });

  it('takes the markup and title literally: a `$&` is no replacement pattern, markup in a title is escaped', () => {
    const html = prerenderedHtml(template, { html: '<p>$& $1</p>', title: 'A & <b>' });
    expect(html).toContain('<div id="root" data-prerendered><p>$& $1</p></div>');
    expect(html).toContain('<title>A &amp; &lt;b></title>');
  });

  it('refuses an index.html without the empty root element: the page would not be hydrated', () => {
    expect(() => prerenderedHtml(template.replace('<div id="root"></div>', '<div id="app"></div>'), { html: '', title: '' })).toThrow(/root/);
  });
});
