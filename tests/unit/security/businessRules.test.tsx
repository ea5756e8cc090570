/**
 * The simulator refuses what the platform would, probed over real HTTP as an integration client
 * (or an attacker with curl) would: no portal screen in between to hold anything back.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../../mocks/rules/answers';
import { paths } from '../../../src/api/paths';
import type { AppInfo } from '../../../src/domain/types/app.types';
import type { AppSession } from '../../../src/domain/types/appSession.types';
import type { Page } from '../../../src/domain/types/common.types';
import type { DialogueRecord } from '../../../src/domain/types/qa.types';
import { emptyAppForm } from '../../../src/domain/apps';
import { Markdown } from '../../../src/ui/components/Markdown';
import { system } from '../../../src/ui/chakraSystem';
import { serveSimulatorOverHttp, type Sim } from './simServer';

const sim = serveSimulatorOverHttp();

const YUNFAN = '云帆客服助手';
const IMAGE_REFUSED = '图片地址无效，请通过平台上传图片';

const storeNames = async (token: string) =>
  (
    await sim().call<Page<AppInfo>>(paths.appStore.storeList, { body: { pageNum: 1, pageSize: 50 }, token })
  ).data.records.map((a) => a.appName);

async function appNamed(name: string, token: string): Promise<AppInfo> {
  const admin = await sim().tokenOf('admin');
  const list = await sim().call<Page<AppInfo>>(paths.appStore.auditList, {
    body: { pageNum: 1, pageSize: 100, keyword: name },
    token: admin,
  });
  const found = list.data.records.find((a) => a.appName === name);
  if (!found) throw new Error(`no app ${name}`);
  return (await sim().call<AppInfo>(paths.appStore.storeDetail(found.id), { token })).data;
}

/** The edit form an owner would send for `app`, unchanged. */
const formOf = (app: AppInfo) => ({
  id: app.id,
  ...Object.fromEntries(Object.keys(emptyAppForm()).map((key) => [key, app[key as keyof AppInfo]])),
});

/** The links, images and markup a piece of markdown renders to, as the portal shows answers. */
function rendered(markdown: string): { text: string; markup: string[] } {
  const { container, unmount } = render(
    <ChakraProvider value={system}>
      <Markdown>{markdown}</Markdown>
    </ChakraProvider>,
  );
  const root = container.querySelector('.markdown')!;
  const result = {
    text: root.textContent ?? '',
    markup: [...root.querySelectorAll('a, img, strong, em, h1, h2, h3, table, ul, ol')].map((el) => el.outerHTML),
  };
  unmount();
  return result;
}

describe('a published app edited by its owner', () => {
  it('goes back to audit through /op-app/api/app/v1/update and leaves the store', async () => {
    const owner = await sim().tokenOf('dev_ent');
    const visitor = await sim().tokenOf('dev_person');
    const before = await appNamed(YUNFAN, owner);
    expect(before.auditStatus).toBe(2);
    expect(await storeNames(visitor)).toContain(YUNFAN);

    const edit = {
      ...formOf(before),
      appName: '云帆客服助手Pro',
      appShortDesc: '点击领取免费额度',
      jumpUrl: 'https://x.cn/claim',
    };
    expect((await sim().call(paths.app.update, { body: edit, token: owner })).code).toBe(200);

    const after = await appNamed('云帆客服助手Pro', owner);
    expect(after).toMatchObject({ auditStatus: 1, appShortDesc: '点击领取免费额度', auditUserName: '', auditTime: '' });
    expect(await storeNames(visitor)).not.toContain('云帆客服助手Pro');
    expect((await sim().call(paths.appStore.storeDetail(before.id), { token: visitor })).code).not.toBe(200);
  });

  it('stays published when a save changes nothing', async () => {
    const owner = await sim().tokenOf('dev_ent');
    const app = await appNamed(YUNFAN, owner);
    expect((await sim().call(paths.app.update, { body: formOf(app), token: owner })).code).toBe(200);
    expect((await appNamed(YUNFAN, owner)).auditStatus).toBe(2);
  });
});

/** An app form with every field filled the dullest valid way. */
const appForm = (appName: string) => ({
  appName,
  appType: 1,
  abilityName: '',
  industryName: '',
  bgUrl: '',
  jumpUrl: '',
  appShortDesc: '简介',
  demoJson: '',
  appDesc: '描述',
  openFlag: 1,
  guideDesc: '',
});

describe('a name the user chose, in a chat answer', () => {
  const LINK_NAME = '[领取额度](https://x.cn)';

  async function publish(s: Sim, name: string): Promise<string> {
    const author = await s.tokenOf('dev_ent');
    const app = {
      ...appForm(name),
      abilityName: '知识库问答',
      industryName: '泛互联网',
      iconUrl: await s.uploadImage(author),
    };
    const created = await s.call<AppInfo>(paths.appStore.create, { body: app, token: author });
    expect(created.code, created.msg).toBe(200);
    const admin = await s.tokenOf('admin');
    expect(
      (await s.call(paths.appStore.audit, { body: { id: created.data.id, auditStatus: 2 }, token: admin })).code,
    ).toBe(200);
    return created.data.id;
  }

  it("is plain text in every user's conversation with the app, never a live link", async () => {
    const appId = await publish(sim(), LINK_NAME);
    const user = await sim().tokenOf('dev_person');
    expect((await sim().call(paths.app.apply, { body: { appId }, token: user })).code).toBe(200);
    const session = (await sim().call<AppSession>(paths.appSession.create, { body: { appId }, token: user })).data;
    // The record is written as the answer starts streaming: no need to read the whole stream.
    const stream = await fetch(`${sim().server.url}${paths.qa.appStream}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: user },
      body: JSON.stringify({ sessionId: session.id, question: '你好' }),
    });
    await stream.body?.cancel();
    const records = await sim().call<Page<DialogueRecord>>(paths.qa.sessionPage, {
      body: { sessionId: session.id, pageNum: 1, pageSize: 10 },
      token: user,
    });
    const shown = rendered(records.data.records[0].answer);
    expect(shown.text).toContain(`我是「${LINK_NAME}」。`);
    expect(shown.markup.filter((m) => m.startsWith('<a') || m.startsWith('<img'))).toEqual([]);
  });

  it('is plain text wherever the answer repeats what the user typed', () => {
    const typed = '[点我](https://x.cn) ![](https://t.cn/p.png) **粗** # 标题 https://y.cn\n\n- 列表';
    for (const scenario of [undefined, 'inspection', 'targetSearch', 'meetingMinutes', 'persona']) {
      const answer = composeAnswer({ scenario, prompt: typed, appName: typed, persona: 1 });
      const links = rendered(answer).markup.filter(
        (m) => /^<(a|img)\b/.test(m) || m.includes('点我') || m.includes('粗'),
      );
      expect(links, scenario ?? 'online').toEqual([]);
    }
  });
});

describe('an author who deleted their account', () => {
  it('takes their apps out of the store; what remains shows 已注销用户, never the official badge', async () => {
    const author = await sim().tokenOf('dev_ent');
    const app = await appNamed(YUNFAN, author);
    expect((await sim().call(paths.user.logOffAccount, { body: {}, token: author })).code).toBe(200);

    const visitor = await sim().tokenOf('dev_person');
    expect(await storeNames(visitor)).not.toContain(YUNFAN);
    expect((await sim().call(paths.appStore.storeDetail(app.id), { token: visitor })).code).not.toBe(200);
    expect((await sim().call(paths.appSession.create, { body: { appId: app.id }, token: visitor })).code).not.toBe(200);

    const admin = await sim().tokenOf('admin');
    const audited = (await sim().call<AppInfo>(paths.appStore.storeDetail(app.id), { token: admin })).data;
    expect(audited).toMatchObject({ userName: '已注销用户', userType: 2 });
    // The platform's own apps keep their badge.
    const official = (
      await sim().call<Page<AppInfo>>(paths.appStore.storeList, { body: { pageNum: 1, pageSize: 50 }, token: visitor })
    ).data.records.find((a) => a.userId === '');
    expect(official).toMatchObject({ userName: '平台官方', userType: 1 });
  });
});

describe('the cooperation enquiry lookup', () => {
  const NEWBIE_PHONE = '13800000003';
  const lookup = (token?: string, phone?: string) =>
    sim().call(paths.operation.customerInfoCheckIn, { token, query: phone ? { phone } : {} });

  it('tells a caller without a token nothing, whatever phone they name', async () => {
    expect((await lookup(undefined, NEWBIE_PHONE)).data).toBeNull();
    expect((await lookup('tk_forged', NEWBIE_PHONE)).data).toBeNull();
  });

  it('tells a signed-in user nothing about another phone', async () => {
    expect((await lookup(await sim().tokenOf('dev_ent'), NEWBIE_PHONE)).data).toBeNull();
  });

  it('gives the signed-in owner of the phone their enquiry, for the improve-info prefill', async () => {
    const owner = await sim().tokenOf('newbie');
    expect((await lookup(owner, NEWBIE_PHONE)).data).toMatchObject({ phone: NEWBIE_PHONE, position: '产品负责人' });
    expect((await lookup(owner)).data).toMatchObject({ phone: NEWBIE_PHONE });
  });
});

describe('what the analytics collector stored', () => {
  it('is read by platform staff only', async () => {
    await sim().call(paths.analytics.collect, {
      body: { common: { userType: 3 }, events: [{ id: 'e1', module: 'home', name: 'click', ts: 1 }] },
    });
    expect((await sim().call(paths.analytics.list)).status).toBe(401);
    expect((await sim().call(paths.analytics.list, { token: await sim().tokenOf('dev_ent') })).code).toBe(403);
    const staff = await sim().call<unknown[]>(paths.analytics.list, { token: await sim().tokenOf('admin') });
    expect(staff.code).toBe(200);
    expect(staff.data).toHaveLength(1);
  });
});

describe("a private app's extras", () => {
  it('answer its owner only', async () => {
    const owner = await sim().tokenOf('dev_person');
    const draft = await appNamed('小文读书笔记', owner);
    expect(draft.auditStatus).toBe(1);
    const stranger = await sim().tokenOf('dev_ent');
    expect((await sim().call(paths.app.extraInfo, { token: stranger, query: { id: draft.id } })).code).not.toBe(200);
    expect((await sim().call(paths.app.guideList(draft.id), { token: stranger })).code).not.toBe(200);
    expect((await sim().call(paths.app.extraInfo, { token: owner, query: { id: draft.id } })).code).toBe(200);
    expect((await sim().call(paths.app.guideList(draft.id), { token: owner })).code).toBe(200);
  });
});

describe('image addresses', () => {
  const base = appForm('图标测试');

  it("come only from the platform's upload, for app icons and backgrounds", async () => {
    const author = await sim().tokenOf('dev_ent');
    const uploaded = await sim().uploadImage(author);
    for (const foreign of [
      'https://tracker.example/p.png',
      'http://10.0.0.5/internal.png',
      'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      '//evil.example/x.png',
    ]) {
      for (const path of [paths.appStore.create, paths.app.create]) {
        expect(
          (await sim().call(path, { body: { ...base, iconUrl: foreign }, token: author })).msg,
          `${path} icon ${foreign}`,
        ).toBe(IMAGE_REFUSED);
        expect(
          (await sim().call(path, { body: { ...base, iconUrl: uploaded, bgUrl: foreign }, token: author })).msg,
          `${path} bg ${foreign}`,
        ).toBe(IMAGE_REFUSED);
      }
    }
    const created = await sim().call<AppInfo>(paths.appStore.create, {
      body: { ...base, iconUrl: uploaded, bgUrl: uploaded },
      token: author,
    });
    expect(created.code).toBe(200);
    const edit = { ...formOf(created.data), iconUrl: 'https://tracker.example/p.png' };
    expect((await sim().call(paths.app.update, { body: edit, token: author })).msg).toBe(IMAGE_REFUSED);
    expect((await sim().call(paths.appStore.update, { body: edit, token: author })).msg).toBe(IMAGE_REFUSED);
    const admin = await sim().tokenOf('admin');
    expect((await sim().call(paths.appStore.auditUpdate, { body: edit, token: admin })).msg).toBe(IMAGE_REFUSED);
  });

  it("come only from the platform's upload for avatars too", async () => {
    const user = await sim().tokenOf('dev_ent');
    expect(
      (await sim().call(paths.user.update, { body: { avatarUrl: 'https://tracker.example/me.png' }, token: user })).msg,
    ).toBe(IMAGE_REFUSED);
    const uploaded = await sim().uploadImage(user);
    expect((await sim().call(paths.user.update, { body: { avatarUrl: uploaded }, token: user })).code).toBe(200);
  });
});
