// Light, dark or the system's theme: chosen in the header's 主题 menu or the palette, remembered,
// applied before the first paint by index.html's inline script.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../src/ui/routes/AppRoutes';
import { setMediaQuery } from '../../mediaQueries';
import { renderWithApp } from '../../render';
import { serveSimulator } from '../signedIn';

serveSimulator();

const KEY = 'ai-portal-color-mode';

/** Sets the system's dark preference, telling the page as a browser does. */
const systemPrefersDark = (dark: boolean) => setMediaQuery('(prefers-color-scheme: dark)', dark);

const html = document.documentElement;
const theme = () => (html.classList.contains('dark') ? 'dark' : html.classList.contains('light') ? 'light' : 'none');

beforeEach(() => {
  localStorage.removeItem(KEY);
  html.className = '';
  html.style.colorScheme = '';
});
afterEach(() => localStorage.removeItem(KEY));

async function pick(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: /^主题：/ }));
  const menu = await screen.findByRole('menu');
  await user.click(within(menu).getByRole('menuitemradio', { name }));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

describe('the 主题 menu', () => {
  it('offers 浅色, 深色 and 跟随系统; a choice is applied, remembered in storage and named on the button', async () => {
    systemPrefersDark(false);
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<AppRoutes />, { path: '/home' });
    expect((await screen.findByRole('button', { name: '主题：跟随系统' })).getAttribute('aria-haspopup')).toBe('menu');
    expect(theme()).toBe('light');

    await user.click(screen.getByRole('button', { name: '主题：跟随系统' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((i) => i.textContent),
    ).toEqual(['浅色', '深色', '跟随系统']);
    expect(within(menu).getByRole('menuitemradio', { name: '跟随系统' }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(menu).getByRole('menuitemradio', { name: '深色' }));

    await waitFor(() => expect(theme()).toBe('dark'));
    expect(html.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(KEY)).toBe('dark');
    expect(await screen.findByRole('button', { name: '主题：深色' })).toBeTruthy();
    unmount();

    // A later visit starts from the stored choice.
    html.className = '';
    renderWithApp(<AppRoutes />, { path: '/home' });
    expect(await screen.findByRole('button', { name: '主题：深色' })).toBeTruthy();
    await pick(user, '浅色');
    expect(theme()).toBe('light');
    expect(localStorage.getItem(KEY)).toBe('light');
  });

  it('跟随系统 follows the system’s preference, also when it changes while the page is open; an explicit choice does not', async () => {
    systemPrefersDark(true);
    const user = userEvent.setup();
    renderWithApp(<AppRoutes />, { path: '/home' });
    await screen.findByRole('button', { name: '主题：跟随系统' });
    expect(theme()).toBe('dark');
    act(() => systemPrefersDark(false));
    expect(theme()).toBe('light');
    act(() => systemPrefersDark(true));
    expect(theme()).toBe('dark');

    await pick(user, '浅色');
    expect(theme()).toBe('light');
    act(() => systemPrefersDark(false));
    act(() => systemPrefersDark(true));
    expect(theme()).toBe('light');

    await pick(user, '跟随系统');
    expect(localStorage.getItem(KEY)).toBe('system');
    expect(theme()).toBe('dark');
  });
});

describe('the palette’s 切换主题', () => {
  it('switches to the other mode of the one on screen and keeps it as the choice', async () => {
    // jsdom has no CSS.escape; the palette's combobox scrolls its highlighted option into view with it.
    globalThis.CSS ??= {} as typeof CSS;
    CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
    systemPrefersDark(true);
    const user = userEvent.setup();
    renderWithApp(<AppRoutes />, { path: '/home' });
    await screen.findByRole('button', { name: '主题：跟随系统' });
    expect(theme()).toBe('dark');
    for (const expected of ['light', 'dark']) {
      await user.keyboard('{Control>}k{/Control}');
      const dialog = await screen.findByRole('dialog', { name: '命令面板' });
      const input = within(dialog).getByRole('combobox', { name: '搜索页面与操作' });
      await waitFor(() => expect(document.activeElement).toBe(input));
      await user.click(await within(dialog).findByRole('option', { name: /^切换主题/ }));
      await waitFor(() => expect(theme()).toBe(expected));
      expect(localStorage.getItem(KEY)).toBe(expected);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '命令面板' })).toBeNull());
    }
    expect(screen.getByRole('button', { name: '主题：深色' })).toBeTruthy();
  });
});

describe('before the first paint', () => {
  // The inline script of index.html, run as the browser runs it before any of the app's code.
  const inline = /<script>([\s\S]*?)<\/script>/.exec(readFileSync('index.html', 'utf8'))![1];
  const runInline = () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- index.html's own script, run as the browser runs it
    (new Function(inline) as () => void)();
  };

  it('index.html applies the stored choice, and the system’s preference when there is none', () => {
    systemPrefersDark(false);
    localStorage.setItem(KEY, 'dark');
    runInline();
    expect(theme()).toBe('dark');
    expect(html.style.colorScheme).toBe('dark');

    html.className = '';
    localStorage.setItem(KEY, 'system');
    runInline();
    expect(theme()).toBe('light');

    html.className = '';
    systemPrefersDark(true);
    localStorage.removeItem(KEY);
    runInline();
    expect(theme()).toBe('dark');

    html.className = '';
    localStorage.setItem(KEY, 'light');
    runInline();
    expect(theme()).toBe('light');
  });
});
