import { describe, expect, it } from 'vitest';
import { SESSION_HEADER, TOKEN_HEADER } from '../../../src/api/paths';
import type { Page } from '../../../src/domain/types/common.types';
import type { Feedback } from '../../../src/domain/types/feedback.types';
import { feedbackMessages } from '../../../src/domain/feedback';
import { messages } from '../../../src/domain/validation';
import { advanceClock, DAY } from '../../../mocks/node';
import { ORIGIN, get, loginAs, post, serveSimulatorPerTest, type Reply } from './client';

const F = '/front/api/v1/user/feedback';
const A = '/front/api/v1/admin/feedback';
serveSimulatorPerTest();

interface Who {
  token?: string;
  session?: string;
}

function headersOf(who: Who): Record<string, string> {
  const h: Record<string, string> = {};
  if (who.token) h[TOKEN_HEADER] = who.token;
  if (who.session) h[SESSION_HEADER] = who.session;
  return h;
}

interface Part {
  name: string;
  type: string;
  size: number;
}
/** A multipart body; written by hand because jsdom's FormData/File do not reach Node's fetch intact. */
interface Multipart {
  fields: Record<string, string | number>;
  files: Part[];
}

function encode({ fields, files }: Multipart): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const [k, v] of Object.entries(fields))
    chunks.push(encoder.encode(`--B\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    chunks.push(
      encoder.encode(
        `--B\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
    );
    chunks.push(new Uint8Array(f.size), encoder.encode('\r\n'));
  }
  chunks.push(encoder.encode('--B--\r\n'));
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    body.set(c, at);
    at += c.length;
  }
  return body;
}

async function send<T>(method: string, path: string, who: Who, body?: Multipart | object): Promise<Reply<T>> {
  const headers = headersOf(who);
  const isForm = body !== undefined && 'files' in body && 'fields' in body;
  if (body) headers['content-type'] = isForm ? 'multipart/form-data; boundary=B' : 'application/json';
  const payload = body === undefined ? undefined : isForm ? encode(body as Multipart) : JSON.stringify(body);
  const response = await fetch(new URL(path, ORIGIN), { method, headers, body: payload });
  const json = (await response.json()) as { code: number; msg: string; data: T };
  return { status: response.status, code: json.code, msg: json.msg, data: json.data };
}

const png = (name: string, size = 64): Part => ({ name, size, type: 'image/png' });
const form = (fields: Record<string, string | number>, files: Part[] = []): Multipart => ({ fields, files });

const list = (who: Who, userType: number) =>
  send<Page<Feedback>>('POST', `${F}/list`, who, { pageNum: 1, pageSize: 10, userType });
const unread = async (who: Who, userType: number) =>
  (await send<number>('GET', `${F}/unread/count?userType=${userType}`, who)).data;

async function guest(): Promise<Who> {
  const reply = await post<{ sessionId: string }>('/front/api/user/v1/guestSession');
  return { session: reply.data.sessionId };
}

describe('feedback, user side', () => {
  it('lists the caller’s threads newest first, ten a page, with unread flags', async () => {
    const who = { token: await loginAs('dev_ent') };
    const page = await list(who, 2);
    expect(page.data).toMatchObject({ total: 12, pageNum: 1, pageSize: 10, pages: 2 });
    const times = page.data.records.map((f) => f.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.data.records.filter((f) => !f.themeMsgUserIsRead)).toHaveLength(1);
    expect(await unread(who, 2)).toBe(1);
  });

  it('marks a thread read when its detail opens', async () => {
    const who = { token: await loginAs('dev_ent') };
    const target = (await list(who, 2)).data.records.find((f) => !f.themeMsgUserIsRead);
    const detail = await send<Feedback>('GET', `${F}/${target?.feedbackId}/detail?userType=2`, who);
    expect(detail.data.msgList.map((m) => m.msgFromType)).toEqual([1, 3]);
    expect(detail.data.msgList[0].imageUrlList).toHaveLength(2);
    expect(await unread(who, 2)).toBe(0);
  });

  it('accepts a guest’s feedback with images and keeps it apart from others', async () => {
    const who = await guest();
    const sent = await send<string>(
      'POST',
      F,
      who,
      form({ feedbackType: 2, content: '希望增加深色模式', contactInfo: 'a@b.cn', userType: 3 }, [
        png('a.png'),
        png('b.png'),
      ]),
    );
    expect(sent.msg).toBe('success');
    const page = await list(who, 3);
    expect(page.data.total).toBe(1);
    expect(page.data.records[0]).toMatchObject({ feedbackStatus: 0, feedbackType: 2, theme: '希望增加深色模式' });
    const image = await fetch(new URL(page.data.records[0].msgList[0].imageUrlList[0], ORIGIN));
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await image.arrayBuffer()).byteLength).toBe(64);
    expect((await list(await guest(), 3)).data.total).toBe(0);
    expect((await send('POST', `${F}/list`, {}, { pageNum: 1 })).msg).toBe(feedbackMessages.guestMissing);
  });

  it('enforces the form rules server-side with the SPEC texts', async () => {
    const who = await guest();
    const submit = async (fields: Record<string, string | number>, files: Part[] = []) =>
      (await send('POST', F, who, form({ userType: 3, ...fields }, files))).msg;
    expect(await submit({ content: '内容' })).toBe(messages.feedbackTypeRequired);
    expect(await submit({ feedbackType: 1, content: '   ' })).toBe(messages.feedbackContentRequired);
    expect(await submit({ feedbackType: 1, content: '字'.repeat(501) })).toBe(feedbackMessages.contentTooLong);
    expect(await submit({ feedbackType: 1, content: '好', contactName: '名'.repeat(11) })).toBe(
      feedbackMessages.contactNameTooLong,
    );
    expect(await submit({ feedbackType: 1, content: '好', contactInfo: '12345' })).toBe(messages.contactInvalid);
    expect(
      await submit({ feedbackType: 1, content: '好' }, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]),
    ).toBe(messages.imageCount);
    expect(await submit({ feedbackType: 1, content: '好' }, [{ name: 'a.gif', type: 'image/gif', size: 10 }])).toBe(
      messages.imageType,
    );
    expect(await submit({ feedbackType: 1, content: '好' }, [png('big.png', 3 * 1024 * 1024 + 1)])).toBe(
      messages.imageSize,
    );
    expect(await submit({ feedbackType: 1, content: '好' }, [png('a.png'), png('a.png')])).toBe(
      feedbackMessages.duplicateImage,
    );
    expect((await list(who, 3)).data.total).toBe(0);
  });

  it('runs the lifecycle: staff reply → 1, user reply → 0, resolve → 2, then refuses replies', async () => {
    const user = await guest();
    const id = (await send<string>('POST', F, user, form({ feedbackType: 3, content: '接口偶发超时', userType: 3 })))
      .data;
    const staff = { token: await loginAs('admin') };
    const status = async () => (await list(user, 3)).data.records[0].feedbackStatus;
    expect((await send('POST', `${F}/${id}/like`, user, { userType: 3 })).msg).toBe(
      '反馈待平台回复，暂不能标记为已解决',
    );
    expect((await send('PUT', `${A}/${id}/reply`, staff, form({ content: '已排查，请重试' }))).code).toBe(200);
    expect(await status()).toBe(1);
    expect(await unread(user, 3)).toBe(1);
    expect((await send('PUT', `${F}/${id}/reply`, user, form({ content: ' ', userType: 3 }))).msg).toBe(
      feedbackMessages.replyRequired,
    );
    expect(
      (await send('PUT', `${F}/${id}/reply`, user, form({ content: '还是超时', userType: 3 }, [png('log.png')]))).code,
    ).toBe(200);
    expect(await status()).toBe(0);
    await send('PUT', `${A}/${id}/reply`, staff, form({ content: '已扩容' }));
    expect((await send('POST', `${F}/${id}/like`, user, { userType: 3 })).code).toBe(200);
    expect(await status()).toBe(2);
    expect((await send('PUT', `${F}/${id}/reply`, user, form({ content: '再问一下', userType: 3 }))).msg).toBe(
      feedbackMessages.resolved,
    );
    expect((await send('PUT', `${A}/${id}/reply`, staff, form({ content: '补充' }))).msg).toBe(
      feedbackMessages.resolved,
    );
  });

  it('auto-ends an answered thread after 10 quiet days on the simulated clock', async () => {
    const who = { token: await loginAs('dev_ent') };
    const invoice = (await list(who, 2)).data.records.find((f) => f.theme.startsWith('企业认证通过后'));
    expect(invoice?.feedbackStatus).toBe(1);
    advanceClock(DAY);
    const after = (await list(who, 2)).data.records.find((f) => f.feedbackId === invoice?.feedbackId);
    expect(after?.feedbackStatus).toBe(3);
    const reply = await send(
      'PUT',
      `${F}/${invoice?.feedbackId}/reply`,
      who,
      form({ content: '还有问题', userType: 2 }),
    );
    expect(reply.msg).toBe(feedbackMessages.autoEnded);
  });

  it('hides other owners’ threads', async () => {
    const mine = (await list({ token: await loginAs('dev_ent') }, 2)).data.records[0];
    const other = await send('GET', `${F}/${mine.feedbackId}/detail?userType=2`, {
      token: await loginAs('dev_person'),
    });
    expect(other.msg).toBe('反馈不存在');
  });
});

describe('feedback, staff side', () => {
  it('needs MC:FeedbackManage:read', async () => {
    expect((await send('POST', `${A}/list`, { token: await loginAs('dev_ent') }, {})).code).toBe(403);
    expect((await send('POST', `${A}/list`, {}, {})).status).toBe(401);
  });

  it('lists everyone’s feedback with type and status filters', async () => {
    const staff = { token: await loginAs('admin') };
    const all = await send<Page<Feedback>>('POST', `${A}/list`, staff, { pageNum: 1, pageSize: 10 });
    expect(all.data.total).toBe(19);
    expect(all.data.records[0].userName).toBeTruthy();
    const pending = await send<Page<Feedback>>('POST', `${A}/list`, staff, {
      pageNum: 1,
      pageSize: 50,
      feedbackStatus: 0,
    });
    expect(pending.data.records.every((f) => f.feedbackStatus === 0)).toBe(true);
    expect(pending.data.total).toBe(4);
    const tech = await send<Page<Feedback>>('POST', `${A}/list`, staff, { pageNum: 1, pageSize: 50, feedbackType: 3 });
    expect(tech.data.records.every((f) => f.feedbackType === 3)).toBe(true);
  });

  it('shows a thread without reading it for the user, and tells a signed-in owner by site message', async () => {
    const staff = { token: await loginAs('admin') };
    const owner = { token: await loginAs('dev_person') };
    const pending = (await list(owner, 2)).data.records.find((f) => f.feedbackStatus === 0);
    const before = (await get<number>('/front/api/message/v1/count', owner.token)).data;
    const detail = await send<Feedback>('GET', `${A}/${pending?.feedbackId}/detail`, staff);
    expect(detail.data.msgList.length).toBeGreaterThan(0);
    expect(
      (await send('PUT', `${A}/${pending?.feedbackId}/reply`, staff, form({ content: '短信提醒已在规划中' }))).code,
    ).toBe(200);
    expect(await unread(owner, 2)).toBe(1);
    expect((await get<number>('/front/api/message/v1/count', owner.token)).data).toBe(before + 1);
  });
});
