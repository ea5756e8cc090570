/**
 * Edges of the simulator's rules that mutation testing found unguarded: the demo notices it
 * announces, which of several codes with the same digits counts, the captcha gap's upper bound,
 * seeded usage under renamed or deleted keys, and budget alerts of the right user only.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tables, type UserRow } from '../../../../mocks/db/models';
import { readBlob, resetSimulator } from '../../../../mocks/db/persist';
import { issueChallenge } from '../../../../mocks/rules/captcha';
import { MINUTE, SIM_EPOCH, advanceClock, now, setClockOffset, startClockAtEpoch } from '../../../../mocks/rules/clock';
import { setFault } from '../../../../mocks/rules/faults';
import { answer, requestFromOpenAi } from '../../../../mocks/rules/gateway';
import { storeUpload } from '../../../../mocks/rules/uploads';
import { alertBudget, recordCall, usageCells } from '../../../../mocks/rules/usageLedger';
import { CODE_TTL_MS, checkCode, issueCode, issuedCodes, spendCode } from '../../../../mocks/rules/verificationCodes';
import { findModel } from '../../../../mocks/seed/models';
import { usageHistory } from '../../../../mocks/seed/usage';

beforeAll(() => resetSimulator());
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(globalThis, 'dispatchEvent');
});

/** Node has no window to announce on: give it one that records what it hears. */
function listen(): Event[] {
  const heard: Event[] = [];
  Object.assign(globalThis, { dispatchEvent: (event: Event) => heard.push(event) > 0 });
  return heard;
}

describe('demo notices', () => {
  it('announce each code sent, for the demo to show it', async () => {
    const heard = listen();
    const row = await issueCode('13700000001', 2);
    expect(heard).toHaveLength(1);
    expect(heard[0].type).toBe('simulator:code');
    expect((heard[0] as CustomEvent).detail).toEqual({ phone: '13700000001', type: 2, code: row.code });
  });

  it('announce that the fault switches changed', async () => {
    const heard = listen();
    await setFault({ area: 'user', kind: '500', scope: 'next' });
    expect(heard.map((e) => e.type)).toEqual(['simulator:faults']);
  });
});

describe('codes with the same digits', () => {
  const insert = (phone: string, code: string, issuedAt: number, usedAt = 0) =>
    tables.verificationCode.insert({ phone, type: 2, code, issuedAt, expiresAt: issuedAt + CODE_TTL_MS, usedAt });

  it('count the newest unused one', async () => {
    const phone = '13700000011';
    await insert(phone, '123456', now() - 10 * MINUTE);
    const newer = await insert(phone, '123456', now() - MINUTE);
    expect(checkCode(phone, 2, '123456').id).toBe(newer.id);
  });

  it('count an unused one before a newer used one', async () => {
    const phone = '13700000012';
    const older = await insert(phone, '654321', now() - 2 * MINUTE);
    await insert(phone, '654321', now() - MINUTE, now());
    expect(checkCode(phone, 2, '654321').id).toBe(older.id);
  });

  it('list codes sent at the same moment by the later one first', async () => {
    const first = await insert('13700000013', '111111', now() + 1);
    const second = await insert('13700000014', '222222', now() + 1);
    expect(
      issuedCodes()
        .slice(0, 2)
        .map((c) => c.code),
    ).toEqual([second.code, first.code]);
    await spendCode(second);
  });
});

describe('the clock', () => {
  it('starts a fresh world at the epoch', () => {
    setClockOffset(0);
    startClockAtEpoch();
    expect(now()).toBe(SIM_EPOCH);
  });
});

describe('captcha gaps', () => {
  it('reach 220 px, the end of the track less the handle', async () => {
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(
      <T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint32Array) array[0] = 140;
        return array;
      },
    );
    expect((await issueChallenge()).gap).toBe(220);
  });

  it('stay open exactly 5 minutes when a new one is issued', async () => {
    const old = await issueChallenge();
    advanceClock(5 * MINUTE);
    await issueChallenge();
    expect(tables.captchaChallenge.get(old.id)).toBeDefined();
  });
});

describe('the gateway', () => {
  it('opens with its reasoning for any model whose id ends in -r1', () => {
    const plain = findModel('qwen-72b-chat')!;
    const req = { model: 'x', systemPrompt: '', prompt: '你好', temperature: 0.7, topP: 1, maxTokens: 1024, stop: [] };
    expect(answer({ ...plain, id: 'distill-r1' }, req).content.startsWith('先梳理问题的关键点')).toBe(true);
    expect(answer({ ...plain, id: 'r1-distill' }, req).content.startsWith('先梳理问题的关键点')).toBe(false);
  });

  it('answers the last user message of three', () => {
    const messages = ['一', '二', '三'].map((content) => ({ role: 'user', content }));
    expect(requestFromOpenAi({ model: 'glm-4', messages })).toMatchObject({ req: { prompt: '三' } });
  });
});

describe('uploads', () => {
  it('keep the bytes with the file row', async () => {
    const row = await storeUpload({
      userId: '2',
      name: 'a.txt',
      mimeType: 'text/plain',
      purpose: 'file',
      blob: new Blob(['abc']),
    });
    expect(await (await readBlob('file', row.id))?.text()).toBe('abc');
  });
});

describe('usage ledger', () => {
  const devEnt = () => tables.user.find((u) => u.userName === 'dev_ent')!;

  it('shows seeded usage under the user’s key of that name, console use without a key, and a deleted key marked', async () => {
    // dev_ent's seeded history under an id with no keys: every named key reads as deleted.
    const user: UserRow = { ...devEnt(), id: '70001' };
    const history = usageHistory('dev_ent');
    const named = history.find((c) => c.keyName !== '')!;
    expect(named).toBeDefined();
    const cells = usageCells(user, named.date, named.date);
    const fromHistory = cells.filter((c) => c.keyName === `${named.keyName}（已删除）`);
    expect(fromHistory.length).toBeGreaterThan(0);
    expect(
      fromHistory.every((c) => c.keyId === `deleted:${named.keyName}` && c.failedCalls === 0 && c.date === named.date),
    ).toBe(true);
    const keyNamed = (userId: string, name: string) =>
      tables.apiKey.insert({
        userId,
        name,
        secret: 's',
        createTime: '2026-01-01T00:00:00.000Z',
        lastUsedTime: '',
        allowedModels: [],
        ipAllowlist: [],
        expireDate: '',
      });
    const key = await keyNamed(user.id, named.keyName);
    await keyNamed('someone-else', named.keyName);
    const resolved = usageCells(user, named.date, named.date).filter((c) => c.keyName === named.keyName);
    expect(resolved.length).toBe(fromHistory.length);
    expect(resolved.every((c) => c.keyId === key.id)).toBe(true);
    const consoleUse = history.find((c) => c.keyName === '');
    if (consoleUse)
      expect(
        usageCells(user, consoleUse.date, consoleUse.date).some(
          (c) => c.keyId === '' && c.keyName === '控制台（无密钥）',
        ),
      ).toBe(true);
    expect(usageCells(user, '2000-01-01', '2000-01-31')).toEqual([]);
  });

  it('alerts the budget of the user who spent, and a free call alerts nothing', async () => {
    const user: UserRow = { ...devEnt(), id: '70002', userName: 'ledger_alerts' };
    await tables.spendBudget.insert({ userId: 'someone-else', budgetCents: 1, month: '', alerted: [] });
    const mine = await tables.spendBudget.insert({ userId: user.id, budgetCents: 10_000, month: '', alerted: [] });
    const call = {
      keyId: '',
      keyName: '',
      model: 'qwen-72b-chat',
      appId: '',
      appName: '',
      tokensIn: 1,
      tokensOut: 1,
      latencyMs: 1,
      status: 200,
    };
    await recordCall(user, { ...call, costCents: 1 });
    expect(tables.spendBudget.get(mine.id)?.alerted).toEqual([]);
    await tables.spendBudget.patch(mine.id, { budgetCents: 1 });
    await recordCall(user, { ...call, costCents: 0 });
    expect(tables.message.filter((m) => m.userId === user.id)).toEqual([]);
    expect(await alertBudget(user)).toEqual([50, 80, 100]);
  });
});
