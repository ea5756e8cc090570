import { describe, expect, it } from 'vitest';
import { resolveButtonState } from '../../../src/domain/feedback';

// SPEC section 4: the resolve button shows only on the newest message when the status is not 0;
// at 2 (resolved) and 3 (auto-ended) the thread has ended, so it shows as done.
describe('the resolve button of a feedback thread', () => {
  it.each([
    [0, 'hidden'],
    [1, 'enabled'],
    [2, 'done'],
    [3, 'done'],
  ] as const)('at status %i is %s', (status, state) => {
    expect(resolveButtonState(status)).toBe(state);
  });
});
