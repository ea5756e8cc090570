import { describe, expect, it } from 'vitest';
import { parseInvitationStatus } from '../../../src/domain/trial';

// Invitation code status (SPEC section 3): 1 待激活, 2 已激活, 3 作废.
describe('the invitation status filter in the address bar', () => {
  it('takes 1, 2 and 3', () => {
    expect(parseInvitationStatus('1')).toBe(1);
    expect(parseInvitationStatus('2')).toBe(2);
    expect(parseInvitationStatus('3')).toBe(3);
  });

  it('means all for anything else', () => {
    for (const value of ['0', '4', '1.5', 'abc', '', null, undefined])
      expect(parseInvitationStatus(value)).toBeUndefined();
  });
});
