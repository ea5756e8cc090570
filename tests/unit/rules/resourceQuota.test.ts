import { describe, expect, it } from 'vitest';
import { quotaErrors } from '../../../src/domain/resourceQuota';

// The resource allocation form (mgmt-console/resource/resource-allocation).
const today = '2026-11-24';
const ok = { userName: 'zhangsan', resourceType: 'gpu', quota: 100, expireTime: '2026-12-31', remark: '' };

describe('a resource allocation', () => {
  it('passes when complete', () => expect(quotaErrors(ok, today)).toEqual({}));

  it('wants a user, a type, a positive whole quota and an expiry date', () => {
    expect(quotaErrors({ userName: '  ', resourceType: '', quota: 0, expireTime: '', remark: '' }, today)).toEqual({
      userName: '请输入用户账号',
      resourceType: '请选择资源类型',
      quota: '配额需为正整数',
      expireTime: '请选择到期日期',
    });
    expect(quotaErrors({ ...ok, resourceType: 'cpu', quota: 1.5 }, today)).toEqual({
      resourceType: '请选择资源类型',
      quota: '配额需为正整数',
    });
    expect(quotaErrors({ ...ok, quota: -3 }, today)).toEqual({ quota: '配额需为正整数' });
  });

  it('takes a quota up to ten billion', () => {
    expect(quotaErrors({ ...ok, resourceType: 'tokens', quota: 10_000_000_000 }, today)).toEqual({});
    expect(quotaErrors({ ...ok, resourceType: 'tokens', quota: 10_000_000_001 }, today)).toEqual({
      quota: '配额超出上限',
    });
  });

  it('may not go below what is already used', () => {
    expect(quotaErrors({ ...ok, quota: 500 }, today, 500)).toEqual({});
    expect(quotaErrors({ ...ok, quota: 499 }, today, 500)).toEqual({ quota: '配额不能小于已使用量' });
  });

  it('may expire today or later, not before', () => {
    expect(quotaErrors({ ...ok, expireTime: today }, today)).toEqual({});
    expect(quotaErrors({ ...ok, expireTime: '2026-11-24 23:59:59' }, today)).toEqual({});
    expect(quotaErrors({ ...ok, expireTime: '2026-11-23' }, today)).toEqual({ expireTime: '到期日期不能早于今天' });
  });

  it('takes a remark of up to 100 characters', () => {
    expect(quotaErrors({ ...ok, remark: '备'.repeat(100) }, today)).toEqual({});
    expect(quotaErrors({ ...ok, remark: '备'.repeat(101) }, today)).toEqual({ remark: '备注不能超过100个字' });
  });
});
