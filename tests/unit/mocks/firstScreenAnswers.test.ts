import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUnreadMessageCount } from '../../../src/api/message';
import { getMyPermissionCodes } from '../../../src/api/permission';
import { clearRequestCache } from '../../../src/api/requestCache';
import { getMyDetail } from '../../../src/api/user';
import { getMyAuthDetail } from '../../../src/api/verification';
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
