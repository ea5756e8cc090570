import { describe, expect, it } from 'vitest';
import { tables } from '../../../mocks/db/models';
import { resetSimulator, simulatorControls } from '../../../mocks/node';
import { userCodes } from '../../../mocks/rules/auth';

// The README's account table: only `admin` is a super admin; the generated developers are ordinary
// developers, except dev_007 and dev_008, reviewers in 审核组 who reach only the audits.
describe('seeded accounts, as the README describes them', () => {
  const codesOf = (userName: string) => userCodes(tables.user.find((u) => u.userName === userName)!);

  it('has one super admin: admin', async () => {
    await resetSimulator();
    const supers = simulatorControls.accounts().filter((a) => a.superAdmin || a.roles.includes('超级管理员'));
    expect(supers.map((a) => a.userName)).toEqual(['admin']);
  });

  it('gives dev_007 and dev_008 the reviewer role and the admin console for audits only', async () => {
    await resetSimulator();
    for (const userName of ['dev_007', 'dev_008']) {
      expect(simulatorControls.accounts().find((a) => a.userName === userName)?.roles).toContain('审核专员');
      const adminCodes = codesOf(userName).filter((c) => c.startsWith('MC:'));
      expect(adminCodes).toContain('MC:read');
      expect(adminCodes.filter((c) => c !== 'MC:read' && !c.startsWith('MC:verifyManage'))).toEqual([]);
    }
  });

  it('gives every other generated developer no admin console at all', async () => {
    await resetSimulator();
    const developers = simulatorControls
      .accounts()
      .filter((a) => /^dev_\d{3}$/.test(a.userName) && !['dev_007', 'dev_008'].includes(a.userName));
    expect(developers.length).toBeGreaterThan(10);
    for (const { userName } of developers) expect(codesOf(userName).filter((c) => c.startsWith('MC:'))).toEqual([]);
  });
});
