import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActor } from 'xstate';
import { tables } from '../../mocks/db/models';
import type { AppInfo, AppType } from '../../src/domain/types/app.types';
import { paths } from '../../src/api/paths';
import { appStoreMachine } from '../../src/machines/appStore';
import { storeToken } from '../../src/machines/credentials';
import { get, loginAs, post, serveSimulatorPerTest } from '../unit/mocks/client';
import { noticesHeard } from '../notices';
import { recordBodies } from './requestBodies';

/**
 * The app store against the simulator, as dev_ent: the categories and 我的应用 it starts with, what
 * a search asks for, and adding an app (添加成功, then the my-app list with the app selected,
 * SPEC section 8 and the app-list route's oldId query).
 */
serveSimulatorPerTest();
let token = '';
beforeEach(async () => {
  token = await loginAs('dev_ent');
  storeToken(token);
  window.history.replaceState(null, '', '/app-center/app-store');
});
const heard = noticesHeard();
const searchSent = recordBodies(paths.appStore.storeList);

type Store = ReturnType<typeof createActor<typeof appStoreMachine>>;
const listOf = (actor: Store) => actor.getSnapshot().children.list as AnyActor;
const records = (actor: Store) => (listOf(actor).getSnapshot().context as { records: AppInfo[] }).records;
const listLoaded = (actor: Store) =>
  waitFor(listOf(actor), (s: { matches: (v: string) => boolean }) => !s.matches('loading'));

async function opened() {
  const actor = createActor(appStoreMachine).start();
  await listLoaded(actor);
  await waitFor(actor, (s) => s.context.categories.length > 0 && s.context.addedIds.length > 0);
  return actor;
}

describe('opening the store', () => {
  it('knows the categories and which apps are already in 我的应用', async () => {
    const actor = await opened();
    const categories = (await get<AppType[]>(paths.appStore.categories, token)).data;
    const mine = (await post<AppInfo[]>(paths.app.myAssistant, {}, token)).data;
    expect(mine.length).toBeGreaterThan(0);
    expect(actor.getSnapshot().context).toMatchObject({ categories, addedIds: mine.map((a) => a.id) });
  });

  it('lists the first 12 store apps with no filter', async () => {
    const actor = await opened();
    expect(await searchSent()).toEqual([{ pageNum: 1, pageSize: 12 }]);
    expect(records(actor).length).toBeGreaterThan(1);
  });
});

describe('searching', () => {
  it('sends the keyword without its spaces, and no category when 全部 (0) is chosen', async () => {
    const actor = await opened();
    actor.send({ type: 'LIST.QUERY', query: { keyword: '  会议  ', appType: 0 } });
    await listLoaded(actor);
    expect((await searchSent())[1]).toEqual({ pageNum: 1, pageSize: 12, keyword: '会议' });
    expect(records(actor).map((a) => a.appName)).toEqual(['会议纪要助手']);
  });

  it('sends the chosen category, and no keyword when the box holds only spaces', async () => {
    const actor = await opened();
    const meeting = tables.app.find((a) => a.appName === '会议纪要助手')!;
    actor.send({ type: 'LIST.QUERY', query: { keyword: '   ', appType: meeting.appType } });
    await listLoaded(actor);
    expect((await searchSent())[1]).toEqual({ pageNum: 1, pageSize: 12, appType: meeting.appType });
    expect(records(actor).every((a) => a.appType === meeting.appType)).toBe(true);
    expect(records(actor).map((a) => a.appName)).toContain('会议纪要助手');
  });
});

describe('adding an app', () => {
  it('says 添加成功 and opens the my-app list with the added app selected', async () => {
    const actor = await opened();
    const app = records(actor).find((a) => !actor.getSnapshot().context.addedIds.includes(a.id))!;
    expect(app, 'a store app not yet in 我的应用').toBeDefined();
    actor.send({ type: 'STORE.ADD', appId: app.id });
    expect(actor.getSnapshot().context.addingId).toBe(app.id);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(heard).toEqual([{ message: '添加成功', kind: 'success' }]);
    expect(window.location.pathname + window.location.search).toBe(`/app-center/my-app/app-list?oldId=${app.id}`);
    expect(actor.getSnapshot().context.addingId).toBeUndefined();
    const mine = (await post<AppInfo[]>(paths.app.myAssistant, {}, token)).data;
    expect(mine.map((a) => a.id)).toContain(app.id);
  });
});
