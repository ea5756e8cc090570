import { describe, expect, it } from 'vitest';
import { assign, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { HOUR, advanceClock } from '../../mocks/node';
import {
  getFeedbackDetail,
  replyAsStaff,
  replyFeedback,
  resolveFeedback,
  submitFeedback,
} from '../../src/api/feedback';
import { errorMessage } from '../../src/api/http';
import type { FeedbackStatus } from '../../src/domain/types/feedback.types';
import { storeToken } from '../../src/machines/credentials';
import { canResolve, nextFeedbackStatus, replyBlockedReason, statusAfterClock } from '../../src/domain/feedback';
import { loginAs } from '../unit/mocks/client';
import { expectEveryStateReachable, pathsThroughEveryTransition } from './modelHarness';
import { feedbackLifecycleMachine } from '../../src/domain/feedback';

/** SPEC sections 4 and 9: an answered thread ends by itself after 10 days without a reply. */
const TEN_DAYS = 10 * 24 * 60 * 60 * 1000;

/**
 * A feedback thread's life as SPEC sections 4, 8 and 9 tell it, written apart from the code:
 * 0 待回复 until the platform answers (1 已回复); a user reply sets 0 again; the user's like
 * sets 2 已解决; an answered thread with 10 quiet days is 3 (auto-ended). Replies are closed at
 * 2 and 3 with their hints, and resolving is offered once the platform has answered.
 *
 * Each path runs against the simulator through the portal's own API client: the user and the
 * staff act with their own tokens, the simulator's clock stands in for the ten days, and every
 * state checks the status the server reports and what the shared rules let the screen offer.
 */
interface ModelContext {
  /** 10 days minus an hour have passed since the thread's last message. */
  almostQuiet: boolean;
  /** What the server said when it refused the last step, if it did. */
  refused?: string;
}
const quietFor = (almostQuiet: boolean) => assign({ almostQuiet, refused: undefined }) as never;
const refuse = (message: string) => assign({ refused: message }) as never;
const accepted = assign({ refused: undefined }) as never;

const lifecycle = createMachine({
  types: {} as { context: ModelContext; events: { type: string } },
  id: 'thread',
  context: { almostQuiet: false },
  initial: 'pending',
  states: {
    pending: {
      on: {
        STAFF_REPLIES: { target: 'answered', actions: quietFor(false) },
        USER_REPLIES: { target: 'pending', actions: quietFor(false) },
        // The screen offers no resolve before an answer; the server refuses it too.
        USER_RESOLVES: { actions: refuse('反馈待平台回复，暂不能标记为已解决') },
        // A thread waiting for the platform never ends by itself: staff owe it an answer.
        ALMOST_TEN_DAYS: { guard: ({ context }) => !context.almostQuiet, actions: quietFor(true) },
        ONE_MORE_HOUR: { guard: ({ context }) => context.almostQuiet, actions: accepted },
      },
    },
    answered: {
      on: {
        STAFF_REPLIES: { target: 'answered', actions: quietFor(false) },
        USER_REPLIES: { target: 'pending', actions: quietFor(false) },
        USER_RESOLVES: { target: 'resolved', actions: accepted },
        ALMOST_TEN_DAYS: { guard: ({ context }) => !context.almostQuiet, actions: quietFor(true) },
        ONE_MORE_HOUR: { guard: ({ context }) => context.almostQuiet, target: 'autoEnded', actions: accepted },
      },
    },
    resolved: { on: { USER_REPLIES: { actions: refuse('反馈已解决') } } },
    autoEnded: { on: { USER_REPLIES: { actions: refuse('10日内无新回复，当前反馈已自动结束') } } },
  },
});

/** What SPEC says each state looks like: its status, the reply hint, and whether resolve shows. */
const EXPECTED: Record<string, { status: FeedbackStatus; replyHint?: string; resolvable: boolean }> = {
  pending: { status: 0, resolvable: false },
  answered: { status: 1, resolvable: true },
  resolved: { status: 2, replyHint: '反馈已解决', resolvable: false },
  autoEnded: { status: 3, replyHint: '10日内无新回复，当前反馈已自动结束', resolvable: false },
};

const USER = 2 as const;

async function startThread() {
  const userToken = await loginAs('dev_ent');
  const staffToken = await loginAs('admin');
  storeToken(userToken);
  const id = await submitFeedback({ feedbackType: 3, content: '语音播报偶尔中断', userType: USER, files: [] });
  let refusal: string | undefined;
  const as = async (token: string, call: () => Promise<unknown>) => {
    storeToken(token);
    refusal = undefined;
    await call().catch((e: unknown) => void (refusal = errorMessage(e)));
  };
  return {
    id,
    lastRefusal: () => refusal,
    steps: {
      STAFF_REPLIES: () => as(staffToken, () => replyAsStaff(id, '已修复，请更新到最新版本', [])),
      USER_REPLIES: () => as(userToken, () => replyFeedback(id, '更新后还是会中断', USER, [])),
      USER_RESOLVES: () => as(userToken, () => resolveFeedback(id, USER)),
      ALMOST_TEN_DAYS: () => as(userToken, () => Promise.resolve(advanceClock(TEN_DAYS - HOUR))),
      ONE_MORE_HOUR: () => as(userToken, () => Promise.resolve(advanceClock(HOUR))),
    },
    status: async () => {
      storeToken(userToken);
      return (await getFeedbackDetail(id, USER)).feedbackStatus;
    },
  };
}

describe('feedback lifecycle, SPEC model against the simulator', () => {
  const model = createTestModel(lifecycle);
  const paths = pathsThroughEveryTransition(model);

  it('walks every state of the model', () => {
    expect(new Set(paths.flatMap((p) => p.steps.map((s) => s.state.value)))).toEqual(new Set(Object.keys(EXPECTED)));
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_d, path) => {
    const thread = await startThread();
    const check = async (state: { value: unknown; context: ModelContext }) => {
      const expected = EXPECTED[state.value as string];
      const status = await thread.status();
      expect(status, 'status the server reports').toBe(expected.status);
      expect(thread.lastRefusal(), 'the server’s refusal').toBe(state.context.refused);
      // What the detail view offers for that status.
      expect(replyBlockedReason(status)).toBe(expected.replyHint);
      expect(canResolve(status)).toBe(expected.resolvable);
    };
    await path.test({
      events: thread.steps as never,
      states: Object.fromEntries(Object.keys(EXPECTED).map((s) => [s, check])) as never,
    });
  });
});

describe('feedback lifecycle rules', () => {
  it('every status is reachable in the shared lifecycle machine', () => {
    expectEveryStateReachable(feedbackLifecycleMachine, {
      events: [
        { type: 'FEEDBACK.PLATFORM_REPLY' },
        { type: 'FEEDBACK.USER_REPLY' },
        { type: 'FEEDBACK.RESOLVE' },
        { type: 'FEEDBACK.CLOCK', idleMs: TEN_DAYS },
      ],
    });
  });

  it('refuses what the lifecycle does not allow', () => {
    expect(nextFeedbackStatus(0, { type: 'FEEDBACK.RESOLVE' })).toBeUndefined();
    for (const ended of [2, 3] as FeedbackStatus[]) {
      expect(nextFeedbackStatus(ended, { type: 'FEEDBACK.USER_REPLY' })).toBeUndefined();
      expect(nextFeedbackStatus(ended, { type: 'FEEDBACK.PLATFORM_REPLY' })).toBeUndefined();
      expect(nextFeedbackStatus(ended, { type: 'FEEDBACK.RESOLVE' })).toBeUndefined();
    }
  });

  it('auto-ends only an answered thread, at exactly 10 quiet days', () => {
    expect(statusAfterClock(1, 0, TEN_DAYS - 1)).toBe(1);
    expect(statusAfterClock(1, 0, TEN_DAYS)).toBe(3);
    expect(statusAfterClock(1, 1000, TEN_DAYS)).toBe(1);
    expect(statusAfterClock(0, 0, TEN_DAYS * 3)).toBe(0);
    expect(statusAfterClock(2, 0, TEN_DAYS * 3)).toBe(2);
  });
});
