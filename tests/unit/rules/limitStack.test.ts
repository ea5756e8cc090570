/**
 * The limit stack, written from the list a refused call is explained by: key scope (model, IP or
 * CIDR, expiry), the key's monthly cap, the account budget, the balance, then the model's RPM, TPM
 * and concurrency — checked in that order, the first one exceeded refuses, the rest go unchecked.
 */
import { describe, expect, it } from 'vitest';
import {
  checkLimits,
  durationText,
  nextBeijingMonth,
  type CallFacts,
  type LimitName,
} from '../../../src/domain/limitStack';

const NOW = Date.parse('2026-11-10T04:00:00Z'); // 12:00 Beijing

/** A call every limit lets through: a scoped key well inside its cap, a funded account, an idle model. */
const facts = (over: Partial<CallFacts> = {}): CallFacts => ({
  now: NOW,
  model: 'qwen-max',
  ip: '203.0.113.7',
  key: {
    id: '7',
    allowedModels: ['qwen-max'],
    ipAllowlist: ['203.0.113.0/24'],
    expireDate: '2026-11-30',
    monthlyCapCents: 5000,
    monthSpentCents: 1200,
  },
  account: { budgetCents: 10_000, monthSpentCents: 3000, balanceCents: 800 },
  rate: { rpm: 60, tpm: 10_000, requests: 10, tokens: 2000, windowResetAt: NOW + 42_000, concurrency: 5, inFlight: 1 },
  ...over,
});
const key = (over: Partial<NonNullable<CallFacts['key']>>) => ({ key: { ...facts().key!, ...over } });
const rate = (over: Partial<NonNullable<CallFacts['rate']>>) => ({ rate: { ...facts().rate!, ...over } });

const states = (f: CallFacts) => Object.fromEntries(checkLimits(f).checks.map((c) => [c.name, c.state]));

describe('the order of the stack', () => {
  it('is key model, key IP, key expiry, key monthly cap, account budget, balance, RPM, TPM, concurrency', () => {
    expect(checkLimits(facts()).checks.map((c) => c.name)).toEqual([
      'key_model',
      'key_ip',
      'key_expiry',
      'key_monthly_cap',
      'account_budget',
      'balance',
      'model_rpm',
      'model_tpm',
      'model_concurrency',
    ]);
  });

  it('passes a call within every limit, refused by none', () => {
    const stack = checkLimits(facts());
    expect(stack.refusedBy).toBeUndefined();
    expect(stack.checks.every((c) => c.state === 'passed')).toBe(true);
    expect(stack.checkedAt).toBe('2026-11-10T04:00:00.000Z');
  });

  it('names the first limit exceeded and leaves every later one unchecked, whatever else is exceeded', () => {
    // Everything at once: outside the key's models, its addresses, past expiry, over cap, overdrawn, over every rate.
    const all = facts({
      model: 'glm-4',
      ip: '198.51.100.1',
      ...key({ expireDate: '2026-11-01', monthSpentCents: 5000 }),
      account: { budgetCents: 0, monthSpentCents: 9999, balanceCents: -1 },
      ...rate({ requests: 60, tokens: 10_000, inFlight: 5 }),
    });
    expect(checkLimits(all).refusedBy).toBe('key_model');
    const order: LimitName[] = ['key_ip', 'key_expiry', 'key_monthly_cap', 'balance', 'model_rpm', 'model_tpm'];
    let f = { ...all, model: 'qwen-max' };
    for (const next of order) {
      const s = states(f);
      expect(checkLimits(f).refusedBy).toBe(next);
      expect(s[next]).toBe('refused');
      expect(s.model_concurrency).toBe('unchecked');
      // Lift this one: the next in line refuses.
      if (next === 'key_ip') f = { ...f, ip: '203.0.113.7' };
      if (next === 'key_expiry') f = { ...f, key: { ...f.key!, expireDate: '' } };
      if (next === 'key_monthly_cap') f = { ...f, key: { ...f.key!, monthlyCapCents: -1 } };
      if (next === 'balance') f = { ...f, account: { ...f.account, balanceCents: 0 } };
      if (next === 'model_rpm') f = { ...f, rate: { ...f.rate!, requests: 0 } };
      if (next === 'model_tpm') f = { ...f, rate: { ...f.rate!, tokens: 0 } };
    }
    expect(checkLimits(f).refusedBy).toBe('model_concurrency');
  });
});

describe('each limit', () => {
  it('key scope, model: only the models listed; an empty list allows all', () => {
    expect(checkLimits(facts({ model: 'glm-4' })).refusedBy).toBe('key_model');
    expect(checkLimits(facts({ model: 'glm-4', ...key({ allowedModels: [] }) })).refusedBy).toBeUndefined();
    const check = checkLimits(facts({ model: 'glm-4' })).checks[0];
    expect(check).toMatchObject({ value: 'qwen-max', usage: 'glm-4', fix: { kind: 'editKeyScope', keyId: '7' } });
    expect(check.resetsAt).toBeUndefined();
  });

  it('key scope, IP: inside a CIDR block passes, one address outside it refuses; an empty list allows any', () => {
    expect(checkLimits(facts({ ip: '203.0.113.255' })).refusedBy).toBeUndefined();
    expect(checkLimits(facts({ ip: '203.0.114.0' })).refusedBy).toBe('key_ip');
    expect(checkLimits(facts({ ip: '203.0.114.0', ...key({ ipAllowlist: [] }) })).refusedBy).toBeUndefined();
  });

  it('key scope, expiry: works through its last day in Beijing, refused from the next', () => {
    const lastDay = key({ expireDate: '2026-11-10' });
    expect(checkLimits(facts({ ...lastDay, now: Date.parse('2026-11-10T15:59:59Z') })).refusedBy).toBeUndefined();
    const after = checkLimits(facts({ ...lastDay, now: Date.parse('2026-11-10T16:00:00Z') }));
    expect(after.refusedBy).toBe('key_expiry');
    expect(after.checks[2].fix).toEqual({ kind: 'extendKey', keyId: '7' });
  });

  it('key monthly cap: refused once the month’s spend reaches it; resets at the next Beijing month; fix: raise it', () => {
    const capped = checkLimits(facts(key({ monthSpentCents: 5000 })));
    expect(capped.refusedBy).toBe('key_monthly_cap');
    expect(capped.checks[3]).toMatchObject({
      value: '¥50.00',
      usage: '本月已用 ¥50.00',
      resetsAt: '2026-11-30T16:00:00.000Z',
      fix: { kind: 'raiseKeyCap', keyId: '7' },
    });
    expect(checkLimits(facts(key({ monthSpentCents: 4999 }))).refusedBy).toBeUndefined();
    expect(states(facts(key({ monthlyCapCents: -1 }))).key_monthly_cap).toBe('notApplicable');
  });

  it('account budget: shown with its use, but only alerts: never refuses, even when spent', () => {
    const over = checkLimits(facts({ account: { budgetCents: 1000, monthSpentCents: 5000, balanceCents: 800 } }));
    expect(over.refusedBy).toBeUndefined();
    expect(over.checks[4]).toMatchObject({ state: 'passed', usage: '本月已用 ¥50.00' });
    expect(states(facts({ account: { budgetCents: null, monthSpentCents: 0, balanceCents: 1 } })).account_budget).toBe(
      'notApplicable',
    );
  });

  it('balance: a zero balance still serves (settled afterwards), an overdrawn one refuses; fix: top up', () => {
    const funded = (balanceCents: number) =>
      facts({ account: { budgetCents: null, monthSpentCents: 0, balanceCents } });
    expect(checkLimits(funded(0)).refusedBy).toBeUndefined();
    const overdrawn = checkLimits(funded(-1));
    expect(overdrawn.refusedBy).toBe('balance');
    expect(overdrawn.checks[5]).toMatchObject({ usage: '余额 ¥-0.01', fix: { kind: 'topUp' } });
  });

  it('RPM: refused at the limit, resets when the oldest call leaves the minute; fix: a pre-filled request for more', () => {
    const stack = checkLimits(facts(rate({ requests: 60 })));
    expect(stack.refusedBy).toBe('model_rpm');
    expect(stack.checks[6]).toMatchObject({
      value: '60 次/分钟',
      usage: '近 1 分钟 60 次',
      resetsAt: new Date(NOW + 42_000).toISOString(),
      fix: { kind: 'requestRate', model: 'qwen-max', rpm: 120, tpm: 20_000 },
    });
    expect(checkLimits(facts(rate({ requests: 59 }))).refusedBy).toBeUndefined();
  });

  it('TPM: refused once the minute’s tokens reach it', () => {
    expect(checkLimits(facts(rate({ tokens: 10_000 }))).refusedBy).toBe('model_tpm');
    expect(checkLimits(facts(rate({ tokens: 9_999 }))).refusedBy).toBeUndefined();
  });

  it('concurrency: refused with as many calls running as allowed; fix: wait for them', () => {
    const stack = checkLimits(facts(rate({ inFlight: 5 })));
    expect(stack.refusedBy).toBe('model_concurrency');
    expect(stack.checks[8].fix).toEqual({ kind: 'waitForCalls' });
    expect(checkLimits(facts(rate({ inFlight: 4 }))).refusedBy).toBeUndefined();
  });

  it('a console call has no key limits; a model the gateway does not serve has no rate limits', () => {
    const s = states(facts({ key: undefined, rate: undefined }));
    expect([s.key_model, s.key_ip, s.key_expiry, s.key_monthly_cap, s.model_rpm, s.model_tpm]).toEqual(
      Array(6).fill('notApplicable'),
    );
    expect(s.balance).toBe('passed');
  });
});

describe('times', () => {
  it('the next month starts at 00:00 Beijing on its first day, across a year end', () => {
    expect(new Date(nextBeijingMonth(Date.parse('2026-12-31T15:59:59Z'))).toISOString()).toBe(
      '2026-12-31T16:00:00.000Z',
    );
    expect(new Date(nextBeijingMonth(Date.parse('2026-12-31T16:00:00Z'))).toISOString()).toBe(
      '2027-01-31T16:00:00.000Z',
    );
  });

  it('a countdown reads in days, hours, minutes and seconds', () => {
    expect(durationText(42)).toBe('42秒');
    expect(durationText(3725)).toBe('1小时2分5秒');
    expect(durationText(7 * 86_400)).toBe('7天');
    expect(durationText(0)).toBe('0秒');
  });
});
