// The command palette (Ctrl/⌘+K): pages the visitor may open, recent pages, actions; keyboard only.
import { act, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PaletteLauncher } from '../../../src/ui/palette/PaletteLauncher';
import { AppRoutes } from '../../../src/ui/routes/AppRoutes';
import { renderSignedIn, serveSimulator } from '../signedIn';

serveSimulator();
// Each test renders the whole signed-in app (every route, the shell, the palette): 5–10 s alone,
// 30–45 s with the machine at load 25, where 60 s was not always enough.
vi.setConfig({ testTimeout: 120_000 });

beforeAll(() => {
  // jsdom has no CSS.escape; the combobox scrolls its highlighted option into view with it.
  globalThis.CSS ??= {} as typeof CSS;
  CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
});

/**
 * Types one character at a time, each once the field shows the one before: the combobox writes
 * its text back to the field after each render, and in jsdom user-event's keystrokes can arrive
 * before that render (a browser renders between keystrokes; the e2e journey types at full speed).
 */
async function typeSearch(user: Awaited<ReturnType<typeof renderSignedIn>>['user'], input: HTMLElement, text: string) {
  for (let i = 1; i <= text.length; i++) {
    await user.keyboard(text[i - 1]);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(text.slice(0, i)));
  }
}

const optionNames = (listbox: HTMLElement) =>
  within(listbox)
    .queryAllByRole('option')
    .map((o) => o.textContent ?? '');

async function openWithShortcut(user: Awaited<ReturnType<typeof renderSignedIn>>['user']) {
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: '命令面板' });
  const input = within(dialog).getByRole('combobox', { name: '搜索页面与操作' });
  await waitFor(() => expect(document.activeElement).toBe(input));
  return { dialog, input, listbox: within(dialog).getByRole('listbox') };
}

/** Presses Ctrl+K in the commit that first shows the launcher, before any passive effect has run. */
function CtrlKOnCommit() {
  useLayoutEffect(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
  }, []);
  return null;
}

describe('command palette', () => {
  it('hears Ctrl+K pressed the moment the page is committed', async () => {
    await renderSignedIn(
      <>
        <PaletteLauncher />
        <CtrlKOnCommit />
      </>,
      'dev_ent',
      '/console/model-square',
    );
    expect(await screen.findByRole('dialog', { name: '命令面板' })).toBeTruthy();
  });

  it('offers a developer without admin rights no 管理后台 page', async () => {
    const dev = await renderSignedIn(<AppRoutes />, 'dev_ent', '/console/model-square');
    const { input, listbox } = await openWithShortcut(dev.user);
    const everything = optionNames(listbox);
    expect(everything.some((name) => name.startsWith('模型广场'))).toBe(true);
    expect(everything.some((name) => name.startsWith('密钥管理'))).toBe(true);
    expect(everything.filter((name) => name.includes('管理后台'))).toEqual([]);
    await typeSearch(dev.user, input, '用户管理');
    expect(await within(listbox).findByText('没有匹配的页面或操作')).toBeTruthy();
  });

  it('offers an admin the pages of 管理后台', async () => {
    const admin = await renderSignedIn(<AppRoutes />, 'admin', '/console/model-square');
    const opened = await openWithShortcut(admin.user);
    await typeSearch(admin.user, opened.input, '用户管理');
    const option = await within(opened.listbox).findByRole('option', { name: /用户管理/ });
    expect(option.textContent).toContain('管理后台 › 用户权限');
  });

  it('is driven by the keyboard: type, arrows, Enter opens the page; Escape closes and gives focus back', async () => {
    const { user, location } = await renderSignedIn(<AppRoutes />, 'dev_ent', '/console/model-square');
    const button = await screen.findByRole('button', { name: '打开命令面板' });
    button.focus();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: '命令面板' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '命令面板' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));

    // Without a keyboard (a phone), its own 关闭 button closes it the same way.
    await user.keyboard('{Control>}k{/Control}');
    await user.click(
      within(await screen.findByRole('dialog', { name: '命令面板' })).getByRole('button', { name: '关闭' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '命令面板' })).toBeNull());

    const opened = await openWithShortcut(user);
    await typeSearch(user, opened.input, '账单');
    // 消费账单 first, 日账单 second: the arrow moves the highlight, announced as the active descendant.
    await waitFor(() =>
      expect(optionNames(opened.listbox).map((n) => n.slice(0, 4))).toEqual(['消费账单', '日账单账']),
    );
    await user.keyboard('{ArrowDown}');
    const active = document.getElementById(opened.input.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toContain('日账单');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location.history.at(-1)).toBe('/account-center/transaction-mgmt/daily-bills'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '命令面板' })).toBeNull());
  });

  it('lists the pages visited last, newest first, without the current one or pages no longer allowed', async () => {
    // A page an earlier visitor of this browser opened that this one may not.
    window.localStorage.setItem('ai-portal-recent-pages', JSON.stringify(['/mgmt-console/management/user-management']));
    const { user, location } = await renderSignedIn(<AppRoutes />, 'dev_ent', '/console/model-square');
    act(() => location.navigate('/account-center/develop-manage/secret-key-manage'));
    await screen.findByRole('heading', { name: '密钥管理', level: 1 });
    act(() => location.navigate('/console/experience-center'));
    await screen.findByRole('heading', { name: '体验中心', level: 1 });
    const { dialog } = await openWithShortcut(user);
    const recent = within(dialog).getByRole('group', { name: '最近访问' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent?.slice(0, 4)),
    ).toEqual(['密钥管理', '模型广场']);
  });

  it('新建密钥 goes to the key page and opens its create dialog', async () => {
    const { user, location } = await renderSignedIn(<AppRoutes />, 'dev_ent', '/console/model-square');
    const { input } = await openWithShortcut(user);
    await typeSearch(user, input, '新建密钥');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location.history.at(-1)).toBe('/account-center/develop-manage/secret-key-manage'));
    expect(await screen.findByRole('dialog', { name: '新建密钥' })).toBeTruthy();
  });

  it('意见反馈 opens the feedback dialog', async () => {
    const { user } = await renderSignedIn(<AppRoutes />, 'dev_ent', '/console/model-square');
    const { input } = await openWithShortcut(user);
    await typeSearch(user, input, '意见');
    await user.keyboard('{Enter}');
    // dev_ent has given feedback before, so the dialog opens on their history. Its code loads with
    // this first opening: the bound is for a loaded machine, not a delay a passing test pays.
    expect(await screen.findByRole('dialog', { name: '历史反馈' }, { timeout: 30_000 })).toBeTruthy();
  });
});
