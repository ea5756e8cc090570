import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NARROW_QUERY } from '../../../src/ui/hooks/useNarrowWindow';
import { AppRoutes } from '../../../src/ui/routes/AppRoutes';
import { setMediaQuery } from '../../mediaQueries';
import { renderSignedIn, serveSimulator } from '../signedIn';

serveSimulator();

/** The window's width as media queries see it: narrow (the drawer's side of the fold) unless a test widens it. */
const resize = (toNarrow: boolean) => act(() => setMediaQuery(NARROW_QUERY, toNarrow));
beforeEach(() => setMediaQuery(NARROW_QUERY, true));

const PROFILE = '/account-center/account-information/profile';
const KEYS = '/account-center/develop-manage/secret-key-manage';

/**
 * The menu drawer of narrow windows (its button shows at 1200 px or less; jsdom applies no media queries, so it
 * is in the page at every width here): a real dialog with the header's sections and the section's pages.
 */
describe('the menu drawer', () => {
  it('opens as a dialog named 菜单 with the sections and the current section’s pages; a link navigates and closes it', async () => {
    const { user, location } = await renderSignedIn(<AppRoutes />, 'admin', PROFILE);
    const opener = await screen.findByRole('button', { name: '打开菜单' });
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(opener);
    const drawer = await screen.findByRole('dialog', { name: '菜单' });
    const sections = within(drawer).getByRole('navigation', { name: '主菜单' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['首页', '开发者中心', '应用中心', '管理后台', '文档中心']);
    const pages = within(drawer).getByRole('navigation', { name: '侧边菜单' });
    expect(within(pages).getByRole('link', { name: '个人资料' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(pages).getByRole('link', { name: '密钥管理' }));
    expect(location.history.at(-1)).toBe(KEYS);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '菜单' })).toBeNull());

    await user.click(screen.getByRole('button', { name: '打开菜单' }));
    const again = await screen.findByRole('dialog', { name: '菜单' });
    await user.click(
      within(within(again).getByRole('navigation', { name: '主菜单' })).getByRole('link', { name: '管理后台' }),
    );
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/mgmt-console/));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '菜单' })).toBeNull());
  });

  it('closes with Escape and with 关闭, and gives the focus back to 打开菜单', async () => {
    const { user } = await renderSignedIn(<AppRoutes />, 'dev_ent', PROFILE);
    const opener = await screen.findByRole('button', { name: '打开菜单' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: '菜单' })).toBeTruthy();
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '菜单' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(opener.getAttribute('aria-expanded')).toBe('false');

    await user.click(opener);
    const drawer = await screen.findByRole('dialog', { name: '菜单' });
    await user.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '菜单' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes when the window widens past the fold, and stays closed when it narrows again', async () => {
    const { user } = await renderSignedIn(<AppRoutes />, 'dev_ent', PROFILE);
    await user.click(await screen.findByRole('button', { name: '打开菜单' }));
    expect(await screen.findByRole('dialog', { name: '菜单' })).toBeTruthy();
    resize(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '菜单' })).toBeNull());
    resize(true);
    expect(screen.getByRole('button', { name: '打开菜单' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog', { name: '菜单' })).toBeNull();
  });
});
