import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Page } from '../../src/domain/types/common.types';
import type { Feedback } from '../../src/domain/types/feedback.types';
import { storeToken } from '../../src/machines/credentials';
import { feedbackStaffMachine, type StaffFeedbackFilter } from '../../src/machines/feedbackStaff';
import { createListMachine, type ListActor, type ListRequest } from '../../src/machines/listMachine';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';
import { ControlledActors, flush } from './modelHarness';
import { noticesHeard } from '../notices';
import { recordBodies } from './requestBodies';
import { paths } from '../../src/api/paths';

const thread = (id: string): Feedback => ({
  feedbackId: id,
  createTime: '2026-11-01T00:00:00.000Z',
  feedbackType: 1,
  feedbackStatus: 0,
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
const picture = (name: string) => new File([new Uint8Array(4)], name, { type: 'image/png' });

/** The list child never answers here: these tests are about the drawer. */
const quietList = createListMachine<Feedback, StaffFeedbackFilter>().provide({
  actors: {
    loadPage: fromPromise<Page<Feedback>, ListRequest<StaffFeedbackFilter>>(() => new Promise(() => undefined)),
  },
});

function drawer() {
  const control = new ControlledActors();
  const machine = feedbackStaffMachine.provide({
    actors: { list: quietList, loadDetail: control.actor<Feedback>(), sendReply: control.actor<boolean>() },
  });
  const actor = createActor(machine).start();
  return { actor, control };
}

async function openedThread(id: string) {
  const { actor, control } = drawer();
  actor.send({ type: 'STAFF.OPEN', id });
  control.settle({ type: 'xstate.done.actor.loadDetail', output: thread(id) });
  await flush();
  return { actor, control };
}

describe('the staff drawer', () => {
  it('asks for the thread that was opened', () => {
    const { actor, control } = drawer();
    actor.send({ type: 'STAFF.OPEN', id: '42' });
    expect(control.inputs.get('loadDetail')).toBe('42');
    expect(actor.getSnapshot().context.openedId).toBe('42');
  });

  it('opening another thread drops the answer drafted for the first one', async () => {
    const { actor, control } = await openedThread('9');
    actor.send({ type: 'STAFF.REPLY_CHANGE', content: '已修复，请刷新' });
    actor.send({ type: 'STAFF.ADD_IMAGES', files: [picture('a.png')] });
    actor.send({ type: 'STAFF.OPEN', id: '10' });
    expect(actor.getSnapshot().value).toEqual({ thread: 'loading' });
    expect(control.inputs.get('loadDetail')).toBe('10');
    expect(actor.getSnapshot().context).toMatchObject({ openedId: '10', detail: undefined, reply: '', images: [] });
  });

  it('removes only the picture asked for, and keeps the others in order', async () => {
    const { actor } = await openedThread('9');
    const [a, b, c] = [picture('a.png'), picture('b.png'), picture('c.png')];
    actor.send({ type: 'STAFF.ADD_IMAGES', files: [a, b, c] });
    actor.send({ type: 'STAFF.REMOVE_IMAGE', index: 1 });
    expect(actor.getSnapshot().context.images.map((f) => f.name)).toEqual(['a.png', 'c.png']);
    actor.send({ type: 'STAFF.REMOVE_IMAGE', index: 0 });
    expect(actor.getSnapshot().context.images.map((f) => f.name)).toEqual(['c.png']);
  });

  describe('a sent answer', () => {
    const heard = noticesHeard();

    it('is confirmed with a success toast, not an error one', async () => {
      const { actor, control } = await openedThread('9');
      actor.send({ type: 'STAFF.REPLY_CHANGE', content: '已修复，请刷新' });
      actor.send({ type: 'STAFF.REPLY' });
      control.settle({ type: 'xstate.done.actor.sendReply', output: true });
      await flush();
      expect(heard).toEqual([{ message: '已回复', kind: 'success' }]);
    });
  });
});

describe('the staff list against the simulator', () => {
  serveSimulatorPerTest();
  const listAsked = recordBodies(paths.feedback.adminList);

  /** The staff page's machine for the admin, once its list has answered the first time. */
  async function staffListLoaded() {
    storeToken(await loginAs('admin'));
    const actor = createActor(feedbackStaffMachine).start();
    const list = actor.getSnapshot().children.list as ListActor<Feedback, StaffFeedbackFilter>;
    await waitFor(list, (s) => !s.matches('loading'));
    return { actor, list };
  }

  it('asks for the first page, ten a page (SPEC section 9), with no filter', async () => {
    const { actor } = await staffListLoaded();
    expect(await listAsked()).toEqual([{ pageNum: 1, pageSize: 10 }]);
    actor.stop();
  });

  it('asks the simulator for the chosen type only', async () => {
    const { actor, list } = await staffListLoaded();
    // 产品建议 (type 2): the seeded world has threads of every type, so an unfiltered page would show others.
    list.send({ type: 'LIST.QUERY', query: { feedbackType: 2 } });
    await waitFor(list, (s) => !s.matches('loading'));
    const { records } = list.getSnapshot().context;
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.feedbackType === 2)).toBe(true);
    actor.stop();
  });
});
