/**
 * index.html's inline scripts name the token cookie through a placeholder the build and the dev
 * server fill from src/machines/credentials.ts (scripts/build/tokenCookie.ts); SPEC names it `token`.
 */
import { readFileSync } from 'node:fs';
import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { tokenCookieName } from '../../../scripts/build/tokenCookie';

const transform = (html: string) => {
  const hook = tokenCookieName().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call(undefined as never, html, { path: '/index.html', filename: 'index.html' }) as string;
};

describe('token cookie name in index.html', () => {
  it("fills index.html's signed-in check with the cookie's name, leaving no placeholder", () => {
    const html = transform(readFileSync('index.html', 'utf8'));
    expect(html).toContain('if (/(^|; )token=/.test(cookies))');
    expect(html).not.toContain('%TOKEN_COOKIE%');
  });

  it('leaves a page without the placeholder as it is (the bench builds its floor pages with these plugins)', () => {
    expect(transform('<p>%FLOOR%</p>')).toBe('<p>%FLOOR%</p>');
  });
});
