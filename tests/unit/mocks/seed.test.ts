import { describe, expect, it } from 'vitest';
import { allCodes } from '../../../src/machines/rules/codes';
import { splitIds, tables } from '../../../mocks/db/models';
import { snapshot } from '../../../mocks/db/persist';
import { resetSimulator } from '../../../mocks/node';
import { now, SIM_EPOCH } from '../../../mocks/rules/clock';
import { demoAccounts } from '../../../mocks/seed/accounts';

const userByName = (name: string) => tables.user.find((u) => u.userName === name)!;

describe('seed', () => {
  it('is deterministic: the same seed gives the same records', () => {
    resetSimulator();
    const first = JSON.stringify(snapshot().tables);
    resetSimulator();
    expect(JSON.stringify(snapshot().tables)).toBe(first);
  });

  it('starts the simulated clock at the fixed epoch', () => {
    resetSimulator();
    expect(Math.abs(now() - SIM_EPOCH)).toBeLessThan(5_000);
  });

  it('contains every documented demo account with its password', () => {
    resetSimulator();
    for (const account of demoAccounts) {
      const user = userByName(account.userName);
      expect(user.phone).toBe(account.phone);
      expect(user.password).toBe(account.password);
      expect(user.status).toBe(1);
    }
  });

  it('gives each demo account its described profile', () => {
    resetSimulator();
    const admin = userByName('admin');
    expect(admin.userRole).toBe(1);
    expect(admin.trialDeadline).toBe('2299-12-31');
    const adminRole = tables.role.get(splitIds(admin.roleIds)[0])!;
    expect(adminRole.roleName).toBe('超级管理员');
    expect(splitIds(adminRole.codes).sort()).toEqual(allCodes().sort());
    expect(tables.authDetail.find((a) => a.userId === userByName('dev_ent').id)?.status).toBe(3);
    expect(tables.authDetail.find((a) => a.userId === userByName('dev_person').id)).toMatchObject({ status: 1, personalStatus: 2 });
    expect(userByName('newbie').isInfoFull).toBe(false);
    expect(userByName('trial_none')).toMatchObject({ experienceAuth: false, trialDeadline: '' });
    const devEntMessages = tables.message.filter((m) => m.userId === userByName('dev_ent').id);
    expect(devEntMessages).toHaveLength(15);
    expect(devEntMessages.filter((m) => !m.isRead)).toHaveLength(5);
  });

  it('seeds invitation codes in every state and an enquiry for the newbie phone', () => {
    resetSimulator();
    const codes = tables.invitationCode.all();
    expect(codes.every((c) => c.code.length === 8)).toBe(true);
    expect(new Set(codes.map((c) => c.status))).toEqual(new Set([1, 2, 3]));
    expect(tables.customerInfo.find((c) => c.phone === '13800000003')).toBeDefined();
  });
});
