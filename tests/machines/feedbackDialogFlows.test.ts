import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup, waitFor, type ActorRefFrom } from 'xstate';
import type { Page } from '../../src/domain/types/common.types';
import type { FeedbackSubmit } from '../../src/api/feedback';
import type { Feedback, FeedbackMessage, FeedbackStatus } from '../../src/domain/types/feedback.types';
import { paths } from '../../src/api/paths';
import type { UserType } from '../../src/domain/types/user.types';
import { storeToken } from '../../src/machines/credentials';
import { feedbackDialogMachine, feedbackListMachine } from '../../src/machines/feedbackDialog';
import { createListMachine, type ListRequest } from '../../src/machines/listMachine';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';
import { ControlledActors, inSystemWithSession } from './modelHarness';
import { noticesHeard } from '../notices';
import { recordBodies } from './requestBodies';

const a = new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
const b = new File([new Uint8Array(10)], 'b.png', { type: 'image/png' });

// Stand-ins: a signed-in user (type 1) with no unread answers, so the dialog opens on the form.
const machine = feedbackDialogMachine.provide({
  actors: {
    identify: fromPromise<UserType>(() => Promise.resolve(1)),
    loadUnread: fromPromise(() => Promise.resolve(0)),
  },
});

describe('feedback dialog form', () => {
  it('removing an image keeps the other ones and clears the image error', async () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'FEEDBACK.OPEN' });
    await waitFor(actor, (s) => s.matches({ open: 'form' }));
    expect(actor.getSnapshot().context.userType).toBe(1);
    actor.send({ type: 'FEEDBACK.ADD_IMAGES', files: [a, b] });
    actor.send({ type: 'FEEDBACK.REMOVE_IMAGE', index: 0 });
    expect(actor.getSnapshot().context.images.map((f) => f.name)).toEqual(['b.png']);
    expect(actor.getSnapshot().context.imageError).toBeUndefined();
  });
});

describe('feedback dialog history', () => {
  it('opening a thread with two unread answers drops the unread counter by two', async () => {
    const answer = (id: string) => ({
      id,
      msgFromType: 3 as const,
      msgContent: '已修复',
      imageUrlList: [],
      createTime: '2026-11-02T00:00:00.000Z',
      userIsRead: false,
    });
    const listed: Feedback = {
      feedbackId: '7',
      createTime: '2026-11-01T00:00:00.000Z',
      feedbackType: 3 as const,
      feedbackStatus: 1 as const,
      theme: '语音播报偶尔中断',
      themeMsgUserIsRead: false,
      msgList: [answer('r0'), answer('r1')],
    };
    const read: Feedback = {
      ...listed,
      themeMsgUserIsRead: true,
      msgList: listed.msgList.map((m) => ({ ...m, userIsRead: true })),
    };
    const actor = createActor(
      feedbackDialogMachine.provide({
        actors: {
          identify: fromPromise<UserType>(() => Promise.resolve(1)),
          // Three unread answers overall: two in this thread, one elsewhere.
          loadUnread: fromPromise(() => Promise.resolve(3)),
          loadDetail: fromPromise(() => Promise.resolve(read)),
        },
      }),
    ).start();
    actor.send({ type: 'FEEDBACK.OPEN' });
    await waitFor(actor, (s) => s.matches({ open: 'history' }));
    expect(actor.getSnapshot().context.unread).toBe(3);
    actor.send({ type: 'FEEDBACK.DETAIL', feedback: listed });
    await waitFor(actor, (s) => s.context.detail !== undefined);
    expect(actor.getSnapshot().context.unread).toBe(1);
    expect(actor.getSnapshot().context.freshIds).toEqual(['r0', 'r1']);
  });
});

// ---------------------------------------------------------------------------------------------
// Fixtures written out by hand: the expected values below are read off them, not computed.

const msg = (id: string, msgFromType: 1 | 2 | 3 | 4, userIsRead: boolean): FeedbackMessage => ({
  id,
  msgFromType,
  msgContent: msgFromType === 3 ? '已修复，请更新后再试' : '语音播报偶尔中断',
  imageUrlList: [],
  createTime: '2026-11-02T00:00:00.000Z',
  userIsRead,
});

const threadOf = (
  feedbackId: string,
  feedbackStatus: FeedbackStatus,
  msgList: FeedbackMessage[] = [msg('1', 1, true), msg('2', 3, true)],
): Feedback => ({
  feedbackId,
  createTime: '2026-11-01T00:00:00.000Z',
  feedbackType: 3,
  feedbackStatus,
  theme: '语音播报偶尔中断',
  themeMsgUserIsRead: msgList.every((m) => m.userIsRead),
  msgList,
});

const image = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });

/** The list child never answers here: what it asks the server is checked against the simulator below. */
const quietList = createListMachine<Feedback, { userType: UserType }>().provide({
  actors: {
    loadPage: fromPromise<Page<Feedback>, ListRequest<{ userType: UserType }>>(() => new Promise(() => undefined)),
  },
});

/** A signed-in user (type 1) with unread answers: the dialog opens on the history list. */
async function onHistory() {
  const control = new ControlledActors();
  const actor = createActor(
    feedbackDialogMachine.provide({
      actors: {
        feedbackList: quietList,
        identify: fromPromise<UserType>(() => Promise.resolve(1)),
        loadUnread: fromPromise(() => Promise.resolve(2)),
        loadDetail: control.actor<Feedback>(),
        sendReply: control.actor<boolean>(),
        resolve: control.actor<boolean>(),
      },
    }),
  ).start();
  actor.send({ type: 'FEEDBACK.OPEN' });
  await waitFor(actor, (s) => s.matches({ open: { history: 'list' } }));
  return { actor, control };
}

/** Opens `listed` from the list and lets its detail answer with `detail`. */
async function openThread(
  { actor, control }: Awaited<ReturnType<typeof onHistory>>,
  listed: Feedback,
  detail: Feedback,
) {
  actor.send({ type: 'FEEDBACK.DETAIL', feedback: listed });
  control.settle({ type: 'xstate.done.actor.loadDetail', output: detail });
  await waitFor(actor, (s) => s.matches({ open: { history: { detail: 'ready' } } }));
}

describe('feedback dialog form after a refused submit', () => {
  it('keeps the required messages while the user goes on typing', async () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'FEEDBACK.OPEN' });
    await waitFor(actor, (s) => s.matches({ open: 'form' }));
    actor.send({ type: 'FEEDBACK.SUBMIT' });
    actor.send({ type: 'FEEDBACK.CHANGE', values: { contactName: '林工' } });
    // SPEC section 5: type and content are required; the submit showed it and typing elsewhere keeps it.
    expect(actor.getSnapshot().context.errors).toEqual({ feedbackType: '请选择反馈类型', content: '请填写反馈内容' });
    expect(actor.getSnapshot().value).toEqual({ open: { form: 'editing' } });
  });

  it('sends the contact information without the spaces around it', async () => {
    let sent: FeedbackSubmit | undefined;
    const actor = createActor(
      machine.provide({
        actors: {
          submit: fromPromise<string, FeedbackSubmit>(({ input }) => {
            sent = input;
            return Promise.resolve('31');
          }),
        },
      }),
    ).start();
    actor.send({ type: 'FEEDBACK.OPEN' });
    await waitFor(actor, (s) => s.matches({ open: 'form' }));
    actor.send({
      type: 'FEEDBACK.CHANGE',
      values: { feedbackType: 2, content: '希望支持深色模式', contactName: '林工', contactInfo: ' 13800000001 ' },
    });
    actor.send({ type: 'FEEDBACK.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ open: 'success' }));
    expect(sent).toMatchObject({ contactName: '林工', contactInfo: '13800000001', userType: 1 });
  });
});

describe('who is giving feedback', () => {
  /** A session stand-in: `ready` once it knows who is signed in (the tag whoIsKnown reads). */
  const sessionStandIn = (start: 'loading' | 'ready', context: { token?: string; user?: { userRole: number } }) =>
    setup({ types: {} as { context: { token?: string; user?: { userRole: number } } } }).createMachine({
      context,
      initial: start,
      states: { loading: {}, ready: { tags: ['ready'] } },
    });

  /** The dialog beside a session in one system, as the app runs them; loadUnread is held. */
  function besideSession(session: ReturnType<typeof sessionStandIn>) {
    const control = new ControlledActors();
    const dialog = feedbackDialogMachine.provide({ actors: { loadUnread: control.actor<number, UserType>() } });
    const { root, actor } = inSystemWithSession(session, dialog, 'feedback');
    return { root, actor, control };
  }

  afterEach(() => void vi.useRealTimers());

  it('is a guest (type 3) when no session runs', async () => {
    const control = new ControlledActors();
    const actor = createActor(
      feedbackDialogMachine.provide({ actors: { loadUnread: control.actor<number, UserType>() } }),
    ).start();
    actor.send({ type: 'FEEDBACK.OPEN' });
    await waitFor(actor, (s) => s.matches({ open: 'checking' }));
    expect(actor.getSnapshot().context.userType).toBe(3);
    expect(control.inputs.get('loadUnread')).toBe(3);
  });

  it('is the signed-in admin (type 1) the session knows', async () => {
    const { actor, control } = besideSession(sessionStandIn('ready', { token: 't', user: { userRole: 1 } }));
    actor.send({ type: 'FEEDBACK.OPEN' });
    await waitFor(actor, (s) => s.matches({ open: 'checking' }));
    expect(actor.getSnapshot().context.userType).toBe(1);
    expect(control.inputs.get('loadUnread')).toBe(1);
  });

  it('gives a session that never finishes loading 30 s, then takes what it has: a token is a user (type 2)', async () => {
    vi.useFakeTimers();
    const { actor } = besideSession(sessionStandIn('loading', { token: 't' }));
    actor.send({ type: 'FEEDBACK.OPEN' });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(actor.getSnapshot().value).toEqual({ open: 'identifying' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().value).toEqual({ open: 'checking' });
    expect(actor.getSnapshot().context.userType).toBe(2);
  });
});

describe('feedback history against the simulator', () => {
  serveSimulatorPerTest();
  const listAsked = recordBodies(paths.feedback.list);

  it('lists the signed-in user’s threads, ten a page, with the user type', async () => {
    storeToken(await loginAs('dev_ent'));
    // dev_ent has an unread platform answer (seed): the dialog opens on the history.
    const actor = createActor(
      feedbackDialogMachine.provide({ actors: { identify: fromPromise<UserType>(() => Promise.resolve(2)) } }),
    ).start();
    actor.send({ type: 'FEEDBACK.OPEN' });
    await waitFor(actor, (s) => s.matches({ open: { history: 'list' } }));
    const list = actor.getSnapshot().children.feedbackList as ActorRefFrom<typeof feedbackListMachine>;
    await waitFor(list, (s) => !s.matches('loading'));
    expect(await listAsked()).toEqual([{ pageNum: 1, pageSize: 10, userType: 2 }]);
    expect(list.getSnapshot().context.records.length).toBeGreaterThan(0);
  });
});

describe('a feedback thread', () => {
  const heard = noticesHeard();

  it('loads the thread picked from the list, by its id and the user type, and a second pick loads the second', async () => {
    const history = await onHistory();
    const { actor, control } = history;
    await openThread(history, threadOf('12', 1), threadOf('12', 1));
    expect(control.inputs.get('loadDetail')).toEqual({ id: '12', userType: 1 });
    actor.send({ type: 'FEEDBACK.BACK' });
    await openThread(history, threadOf('15', 0), threadOf('15', 0));
    expect(control.inputs.get('loadDetail')).toEqual({ id: '15', userType: 1 });
    expect(actor.getSnapshot().context.detail?.feedbackId).toBe('15');
  });

  it('marks as new only the platform answers that were unread', async () => {
    const history = await onHistory();
    // Own message, a read answer, an unread hidden note (type 4) and an unread answer.
    const listed = threadOf('12', 1, [msg('1', 1, true), msg('p1', 3, true), msg('n1', 4, false), msg('p2', 3, false)]);
    await openThread(history, listed, threadOf('12', 1));
    expect(history.actor.getSnapshot().context.freshIds).toEqual(['p2']);
  });

  it('attaches reply images up to three, removes the one asked, and sends them with the reply', async () => {
    const history = await onHistory();
    const { actor, control } = history;
    await openThread(history, threadOf('12', 1), threadOf('12', 1));
    const names = () => actor.getSnapshot().context.replyImages.map((f) => f.name);
    actor.send({ type: 'FEEDBACK.REPLY_ADD_IMAGES', files: [image('a.png'), image('b.png')] });
    expect(names()).toEqual(['a.png', 'b.png']);
    actor.send({ type: 'FEEDBACK.REPLY_ADD_IMAGES', files: [image('c.png'), image('d.png')] });
    expect(names()).toEqual(['a.png', 'b.png', 'c.png']);
    expect(actor.getSnapshot().context.replyError).toBe('仅支持上传3张图片');
    actor.send({ type: 'FEEDBACK.REPLY_REMOVE_IMAGE', index: 0 });
    expect(names()).toEqual(['b.png', 'c.png']);
    expect(actor.getSnapshot().context.replyError).toBeUndefined();
    actor.send({ type: 'FEEDBACK.REPLY_CHANGE', content: '更新后还是会中断' });
    actor.send({ type: 'FEEDBACK.REPLY' });
    const sent = control.inputs.get('sendReply') as { id: string; content: string; userType: UserType; files: File[] };
    expect({ ...sent, files: sent.files.map((f) => f.name) }).toEqual({
      id: '12',
      content: '更新后还是会中断',
      userType: 1,
      files: ['b.png', 'c.png'],
    });
  });

  it('keeps the reply and its images when sending fails, and once sent clears them and says 已回复', async () => {
    const history = await onHistory();
    const { actor, control } = history;
    await openThread(history, threadOf('12', 1), threadOf('12', 1));
    actor.send({ type: 'FEEDBACK.REPLY_ADD_IMAGES', files: [image('a.png')] });
    actor.send({ type: 'FEEDBACK.REPLY_CHANGE', content: '更新后还是会中断' });
    actor.send({ type: 'FEEDBACK.REPLY' });
    control.settle({ type: 'xstate.error.actor.sendReply', error: new Error('请求错误，请稍后重试') });
    await waitFor(actor, (s) => s.matches({ open: { history: { detail: 'ready' } } }));
    expect(actor.getSnapshot().context.reply).toBe('更新后还是会中断');
    expect(actor.getSnapshot().context.replyImages.map((f) => f.name)).toEqual(['a.png']);
    expect(heard).toEqual([]);
    actor.send({ type: 'FEEDBACK.REPLY' });
    control.settle({ type: 'xstate.done.actor.sendReply', output: true });
    await waitFor(actor, (s) => s.matches({ open: { history: { detail: 'loading' } } }));
    expect(actor.getSnapshot().context.reply).toBe('');
    expect(actor.getSnapshot().context.replyImages).toEqual([]);
    expect(heard).toEqual([{ message: '已回复', kind: 'success' }]);
  });

  it('marks an answered thread resolved with a success notice', async () => {
    const history = await onHistory();
    const { actor, control } = history;
    await openThread(history, threadOf('12', 1), threadOf('12', 1));
    actor.send({ type: 'FEEDBACK.RESOLVE' });
    expect(control.inputs.get('resolve')).toEqual({ id: '12', userType: 1 });
    control.settle({ type: 'xstate.done.actor.resolve', output: true });
    await waitFor(actor, (s) => s.matches({ open: { history: { detail: 'loading' } } }));
    expect(heard).toEqual([{ message: '感谢您的认可，反馈已标记为已解决', kind: 'success' }]);
  });

  it('does not resolve a thread still waiting for the platform (status 0)', async () => {
    const history = await onHistory();
    const { actor, control } = history;
    await openThread(history, threadOf('12', 0, [msg('1', 1, true)]), threadOf('12', 0, [msg('1', 1, true)]));
    actor.send({ type: 'FEEDBACK.RESOLVE' });
    expect(actor.getSnapshot().value).toEqual({ open: { history: { detail: 'ready' } } });
    expect(control.isPending('resolve')).toBe(false);
  });
});
