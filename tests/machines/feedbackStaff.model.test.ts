import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyStateMachine } from 'xstate';
import type { Page } from '../../src/domain/types/common.types';
import type { Feedback, FeedbackStatus } from '../../src/domain/types/feedback.types';
import {
  feedbackStaffMachine,
  type StaffFeedbackContext,
  type StaffFeedbackFilter,
} from '../../src/machines/feedbackStaff';
import { noticesHeard } from '../notices';
import { createListMachine, type ListRequest } from '../../src/machines/listMachine';
import { feedbackMessages, validateReply } from '../../src/domain/feedback';
import { ControlledActors, flush, expectEveryStateReachable, settled } from './modelHarness';

const thread = (status: FeedbackStatus): Feedback => ({
  feedbackId: '9',
  createTime: '2026-11-01T00:00:00.000Z',
  feedbackType: 1,
  feedbackStatus: status,
  theme: '首页视频无法播放',
  themeMsgUserIsRead: true,
  msgList: [
    {
      id: '1',
      msgFromType: 1,
      msgContent: '首页视频无法播放',
      imageUrlList: [],
      createTime: '2026-11-01T00:00:00.000Z',
      userIsRead: true,
    },
  ],
});
const png = new File([new Uint8Array(4)], 'fix.png', { type: 'image/png' });

const events = [
  { type: 'STAFF.OPEN', id: '9' },
  { type: 'STAFF.CLOSE' },
  { type: 'STAFF.RETRY' },
  { type: 'STAFF.REPLY_CHANGE', content: '已修复，请刷新' },
  { type: 'STAFF.REPLY_CHANGE', content: '' },
  { type: 'STAFF.ADD_IMAGES', files: [png] },
  { type: 'STAFF.REMOVE_IMAGE', index: 0 },
  { type: 'STAFF.REPLY' },
  { type: 'xstate.done.actor.loadDetail', output: thread(0) },
  ...settled('loadDetail', thread(2), 'down'),
  ...settled('sendReply', true, 'down'),
];

/** The list child never answers here; the paged list has its own tests. */
const quietList = createListMachine<Feedback, StaffFeedbackFilter>().provide({
  actors: {
    loadPage: fromPromise<Page<Feedback>, ListRequest<StaffFeedbackFilter>>(() => new Promise(() => undefined)),
  },
});

function harness() {
  const control = new ControlledActors();
  const machine = feedbackStaffMachine.provide({
    actors: { list: quietList, loadDetail: control.actor<Feedback>(), sendReply: control.actor<boolean>() },
  });
  return { control, machine };
}

type Snap = ReturnType<AnyStateMachine['transition']>;
const serialize = (s: Snap) => {
  const c = s.context as StaffFeedbackContext;
  return JSON.stringify([s.value, !validateReply(c.reply), c.detail?.feedbackStatus]);
};

describe('feedback staff machine model', () => {
  it('reaches every state', () => expectEveryStateReachable(harness().machine, { events, serialize }));
});

describe('feedback staff machine rules', () => {
  const notices = noticesHeard();

  async function opened(status: FeedbackStatus) {
    const { control, machine } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'STAFF.OPEN', id: '9' });
    control.settle({ type: 'xstate.done.actor.loadDetail', output: thread(status) });
    await flush();
    return { actor, control };
  }

  it('sends the answer with its images, says 已回复 and reloads the thread', async () => {
    const { actor, control } = await opened(0);
    actor.send({ type: 'STAFF.REPLY_CHANGE', content: '已修复，请刷新' });
    actor.send({ type: 'STAFF.ADD_IMAGES', files: [png] });
    actor.send({ type: 'STAFF.REPLY' });
    const sent = (
      actor.getSnapshot().children.sendReply?.getSnapshot() as { input: { id: string; content: string; files: File[] } }
    ).input;
    expect(sent).toEqual({ id: '9', content: '已修复，请刷新', files: [png] });
    control.settle({ type: 'xstate.done.actor.sendReply', output: true });
    await flush();
    expect(notices).toContainEqual({ message: '已回复', kind: 'success' });
    expect(actor.getSnapshot().value).toEqual({ thread: 'loading' });
    expect(actor.getSnapshot().context.reply).toBe('');
  });

  it('keeps the answer when sending fails, and refuses an empty one', async () => {
    const { actor, control } = await opened(1);
    actor.send({ type: 'STAFF.REPLY' });
    expect(actor.getSnapshot().context.error).toBe(feedbackMessages.replyRequired);
    actor.send({ type: 'STAFF.REPLY_CHANGE', content: '请提供浏览器版本' });
    actor.send({ type: 'STAFF.REPLY' });
    control.settle({ type: 'xstate.error.actor.sendReply', error: new Error('down') });
    await flush();
    expect(actor.getSnapshot().context.reply).toBe('请提供浏览器版本');
  });

  it('does not answer a resolved thread', async () => {
    const { actor } = await opened(2);
    // Nor says anything about an empty answer: there is nothing to answer.
    actor.send({ type: 'STAFF.REPLY' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    actor.send({ type: 'STAFF.REPLY_CHANGE', content: '补充' });
    actor.send({ type: 'STAFF.REPLY' });
    expect(actor.getSnapshot().value).toEqual({ thread: 'ready' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('offers 重试 when a thread fails to load, and forgets the thread once closed', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'STAFF.OPEN', id: '9' });
    control.settle({ type: 'xstate.error.actor.loadDetail', error: new Error('down') });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ thread: 'failed' });
    control.inputs.delete('loadDetail');
    actor.send({ type: 'STAFF.RETRY' });
    expect(control.inputs.get('loadDetail')).toBe('9');
    control.settle({ type: 'xstate.done.actor.loadDetail', output: thread(0) });
    await flush();
    actor.send({ type: 'STAFF.CLOSE' });
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context).toMatchObject({ openedId: undefined, detail: undefined });
  });

  it('reloads the list of feedback once an answer is sent', async () => {
    const heard: string[] = [];
    const control = new ControlledActors();
    const machine = feedbackStaffMachine.provide({
      actors: {
        list: fromCallback(({ receive }) => receive((e) => void heard.push(e.type))) as never,
        loadDetail: control.actor<Feedback>(),
        sendReply: control.actor<boolean>(),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'STAFF.OPEN', id: '9' });
    control.settle({ type: 'xstate.done.actor.loadDetail', output: thread(0) });
    await flush();
    actor.send({ type: 'STAFF.REPLY_CHANGE', content: '已修复，请刷新' });
    actor.send({ type: 'STAFF.REPLY' });
    expect(heard).toEqual([]);
    control.settle({ type: 'xstate.done.actor.sendReply', output: true });
    await flush();
    expect(heard).toEqual(['LIST.RELOAD']);
  });
});
