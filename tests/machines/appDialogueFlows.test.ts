import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor, type AnyActorLogic, type AnyEventObject } from 'xstate';
import { getAppDetail, getAppGuides } from '../../src/api/app';
import type { AppInfo } from '../../src/domain/types/app.types';
import { cancelTopAppSession, initAppSession, listAppSessions, topAppSession } from '../../src/api/appSession';
import type { AppSession } from '../../src/domain/types/appSession.types';
import type { Page } from '../../src/domain/types/common.types';
import { searchSessionRecords } from '../../src/api/qa';
import type { DialogueRecord } from '../../src/domain/types/qa.types';
import { appDialogueMachine } from '../../src/machines/appDialogue';
import { chatMachine, type StreamAnswerInput } from '../../src/machines/chat';
import { setClock } from '../../src/machines/clock';
import { notify } from '../../src/machines/notify';
import { ControlledActors, flush } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));
vi.mock('../../src/api/app', async (original) => ({
  ...(await original<object>()),
  getAppDetail: vi.fn(),
  getAppGuides: vi.fn(),
}));
vi.mock('../../src/api/appSession', async (original) => ({
  ...(await original<object>()),
  listAppSessions: vi.fn(),
  initAppSession: vi.fn(),
  topAppSession: vi.fn(),
  cancelTopAppSession: vi.fn(),
}));
vi.mock('../../src/api/qa', async (original) => ({ ...(await original<object>()), searchSessionRecords: vi.fn() }));

const session = (n: string, title = `会话${n}`): AppSession => ({
  id: `s${n}`,
  appId: 'a1',
  title,
  top: false,
  updateTime: `2026-11-0${n}T00:00:00Z`,
});
const record = (id: string): DialogueRecord => ({
  id,
  sessionId: 's1',
  question: `问${id}`,
  answer: `答${id}`,
  createTime: `2026-11-01T00:0${id}:00Z`,
});
const page = <T>(records: T[], pages = 1): Page<T> => ({
  records,
  total: records.length,
  pageNum: 1,
  pageSize: 10,
  pages,
});

const silent = fromCallback<AnyEventObject, StreamAnswerInput>(() => () => undefined);
const inertChat = chatMachine.provide({ actors: { streamAnswer: silent } });

/** A live chat whose answer the test streams by hand. */
function handChat() {
  const answer: { send?: (e: { type: string; text?: string; error?: string }) => void } = {};
  const chat = chatMachine.provide({
    actors: {
      streamAnswer: fromCallback(({ sendBack }) => {
        answer.send = sendBack;
        return () => undefined;
      }),
    },
  });
  return { chat, answer };
}

/** The dialogue with every call held by the test. */
const held = (control: ControlledActors, chat = inertChat) =>
  appDialogueMachine.provide({
    actors: {
      chat,
      openApp: control.actor(),
      loadRecords: control.actor(),
      createSession: control.actor(),
      setTop: control.actor(),
      removeSession: control.actor(),
      hideRecord: control.actor(),
    },
  });

/** Opens app a1 on session s1 among the given sessions, with the given first page of history. */
async function openOn(
  control: ControlledActors,
  sessions: AppSession[],
  first: Page<DialogueRecord>,
  chat = inertChat,
) {
  const actor = createActor(held(control, chat)).start();
  actor.send({ type: 'DIALOGUE.OPEN', appId: 'a1' });
  expect(control.inputs.get('openApp')).toEqual({ appId: 'a1', keepSessionId: undefined });
  control.settle({
    type: 'xstate.done.actor.openApp',
    output: { appName: '客服助手', sessions, sessionId: 's1', guides: [] },
  });
  await flush();
  expect(control.inputs.get('loadRecords')).toEqual({ sessionId: 's1', pageNum: 1 });
  control.settle({ type: 'xstate.done.actor.loadRecords', output: first });
  await flush();
  return actor;
}

const detail = (appName: string) => ({ appName }) as AppInfo;
const ids = (list: { id: string }[]) => list.map((x) => x.id);

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  vi.clearAllMocks();
  setClock(() => Date.now());
});

describe('opening an app (the real open call, the platform answers stood in)', () => {
  const openReal = async (appId: string) => {
    const actor = createActor(appDialogueMachine.provide({ actors: { chat: inertChat } })).start();
    actor.send({ type: 'DIALOGUE.OPEN', appId });
    await waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));
    return actor;
  };

  beforeEach(() => {
    vi.mocked(getAppGuides).mockResolvedValue(['怎么退货？']);
    vi.mocked(getAppDetail).mockResolvedValue(detail('客服助手'));
    vi.mocked(listAppSessions).mockResolvedValue([session('2'), session('1')]);
    vi.mocked(searchSessionRecords).mockResolvedValue(page([record('2'), record('1')]));
  });

  it('lands on the session the server opens, listed once, with the app name and guides', async () => {
    vi.mocked(initAppSession).mockResolvedValue(session('1'));
    const actor = await openReal('a1');
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(context.appName).toBe('客服助手');
    expect(context.guides).toEqual(['怎么退货？']);
    expect(context.sessionId).toBe('s1');
    expect(ids(context.sessions)).toEqual(['s2', 's1']);
    // History of that session, newest page first, shown oldest first.
    expect(searchSessionRecords).toHaveBeenCalledWith({ sessionId: 's1', pageNum: 1, pageSize: 10 });
    await waitFor(actor, (s) => s.matches({ ready: { records: 'idle' } }));
    expect(ids(actor.getSnapshot().context.records)).toEqual(['1', '2']);
  });

  it('a first visit gets a new session at the top of the list', async () => {
    vi.mocked(initAppSession).mockResolvedValue(session('9', '新会话'));
    const actor = await openReal('a1');
    expect(actor.getSnapshot().context.sessionId).toBe('s9');
    expect(ids(actor.getSnapshot().context.sessions)).toEqual(['s9', 's2', 's1']);
  });

  it('the placeholder app is named without asking the platform', async () => {
    vi.mocked(initAppSession).mockResolvedValue(session('1'));
    const actor = await openReal('999999');
    expect(actor.getSnapshot().context.appName).toBe('我的应用');
    expect(getAppDetail).not.toHaveBeenCalled();
  });

  it('keeps a session it was asked to keep when the app still has it, else opens the server one', async () => {
    vi.mocked(initAppSession).mockResolvedValue(session('1'));
    // The kept session is the open call's own rule: it is run alone, as the machine would invoke it.
    const open = appDialogueMachine.implementations.actors.openApp as AnyActorLogic;
    const run = async (keepSessionId: string) => {
      const actor = createActor(open, { input: { appId: 'a1', keepSessionId } }).start();
      return (await waitFor(actor, (s) => s.status === 'done')).output as {
        sessionId: string;
        sessions: AppSession[];
        appName: string;
      };
    };
    const kept = await run('s2');
    expect(kept).toEqual({
      appName: '客服助手',
      sessions: [session('2'), session('1')],
      guides: ['怎么退货？'],
      sessionId: 's2',
    });
    expect(initAppSession).not.toHaveBeenCalled();
    const gone = await run('s7');
    expect(gone.sessionId).toBe('s1');
    expect(initAppSession).toHaveBeenCalledTimes(1);
  });

  it('pins and unpins a session: the list comes back in its new order, with a notice', async () => {
    vi.mocked(initAppSession).mockResolvedValue(session('1'));
    vi.mocked(topAppSession).mockResolvedValue(true);
    vi.mocked(cancelTopAppSession).mockResolvedValue(true);
    const actor = await openReal('a1');
    vi.mocked(listAppSessions).mockResolvedValue([{ ...session('1'), top: true }, session('2')]);
    actor.send({ type: 'SESSION.TOP', id: 's1' });
    await waitFor(actor, (s) => s.matches({ ready: { sessions: 'idle' } }));
    expect(topAppSession).toHaveBeenCalledWith('s1');
    expect(ids(actor.getSnapshot().context.sessions)).toEqual(['s1', 's2']);
    expect(actor.getSnapshot().context.sessions[0].top).toBe(true);
    expect(notify).toHaveBeenLastCalledWith('已置顶', 'success');
    vi.mocked(listAppSessions).mockResolvedValue([session('2'), session('1')]);
    actor.send({ type: 'SESSION.UNTOP', id: 's1' });
    await waitFor(actor, (s) => s.matches({ ready: { sessions: 'idle' } }));
    expect(cancelTopAppSession).toHaveBeenCalledWith('s1');
    expect(ids(actor.getSnapshot().context.sessions)).toEqual(['s2', 's1']);
    expect(notify).toHaveBeenLastCalledWith('已取消置顶', 'success');
  });
});

describe('the dialogue, every call held by the test', () => {
  it('opening the app already open does nothing; another app opens afresh', async () => {
    const control = new ControlledActors();
    const actor = await openOn(control, [session('1')], page([record('1')]));
    actor.send({ type: 'DIALOGUE.OPEN', appId: 'a1' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(control.isPending('openApp')).toBe(false);
    expect(ids(actor.getSnapshot().context.records)).toEqual(['1']);
    actor.send({ type: 'DIALOGUE.OPEN', appId: 'a2' });
    expect(actor.getSnapshot().value).toBe('opening');
    expect(control.inputs.get('openApp')).toEqual({ appId: 'a2', keepSessionId: undefined });
  });

  it('selecting another session shows its history and points the chat at it; selecting the current one keeps everything', async () => {
    const control = new ControlledActors();
    const actor = await openOn(control, [session('2'), session('1')], page([record('1')]));
    const chat = actor.getSnapshot().children.chat!;
    chat.send({ type: 'CHAT.SEND', text: '在吗' });
    actor.send({ type: 'SESSION.SELECT', id: 's1' });
    expect(actor.getSnapshot().matches({ ready: { records: 'idle' } })).toBe(true);
    expect(ids(actor.getSnapshot().context.records)).toEqual(['1']);
    expect(chat.getSnapshot().context.messages).toHaveLength(2);
    actor.send({ type: 'SESSION.SELECT', id: 's2' });
    expect(actor.getSnapshot().context.sessionId).toBe('s2');
    expect(actor.getSnapshot().matches({ ready: { records: 'loading' } })).toBe(true);
    expect(actor.getSnapshot().context.records).toEqual([]);
    expect(control.inputs.get('loadRecords')).toEqual({ sessionId: 's2', pageNum: 1 });
    expect(chat.getSnapshot().context.messages).toEqual([]);
    expect(chat.getSnapshot().context.params).toEqual({ sessionId: 's2', appId: 'a1' });
  });

  it('a new session joins the list, becomes current and starts an empty history', async () => {
    const control = new ControlledActors();
    const actor = await openOn(control, [session('2'), session('1')], page([record('1')]));
    actor.send({ type: 'SESSION.NEW' });
    expect(actor.getSnapshot().hasTag('switchingSession')).toBe(true);
    expect(control.inputs.get('createSession')).toEqual({ appId: 'a1' });
    control.settle({
      type: 'xstate.done.actor.createSession',
      output: { ...session('3', '新会话'), updateTime: '2026-11-09T00:00:00Z' },
    });
    await flush();
    const { context } = actor.getSnapshot();
    expect(context.sessionId).toBe('s3');
    expect(ids(context.sessions)).toEqual(['s3', 's2', 's1']);
    expect(context.records).toEqual([]);
    expect(actor.getSnapshot().children.chat!.getSnapshot().context.params).toEqual({ sessionId: 's3', appId: 'a1' });
  });

  it('pinning sends the chosen session', async () => {
    const control = new ControlledActors();
    const actor = await openOn(control, [session('2'), session('1')], page([]));
    actor.send({ type: 'SESSION.TOP', id: 's2' });
    expect(control.inputs.get('setTop')).toEqual({ appId: 'a1', id: 's2', top: true });
  });

  it('deleting another session drops it from the list and stays; deleting the current one reopens the app', async () => {
    const control = new ControlledActors();
    const actor = await openOn(control, [session('3'), session('2'), session('1')], page([record('1')]));
    actor.send({ type: 'SESSION.DELETE', id: 's2' });
    expect(control.inputs.get('removeSession')).toEqual({ id: 's2' });
    control.settle({ type: 'xstate.done.actor.removeSession', output: true });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { sessions: 'idle' } })).toBe(true);
    expect(ids(actor.getSnapshot().context.sessions)).toEqual(['s3', 's1']);
    expect(actor.getSnapshot().context.sessionId).toBe('s1');
    expect(ids(actor.getSnapshot().context.records)).toEqual(['1']);
    expect(notify).toHaveBeenLastCalledWith('删除成功', 'success');

    actor.send({ type: 'SESSION.DELETE', id: 's1' });
    expect(control.inputs.get('removeSession')).toEqual({ id: 's1' });
    control.settle({ type: 'xstate.done.actor.removeSession', output: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('opening');
    expect(actor.getSnapshot().context.records).toEqual([]);
    expect(control.inputs.get('openApp')).toEqual({ appId: 'a1', keepSessionId: undefined });
    expect(notify).toHaveBeenCalledTimes(2);
  });

  it('loads earlier pages by number, without repeating records already shown, and stops at the last page', async () => {
    const control = new ControlledActors();
    const actor = await openOn(control, [session('1')], page([record('6'), record('5')], 3));
    actor.send({ type: 'RECORDS.MORE' });
    expect(control.inputs.get('loadRecords')).toEqual({ sessionId: 's1', pageNum: 2 });
    // A record asked meanwhile shifts the pages: record 5 comes again on page 2.
    control.settle({ type: 'xstate.done.actor.loadRecords', output: page([record('5'), record('4')], 3) });
    await flush();
    expect(ids(actor.getSnapshot().context.records)).toEqual(['4', '5', '6']);
    actor.send({ type: 'RECORDS.MORE' });
    expect(control.inputs.get('loadRecords')).toEqual({ sessionId: 's1', pageNum: 3 });
    control.settle({ type: 'xstate.done.actor.loadRecords', output: page([record('3')], 3) });
    await flush();
    expect(ids(actor.getSnapshot().context.records)).toEqual(['3', '4', '5', '6']);
    actor.send({ type: 'RECORDS.MORE' });
    expect(actor.getSnapshot().matches({ ready: { records: 'idle' } })).toBe(true);
    expect(control.isPending('loadRecords')).toBe(false);
  });

  it('a single page of history has nothing earlier to load', async () => {
    const control = new ControlledActors();
    const actor = await openOn(control, [session('1')], page([record('1')], 1));
    actor.send({ type: 'RECORDS.MORE' });
    expect(actor.getSnapshot().matches({ ready: { records: 'idle' } })).toBe(true);
    expect(control.isPending('loadRecords')).toBe(false);
  });

  it('hiding a record removes only that one, with a notice', async () => {
    const control = new ControlledActors();
    const actor = await openOn(control, [session('1')], page([record('3'), record('2'), record('1')]));
    actor.send({ type: 'RECORD.HIDE', id: '2' });
    expect(control.inputs.get('hideRecord')).toEqual({ id: '2', sessionId: 's1' });
    control.settle({ type: 'xstate.done.actor.hideRecord', output: true });
    await flush();
    expect(ids(actor.getSnapshot().context.records)).toEqual(['1', '3']);
    expect(notify).toHaveBeenLastCalledWith('已隐藏该条记录', 'success');
  });
});

describe('the dialogue: the ways back', () => {
  const failed = (id: string, message: string) =>
    control.settle({ type: `xstate.error.actor.${id}`, error: new Error(message) });
  let control: ControlledActors;
  beforeEach(() => {
    control = new ControlledActors();
  });

  it('an app that failed to open says why, and 重试 opens it again', async () => {
    const actor = createActor(held(control)).start();
    actor.send({ type: 'DIALOGUE.OPEN', appId: 'a1' });
    failed('openApp', '应用不存在');
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('应用不存在');
    actor.send({ type: 'DIALOGUE.RETRY' });
    expect(actor.getSnapshot().value).toBe('opening');
    expect(control.inputs.get('openApp')).toEqual({ appId: 'a1', keepSessionId: undefined });
    control.answer('openApp', {
      output: { appName: '客服助手', sessions: [session('1')], sessionId: 's1', guides: [] },
    });
    await flush();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('another app drops the last one’s history at once and starts its chat afresh', async () => {
    const actor = await openOn(control, [session('1')], page([record('1')]));
    const chat = actor.getSnapshot().children.chat!;
    chat.send({ type: 'CHAT.SEND', text: '在吗' });
    actor.send({ type: 'DIALOGUE.OPEN', appId: 'a2' });
    expect(actor.getSnapshot().context.records).toEqual([]);
    control.answer('openApp', {
      output: { appName: '翻译助手', sessions: [session('7')], sessionId: 's7', guides: [] },
    });
    await flush();
    expect(chat.getSnapshot().context.messages).toEqual([]);
    expect(chat.getSnapshot().context.params).toEqual({ sessionId: 's7', appId: 'a2' });
  });

  it('a new session starts its chat afresh and lets the user make another; a refused one leaves all as it was', async () => {
    const actor = await openOn(control, [session('1')], page([record('1')]));
    const chat = actor.getSnapshot().children.chat!;
    chat.send({ type: 'CHAT.SEND', text: '在吗' });
    actor.send({ type: 'SESSION.NEW' });
    control.answer('createSession', { output: session('3', '新会话') });
    await flush();
    expect(chat.getSnapshot().context.messages).toEqual([]);
    expect(actor.getSnapshot().hasTag('switchingSession')).toBe(false);
    actor.send({ type: 'SESSION.NEW' });
    failed('createSession', '会话数量已达上限');
    await flush();
    expect(actor.getSnapshot().matches({ ready: { sessions: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.sessionId).toBe('s3');
    expect(ids(actor.getSnapshot().context.sessions)).toEqual(['s3', 's1']);
  });

  it('a refused delete keeps the session and forgets which one it was', async () => {
    const actor = await openOn(control, [session('2'), session('1')], page([]));
    actor.send({ type: 'SESSION.DELETE', id: 's2' });
    failed('removeSession', '会话不存在');
    await flush();
    expect(actor.getSnapshot().matches({ ready: { sessions: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.targetId).toBeUndefined();
    expect(ids(actor.getSnapshot().context.sessions)).toEqual(['s2', 's1']);
  });

  it('a history that failed to load says why, and 重试 loads it again', async () => {
    const actor = createActor(held(control)).start();
    actor.send({ type: 'DIALOGUE.OPEN', appId: 'a1' });
    control.answer('openApp', {
      output: { appName: '客服助手', sessions: [session('1')], sessionId: 's1', guides: [] },
    });
    await flush();
    failed('loadRecords', '服务繁忙');
    await flush();
    expect(actor.getSnapshot().matches({ ready: { records: 'failed' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('服务繁忙');
    actor.send({ type: 'RECORDS.RETRY' });
    expect(control.inputs.get('loadRecords')).toEqual({ sessionId: 's1', pageNum: 1 });
    control.answer('loadRecords', { output: page([record('1')]) });
    await flush();
    expect(actor.getSnapshot().matches({ ready: { records: 'idle' } })).toBe(true);
    expect(ids(actor.getSnapshot().context.records)).toEqual(['1']);
  });

  it('earlier records that failed to load keep what is shown, and can be asked for again', async () => {
    const actor = await openOn(control, [session('1')], page([record('2')], 2));
    actor.send({ type: 'RECORDS.MORE' });
    failed('loadRecords', '服务繁忙');
    await flush();
    expect(actor.getSnapshot().matches({ ready: { records: 'idle' } })).toBe(true);
    expect(ids(actor.getSnapshot().context.records)).toEqual(['2']);
    actor.send({ type: 'RECORDS.MORE' });
    expect(control.inputs.get('loadRecords')).toEqual({ sessionId: 's1', pageNum: 2 });
  });

  it('after hiding one record the next can be hidden; a refused hide keeps the record', async () => {
    const actor = await openOn(control, [session('1')], page([record('3'), record('2'), record('1')]));
    actor.send({ type: 'RECORD.HIDE', id: '2' });
    control.answer('hideRecord', { output: true });
    await flush();
    actor.send({ type: 'RECORD.HIDE', id: '3' });
    expect(control.inputs.get('hideRecord')).toEqual({ id: '3', sessionId: 's1' });
    failed('hideRecord', '记录不存在');
    await flush();
    expect(actor.getSnapshot().matches({ ready: { records: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.targetId).toBeUndefined();
    expect(ids(actor.getSnapshot().context.records)).toEqual(['1', '3']);
  });
});

describe('a completed answer retitles the current session', () => {
  it('only once the answer is done: not while streaming, not when stopped', async () => {
    const control = new ControlledActors();
    const { chat, answer } = handChat();
    const actor = await openOn(control, [session('1', '新会话')], page([]), chat);
    const chatRef = actor.getSnapshot().children.chat!;
    chatRef.send({ type: 'CHAT.SEND', text: '第一个问题' });
    expect(actor.getSnapshot().context.sessions[0].title).toBe('新会话');
    answer.send?.({ type: 'CHAT.DELTA', text: '您好' });
    expect(actor.getSnapshot().context.sessions[0].title).toBe('新会话');
    chatRef.send({ type: 'CHAT.STOP' });
    expect(actor.getSnapshot().context.sessions[0].title).toBe('新会话');
    chatRef.send({ type: 'CHAT.SEND', text: '第二个问题' });
    answer.send?.({ type: 'CHAT.DONE' });
    // Titled by the question this answer answers, the last one asked.
    expect(actor.getSnapshot().context.sessions[0].title).toBe('第二个问题');
  });

  it('only the current session, only while it is still untitled, and once per answer', async () => {
    setClock(() => Date.parse('2026-11-20T08:00:00Z'));
    const control = new ControlledActors();
    const { chat, answer } = handChat();
    const actor = await openOn(control, [session('1', '新会话'), session('2', '新会话')], page([]), chat);
    const chatRef = actor.getSnapshot().children.chat!;
    chatRef.send({ type: 'CHAT.SEND', text: '怎么退货' });
    answer.send?.({ type: 'CHAT.DONE' });
    const byId = () => Object.fromEntries(actor.getSnapshot().context.sessions.map((s) => [s.id, s]));
    expect(byId().s1).toMatchObject({ title: '怎么退货', updateTime: '2026-11-20T08:00:00.000Z' });
    expect(byId().s2).toMatchObject({ title: '新会话', updateTime: '2026-11-02T00:00:00Z' });
    // The same finished answer seen again (an empty send changes nothing) does not touch the session.
    setClock(() => Date.parse('2026-11-20T09:00:00Z'));
    chatRef.send({ type: 'CHAT.SEND', text: '   ' });
    chatRef.send({ type: 'CHAT.PARAMS', params: {} });
    expect(byId().s1.updateTime).toBe('2026-11-20T08:00:00.000Z');
    // A titled session keeps its title on the next answer.
    chatRef.send({ type: 'CHAT.SEND', text: '运费谁出' });
    answer.send?.({ type: 'CHAT.DONE' });
    expect(byId().s1).toMatchObject({ title: '怎么退货', updateTime: '2026-11-20T09:00:00.000Z' });
  });
});
