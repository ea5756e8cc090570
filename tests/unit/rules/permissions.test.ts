import { describe, expect, it } from 'vitest';
import { expandCodes, hasAnyCode, hasCode, toggleTreeCode } from '../../../src/domain/permissions';

describe('permission matching', () => {
  it('shows an item that requires nothing, to anyone', () => {
    expect(hasAnyCode(undefined, new Set())).toBe(true);
    expect(hasAnyCode([], new Set())).toBe(true);
  });

  it('needs any one of the required codes', () => {
    const owned = expandCodes(['DevC:read']);
    expect(hasAnyCode(['MC:read', 'DevC:read'], owned)).toBe(true);
    expect(hasAnyCode(['MC:read'], owned)).toBe(false);
  });

  it('ties :auth in with :read and :edit, and :edit with :read', () => {
    const owned = expandCodes(['MC:userPerm:userManage:user:auth', 'MC:FeedbackManage:edit']);
    expect(hasCode('MC:userPerm:userManage:user:read', owned)).toBe(true);
    expect(hasCode('MC:userPerm:userManage:user:edit', owned)).toBe(true);
    expect(hasCode('MC:FeedbackManage:read', owned)).toBe(true);
    expect(hasCode('MC:FeedbackManage:auth', owned)).toBe(false);
  });

  it('does not let :read grant :edit', () => {
    expect(hasCode('MC:userPerm:userManage:user:edit', expandCodes(['MC:userPerm:userManage:user:read']))).toBe(false);
  });

  it('lets a trailing * cover its prefix only', () => {
    const owned = expandCodes(['MC:verifyManage:*']);
    expect(hasCode('MC:verifyManage:identity:read', owned)).toBe(true);
    expect(hasCode('MC:verifyManage:read', owned)).toBe(true);
    expect(hasCode('MC:verifyManageX:read', owned)).toBe(false);
    expect(hasCode('MC:SDKManage:read', owned)).toBe(false);
  });

  it('is exact: a code is not a prefix of a longer one', () => {
    expect(hasCode('DevC:modelC:modelPlaza:read', expandCodes(['DevC:read']))).toBe(false);
  });

  it('covers a prefix only with :* at its end, not with a bare prefix or a * without the colon', () => {
    expect(hasCode('MC:verifyManage:identity:read', new Set(['MC:verifyManage']))).toBe(false);
    expect(hasCode('MC:verifyManageX:read', new Set(['MC:verifyManage*']))).toBe(false);
  });

  it('lets a lone * cover every code', () => {
    expect(hasCode('MC:userPerm:userManage:user:edit', new Set(['*']))).toBe(true);
    expect(hasAnyCode(['TradeC:AccManage:read'], new Set(['*']))).toBe(true);
  });

  it('adds nothing for a code without :read, :edit or :auth', () => {
    expect([...expandCodes(['MC:verifyManage:*', 'DevC:readme'])].sort()).toEqual(['DevC:readme', 'MC:verifyManage:*']);
  });
});

describe('permission tree tie-in', () => {
  const base = 'MC:userPerm:userManage:user';
  it('checking :auth checks :read and :edit', () => {
    const next = toggleTreeCode(new Set(), `${base}:auth`, true);
    expect([...next].sort()).toEqual([`${base}:auth`, `${base}:edit`, `${base}:read`]);
  });
  it('unchecking :read unchecks :edit and :auth', () => {
    const all = new Set([`${base}:auth`, `${base}:edit`, `${base}:read`, 'DevC:read']);
    expect([...toggleTreeCode(all, `${base}:read`, false)]).toEqual(['DevC:read']);
  });
  it('unchecking :edit keeps :read and drops :auth', () => {
    const all = new Set([`${base}:auth`, `${base}:edit`, `${base}:read`]);
    expect([...toggleTreeCode(all, `${base}:edit`, false)]).toEqual([`${base}:read`]);
  });
  it('checking :edit checks :read, not :auth', () => {
    expect([...toggleTreeCode(new Set(), `${base}:edit`, true)].sort()).toEqual([`${base}:edit`, `${base}:read`]);
  });
  it('checking :read checks nothing else', () => {
    expect([...toggleTreeCode(new Set(), `${base}:read`, true)]).toEqual([`${base}:read`]);
  });
  it('unchecking :auth keeps :read and :edit', () => {
    const all = new Set([`${base}:auth`, `${base}:edit`, `${base}:read`]);
    expect([...toggleTreeCode(all, `${base}:auth`, false)].sort()).toEqual([`${base}:edit`, `${base}:read`]);
  });
  it('a code without :read, :edit or :auth is checked and unchecked alone', () => {
    expect([...toggleTreeCode(new Set(), 'MC:verifyManage:*', true)]).toEqual(['MC:verifyManage:*']);
    const all = new Set(['MC:verifyManage:*', `${base}:read`]);
    expect([...toggleTreeCode(all, 'MC:verifyManage:*', false)]).toEqual([`${base}:read`]);
  });
  it('unchecking a code without :read, :edit or :auth leaves the :auth code that starts with it', () => {
    // Only unchecking :read or :edit drops higher levels; 'MC:verifyManage' is no level of its own.
    const all = new Set(['MC:verifyManage', 'MC:verifyManage:auth', 'MC:verifyManage:edit', 'MC:verifyManage:read']);
    expect([...toggleTreeCode(all, 'MC:verifyManage', false)].sort()).toEqual([
      'MC:verifyManage:auth',
      'MC:verifyManage:edit',
      'MC:verifyManage:read',
    ]);
  });
});
