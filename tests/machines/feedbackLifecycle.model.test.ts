import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { FeedbackStatus } from '../../src/api/types';
import {
  AUTO_END_MS,
  canResolve,
  feedbackLifecycleMachine,
  feedbackMessages,
  nextFeedbackStatus,
  replyBlockedReason,
  statusAfterClock,
  type FeedbackLifecycleEvent,
} from '../../src/machines/rules/feedback';
import { everyTransition, expectAllStatesReached } from './modelHarness';

const events: FeedbackLifecycleEvent[] = [
  { type: 'FEEDBACK.PLATFORM_REPLY' },
  { type: 'FEEDBACK.USER_REPLY' },
  { type: 'FEEDBACK.RESOLVE' },
  { type: 'FEEDBACK.CLOCK', idleMs: AUTO_END_MS - 1 },
  { type: 'FEEDBACK.CLOCK', idleMs: AUTO_END_MS },
];

describe('feedback lifecycle model (SPEC section 8)', () => {
  const cases = everyTransition(feedbackLifecycleMachine, { events });

  it('reaches every state', () => expectAllStatesReached(feedbackLifecycleMachine, cases));

  it.each(cases.map((c) => [c.description, c] as const))('%s', (_d, testCase) => {
    const actor = createActor(feedbackLifecycleMachine).start();
    for (const step of testCase.steps) {
      actor.send(step.event as FeedbackLifecycleEvent);
      expect(actor.getSnapshot().value).toEqual(step.expected);
    }
    actor.stop();
  });
});

describe('feedback lifecycle rules', () => {
  it('maps statuses through the machine and refuses what it does not allow', () => {
    expect(nextFeedbackStatus(0, { type: 'FEEDBACK.PLATFORM_REPLY' })).toBe(1);
    expect(nextFeedbackStatus(1, { type: 'FEEDBACK.USER_REPLY' })).toBe(0);
    expect(nextFeedbackStatus(1, { type: 'FEEDBACK.RESOLVE' })).toBe(2);
    expect(nextFeedbackStatus(0, { type: 'FEEDBACK.RESOLVE' })).toBeUndefined();
    for (const ended of [2, 3] as FeedbackStatus[]) {
      expect(nextFeedbackStatus(ended, { type: 'FEEDBACK.USER_REPLY' })).toBeUndefined();
      expect(nextFeedbackStatus(ended, { type: 'FEEDBACK.PLATFORM_REPLY' })).toBeUndefined();
    }
  });

  it('auto-ends only an answered thread, after exactly 10 quiet days', () => {
    expect(statusAfterClock(1, 0, AUTO_END_MS - 1)).toBe(1);
    expect(statusAfterClock(1, 0, AUTO_END_MS)).toBe(3);
    expect(statusAfterClock(0, 0, AUTO_END_MS * 3)).toBe(0);
    expect(statusAfterClock(2, 0, AUTO_END_MS * 3)).toBe(2);
  });

  it('gives the disabled reply button its hint and shows resolve only once answered', () => {
    expect(replyBlockedReason(2)).toBe(feedbackMessages.resolved);
    expect(replyBlockedReason(3)).toBe(feedbackMessages.autoEnded);
    expect(replyBlockedReason(0)).toBeUndefined();
    expect(replyBlockedReason(1)).toBeUndefined();
    expect([0, 1, 2, 3].map((s) => canResolve(s as FeedbackStatus))).toEqual([false, true, false, false]);
  });
});
