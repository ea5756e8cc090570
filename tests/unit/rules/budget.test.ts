import { describe, expect, it } from 'vitest';
import { budgetAlertText, budgetError, thresholdsToAlert } from '../../../src/domain/budget';
import { rateLimitRequestErrors } from '../../../src/domain/rateLimit';

describe('budget rules', () => {
  it('refuses a negative budget with its own message, and other bad input', () => {
    expect(budgetError('-5')).toBe('月度预算不能为负数，请输入不小于0的金额');
    expect(budgetError(' -0.5 ')).toBe('月度预算不能为负数，请输入不小于0的金额');
    expect(budgetError('')).toBe('请输入月度预算金额');
    expect(budgetError('1.234')).toBe('月度预算须为金额（元），最多两位小数');
    expect(budgetError('abc')).toBe('月度预算须为金额（元），最多两位小数');
    expect(budgetError('10000001')).toBe('月度预算不能超过10000000元');
    expect(budgetError('0')).toBeUndefined();
    expect(budgetError('100.5')).toBeUndefined();
  });

  it('alerts each threshold reached and not yet alerted, at exactly 50/80/100%', () => {
    expect(thresholdsToAlert(499, 1000, [])).toEqual([]);
    expect(thresholdsToAlert(500, 1000, [])).toEqual([50]);
    expect(thresholdsToAlert(799, 1000, [50])).toEqual([]);
    expect(thresholdsToAlert(800, 1000, [50])).toEqual([80]);
    expect(thresholdsToAlert(1000, 1000, [])).toEqual([50, 80, 100]);
    expect(thresholdsToAlert(5000, 1000, [50, 80, 100])).toEqual([]);
    expect(thresholdsToAlert(0, 0, [])).toEqual([]);
    expect(thresholdsToAlert(1, 0, [])).toEqual([50, 80, 100]);
  });

  it('writes the alert in Chinese with both amounts', () => {
    expect(budgetAlertText('2026-11', 80, 812, 1000)).toBe(
      '【预算提醒】您2026-11的消费已达月度预算的80%（已消费 ¥8.12 / 预算 ¥10.00），请关注用量。',
    );
    expect(budgetAlertText('2026-11', 100, 1000, 1000)).toContain('已超出或用尽本月预算');
  });
});

describe('rate limit request rules', () => {
  const current = { rpm: 300, tpm: 300_000 };
  it('asks for more than the current limits, positive integers and a reason', () => {
    expect(
      rateLimitRequestErrors({ model: 'qwen-max', rpm: '600', tpm: '300000', reason: '业务高峰' }, current),
    ).toEqual({});
    expect(
      rateLimitRequestErrors({ model: 'qwen-max', rpm: '300', tpm: '300000', reason: '业务高峰' }, current),
    ).toEqual({ rpm: '申请的额度须高于当前额度（RPM 或 TPM 至少一项）' });
    expect(rateLimitRequestErrors({ model: '', rpm: '0', tpm: '1.5', reason: ' ' }, undefined)).toEqual({
      model: '请选择模型',
      rpm: 'RPM 须为正整数',
      tpm: 'TPM 须为正整数',
      reason: '请填写申请原因',
    });
  });
});
