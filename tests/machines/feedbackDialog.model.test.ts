import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import type { FeedbackSubmit } from '../../src/api/feedback';
import type { Page } from '../../src/domain/types/common.types';
import type { Feedback, FeedbackStatus } from '../../src/domain/types/feedback.types';
import type { UserType } from '../../src/domain/types/user.types';
import { feedbackDialogMachine, type FeedbackDialogContext } from '../../src/machines/feedbackDialog';
import { createListMachine, type ListRequest } from '../../src/machines/listMachine';
import { noticesHeard } from '../notices';
import { feedbackMessages, validateFeedbackForm, validateReply } from '../../src/domain/feedback';
import { messages } from '../../src/domain/validation';
import { ControlledActors, flush, expectEveryStateReachable, settled } from './modelHarness';

const thread = (status: FeedbackStatus, unreadAnswers = 0): Feedback => ({
  feedbackId: '7',
  createTime: '2026-11-01T00:00:00.000Z',
  feedbackType: 3,
  feedbackStatus: status,
  theme: '语音播报偶尔中断',
  themeMsgUserIsRead: unreadAnswers === 0,
  msgList: [
    {
      id: '1',
      msgFromType: 1,
      msgContent: '语音播报偶尔中断',
      imageUrlList: [],
      createTime: '2026-11-01T00:00:00.000Z',
      userIsRead: true,
    },
    ...Array.from({ length: unreadAnswers }, (_, i) => ({
      id: `r${i}`,
      msgFromType: 3 as const,
      msgContent: '已修复',
      imageUrlList: [],
      createTime: '2026-11-02T00:00:00.000Z',
      userIsRead: false,
    })),
  ],
});

const png = new File([new Uint8Array(10)], 'shot.png', { type: 'image/png' });
const filled = { feedbackType: 2 as const, content: '希望支持深色模式', contactName: '', contactInfo: '' };

const events = [
  { type: 'FEEDBACK.OPEN' },
  { type: 'FEEDBACK.CLOSE' },
  { type: 'FEEDBACK.CHANGE', values: filled },
  { type: 'FEEDBACK.CHANGE', values: { content: '   ' } },
  { type: 'FEEDBACK.ADD_IMAGES', files: [png] },
  { type: 'FEEDBACK.REMOVE_IMAGE', index: 0 },
  { type: 'FEEDBACK.SUBMIT' },
  { type: 'FEEDBACK.AGAIN' },
  { type: 'FEEDBACK.HISTORY' },
  { type: 'FEEDBACK.DETAIL', feedback: thread(1, 2) },
  { type: 'FEEDBACK.BACK' },
  { type: 'FEEDBACK.RETRY' },
  { type: 'FEEDBACK.REPLY_CHANGE', content: '还是不行' },
  { type: 'FEEDBACK.REPLY_CHANGE', content: '' },
  { type: 'FEEDBACK.REPLY_ADD_IMAGES', files: [png] },
  { type: 'FEEDBACK.REPLY_REMOVE_IMAGE', index: 0 },
  { type: 'FEEDBACK.REPLY' },
  { type: 'FEEDBACK.RESOLVE' },
  ...settled('identify', 2, 'timeout'),
  { type: 'xstate.done.actor.loadUnread', output: 2 },
  ...settled('loadUnread', 0, 'down'),
  ...settled('submit', '31', 'down'),
  { type: 'xstate.done.actor.loadDetail', output: thread(1) },
  { type: 'xstate.done.actor.loadDetail', output: thread(0) },
  ...settled('loadDetail', thread(3), 'down'),
  ...settled('sendReply', true, 'down'),
  ...settled('resolve', true, 'down'),
];

/** The list child never answers here: its own model test covers it. */
const quietList = createListMachine<Feedback, { userType: UserType }>().provide({
  actors: {
    loadPage: fromPromise<Page<Feedback>, ListRequest<{ userType: UserType }>>(() => new Promise(() => undefined)),
  },
});

function harness() {
  const control = new ControlledActors();
  const machine = feedbackDialogMachine.provide({
    actors: {
      feedbackList: quietList,
      identify: control.actor<UserType>(),
      loadUnread: control.actor<number, UserType>(),
      submit: control.actor<string, FeedbackSubmit>(),
      loadDetail: control.actor<Feedback>(),
      sendReply: control.actor<boolean>(),
      resolve: control.actor<boolean>(),
    },
  });
  return { control, machine };
}

type Snap = ReturnType<AnyStateMachine['transition']>;
/** The state plus what the guards read: form and reply validity, the open thread's status. */
const serialize = (s: Snap) => {
  const c = s.context as FeedbackDialogContext;
  return JSON.stringify([
    s.value,
    Object.keys(validateFeedbackForm(c.values)).length === 0,
    !validateReply(c.reply),
    c.detail?.feedbackStatus,
  ]);
};

describe('feedback dialog machine model', () => {
  it('reaches every state', () => expectEveryStateReachable(harness().machine, { events, serialize }));
});

describe('feedback dialog machine rules', () => {
  const notices = noticesHeard();

  async function openedOn(unread: number) {
    const { control, machine } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'FEEDBACK.OPEN' });
    control.settle({ type: 'xstate.done.actor.identify', output: 3 });
    await flush();
    control.settle({ type: 'xstate.done.actor.loadUnread', output: unread });
    await flush();
    return { actor, control };
  }

  it('opens on the history when unread answers exist, else on the form', async () => {
    expect((await openedOn(2)).actor.getSnapshot().value).toEqual({ open: { history: 'list' } });
    expect((await openedOn(0)).actor.getSnapshot().value).toEqual({ open: { form: 'editing' } });
  });

  it('goes back from a thread to the list (refreshed) and from the list to the form', async () => {
    const { actor, control } = await openedOn(1);
    const list = () => actor.getSnapshot().children.feedbackList;
    actor.send({ type: 'FEEDBACK.DETAIL', feedback: thread(1, 1) });
    control.settle({ type: 'xstate.done.actor.loadDetail', output: thread(1) });
    await flush();
    const listBefore = list();
    actor.send({ type: 'FEEDBACK.BACK' });
    expect(actor.getSnapshot().value).toEqual({ open: { history: 'list' } });
    expect(list()).toBe(listBefore);
    actor.send({ type: 'FEEDBACK.BACK' });
    expect(actor.getSnapshot().value).toEqual({ open: { form: 'editing' } });
  });

  it('shows only passed limits while typing, every rule after a submit', async () => {
    const { actor } = await openedOn(0);
    actor.send({ type: 'FEEDBACK.CHANGE', values: { contactName: '一二三四五六七八九十一' } });
    expect(actor.getSnapshot().context.errors).toEqual({ contactName: feedbackMessages.contactNameTooLong });
    actor.send({ type: 'FEEDBACK.SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      feedbackType: messages.feedbackTypeRequired,
      content: messages.feedbackContentRequired,
      contactName: feedbackMessages.contactNameTooLong,
    });
    actor.send({ type: 'FEEDBACK.CHANGE', values: { content: '  ' } });
    expect(actor.getSnapshot().context.values.content).toBe('');
  });

  it('submits the trimmed form with the user type and images, then starts afresh', async () => {
    const { actor, control } = await openedOn(0);
    actor.send({ type: 'FEEDBACK.CHANGE', values: { ...filled, contactName: ' 林工 ' } });
    actor.send({ type: 'FEEDBACK.ADD_IMAGES', files: [png] });
    actor.send({ type: 'FEEDBACK.SUBMIT' });
    const sent = (actor.getSnapshot().children.submit?.getSnapshot() as { input: FeedbackSubmit }).input;
    expect(sent).toMatchObject({ feedbackType: 2, content: filled.content, contactName: '林工', userType: 3 });
    expect(sent.files).toEqual([png]);
    control.settle({ type: 'xstate.done.actor.submit', output: '31' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: 'success' });
    expect(actor.getSnapshot().context.values.content).toBe('');
  });

  it('keeps what was typed when the submit fails', async () => {
    const { actor, control } = await openedOn(0);
    actor.send({ type: 'FEEDBACK.CHANGE', values: filled });
    actor.send({ type: 'FEEDBACK.SUBMIT' });
    control.settle({ type: 'xstate.error.actor.submit', error: new Error('down') });
    await flush();
    expect(actor.getSnapshot().context.values).toMatchObject(filled);
  });

  it('lowers the unread counter by the opened thread’s unread answers, once', async () => {
    const { actor, control } = await openedOn(3);
    actor.send({ type: 'FEEDBACK.DETAIL', feedback: thread(1, 2) });
    control.settle({ type: 'xstate.done.actor.loadDetail', output: thread(1) });
    await flush();
    expect(actor.getSnapshot().context.unread).toBe(1);
    actor.send({ type: 'FEEDBACK.RESOLVE' });
    control.settle({ type: 'xstate.done.actor.resolve', output: true });
    await flush();
    control.settle({ type: 'xstate.done.actor.loadDetail', output: thread(2) });
    await flush();
    expect(actor.getSnapshot().context.unread).toBe(1);
    expect(notices).toContainEqual({ message: '感谢您的认可，反馈已标记为已解决', kind: 'success' });
  });

  it('refuses an empty reply with its message and ignores replies to an ended thread', async () => {
    const { actor, control } = await openedOn(1);
    actor.send({ type: 'FEEDBACK.DETAIL', feedback: thread(1, 1) });
    control.settle({ type: 'xstate.done.actor.loadDetail', output: thread(1) });
    await flush();
    actor.send({ type: 'FEEDBACK.REPLY' });
    expect(actor.getSnapshot().context.replyError).toBe(feedbackMessages.replyRequired);
    actor.send({ type: 'FEEDBACK.BACK' });
    actor.send({ type: 'FEEDBACK.DETAIL', feedback: thread(3) });
    control.settle({ type: 'xstate.done.actor.loadDetail', output: thread(3) });
    await flush();
    actor.send({ type: 'FEEDBACK.REPLY_CHANGE', content: '' });
    actor.send({ type: 'FEEDBACK.REPLY' });
    expect(actor.getSnapshot().value).toEqual({ open: { history: { detail: 'ready' } } });
    expect(actor.getSnapshot().context.replyError).toBeUndefined();
  });

  it('refuses duplicate and excess images with the SPEC texts, keeping the good ones', async () => {
    const { actor } = await openedOn(0);
    actor.send({ type: 'FEEDBACK.ADD_IMAGES', files: [png, png] });
    expect(actor.getSnapshot().context.images).toHaveLength(1);
    expect(actor.getSnapshot().context.imageError).toBe(feedbackMessages.duplicateImage);
    const more = ['a', 'b', 'c'].map((n) => new File([new Uint8Array(5)], `${n}.jpg`, { type: 'image/jpeg' }));
    actor.send({ type: 'FEEDBACK.ADD_IMAGES', files: more });
    expect(actor.getSnapshot().context.images).toHaveLength(3);
    expect(actor.getSnapshot().context.imageError).toBe(messages.imageCount);
  });
});

describe('feedback dialog machine: the ways back', () => {
  /** Opened, identified as `userType` or not, with the unread count answered or failed. */
  async function opened({ unread, identified = true }: { unread: number | Error; identified?: boolean }) {
    const { control, machine } = harness();
    const toList: string[] = [];
    const actor = createActor(machine, {
      inspect: (e) => {
        if (
          e.type === '@xstate.event' &&
          'id' in e.actorRef &&
          e.actorRef.id === 'feedbackList' &&
          e.event.type.startsWith('LIST.')
        )
          toList.push(e.event.type);
      },
    }).start();
    actor.send({ type: 'FEEDBACK.OPEN' });
    control.settle(
      identified
        ? { type: 'xstate.done.actor.identify', output: 2 }
        : { type: 'xstate.error.actor.identify', error: new Error('down') },
    );
    await flush();
    control.settle(
      unread instanceof Error
        ? { type: 'xstate.error.actor.loadUnread', error: unread }
        : { type: 'xstate.done.actor.loadUnread', output: unread },
    );
    await flush();
    return { actor, control, toList };
  }

  async function submitted(
    actor: ReturnType<typeof createActor<typeof feedbackDialogMachine>>,
    control: ControlledActors,
  ) {
    actor.send({ type: 'FEEDBACK.SUBMIT' });
    actor.send({ type: 'FEEDBACK.CHANGE', values: filled });
    actor.send({ type: 'FEEDBACK.ADD_IMAGES', files: [png] });
    actor.send({ type: 'FEEDBACK.SUBMIT' });
    control.settle({ type: 'xstate.done.actor.submit', output: '31' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: 'success' });
  }

  it('closes, and opens again on the form with no unread count left from before', async () => {
    const { actor, control } = await opened({ unread: 2 });
    actor.send({ type: 'FEEDBACK.CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'FEEDBACK.OPEN' });
    control.settle({ type: 'xstate.done.actor.identify', output: 2 });
    await flush();
    control.settle({ type: 'xstate.done.actor.loadUnread', output: 0 });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: { form: 'editing' } });
    expect(actor.getSnapshot().context.unread).toBe(0);
  });

  it('opens on the form, as a guest, when who the user is or the unread count cannot be read', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'FEEDBACK.OPEN' });
    control.settle({ type: 'xstate.error.actor.identify', error: new Error('down') });
    await flush();
    expect(control.inputs.get('loadUnread')).toBe(3);
    control.settle({ type: 'xstate.error.actor.loadUnread', error: new Error('down') });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: { form: 'editing' } });
  });

  it('goes from the form to the history', async () => {
    const { actor } = await opened({ unread: 0 });
    actor.send({ type: 'FEEDBACK.HISTORY' });
    expect(actor.getSnapshot().value).toEqual({ open: { history: 'list' } });
  });

  it('after a success, 再次反馈 starts a blank form with no message shown, and 查看历史 shows the history', async () => {
    const { actor, control } = await opened({ unread: 0 });
    await submitted(actor, control);
    actor.send({ type: 'FEEDBACK.AGAIN' });
    expect(actor.getSnapshot().value).toEqual({ open: { form: 'editing' } });
    expect(actor.getSnapshot().context).toMatchObject({ images: [], errors: {}, attempted: false });
    actor.send({ type: 'FEEDBACK.CHANGE', values: { contactName: '林' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    await submitted(actor, control);
    actor.send({ type: 'FEEDBACK.HISTORY' });
    expect(actor.getSnapshot().value).toEqual({ open: { history: 'list' } });
  });

  it('back from a thread asks the list to load again', async () => {
    const { actor, control, toList } = await opened({ unread: 1 });
    actor.send({ type: 'FEEDBACK.DETAIL', feedback: thread(1, 1) });
    control.settle({ type: 'xstate.done.actor.loadDetail', output: thread(1) });
    await flush();
    expect(toList).toEqual([]);
    actor.send({ type: 'FEEDBACK.BACK' });
    expect(toList).toEqual(['LIST.RELOAD']);
  });

  it('a thread that failed to load is asked for again on 重试', async () => {
    const { actor, control } = await opened({ unread: 1 });
    actor.send({ type: 'FEEDBACK.DETAIL', feedback: thread(1, 1) });
    control.settle({ type: 'xstate.error.actor.loadDetail', error: new Error('down') });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: { history: { detail: 'failed' } } });
    actor.send({ type: 'FEEDBACK.RETRY' });
    expect(actor.getSnapshot().value).toEqual({ open: { history: { detail: 'loading' } } });
    expect(control.isPending('loadDetail')).toBe(true);
  });

  it('a refused resolve stays on the thread', async () => {
    const { actor, control } = await opened({ unread: 1 });
    actor.send({ type: 'FEEDBACK.DETAIL', feedback: thread(1, 1) });
    control.settle({ type: 'xstate.done.actor.loadDetail', output: thread(1) });
    await flush();
    actor.send({ type: 'FEEDBACK.RESOLVE' });
    control.settle({ type: 'xstate.error.actor.resolve', error: new Error('down') });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: { history: { detail: 'ready' } } });
  });
});
