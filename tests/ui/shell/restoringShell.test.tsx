// Issue 12 (layout shift, largest paint): while a returning user's session loads, the shell keeps the
// signed-in layout's room instead of showing the guest's header first; a guest's page does not wait
// for the guest session.
import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http as mock } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { paths } from '../../../src/api/paths';
import { systemActor } from '../../../src/machines/app';
import { SESSION_COOKIE, readKnownCodes, storeKnownCodes, storeToken } from '../../../src/machines/credentials';
import { AppRoutes } from '../../../src/ui/routes/AppRoutes';
import { renderWithApp } from '../../render';
import { serveSimulator } from '../signedIn';
import { loginAs } from '../../unit/mocks/client';

serveSimulator();

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

/** The codes the route table asks for on the way to each page (src/routes/table.ts), written out. */
const MODEL_SQUARE_CODES = ['DevC:read', 'DevC:modelC:modelPlaza:read'];
const USER_MANAGEMENT_CODES = ['MC:read', 'MC:userPerm:read', 'MC:userPerm:userManage:user:read'];

/** Holds the session's two sign-in calls; returns one release for both. */
function holdSignIn(): () => void {
  const releaseDetail = hold('get', paths.user.myDetail);
  const releaseCodes = hold('get', paths.permission.mine);
  return () => {
    releaseDetail();
    releaseCodes();
  };
}

describe('a returning user whose permissions are known from their last visit', () => {
  it('sees their page while the session loads, the shell keeping the signed-in room; the answer keeps the page', async () => {
    const token = await loginAs('admin');
    storeToken(token);
    storeKnownCodes(token, MODEL_SQUARE_CODES);
    const release = holdSignIn();
    const { app } = renderWithApp(<AppRoutes />, { path: '/console/model-square' });

    const heading = await screen.findByRole('heading', { name: '模型广场', level: 1 });
    expect(systemActor(app, 'session').getSnapshot().matches('loading')).toBe(true);
    expect(screen.getByRole('navigation', { name: '侧边菜单' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: '去登录' })).toBeNull();
    // The header's sections come from the same known permissions as the page: no empty menu bar.
    expect(
      within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('link', { name: '开发者中心' }),
    ).toBeTruthy();

    release();
    expect(await screen.findByTestId('user-menu')).toBeTruthy();
    // The same page stays: it is not unmounted and rendered again when the answer comes.
    expect(screen.getByRole('heading', { name: '模型广场', level: 1 })).toBe(heading);
    // What the session answered is what is known next time (the seeded admin has every permission).
    expect(readKnownCodes(token)).toEqual(expect.arrayContaining([...MODEL_SQUARE_CODES, ...USER_MANAGEMENT_CODES]));
  });

  it('waits for the session when the known permissions do not allow the page: no refusal on them', async () => {
    const token = await loginAs('admin');
    storeToken(token);
    storeKnownCodes(token, MODEL_SQUARE_CODES);
    const release = holdSignIn();
    const { location } = renderWithApp(<AppRoutes />, { path: '/mgmt-console/management/user-management' });

    expect(await screen.findByRole('status', { name: '加载中' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '用户管理', level: 1 })).toBeNull();
    expect(screen.queryByText('页面不存在或无权限')).toBeNull();
    expect(location.history.at(-1)).toBe('/mgmt-console/management/user-management');

    release();
    expect(await screen.findByRole('heading', { name: '用户管理', level: 1 })).toBeTruthy();
  });

  it('is refused the page by the session’s answer when the permission was taken away since', async () => {
    const token = await loginAs('dev_ent');
    storeToken(token);
    storeKnownCodes(token, USER_MANAGEMENT_CODES);
    const release = holdSignIn();
    const { location } = renderWithApp(<AppRoutes />, { path: '/mgmt-console/management/user-management' });

    expect(await screen.findByRole('heading', { name: '用户管理', level: 1 })).toBeTruthy();
    release();
    await waitFor(() => expect(location.history.at(-1)).toBe('/home'));
    expect(await screen.findByText('页面不存在或无权限')).toBeTruthy();
    expect(readKnownCodes(token)).not.toContain('MC:read');
  });

  it('does not take another token’s known permissions', async () => {
    storeKnownCodes('another-token', MODEL_SQUARE_CODES);
    storeToken(await loginAs('admin'));
    const release = holdSignIn();
    renderWithApp(<AppRoutes />, { path: '/console/model-square' });

    expect(await screen.findByRole('status', { name: '加载中' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '模型广场', level: 1 })).toBeNull();
    release();
    expect(await screen.findByRole('heading', { name: '模型广场', level: 1 })).toBeTruthy();
  });

  it('forgets them when the session expires', async () => {
    const token = await loginAs('admin');
    storeToken(token);
    const { app } = renderWithApp(<AppRoutes />, { path: '/console/model-square' });
    await screen.findByTestId('user-menu');
    expect(readKnownCodes(token)).toEqual(expect.arrayContaining(MODEL_SQUARE_CODES));

    systemActor(app, 'session').send({ type: 'SESSION.EXPIRED' });
    expect(readKnownCodes(token)).toBeUndefined();
  });
});
