import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppListPage } from '../../../../src/ui/pages/appCenter/AppListPage';
import { AppStorePage } from '../../../../src/ui/pages/appCenter/AppStorePage';
import { renderSignedIn, serveSimulator } from '../../signedIn';
import { recordTracked } from '../../tracked';

serveSimulator();
beforeEach(() => window.history.replaceState(null, '', '/'));

describe('app center clicks are tracked by name (SPEC 9)', () => {
  it('app store: a category and adding an app', async () => {
    const { app, user } = await renderSignedIn(<AppStorePage />, 'dev_ent', '/app-center/app-store');
    const tracked = recordTracked(app);
    await screen.findByRole('article', { name: '营销文案生成' });
    await user.click(within(screen.getByRole('group', { name: '应用分类' })).getByRole('button', { name: '办公助手' }));
    expect(tracked().map(([id]) => id)).toContain('appCenter.store_category');

    await user.click(within(screen.getByRole('group', { name: '应用分类' })).getByRole('button', { name: '全部' }));
    await user.click(await screen.findByRole('button', { name: '添加到我的应用：营销文案生成' }));
    expect(tracked()).toContainEqual([
      'appCenter.add_app',
      expect.objectContaining({ app: expect.any(String) as string }),
    ]);
  });

  it('my apps: starting a conversation with an app', async () => {
    const { app, user } = await renderSignedIn(<AppListPage />, 'dev_ent', '/app-center/my-app/app-list');
    const tracked = recordTracked(app);
    await user.click(await screen.findByRole('link', { name: '开始对话' }));
    expect(tracked().map(([id]) => id)).toContain('appCenter.open_app');
  });
});
