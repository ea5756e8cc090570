// SPEC section 2: app-list, app-dialogue and docs-center are kept alive. The header's sections are
// parents that redirect to a child: while the guard redirects, the kept-alive pages must stay mounted.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeToken } from '../../../src/machines/credentials';
import { AppRoutes } from '../../../src/ui/routes/AppRoutes';
import { renderWithApp } from '../../render';
import { serveSimulator } from '../signedIn';
import { loginAs } from '../../unit/mocks/client';

serveSimulator();

describe('kept-alive pages and the sections that redirect', () => {
  it('keeps the docs search text through /console (redirecting to the model square) and back', async () => {
    storeToken(await loginAs('dev_ent'));
    const { location } = renderWithApp(<AppRoutes />, { path: '/docs-center' });
    await userEvent.type(await screen.findByLabelText('搜索文档'), '知识库');
    act(() => location.navigate('/console'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/console/model-square'));
    expect(await screen.findByRole('heading', { name: '模型广场', level: 1 })).toBeTruthy();
    act(() => location.navigate('/docs-center'));
    expect(((await screen.findByLabelText('搜索文档')) as HTMLInputElement).value).toBe('知识库');
  });

  it('keeps the app list’s selection when /app-center redirects back to the list', async () => {
    storeToken(await loginAs('dev_ent'));
    const { location } = renderWithApp(<AppRoutes />, { path: '/app-center/my-app/app-list' });
    const mine = await screen.findByRole('list', { name: '我的应用' });
    const rows = await within(mine).findAllByTestId('my-app');
    const pick = within(rows[1]).getAllByRole('button')[0];
    await userEvent.click(pick);
    expect(pick.getAttribute('aria-current')).toBe('true');
    act(() => location.navigate('/app-center'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/app-center/my-app/app-list'));
    expect(
      within(screen.getByRole('list', { name: '我的应用' }))
        .getAllByTestId('my-app')[1]
        .contains(pick),
    ).toBe(true);
    expect(pick.getAttribute('aria-current')).toBe('true');
  });
});
