import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { tables } from '../../../../mocks/db/models';
import { AppDetailPage } from '../../../../src/ui/pages/appCenter/AppDetailPage';
import { renderSignedIn, serveSimulator } from '../../signedIn';

serveSimulator();
// Adding navigates through the browser history (platform.goTo): every test starts elsewhere.
beforeEach(() => window.history.replaceState(null, '', '/'));

const idOf = (appName: string) => tables.app.find((a) => a.appName === appName)!.id;

describe('AppDetailPage', () => {
  it('shows an approved app with its guide and demo data, and adds it to my apps', async () => {
    const id = idOf('智能巡检助手');
    const { user } = await renderSignedIn(<AppDetailPage />, 'dev_ent', `/app-center/app-detail?id=${id}`);
    expect(await screen.findByRole('heading', { name: '智能巡检助手' })).toBeTruthy();
    expect(screen.getByText('使用指南')).toBeTruthy();
    expect(screen.getByText('输电线路巡检常见缺陷有哪些？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '添加到我的应用' }));
    await screen.findByText('添加成功');
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe(`/app-center/my-app/app-list?oldId=${id}`),
    );
  });

  it('says so when the app is not in the store', async () => {
    await renderSignedIn(<AppDetailPage />, 'dev_ent', '/app-center/app-detail?id=nope');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('应用不存在或未上架');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
