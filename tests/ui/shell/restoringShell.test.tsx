// Issue 12 (layout shift, largest paint): while a returning user's session loads, the shell keeps the
// signed-in layout's room instead of showing the guest's header first; a guest's page does not wait
// for the guest session.
import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http as mock } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { paths } from '../../../src/api/paths';
import { systemActor } from '../../../src/machines/app';
import { SESSION_COOKIE, storeToken } from '../../../src/machines/credentials';
import { AppRoutes } from '../../../src/ui/routes/AppRoutes';
import { renderWithApp } from '../../render';
import { serveSimulator } from '../signedIn';
import { loginAs } from '../../unit/mocks/client';

serveSimulator();

beforeAll(() => {
  // jsdom has no media queries; the side menu asks whether the window is narrow (a wide one here).
  Object.assign(window, {
    matchMedia: (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }),
  });
});

/** Holds calls to `path` until released; then the simulator answers them. */
function hold(method: 'get' | 'post', path: string): () => void {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(mock[method](new RegExp(`${path}$`), async () => void (await gate)));
  return release;
}

describe('the shell while the session is restored', () => {
  it('keeps the side menu’s room and shows no guest header, then fills both in', async () => {
    storeToken(await loginAs('admin'));
    const release = hold('get', paths.user.myDetail);
    renderWithApp(<AppRoutes />, { path: '/console/model-square' });

    const sideMenu = await screen.findByRole('navigation', { name: '侧边菜单' });
    expect(sideMenu.getAttribute('aria-busy')).toBe('true');
    const mainMenu = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(mainMenu).queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('button', { name: '去登录' })).toBeNull();

    release();
    expect(await within(sideMenu).findByRole('link', { name: '模型广场' })).toBeTruthy();
    expect(sideMenu.getAttribute('aria-busy')).toBeNull();
    expect(within(mainMenu).getByRole('link', { name: '开发者中心' })).toBeTruthy();
    expect(within(mainMenu).getByRole('link', { name: '管理后台' })).toBeTruthy();
    expect(await screen.findByTestId('user-menu')).toBeTruthy();
  });

  it('shows a guest the home page and guest header before the guest session is set up', async () => {
    Cookies.remove(SESSION_COOKIE, { path: '/' }); // a first visit: no guest id yet
    const release = hold('post', paths.user.guestSession);
    const { app } = renderWithApp(<AppRoutes />, { path: '/home' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(systemActor(app, 'session').getSnapshot().matches('guestSession')).toBe(true);
    release();
    expect(await screen.findByRole('button', { name: '去登录' })).toBeTruthy();
    const mainMenu = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(mainMenu).getByRole('link', { name: '文档中心' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '侧边菜单' })).toBeNull());
  });
});
