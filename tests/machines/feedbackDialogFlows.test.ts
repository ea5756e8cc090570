import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { feedbackDialogMachine } from '../../src/machines/feedbackDialog';

const a = new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
const b = new File([new Uint8Array(10)], 'b.png', { type: 'image/png' });

// Stand-ins: a signed-in user (type 1) with no unread answers, so the dialog opens on the form.
const machine = feedbackDialogMachine.provide({
  actors: {
    identify: fromPromise(() => Promise.resolve(1 as const)),
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
