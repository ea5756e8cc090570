import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../../../src/ui/components/Markdown';
import { AppProviders } from '../../../src/ui/providers';
import { startApp } from '../../../src/machines/app';

const renderMd = (source: string) =>
  render(<AppProviders actor={startApp()}>{<Markdown>{source}</Markdown>}</AppProviders>);

describe('Markdown', () => {
  it('shows raw HTML from a document as text and never runs it', () => {
    const attack =
      '# 标题\n\n<script>window.__pwned = 1</script>\n\n<img src="x" onerror="window.__pwned = 2">\n\n<a href="javascript:alert(1)">点我</a>';
    const { container } = renderMd(attack);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.textContent).toContain('<script>window.__pwned = 1</script>');
    expect(container.textContent).toContain('<img src="x" onerror="window.__pwned = 2">');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('refuses javascript: links written as markdown', () => {
    const { container } = renderMd('[点我](javascript:alert(1))');
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('gives Chinese headings deep-linkable ids, repeated ones suffixed', () => {
    const { container } = renderMd('# 快速 开始\n\n## 密钥管理\n\n## 密钥管理\n\n## API 参考');
    expect([...container.querySelectorAll('h1, h2')].map((h) => h.id)).toEqual([
      '快速-开始',
      '密钥管理',
      '密钥管理-1',
      'api-参考',
    ]);
  });
});
