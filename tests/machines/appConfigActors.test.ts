import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { tables } from '../../mocks/db/models';
import { paths } from '../../src/api/paths';
import { appConfigMachine } from '../../src/machines/appConfig';
import { storeToken } from '../../src/machines/credentials';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';
import { noticesHeard } from '../notices';
import { recordBodies } from './requestBodies';

/**
 * The admin's app configuration against the simulator: which apps the picker offers, what the
 * editor starts with, and what a save sends and shows. The seed gives every approved app all three
 * levels (使用 :read, 编辑 :edit, 授权 :auth); 会议纪要助手 is one of them.
 */
serveSimulatorPerTest();
beforeEach(async () => storeToken(await loginAs('admin')));
const heard = noticesHeard();
const listSent = recordBodies(paths.app.list);
const updateSent = recordBodies(paths.app.update);

const appNamed = (name: string) => tables.app.find((a) => a.appName === name)!;
const code = (name: string, level: string) => `AppC:app:${appNamed(name).id}:${level}`;

async function browsing() {
  const actor = createActor(appConfigMachine).start();
  await waitFor(actor, (s) => !s.matches('loadingApps'));
  expect(actor.getSnapshot().value).toBe('browsing');
  return actor;
}

async function editing(name: string) {
  const actor = await browsing();
  actor.send({ type: 'CONFIG.PICK', appId: appNamed(name).id });
  await waitFor(actor, (s) => !s.matches('loadingConfig'));
  expect(actor.getSnapshot().value).toBe('editing');
  return actor;
}

describe('picking an app', () => {
  it('offers approved apps only: the admin’s own app still under review is left out', async () => {
    const admin = tables.user.find((u) => u.userName === 'admin')!;
    // 小文读书笔记 is under review (auditStatus 1); made the admin's own, the list answers it to them.
    await tables.app.patch(appNamed('小文读书笔记').id, { userId: admin.id });
    const names = (await browsing()).getSnapshot().context.apps.map((a) => a.appName);
    expect(names).toContain('会议纪要助手');
    expect(names).toContain('云帆客服助手');
    expect(names).not.toContain('小文读书笔记');
  });

  it('asks for the first 100 apps, with no keyword until one is typed', async () => {
    await browsing();
    expect(await listSent()).toEqual([{ pageNum: 1, pageSize: 100 }]);
  });

  it('searches by the keyword without the spaces around it', async () => {
    const actor = await browsing();
    actor.send({ type: 'CONFIG.SEARCH', keyword: '  会议  ' });
    await waitFor(actor, (s) => !s.matches('loadingApps'));
    expect(actor.getSnapshot().context.apps.map((a) => a.appName)).toEqual(['会议纪要助手']);
    expect((await listSent())[1]).toEqual({ pageNum: 1, pageSize: 100, keyword: '会议' });
  });

  it('a blank keyword lists every approved app again', async () => {
    const actor = await browsing();
    const all = actor.getSnapshot().context.apps.length;
    actor.send({ type: 'CONFIG.SEARCH', keyword: '会议' });
    await waitFor(actor, (s) => !s.matches('loadingApps'));
    expect(actor.getSnapshot().context.apps).toHaveLength(1);
    actor.send({ type: 'CONFIG.SEARCH', keyword: '   ' });
    await waitFor(actor, (s) => !s.matches('loadingApps'));
    expect(actor.getSnapshot().context.apps).toHaveLength(all);
    expect((await listSent())[2]).toEqual({ pageNum: 1, pageSize: 100 });
  });
});

describe('editing an app’s levels', () => {
  it('opens the picked app with the levels it offers ticked', async () => {
    const actor = await editing('会议纪要助手');
    const { config, checked } = actor.getSnapshot().context;
    expect(config?.appName).toBe('会议纪要助手');
    expect(checked).toEqual([code('会议纪要助手', 'read'), code('会议纪要助手', 'edit'), code('会议纪要助手', 'auth')]);
  });

  it('unticks and reticks a level: ticking again puts it back last', async () => {
    const actor = await editing('会议纪要助手');
    actor.send({ type: 'CONFIG.TOGGLE', code: code('会议纪要助手', 'edit') });
    expect(actor.getSnapshot().context.checked).toEqual([code('会议纪要助手', 'read'), code('会议纪要助手', 'auth')]);
    actor.send({ type: 'CONFIG.TOGGLE', code: code('会议纪要助手', 'edit') });
    expect(actor.getSnapshot().context.checked).toEqual([
      code('会议纪要助手', 'read'),
      code('会议纪要助手', 'auth'),
      code('会议纪要助手', 'edit'),
    ]);
  });

  it('saves the ticked levels, says 保存成功 and reopens the app with only those ticked', async () => {
    const actor = await editing('会议纪要助手');
    const id = appNamed('会议纪要助手').id;
    actor.send({ type: 'CONFIG.TOGGLE', code: code('会议纪要助手', 'edit') });
    actor.send({ type: 'CONFIG.SAVE' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(await updateSent()).toEqual([
      { id, features: [code('会议纪要助手', 'read'), code('会议纪要助手', 'auth')] },
    ]);
    expect(heard).toEqual([{ message: '保存成功', kind: 'success' }]);
    const { config, checked } = actor.getSnapshot().context;
    expect(config?.functionalPermissions.map((f) => [f.name, f.check])).toEqual([
      ['使用', true],
      ['编辑', false],
      ['授权', true],
    ]);
    expect(checked).toEqual([code('会议纪要助手', 'read'), code('会议纪要助手', 'auth')]);
  });

  it('picks another app from the editor', async () => {
    const actor = await editing('会议纪要助手');
    actor.send({ type: 'CONFIG.PICK', appId: appNamed('云帆客服助手').id });
    await waitFor(actor, (s) => !s.matches('loadingConfig'));
    expect(actor.getSnapshot().context.config?.appName).toBe('云帆客服助手');
    expect(actor.getSnapshot().context.checked).toEqual([
      code('云帆客服助手', 'read'),
      code('云帆客服助手', 'edit'),
      code('云帆客服助手', 'auth'),
    ]);
  });
});
