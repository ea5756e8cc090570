import { describe, expect, it } from 'vitest';
import {
  anomaliesOf,
  baselineOf,
  BURST_FACTOR,
  ipRange,
  MIN_BASELINE_CALLS,
  sensitivityText,
  unfreezeReasonError,
  type GuardCall,
} from '../../../src/domain/keyGuard';

const MIN = 60_000;
const HOUR = 60 * MIN;
const T0 = Date.parse('2026-11-01T00:00:00Z');

/** `n` calls of `model` from `ip`, one every `gap` ms from `start`. */
const calls = (n: number, start: number, gap = 5 * MIN, model = 'sky-lite', ip = '203.0.113.5', costFen = 1) =>
  Array.from({ length: n }, (_, i): GuardCall => ({ at: start + i * gap, model, ip, costFen, ok: true }));

const settled = calls(12, T0); // the last at T0 + 55 min
const later = T0 + 3 * HOUR;

describe('the baseline', () => {
  it('learns models and IP ranges from every answered call of 7 days, rates from calls older than an hour', () => {
    const recent = calls(3, later - 10 * MIN, MIN, 'glm-4', '198.51.100.7');
    const refused: GuardCall = { at: later - MIN, model: 'qwen-max', ip: '192.0.2.1', costFen: 0, ok: false };
    const base = baselineOf([...settled, ...recent, refused], later);
    expect(base.models).toEqual(['glm-4', 'sky-lite']);
    expect(base.ipRanges).toEqual(['198.51.100.0/24', '203.0.113.0/24']);
    expect(base.settledCalls).toBe(12);
    expect(base.peakPerMinute).toBe(1);
    expect(base.peakHourFen).toBe(12);
    expect(base.learning).toBe(false);
  });

  it('is learning below MIN_BASELINE_CALLS settled calls, and forgets calls older than 7 days', () => {
    expect(baselineOf(calls(MIN_BASELINE_CALLS - 1, T0), later).learning).toBe(true);
    expect(baselineOf(calls(MIN_BASELINE_CALLS, T0), later).learning).toBe(false);
    expect(baselineOf(settled, T0 + 8 * 24 * HOUR).settledCalls).toBe(0);
  });

  it('groups IPv4 by /24 and IPv6 by /64', () => {
    expect(ipRange('203.0.113.250')).toBe('203.0.113.0/24');
    expect(ipRange('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(ipRange('2001:0db8:0000:0012:ffff::9')).toBe('2001:db8:0:12::/64');
  });
});

describe('anomalies', () => {
  const next = { at: later, model: 'sky-lite', ip: '203.0.113.9' };

  it('finds none for a call like the baseline, nor while learning, nor when off', () => {
    expect(anomaliesOf(settled, next, 'strict')).toEqual([]);
    expect(anomaliesOf(calls(5, T0), { ...next, model: 'x', ip: '1.2.3.4' }, 'strict')).toEqual([]);
    expect(anomaliesOf(settled, { ...next, model: 'x', ip: '1.2.3.4' }, 'off')).toEqual([]);
  });

  it('flags a model never used and a new IP range, unless the owner accepted them', () => {
    const found = anomaliesOf(settled, { ...next, model: 'qwen-max', ip: '198.51.100.1' }, 'normal');
    expect(found.map((a) => [a.kind, a.subject])).toEqual([
      ['newModel', 'qwen-max'],
      ['newIpRange', '198.51.100.0/24'],
    ]);
    const accepted = { models: ['qwen-max'], ipRanges: ['198.51.100.0/24'], quietUntil: 0 };
    expect(anomaliesOf(settled, { ...next, model: 'qwen-max', ip: '198.51.100.1' }, 'normal', accepted)).toEqual([]);
  });

  it('flags a burst over N times the peak minute: N is 5 when normal, 2 when strict', () => {
    expect(BURST_FACTOR).toEqual({ off: undefined, normal: 5, strict: 2 });
    const burst = (n: number) => calls(n, later, 0);
    // Peak 1 a minute: strict allows 2 in a minute, normal 5; the call after that is the burst.
    expect(anomaliesOf([...settled, ...burst(2)], next, 'strict').map((a) => a.kind)).toEqual(['burst']);
    expect(anomaliesOf([...settled, ...burst(1)], next, 'strict')).toEqual([]);
    expect(anomaliesOf([...settled, ...burst(4)], next, 'normal')).toEqual([]);
    expect(anomaliesOf([...settled, ...burst(5)], next, 'normal')[0].text).toBe(
      '近 1 分钟 6 次请求，超过基线峰值 1 次/分钟的 5 倍',
    );
    // Calls that left the minute no longer count; quiet time after an unfreeze suspends rates.
    expect(anomaliesOf([...settled, ...calls(5, later - MIN, 0)], next, 'normal')).toEqual([]);
    expect(
      anomaliesOf([...settled, ...burst(5)], next, 'normal', { models: [], ipRanges: [], quietUntil: later + 1 }),
    ).toEqual([]);
  });

  it('flags an hour spending over N times the peak hour (at least ¥1 an hour)', () => {
    const spent = (fen: number) => [
      { at: later - 30 * MIN, model: 'sky-lite', ip: '203.0.113.5', costFen: fen, ok: true },
    ];
    expect(anomaliesOf([...settled, ...spent(200)], next, 'strict')).toEqual([]);
    const found = anomaliesOf([...settled, ...spent(201)], next, 'strict');
    expect(found.map((a) => a.text)).toEqual(['近 1 小时消费 ¥2.01，超过基线峰值 ¥1.00/小时的 2 倍']);
  });
});

describe('what the page states', () => {
  it('names N for each sensitivity', () => {
    expect(sensitivityText('normal')).toContain('N = 5');
    expect(sensitivityText('strict')).toContain('N = 2');
    expect(sensitivityText('off')).toContain('不会被自动冻结');
  });

  it('asks for an unfreeze reason of at most 200 characters', () => {
    expect(unfreezeReasonError('  ')).toBe('请填写解除冻结的原因');
    expect(unfreezeReasonError('a'.repeat(201))).toBe('原因不能超过200个字符');
    expect(unfreezeReasonError('是我的压测')).toBeUndefined();
  });
});
