import { describe, expect, it } from 'vitest';
import { rateLimitRequestErrors } from '../../../src/domain/rateLimit';

// The request for higher rate limits: a model that takes calls, RPM and TPM as positive whole
// numbers of which at least one is above the current limit, and a reason of at most 500 characters.
const current = { rpm: 60, tpm: 100_000 };
const ok = { model: 'qwen-max', rpm: '120', tpm: '100000', reason: '业务高峰' };

describe('a rate limit request', () => {
  it('passes when one of the two limits is higher', () => {
    expect(rateLimitRequestErrors(ok, current)).toEqual({});
    expect(rateLimitRequestErrors({ ...ok, rpm: '60', tpm: '200000' }, current)).toEqual({});
  });

  it('is refused when neither limit is higher', () => {
    expect(rateLimitRequestErrors({ ...ok, rpm: '60', tpm: '100000' }, current)).toEqual({
      rpm: '申请的额度须高于当前额度（RPM 或 TPM 至少一项）',
    });
    expect(rateLimitRequestErrors({ ...ok, rpm: '30', tpm: '50000' }, current)).toEqual({
      rpm: '申请的额度须高于当前额度（RPM 或 TPM 至少一项）',
    });
  });

  it('reads the numbers without the spaces around them', () =>
    expect(rateLimitRequestErrors({ ...ok, rpm: ' 120 ', tpm: ' 100000 ' }, current)).toEqual({}));

  it('wants positive whole numbers, and says so rather than comparing', () => {
    expect(rateLimitRequestErrors({ ...ok, rpm: '0', tpm: '1.5' }, current)).toEqual({
      rpm: 'RPM 须为正整数',
      tpm: 'TPM 须为正整数',
    });
    expect(rateLimitRequestErrors({ ...ok, tpm: '' }, current)).toEqual({ tpm: 'TPM 须为正整数' });
  });

  it('wants a model that takes calls, whatever the numbers', () => {
    expect(rateLimitRequestErrors({ ...ok, model: '' }, undefined)).toEqual({ model: '请选择模型' });
    expect(rateLimitRequestErrors({ ...ok, model: 'no-such-model' }, undefined)).toEqual({ model: '请选择模型' });
    expect(rateLimitRequestErrors({ ...ok, model: '' }, current)).toEqual({ model: '请选择模型' });
  });

  it('wants a reason of at most 500 characters, spaces around not counted', () => {
    expect(rateLimitRequestErrors({ ...ok, reason: '  ' }, current)).toEqual({ reason: '请填写申请原因' });
    expect(rateLimitRequestErrors({ ...ok, reason: ` ${'因'.repeat(500)} ` }, current)).toEqual({});
    expect(rateLimitRequestErrors({ ...ok, reason: '因'.repeat(501) }, current)).toEqual({
      reason: '申请原因不能超过500个字符',
    });
  });
});
