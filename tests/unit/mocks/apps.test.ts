import { describe, expect, it } from 'vitest';
import type { AppInfo } from '../../../src/domain/types/app.types';
import type { AppResourceTree } from '../../../src/domain/types/appResource.types';
import type { AppSession } from '../../../src/domain/types/appSession.types';
import type { Page } from '../../../src/domain/types/common.types';
import type { DialogueRecord } from '../../../src/domain/types/qa.types';
import { appFormMessages, appMessages } from '../../../src/domain/apps';
import { resourceMessages } from '../../../mocks/handlers/appResource';
import { call, get, loginAs, post, serveSimulatorPerTest, uploadImage } from './client';

const APP = '/op-app/api/app/v1';
const STORE = '/op-app/api/appStore/v1';
const SESSION = '/op-app/api/appSession/v1';
const QA = '/op-qa/api/dialogueRecord/v1';
const RES = '/op-app/api/appResource/v1';
serveSimulatorPerTest();

const form = {
  appName: '周报生成器',
  appType: 4,
  abilityName: '文本生成',
  industryName: '泛互联网',
  // Set per test to an address the platform's upload issued (external addresses are refused).
  iconUrl: '',
  bgUrl: '',
  jumpUrl: 'https://example.com/weekly',
  appShortDesc: '根据本周工作记录生成周报',
  demoJson: '{"question":"帮我写周报"}',
  appDesc: '输入本周完成的工作与下周计划，自动生成结构清晰的周报。',
  openFlag: 1,
  guideDesc: '粘贴工作记录',
};

const store = async (token: string, body: Record<string, unknown> = {}) =>
  (await post<Page<AppInfo>>(`${STORE}/storeList`, { pageNum: 1, pageSize: 50, ...body }, token)).data;

describe('app store', () => {
  it('lists only approved public apps, filtered by type and keyword', async () => {
    const token = await loginAs('dev_ent');
    const all = await store(token);
    expect(all.total).toBeGreaterThan(5);
    expect(all.records.every((a) => a.auditStatus === 2 && a.openFlag === 1)).toBe(true);
    expect(all.records.map((a) => a.appName)).not.toContain('小文读书笔记');
    const typed = await store(token, { appType: 2 });
    expect(typed.records.every((a) => a.appType === 2)).toBe(true);
    expect((await store(token, { keyword: '会议' })).records.map((a) => a.appName)).toEqual(['会议纪要助手']);
  });

  it('publishes to audit, and an approved app appears in the store', async () => {
    const dev = await loginAs('dev_person');
    const app = { ...form, iconUrl: await uploadImage(dev) };
    expect((await post(`${STORE}/create`, { ...app, appName: '' }, dev)).msg).toBe(appFormMessages.appName);
    expect((await post(`${STORE}/create`, { ...app, demoJson: '{bad' }, dev)).msg).toBe(appFormMessages.demoJson);
    const created = await post<AppInfo>(`${STORE}/create`, app, dev);
    expect(created.data.auditStatus).toBe(1);
    expect((await store(dev)).records.some((a) => a.id === created.data.id)).toBe(false);

    expect((await post(`${STORE}/auditList`, { pageNum: 1, pageSize: 10 }, dev)).code).toBe(403);
    const admin = await loginAs('admin');
    const queue = await post<Page<AppInfo>>(`${STORE}/auditList`, { pageNum: 1, pageSize: 10, auditStatus: 1 }, admin);
    expect(queue.data.records.map((a) => a.appName)).toContain('周报生成器');
    expect((await post(`${STORE}/audit`, { id: created.data.id, auditStatus: 3, reason: '' }, admin)).code).not.toBe(
      200,
    );
    expect((await post(`${STORE}/audit`, { id: created.data.id, auditStatus: 2 }, admin)).code).toBe(200);
    expect(
      (await post(`${STORE}/audit`, { id: created.data.id, auditStatus: 3, reason: '重复' }, admin)).code,
    ).not.toBe(200);
    expect((await store(dev)).records.some((a) => a.id === created.data.id)).toBe(true);
  });

  it("refuses editing another user's app", async () => {
    const ent = await loginAs('dev_ent');
    const app = { ...form, iconUrl: await uploadImage(ent) };
    const mine = await post<AppInfo>(`${STORE}/create`, app, ent);
    const other = await loginAs('dev_person');
    const reply = await post(`${STORE}/update`, { ...app, id: mine.data.id, appName: '改名' }, other);
    expect(reply.msg).toBe('无权修改他人的应用');
    expect((await call(`${STORE}/${mine.data.id}`, { method: 'DELETE', token: other })).msg).toBe('无权修改他人的应用');
  });
});

describe('my apps', () => {
  it('adds from the store, reorders and removes', async () => {
    const token = await loginAs('dev_ent');
    const mine = async () => (await post<AppInfo[]>(`${APP}/myAssistant`, {}, token)).data.map((a) => a.appName);
    expect(await mine()).toEqual(['在线答疑机器人', '会议纪要助手', '云帆客服助手']);
    const target = (await store(token, { keyword: '营销' })).records[0];
    expect((await post(`${APP}/apply`, { appId: target.id }, token)).code).toBe(200);
    expect((await post(`${APP}/apply`, { appId: target.id }, token)).msg).toBe('该应用已在我的应用中');
    const ids = (await post<AppInfo[]>(`${APP}/myAssistant`, {}, token)).data.map((a) => a.id);
    expect((await post(`${APP}/myAssistant/drag`, { ids: [...ids].reverse() }, token)).code).toBe(200);
    expect((await mine())[0]).toBe('营销文案生成');
    expect((await post(`${APP}/myAssistant/drag`, { ids: ids.slice(1) }, token)).code).not.toBe(200);
    await call(`${APP}/myAssistant/delete/${target.id}`, { method: 'DELETE', token });
    expect(await mine()).not.toContain('营销文案生成');
  });
});

describe('sessions and records', () => {
  it('sorts a topped session first, pages records newest first and hides one', async () => {
    const token = await loginAs('dev_ent');
    const appId = (await post<AppInfo[]>(`${APP}/myAssistant`, {}, token)).data[0].id;
    const list = async () => (await get<AppSession[]>(`${SESSION}/list`, token, { appId })).data;
    const before = await list();
    expect(before.length).toBe(3);
    const last = before[before.length - 1];
    await call(`${SESSION}/top/${last.id}`, { method: 'PUT', token });
    expect((await list())[0]).toMatchObject({ id: last.id, top: true });
    await call(`${SESSION}/cancelTop/${last.id}`, { method: 'PUT', token });
    expect((await list())[0].id).not.toBe(last.id);

    const long = (await list()).find((s) => s.title === '支付方式与发票')!;
    const page1 = await post<Page<DialogueRecord>>(
      `${QA}/sessionPage`,
      { sessionId: long.id, pageNum: 1, pageSize: 5 },
      token,
    );
    expect(page1.data.total).toBe(12);
    expect(page1.data.records[0].createTime >= page1.data.records[4].createTime).toBe(true);
    await call(`${QA}/noDisplay/${page1.data.records[0].id}`, { method: 'PUT', token, query: { sessionId: long.id } });
    expect(
      (await post<Page<DialogueRecord>>(`${QA}/sessionPage`, { sessionId: long.id, pageNum: 1, pageSize: 5 }, token))
        .data.total,
    ).toBe(11);

    const other = await loginAs('dev_person');
    expect((await call(`${SESSION}/${long.id}`, { method: 'DELETE', token: other })).msg).toBe(
      appMessages.sessionMissing,
    );
    const created = await post<AppSession>(`${SESSION}/create`, { appId: '999999' }, token);
    expect(created.data.title).toBe('新会话');
  });
});

describe('app resources', () => {
  it('saves a user grant with implied levels and keeps child groups within the parent', async () => {
    const admin = await loginAs('admin');
    const targets = await post<{
      users: { id: string; userName: string }[];
      groups: { id: string; groupName: string; parentId: string }[];
    }>(`${RES}/searchUserAndGroup`, { keyword: '' }, admin);
    const newbie = targets.data.users.find((u) => u.userName === 'newbie')!;
    const tree = (await post<AppResourceTree[]>(`${RES}/listByUser`, { userId: newbie.id }, admin)).data;
    const first = tree[0].apps[0];
    await post(`${RES}/saveUserResource`, { userId: newbie.id, resourceIds: [`${first.id}:auth`] }, admin);
    const after = (await post<AppResourceTree[]>(`${RES}/listByUser`, { userId: newbie.id }, admin)).data;
    const perms = after.flatMap((t) => t.apps).find((a) => a.id === first.id)!.resources[0].functionalPermissions;
    expect(perms.every((p) => p.check)).toBe(true);

    const child = targets.data.groups.find((g) => g.groupName === '低空飞行行业组')!;
    const reply = await post(
      `${RES}/saveGroupResource`,
      { groupId: child.id, resourceIds: [`${first.id}:read`] },
      admin,
    );
    expect(reply.msg).toBe(resourceMessages.beyondParent);
    const limited = (
      await post<AppResourceTree[]>(`${RES}/listByGroup`, { parentGroupId: child.parentId, groupId: child.id }, admin)
    ).data;
    expect(limited.flatMap((t) => t.apps).map((a) => a.appName)).toEqual(['云帆客服助手']);

    await post(`${RES}/removeUserOrGroupResource`, { targetId: newbie.id, targetType: 'user' }, admin);
    const cleared = (await post<AppResourceTree[]>(`${RES}/listByUser`, { userId: newbie.id }, admin)).data;
    expect(cleared.flatMap((t) => t.apps).every((a) => !a.resources[0].check)).toBe(true);
    expect((await post(`${RES}/listByUser`, { userId: newbie.id }, await loginAs('dev_ent'))).code).toBe(403);
  });
});
