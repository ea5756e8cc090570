import { describe, expect, it } from 'vitest';
import { allCodes } from '../../../src/domain/codes';
import { tableNames, tables } from '../../../mocks/db/models';
import { resetSimulator } from '../../../mocks/node';
import { now, SIM_EPOCH } from '../../../mocks/rules/clock';
import { demoAccounts } from '../../../mocks/seed/accounts';

const userByName = (name: string) => tables.user.find((u) => u.userName === name)!;
const isRow = (value: unknown): value is { id: string } => typeof value === 'object' && value !== null && 'id' in value;
/** A row as text, a relation as the ids it points at. */
const rowText = (row: object) =>
  JSON.stringify(row, (key, value: unknown) =>
    key && Array.isArray(value) && value.every(isRow) ? value.map((r) => r.id) : value,
  );
const world = () => JSON.stringify(tableNames.map((name) => tables[name].all().map(rowText)));

describe('seed', () => {
  it('is deterministic: the same seed gives the same records', async () => {
    await resetSimulator();
    const first = world();
    await resetSimulator();
    expect(world()).toBe(first);
  });

  it('starts the simulated clock at the fixed epoch', async () => {
    await resetSimulator();
    expect(Math.abs(now() - SIM_EPOCH)).toBeLessThan(5_000);
  });

  it('contains every documented demo account with its password', async () => {
    await resetSimulator();
    for (const account of demoAccounts) {
      const user = userByName(account.userName);
      expect(user.phone).toBe(account.phone);
      expect(user.password).toBe(account.password);
      expect(user.status).toBe(1);
    }
  });

  it('gives each demo account its described profile', async () => {
    await resetSimulator();
    const admin = userByName('admin');
    expect(admin.userRole).toBe(1);
    expect(admin.trialDeadline).toBe('2299-12-31');
    const [adminRole] = admin.roles;
    expect(adminRole.roleName).toBe('超级管理员');
    expect([...adminRole.codes].sort()).toEqual(allCodes().sort());
    expect(tables.authDetail.find((a) => a.userId === userByName('dev_ent').id)?.status).toBe(3);
    expect(tables.authDetail.find((a) => a.userId === userByName('dev_person').id)).toMatchObject({
      status: 1,
      personalStatus: 2,
    });
    expect(userByName('newbie').isInfoFull).toBe(false);
    expect(userByName('trial_none')).toMatchObject({ experienceAuth: false, trialDeadline: '' });
    const devEntMessages = tables.message.filter((m) => m.userId === userByName('dev_ent').id);
    expect(devEntMessages).toHaveLength(15);
    expect(devEntMessages.filter((m) => !m.isRead)).toHaveLength(5);
  });

  it('seeds invitation codes in every state and an enquiry for the newbie phone', async () => {
    await resetSimulator();
    const codes = tables.invitationCode.all();
    expect(codes.every((c) => c.code.length === 8)).toBe(true);
    expect(new Set(codes.map((c) => c.status))).toEqual(new Set([1, 2, 3]));
    expect(tables.customerInfo.find((c) => c.phone === '13800000003')).toBeDefined();
  });
});
