import { describe, expect, it } from 'vitest';
import { withImpliedLevels } from '../../../src/domain/apps';

describe('implied feature levels', () => {
  it('ties nothing in for a level other than :edit or :auth', () => {
    // Only :edit and :auth imply lower levels (SPEC section 6); an unknown level must not grant :read.
    expect(withImpliedLevels(['7:view'])).toEqual(['7:view']);
    expect(withImpliedLevels(['7:read:extra'])).toEqual(['7:read:extra']);
  });
});
