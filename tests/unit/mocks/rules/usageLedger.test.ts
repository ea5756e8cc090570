/**
 * The usage ledger's key resolution: seeded usage (mocks/seed/usage.ts) names its keys, and a user
 * may hold two keys of that name. The one made first (the lower id) carries the usage, however
 * the key table happens to hold them; usage under another name never goes to it.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tables, type UserRow } from '../../../../mocks/db/models';
import { resetSimulator } from '../../../../mocks/db/persist';
import { usageCells } from '../../../../mocks/rules/usageLedger';
import { usageHistory } from '../../../../mocks/seed/usage';

beforeAll(() => resetSimulator());
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('seeded usage under two keys of the same name', () => {
  it('goes to the key made first, even when the table lists the later one first', async () => {
    // dev_ent's seeded history under an id of its own, whose keys this test makes.
    const user: UserRow = { ...tables.user.find((u) => u.userName === 'dev_ent')!, id: '71001' };
    const named = usageHistory('dev_ent').find((c) => c.keyName !== '')!;
    const keyWithId = (id: string) =>
      tables.apiKey.insert({
        id,
        userId: user.id,
        name: named.keyName,
        secret: 's',
        createTime: '2026-01-01T00:00:00.000Z',
        lastUsedTime: '',
        allowedModels: [],
        ipAllowlist: [],
        expireDate: '',
      });
    // Stored in this order: 71902 first, then 71901, the key made first by its id.
    await keyWithId('71902');
    await keyWithId('71901');
    const cells = usageCells(user, named.date, named.date).filter((c) => c.keyName === named.keyName);
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.map((c) => c.keyId)).toEqual(cells.map(() => '71901'));
  });
});

describe('seeded usage under keys of different names', () => {
  it('goes to the key of its own name, not to the key made first', async () => {
    const user: UserRow = { ...tables.user.find((u) => u.userName === 'dev_ent')!, id: '71002' };
    const history = usageHistory('dev_ent');
    const named = history.find((c) => c.keyName !== '')!;
    const other = history.find((c) => c.keyName !== '' && c.keyName !== named.keyName)!;
    expect(other).toBeDefined();
    const keyWithId = (id: string, name: string) =>
      tables.apiKey.insert({
        id,
        userId: user.id,
        name,
        secret: 's',
        createTime: '2026-01-01T00:00:00.000Z',
        lastUsedTime: '',
        allowedModels: [],
        ipAllowlist: [],
        expireDate: '',
      });
    // The other name's key is made first (the lower id).
    await keyWithId('71911', other.keyName);
    await keyWithId('71912', named.keyName);
    const cells = usageCells(user, named.date, named.date).filter((c) => c.keyName === named.keyName);
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.map((c) => c.keyId)).toEqual(cells.map(() => '71912'));
  });
});
