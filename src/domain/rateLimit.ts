/** The request-for-more form of a model's rate limits: the form and the simulator check the same. */
export const MAX_REASON = 500;

export const rateLimitMessages = {
  modelRequired: '请选择模型',
  rpmInvalid: 'RPM 须为正整数',
  tpmInvalid: 'TPM 须为正整数',
  notHigher: '申请的额度须高于当前额度（RPM 或 TPM 至少一项）',
  reasonRequired: '请填写申请原因',
  reasonTooLong: `申请原因不能超过${MAX_REASON}个字符`,
  pending: '该模型已有审核中的提额申请，请等待审核结果',
  submitted: '提额申请已提交，审核结果将通过站内信通知',
} as const;

export interface RateLimitForm {
  model: string;
  rpm: string;
  tpm: string;
  reason: string;
}

const positiveInt = (v: string) => /^[1-9]\d{0,8}$/.test(v.trim());

/** `current` is the model's present limits (undefined when the model is unknown or takes no calls). */
export function rateLimitRequestErrors(
  form: RateLimitForm,
  current: { rpm: number; tpm: number } | undefined,
): Partial<Record<keyof RateLimitForm, string>> {
  const errors: Partial<Record<keyof RateLimitForm, string>> = {};
  if (!form.model || !current) errors.model = rateLimitMessages.modelRequired;
  if (!positiveInt(form.rpm)) errors.rpm = rateLimitMessages.rpmInvalid;
  if (!positiveInt(form.tpm)) errors.tpm = rateLimitMessages.tpmInvalid;
  if (current && !errors.rpm && !errors.tpm && Number(form.rpm) <= current.rpm && Number(form.tpm) <= current.tpm)
    errors.rpm = rateLimitMessages.notHigher;
  const reason = form.reason.trim();
  if (!reason) errors.reason = rateLimitMessages.reasonRequired;
  else if (reason.length > MAX_REASON) errors.reason = rateLimitMessages.reasonTooLong;
  return errors;
}
