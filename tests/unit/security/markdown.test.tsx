/**
 * User-supplied text (feedback, app descriptions, chat answers) goes through the Markdown
 * component. Property: whatever random text with tags, attributes and links it gets, the DOM
 * it renders holds no element or attribute that could run code, and raw HTML stays text.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import fc from 'fast-check';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../../../src/ui/components/Markdown';
import { system } from '../../../src/ui/chakraSystem';

/** What the component may produce from Markdown syntax; anything else came from raw HTML. */
const ALLOWED_TAGS = new Set([
  'div',
  'p',
  'span',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'del',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'input',
  'sup',
  'section',
  'footer',
]);
const DANGEROUS_TAGS = [
  'script',
  'iframe',
  'object',
  'embed',
  'style',
  'form',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'video',
  'audio',
  'marquee',
  'details',
  'textarea',
  'button',
  'select',
];
const EVENT_ATTRS = [
  'onerror',
  'onload',
  'onclick',
  'onmouseover',
  'onfocus',
  'onanimationstart',
  'formaction',
  'srcdoc',
];
const BAD_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'javascript&#58;alert(1)',
];

const words = fc.string({ unit: 'grapheme', maxLength: 12 });
const attribute = fc
  .tuple(
    fc.constantFrom(...EVENT_ATTRS, 'href', 'src', 'style', 'class'),
    fc.constantFrom(...BAD_URLS, 'alert(1)', 'x'),
  )
  .map(([name, value]) => ` ${name}="${value}"`);
const rawTag = fc
  .tuple(
    fc.constantFrom(...DANGEROUS_TAGS, 'img', 'a', 'div', 'p', 'span'),
    fc.array(attribute, { maxLength: 3 }),
    words,
  )
  .map(([tag, attrs, inner]) =>
    fc.constantFrom(
      `<${tag}${attrs.join('')}>${inner}</${tag}>`,
      `<${tag}${attrs.join('')} />`,
      `<${tag}${attrs.join('')}>`,
    ),
  )
  .chain((a) => a);
const markdownLink = fc
  .tuple(words, fc.constantFrom(...BAD_URLS))
  .chain(([text, url]) =>
    fc.constantFrom(`[${text}](${url})`, `![${text}](${url})`, `<${url}>`, `[${text}][r]\n\n[r]: ${url}`),
  );
const markdownBits = fc.constantFrom(
  '# 标题\n',
  '**粗体**',
  '`code`',
  '\n```\n<script>x</script>\n```\n',
  '- 列表\n',
  '| a | b |\n|---|---|\n| 1 | 2 |\n',
  '> 引用\n',
  '\n\n',
);
const userText = fc
  .array(fc.oneof(words, rawTag, markdownLink, markdownBits), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join(' '));

function renderMarkdown(text: string): HTMLElement {
  const { container, unmount } = render(
    <ChakraProvider value={system}>
      <Markdown>{text}</Markdown>
    </ChakraProvider>,
  );
  const root = container.querySelector('.markdown') as HTMLElement;
  const copy = root.cloneNode(true) as HTMLElement;
  unmount();
  return copy;
}

function unsafeParts(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const { name, value } of el.attributes) {
      if (/^on/i.test(name) || name === 'srcdoc' || name === 'formaction') found.push(`${tag}[${name}]`);
      if (
        ['href', 'src', 'action', 'xlink:href'].includes(name) &&
        /^\s*(javascript|vbscript|data):/i.test([...value].filter((c) => c.charCodeAt(0) > 0x20).join(''))
      )
        found.push(`${tag}[${name}=${value}]`);
      if (name === 'style' && /expression|url\s*\(/i.test(value)) found.push(`${tag}[style]`);
    }
    if (tag === 'input' && el.getAttribute('type') !== 'checkbox') found.push('<input> that is not a task checkbox');
  }
  return found;
}

describe('Markdown never renders raw HTML or script URLs', () => {
  it('random text with tags, event attributes and script links renders nothing executable', () => {
    fc.assert(
      fc.property(userText, (text) => {
        expect(unsafeParts(renderMarkdown(text))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('a raw tag shows as the text the user typed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DANGEROUS_TAGS),
        fc.string({ unit: fc.constantFrom(...'abcdef色彩'), minLength: 1, maxLength: 8 }),
        (tag, inner) => {
          const root = renderMarkdown(`前言 <${tag} onerror="alert(1)">${inner}</${tag}> 结尾`);
          expect(root.querySelector(tag)).toBeNull();
          expect(root.textContent).toContain(`<${tag}`);
          expect(root.textContent).toContain(inner);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('no component renders HTML from strings', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });

  it('src/ has no dangerouslySetInnerHTML, innerHTML, outerHTML, insertAdjacentHTML or document.write', () => {
    const offenders = files('src').filter((file) =>
      /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\(/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('every markdown-to-jsx use disables raw HTML parsing', () => {
    const users = files('src').filter((file) => readFileSync(file, 'utf8').includes("from 'markdown-to-jsx'"));
    expect(users.length).toBeGreaterThan(0);
    for (const file of users) expect(readFileSync(file, 'utf8'), file).toContain('disableParsingRawHTML: true');
  });
});
