import { describe, expect, it } from 'vitest';
import { alertSettingsErrors, MAX_ATTEMPTS, retryDelayMs, signedPayload } from '../../../src/domain/alerts';

const MIN = 60_000;

describe('webhook retries', () => {
  it('back off exponentially on the simulated clock: 1, 2, 4, 8, 16 minutes, then stop', () => {
    const schedule = Array.from({ length: MAX_ATTEMPTS + 1 }, (_, i) => retryDelayMs(i + 1));
    expect(schedule).toEqual([MIN, 2 * MIN, 4 * MIN, 8 * MIN, 16 * MIN, undefined, undefined]);
    expect(retryDelayMs(0)).toBeUndefined();
    expect(retryDelayMs(1.5)).toBeUndefined();
  });

  it('sign the timestamp, a dot and the exact body', () => {
    expect(signedPayload(1700000000, '{"a":1}')).toBe('1700000000.{"a":1}');
  });
});

describe('alert settings', () => {
  const form = { errorRatePercent: '20', expiryDays: '7', rateLimitPercent: '80', webhookUrl: '', webhookSecret: '' };

  it('accepts the defaults without a webhook', () => {
    expect(alertSettingsErrors(form)).toEqual({});
  });

  it('refuses thresholds out of range', () => {
    expect(alertSettingsErrors({ ...form, errorRatePercent: '0', expiryDays: '91', rateLimitPercent: '49' })).toEqual({
      errorRatePercent: '错误率阈值须为 1 到 100 之间的整数（%）',
      expiryDays: '到期提醒天数须为 1 到 90 之间的整数',
      rateLimitPercent: '速率提醒阈值须为 50 到 100 之间的整数（%）',
    });
  });

  it('wants a full http(s) address and a secret of 16 to 128 characters (an empty one keeps a stored secret)', () => {
    expect(alertSettingsErrors({ ...form, webhookUrl: 'ftp://x' }).webhookUrl).toBe(
      'Webhook 地址须为 http:// 或 https:// 开头的完整网址',
    );
    expect(alertSettingsErrors({ ...form, webhookUrl: 'https://a.demo.test/h' }).webhookSecret).toBe(
      '填写 Webhook 地址时须设置签名密钥',
    );
    expect(alertSettingsErrors({ ...form, webhookUrl: 'https://a.demo.test/h' }, true)).toEqual({});
    expect(alertSettingsErrors({ ...form, webhookSecret: 'short' }).webhookSecret).toBe('签名密钥至少16个字符');
    expect(alertSettingsErrors({ ...form, webhookSecret: 'x'.repeat(129) }).webhookSecret).toBe(
      '签名密钥不能超过128个字符',
    );
  });
});
