// A signed-in visit whose profile calls fail: the shell signs in with what came, shows what failed
// with a retry, and never shows 去登录 (the token stands) nor a spinner that never ends.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { paths } from '../../../src/api/paths';
import { storeToken } from '../../../src/machines/credentials';
import { AppRoutes } from '../../../src/ui/routes/AppRoutes';
import { renderWithApp } from '../../render';
import { serveSimulator } from '../signedIn';
import { loginAs } from '../../unit/mocks/client';

serveSimulator();

/** Until `heal` is called, calls to `path` answer 500 as the backend would. */
function breaks(method: 'get' | 'post', path: string): () => void {
  let broken = true;
  server.use(
    mock[method](new RegExp(`${path}$`), () =>
      broken ? HttpResponse.json({ code: 500, msg: '服务异常', data: null }) : undefined,
    ),
  );
  return () => void (broken = false);
}

/** The alert a message is in (an alert is not named by its content). */
const alertWith = (text: HTMLElement): HTMLElement => text.closest<HTMLElement>('[role=alert]')!;

const AUTH_PAGE = '/account-center/real-name-management/authentication';

describe('a signed-in visit whose profile calls fail', () => {
  it('verification failing: signed in, the page and the banner say the badge did not load, the retry brings it', async () => {
    storeToken(await loginAs('dev_person'));
    const heal = breaks('get', paths.verification.myDetail);
    renderWithApp(<AppRoutes />, { path: AUTH_PAGE });
    const banner = alertWith(await screen.findByText('实名认证状态加载失败'));
    expect(await screen.findByTestId('user-menu')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '去登录' })).toBeNull();
    expect(await screen.findByText('实名认证状态暂未加载')).toBeTruthy();
    heal();
    await userEvent.click(within(banner).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByText('实名认证状态加载失败')).toBeNull());
    expect(await screen.findByRole('region', { name: '个人认证' })).toBeTruthy();
  });

  it('permissions failing: a retry panel and a header retry instead of 去登录 or a spinner; the retry signs in', async () => {
    storeToken(await loginAs('dev_person'));
    const heal = breaks('post', paths.permission.mine);
    renderWithApp(<AppRoutes />, { path: AUTH_PAGE });
    const panel = alertWith(await screen.findByText('登录信息加载失败'));
    expect(screen.queryByRole('button', { name: '去登录' })).toBeNull();
    expect(screen.getByRole('button', { name: '重新加载登录信息' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();
    heal();
    await userEvent.click(within(panel).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('user-menu')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '认证管理' })).toBeTruthy();
  });
});
