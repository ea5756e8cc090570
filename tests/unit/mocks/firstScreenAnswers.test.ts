import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUnreadMessageCount } from '../../../src/api/message';
import { getMyPermissionCodes } from '../../../src/api/permission';
import { clearRequestCache } from '../../../src/api/requestCache';
import { getMyDetail } from '../../../src/api/user';
import { getMyAuthDetail } from '../../../src/api/verification';
import { compareText } from '../../../src/domain/ordering';
import { storeToken } from '../../../src/machines/credentials';
import { prefetchFirstScreen } from '../../ui/firstScreen';
import { loginAs, serveSimulatorPerTest } from './client';

serveSimulatorPerTest();
afterEach(() => vi.restoreAllMocks());

/**
 * The demo's worker is stopped when idle, and a started one makes every JavaScript object anew: a
 * collator included, whose first use loads its locale data (about 20 ms in the worker). The
 * answers a signed-in visitor's first screen waits for sort by time and id, so they ask none.
 */
describe('the answers of a signed-in first screen', () => {
  it('sort without a collator: the session, the model square and user management', async () => {
    clearRequestCache();
    storeToken(await loginAs('admin'));
    const collated = vi.spyOn(String.prototype, 'localeCompare');
    await Promise.all([getMyPermissionCodes(), getMyDetail(), getMyAuthDetail(), getUnreadMessageCount()]);
    await prefetchFirstScreen('ModelSquarePage', '?sort=newest');
    await prefetchFirstScreen('ModelSquarePage');
    await prefetchFirstScreen('UserManagementPage');
    expect(collated).not.toHaveBeenCalled();
  });
});

describe('compareText', () => {
  it('orders ISO times by when they are, and ids and file names by their characters', () => {
    const times = ['2026-03-01T00:00:00.000Z', '2025-12-31T23:59:59.999Z', '2026-03-01T00:00:00.001Z'];
    expect([...times].sort(compareText)).toEqual([times[1], times[0], times[2]]);
    expect(['h10', 'h9', 'live-2026-01-02-glm', 'h1'].sort(compareText)).toEqual([
      'h1',
      'h10',
      'h9',
      'live-2026-01-02-glm',
    ]);
    expect(compareText('02-auth.md', '02-auth.md')).toBe(0);
    expect(compareText('01-quick-start.md', '02-auth.md')).toBeLessThan(0);
    expect(compareText('b', 'a')).toBeGreaterThan(0);
  });
});
