import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Feedback } from '../../src/api/feedback.types';
import type { UserType } from '../../src/api/user.types';
import { feedbackDialogMachine } from '../../src/machines/feedbackDialog';

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
    const answer = (id: string) => ({ id, msgFromType: 3 as const, msgContent: '已修复', imageUrlList: [], createTime: '2026-11-02T00:00:00.000Z', userIsRead: false });
    const listed: Feedback = {
      feedbackId: '7',
      createTime: '2026-11-01T00:00:00.000Z',
      feedbackType: 3 as const,
      feedbackStatus: 1 as const,
      theme: '语音播报偶尔中断',
      themeMsgUserIsRead: false,
      msgList: [answer('r0'), answer('r1')],
    };
    const read: Feedback = { ...listed, themeMsgUserIsRead: true, msgList: listed.msgList.map((m) => ({ ...m, userIsRead: true })) };
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
