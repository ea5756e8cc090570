import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { paths } from '../../../../src/api/paths';
import { AppListPage } from '../../../../src/ui/pages/appCenter/AppListPage';
import { renderSignedIn, serveSimulator } from '../../signedIn';

serveSimulator();
afterEach(() => server.events.removeAllListeners());

const myApps = () => screen.getByRole('list', { name: '我的应用' });
/** App names in list order, read from each row's remove button. */
const names = () =>
  within(myApps())
    .getAllByRole('button', { name: /^移除 / })
    .map((b) => b.getAttribute('aria-label')!.replace('移除 ', ''));

async function renderList(path = '/app-center/my-app/app-list') {
  const rendered = await renderSignedIn(<AppListPage />, 'dev_ent', path);
  await within(myApps()).findAllByRole('listitem');
  return rendered;
}

describe('AppListPage', () => {
  it('shows the placeholder 我的应用 as the current app by default', async () => {
    await renderList();
    const current = screen.getByRole('region', { name: '当前应用' });
    expect(within(current).getByText('我的应用')).toBeTruthy();
    expect(within(current).getByRole('link', { name: '开始对话' }).getAttribute('href')).toContain('appId=999999');
  });

  it('selects the app named by ?oldId', async () => {
    await renderList('/app-center/my-app/app-list?oldId=2');
    const selected = await waitFor(() => {
      const found = within(myApps())
        .getAllByRole('button')
        .find((b) => b.getAttribute('aria-current') === 'true');
      expect(found).toBeTruthy();
      return found!;
    });
    const current = screen.getByRole('region', { name: '当前应用' });
    expect(within(current).getByRole('link', { name: '开始对话' }).getAttribute('href')).toContain('appId=2');
    expect(selected.textContent).toContain(within(current).getAllByText(/./)[0].textContent);
  });

  it('moves an app down with the keyboard alternative and keeps the order after a reload', async () => {
    const { user, unmount } = await renderList();
    const before = names();
    const first = before[0];
    // The save has no notice of its own: wait for the platform to have answered it.
    const saved = new Promise<void>((resolve) =>
      server.events.on(
        'response:mocked',
        ({ request }) => request.url.endsWith(paths.app.myAssistantDrag) && resolve(),
      ),
    );
    await user.click(screen.getByRole('button', { name: `下移 ${first}` }));
    expect(names()).toEqual([before[1], before[0], ...before.slice(2)]);
    await saved;
    // The order is saved: a fresh page reads it back from the platform.
    unmount();
    await renderList();
    await waitFor(() => expect(names()).toEqual([before[1], before[0], ...before.slice(2)]));
  });

  it('asks before removing an app, then removes it', async () => {
    const { user } = await renderList();
    const count = names().length;
    const appName = names()[0];
    const first = screen.getByRole('button', { name: `移除 ${appName}` });
    await user.click(first);
    const dialog = await screen.findByRole('alertdialog', { name: '移除应用' });
    expect(within(dialog).getByText(new RegExp(appName))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '移除' }));
    await screen.findByText('已移除');
    await waitFor(() => expect(names()).toHaveLength(count - 1));
    expect(within(myApps()).queryByRole('button', { name: `移除 ${appName}` })).toBeNull();
  });
});
