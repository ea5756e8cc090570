import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { tables } from '../../mocks/db/models';
import { server } from '../../mocks/node';
import { ok, url } from '../../mocks/rules/respond';
import { paths } from '../../src/api/paths';
import { storeToken } from '../../src/machines/credentials';
import { loadRightsData } from '../../src/machines/subjectRights';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));
serveSimulatorPerTest();

const roleId = (name: string) => tables.role.find((r) => r.roleName === name)!.id;

describe('user rights data when the group tree and the users disagree', () => {
  it('credits a user only with the roles of the groups the tree still lists', async () => {
    storeToken(await loginAs('admin'));
    // The group tree is read before the users: a group made (and dev_007 put in it) in between is
    // missing from the tree. Here the tree comes back empty, so 审核组, the seeded group of dev_007
    // holding 审核专员, is unknown: nothing is inherited, and nothing stands in for it.
    server.use(http.post(url(paths.group.search), () => ok({ records: [], total: 0 })));
    const users = await loadRightsData('user', 'dev_007');
    expect(users.subjects).toHaveLength(1);
    expect(users.subjects[0].roleIds).not.toContain(roleId('审核专员'));
    expect(users.subjects[0].inherited).toEqual([]);
  });
});
