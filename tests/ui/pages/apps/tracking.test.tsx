import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { systemActor } from '../../../../src/machines/app';
import { AppListPage } from '../../../../src/ui/pages/appCenter/AppListPage';
import { AppStorePage } from '../../../../src/ui/pages/appCenter/AppStorePage';
import { renderSignedIn, serveSimulator } from '../../signedIn';

serveSimulator();
beforeEach(() => window.history.replaceState(null, '', '/'));

/** The named events the tracker has queued (page views left out), as [identifier, props]. */
function tracked(app: Parameters<typeof systemActor>[0]) {
  return systemActor(app, 'tracker')
    .getSnapshot()
    .context.queue.filter((e) => e.module !== 'page')
    .map((e) => [e.identifier, e.props] as const);
}

describe('app center clicks are tracked by name (SPEC 9)', () => {
  it('app store: a category and adding an app', async () => {
    const { app, user } = await renderSignedIn(<AppStorePage />, 'dev_ent', '/app-center/app-store');
    await screen.findByRole('article', { name: '营销文案生成' });
    await user.click(within(screen.getByRole('group', { name: '应用分类' })).getByRole('button', { name: '办公助手' }));
    expect(tracked(app).map(([id]) => id)).toContain('appCenter.store_category');

    await user.click(within(screen.getByRole('group', { name: '应用分类' })).getByRole('button', { name: '全部' }));
    await user.click(await screen.findByRole('button', { name: '添加到我的应用：营销文案生成' }));
    expect(tracked(app)).toContainEqual(['appCenter.add_app', expect.objectContaining({ app: expect.any(String) as string })]);
  });

  it('my apps: starting a conversation with an app', async () => {
    const { app, user } = await renderSignedIn(<AppListPage />, 'dev_ent', '/app-center/my-app/app-list');
    await user.click(await screen.findByRole('link', { name: '开始对话' }));
    expect(tracked(app).map(([id]) => id)).toContain('appCenter.open_app');
  });
});
