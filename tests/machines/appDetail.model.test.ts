import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { server } from '../../mocks/node';
import { url } from '../../mocks/rules/respond';
import { listMyAssistants } from '../../src/api/app';
import { searchStore } from '../../src/api/appStore';
import { paths } from '../../src/api/paths';
import { paths as routes } from '../../src/routes/paths';
import { appDetailMachine } from '../../src/machines/appDetail';
import { storeToken } from '../../src/machines/credentials';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';
import { noticesHeard } from '../notices';

serveSimulatorPerTest();

const heard = noticesHeard();
beforeEach(async () => {
  storeToken(await loginAs('dev_ent'));
  window.history.replaceState(null, '', '/');
});

/** The seeded store app 智能巡检助手 (mocks/seed/apps.ts), as the store lists it. */
async function inspectionApp() {
  const page = await searchStore({ pageNum: 1, pageSize: 12, keyword: '智能巡检助手' });
  expect(page.records).toHaveLength(1);
  return page.records[0];
}

describe('app detail against the simulator', () => {
  it('shows the listing of the app asked for', async () => {
    const listed = await inspectionApp();
    const actor = createActor(appDetailMachine, { input: { id: listed.id } }).start();
    expect(actor.getSnapshot().context).toEqual({ id: listed.id, guides: [] });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.app).toMatchObject({ id: listed.id, appName: '智能巡检助手' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('still shows the listing when its guide questions cannot be had', async () => {
    const listed = await inspectionApp();
    server.use(http.get(url(paths.app.guideList(':id')), () => HttpResponse.error()));
    const actor = createActor(appDetailMachine, { input: { id: listed.id } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ app: { appName: '智能巡检助手' }, guides: [] });
  });

  it('says why an app cannot be shown, and 重试 asks again', async () => {
    const actor = createActor(appDetailMachine, { input: { id: '987654321' } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('应用不存在或未上架');
    actor.send({ type: 'DETAIL.RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.matches('failed'));
  });

  it('adds the app, says 添加成功 and goes to my apps with the app marked', async () => {
    const listed = await inspectionApp();
    expect((await listMyAssistants()).map((a) => a.id)).not.toContain(listed.id);
    const actor = createActor(appDetailMachine, { input: { id: listed.id } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'DETAIL.ADD' });
    await waitFor(actor, (s) => s.matches('ready') && heard.length > 0);
    expect(heard).toEqual([{ message: '添加成功', kind: 'success' }]);
    expect((await listMyAssistants()).map((a) => a.id)).toContain(listed.id);
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      `${routes.appList()}?oldId=${encodeURIComponent(listed.id)}`,
    );
  });

  it('after a refused add, stays on the listing, ready to add again', async () => {
    const listed = await inspectionApp();
    server.use(http.post(url(paths.app.apply), () => HttpResponse.error()));
    const actor = createActor(appDetailMachine, { input: { id: listed.id } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'DETAIL.ADD' });
    expect(actor.getSnapshot().value).toBe('adding');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(heard.filter((n) => n.kind === 'success')).toEqual([]);
    expect(window.location.pathname).toBe('/');
    expect(actor.getSnapshot().can({ type: 'DETAIL.ADD' })).toBe(true);
  });
});
