/**
 * Resource allocation rules (mgmt-console/resource/resource-allocation), shared by the
 * allocation form and the simulator so both refuse with the same words.
 */
import type { ResourceQuotaForm } from './types/admin.types';

export const RESOURCE_TYPES = {
  tokens: { label: '模型调用额度', unit: 'tokens' },
  gpu: { label: 'GPU算力', unit: '卡时' },
  storage: { label: '知识库存储', unit: 'GB' },
  qps: { label: '并发QPS', unit: '次/秒' },
} as const;
export type ResourceType = keyof typeof RESOURCE_TYPES;
export const isResourceType = (value: string): value is ResourceType => Object.hasOwn(RESOURCE_TYPES, value);

export const QUOTA_MAX = 10_000_000_000;

export const quotaMessages = {
  userName: '请输入用户账号',
  userMissing: '用户不存在',
  resourceType: '请选择资源类型',
  quota: '配额需为正整数',
  quotaTooLarge: '配额超出上限',
  belowUsed: '配额不能小于已使用量',
  expireTime: '请选择到期日期',
  expirePast: '到期日期不能早于今天',
  remark: '备注不能超过100个字',
  duplicate: '该用户已分配此类资源，请直接修改',
  missing: '资源分配记录不存在',
} as const;

export type QuotaField = 'userName' | 'resourceType' | 'quota' | 'expireTime' | 'remark';
export type QuotaErrors = Partial<Record<QuotaField, string>>;

/** Field problems of an allocation; `today` is YYYY-MM-DD, `used` the current usage when changing one. */
export function quotaErrors(form: ResourceQuotaForm, today: string, used = 0): QuotaErrors {
  const errors: QuotaErrors = {};
  if (!form.userName.trim()) errors.userName = quotaMessages.userName;
  if (!isResourceType(form.resourceType)) errors.resourceType = quotaMessages.resourceType;
  if (!Number.isInteger(form.quota) || form.quota <= 0) errors.quota = quotaMessages.quota;
  else if (form.quota > QUOTA_MAX) errors.quota = quotaMessages.quotaTooLarge;
  else if (form.quota < used) errors.quota = quotaMessages.belowUsed;
  if (!form.expireTime) errors.expireTime = quotaMessages.expireTime;
  else if (form.expireTime.slice(0, 10) < today) errors.expireTime = quotaMessages.expirePast;
  if (form.remark.length > 100) errors.remark = quotaMessages.remark;
  return errors;
}
