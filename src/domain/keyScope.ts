/**
 * What a scoped API key may do: which models, from which addresses (IPv4 or CIDR), until when,
 * and how much it may spend a month. The key form checks these before sending, and the
 * simulator's gateway checks the same rules on every call made with the key.
 */
export const MAX_ALLOWLIST = 20;
/** A cap above this is a typo, not a budget. */
export const MAX_MONTHLY_CAP = 1_000_000;

export const keyScopeMessages = {
  cidrInvalid: (entry: string) => `IP白名单格式不正确：${entry}（示例：203.0.113.5 或 203.0.113.0/24）`,
  allowlistTooLong: `IP白名单最多${MAX_ALLOWLIST}条`,
  expiryInvalid: '请选择正确的到期日期',
  expiryPast: '到期日期不能早于今天',
  capInvalid: '月度消费上限须为不小于0的金额（元），最多两位小数',
  capTooHigh: `月度消费上限不能超过${MAX_MONTHLY_CAP}元`,
  modelUnknown: (model: string) => `模型不存在或已下线：${model}`,
  // Refusals of a call made with the key (the gateway's messages).
  modelNotAllowed: (model: string) => `该API密钥无权调用模型 ${model}`,
  ipNotAllowed: (ip: string) => `请求来源IP ${ip} 不在该API密钥的白名单内`,
  expired: 'API密钥已过期，请在密钥管理中延长有效期或新建密钥',
  overCap: (cap: string) => `该API密钥本月消费已达上限（¥${cap}），请提高上限或下月再试`,
} as const;

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** 192.168.0.1 → its 32-bit number; undefined when not a dotted IPv4 address. */
export function ipv4ToNumber(ip: string): number | undefined {
  const parts = IPV4.exec(ip.trim());
  if (!parts) return undefined;
  const octets = parts.slice(1).map(Number);
  if (octets.some((o, i) => o > 255 || (parts[i + 1].length > 1 && parts[i + 1].startsWith('0')))) return undefined;
  return octets.reduce((n, o) => n * 256 + o, 0);
}

interface Cidr {
  base: number;
  bits: number;
}

/** "10.0.0.0/8" or a single address (a /32); undefined when malformed or the base has host bits set. */
export function parseCidr(entry: string): Cidr | undefined {
  const [address, prefix, extra] = entry.trim().split('/');
  if (extra !== undefined) return undefined;
  const base = ipv4ToNumber(address);
  if (base === undefined) return undefined;
  if (prefix === undefined) return { base, bits: 32 };
  if (!/^\d{1,2}$/.test(prefix) || Number(prefix) > 32) return undefined;
  const bits = Number(prefix);
  const size = 2 ** (32 - bits);
  // 10.0.0.5/8 names a host, not a network: the user most likely mistyped one of the two.
  if (base % size !== 0) return undefined;
  return { base, bits };
}

export function ipAllowed(ip: string, allowlist: readonly string[]): boolean {
  if (allowlist.length === 0) return true;
  const n = ipv4ToNumber(ip);
  if (n === undefined) return false;
  return allowlist.some((entry) => {
    const cidr = parseCidr(entry);
    if (!cidr) return false;
    const size = 2 ** (32 - cidr.bits);
    return n >= cidr.base && n < cidr.base + size;
  });
}

/** The allowlist as typed (one entry a line, or comma-separated), trimmed, blanks dropped. */
export const splitAllowlist = (typed: string): string[] =>
  typed
    .split(/[\n,，]/)
    .map((s) => s.trim())
    .filter(Boolean);

export function allowlistError(entries: readonly string[]): string | undefined {
  if (entries.length > MAX_ALLOWLIST) return keyScopeMessages.allowlistTooLong;
  const bad = entries.find((e) => !parseCidr(e));
  return bad === undefined ? undefined : keyScopeMessages.cidrInvalid(bad);
}

/** `expireDate` is a Beijing YYYY-MM-DD ('' = never); `today` the same form, from the caller's clock. */
export function expiryError(expireDate: string, today: string): string | undefined {
  if (!expireDate) return undefined;
  // Round-tripped: Date.parse takes 2026-02-30 and quietly means March 2nd.
  const parsed = Date.parse(`${expireDate}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(expireDate) ||
    Number.isNaN(parsed) ||
    new Date(parsed).toISOString().slice(0, 10) !== expireDate
  )
    return keyScopeMessages.expiryInvalid;
  return expireDate < today ? keyScopeMessages.expiryPast : undefined;
}

/** A yuan amount as typed: '' = no cap; otherwise ≥ 0 with at most two decimals. */
export function capError(typed: string): string | undefined {
  const value = typed.trim();
  if (!value) return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return keyScopeMessages.capInvalid;
  return Number(value) > MAX_MONTHLY_CAP ? keyScopeMessages.capTooHigh : undefined;
}

/** The instant a key stops working: the end of its expiry day in Beijing (UTC+8). */
export function expiryInstant(expireDate: string): string {
  return expireDate ? new Date(Date.parse(`${expireDate}T23:59:59.999+08:00`)).toISOString() : '';
}

/** Yuan → fen without float drift ('12.30' → 1230). */
export const yuanToFen = (yuan: string | number): number => Math.round(Number(yuan) * 100);
export const fenToYuan = (fen: number): string => (fen / 100).toFixed(2);

export interface KeyScopeForm {
  name: string;
  allowedModels: string[];
  /** As typed. */
  ipAllowlist: string;
  expireDate: string;
  /** Yuan as typed; '' = no cap. */
  monthlyCap: string;
}

export type KeyScopeErrors = Partial<Record<keyof KeyScopeForm, string>>;

/** Every field's problem at once, so the form shows them together and keeps what was typed. */
export function keyScopeErrors(
  form: KeyScopeForm,
  today: string,
  knownModels?: readonly string[],
  nameError?: (name: string) => string | undefined,
): KeyScopeErrors {
  const errors: KeyScopeErrors = {};
  const name = nameError?.(form.name);
  if (name) errors.name = name;
  const unknown = knownModels ? form.allowedModels.find((m) => !knownModels.includes(m)) : undefined;
  if (unknown) errors.allowedModels = keyScopeMessages.modelUnknown(unknown);
  const ip = allowlistError(splitAllowlist(form.ipAllowlist));
  if (ip) errors.ipAllowlist = ip;
  const expiry = expiryError(form.expireDate, today);
  if (expiry) errors.expireDate = expiry;
  const cap = capError(form.monthlyCap);
  if (cap) errors.monthlyCap = cap;
  return errors;
}
