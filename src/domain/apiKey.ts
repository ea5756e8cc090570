/** API keys are shown in full once, at creation; everywhere else only their last four characters. */
export const KEY_PREFIX = 'sk-';
export const KEY_NAME_MAX = 30;

export const apiKeyMessages = {
  nameRequired: '请输入密钥名称',
  nameTooLong: `密钥名称不能超过${KEY_NAME_MAX}个字符`,
  limitReached: '最多可创建10个密钥',
  notFound: '密钥不存在',
  invalid: '无效的API密钥',
  disabled: 'API密钥已停用',
  created: '密钥创建成功',
  deleted: '密钥已删除',
  enabled: '密钥已启用',
  disabledOk: '密钥已停用',
  copied: '已复制到剪贴板',
  copyFailed: '复制失败，请手动复制',
} as const;

export const MAX_KEYS = 10;

/** sk-****abcd */
export function maskKey(secret: string): string {
  return `${KEY_PREFIX}****${secret.slice(-4)}`;
}

export function keyNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return apiKeyMessages.nameRequired;
  if (trimmed.length > KEY_NAME_MAX) return apiKeyMessages.nameTooLong;
  return undefined;
}
