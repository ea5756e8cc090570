import { describe, expect, it } from 'vitest';
import { INVITATION_CODE_LENGTH, isInvitationCode } from '../../../src/domain/validation';

describe('an invitation code as typed (the activation dialog trims it first)', () => {
  it('has exactly eight characters', () => {
    expect(INVITATION_CODE_LENGTH).toBe(8);
    expect(isInvitationCode('A1B2C3D4')).toBe(true);
    for (const typed of ['', 'A1B2C3D', 'A1B2C3D4E']) expect(isInvitationCode(typed)).toBe(false);
  });
});
