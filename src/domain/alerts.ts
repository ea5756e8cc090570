/**
 * Alerts beyond the budget (platform extension): what can be alerted, the settings form's rules,
 * and how a webhook delivery is signed and retried. Pure: shared by app and simulator.
 *
 * A webhook request carries the JSON body, `X-Webhook-Timestamp` (Unix seconds) and
 * `X-Webhook-Signature: sha256=<hex>`, the HMAC-SHA256 of `<timestamp>.<body>` under the
 * webhook's secret. A receiver recomputes it and rejects timestamps older than a few minutes.
 */
export const ALERT_KINDS = ['errorRate', 'keyExpiring', 'rateLimitNear', 'keyFrozen'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
/** The event a webhook delivery announces; `test` is the settings page's 发送测试. */
export type WebhookEvent = AlertKind | 'test';

export const alertKindLabel: Readonly<Record<WebhookEvent, string>> = {
  errorRate: '错误率过高',
  keyExpiring: '密钥即将到期',
  rateLimitNear: '接近速率限制',
  keyFrozen: '密钥被冻结',
  test: '测试消息',
};

/** The event names a receiver switches on. */
export const webhookEventName: Readonly<Record<WebhookEvent, string>> = {
  errorRate: 'alert.error_rate',
  keyExpiring: 'alert.key_expiring',
  rateLimitNear: 'alert.rate_limit_near',
  keyFrozen: 'alert.key_frozen',
  test: 'webhook.test',
};

export const SIGNATURE_HEADER = 'X-Webhook-Signature';
export const TIMESTAMP_HEADER = 'X-Webhook-Timestamp';
export const EVENT_HEADER = 'X-Webhook-Event';

/** What is signed: the timestamp, a dot, the exact body bytes. */
export const signedPayload = (timestamp: number, body: string): string => `${timestamp}.${body}`;

/** Attempts per delivery: the first, then retries. */
export const MAX_ATTEMPTS = 6;
export const FIRST_RETRY_MS = 60_000;

/**
 * How long after failed attempt `attempt` (1-based) the next one is made: 1, 2, 4, 8, 16 minutes
 * of the simulated clock; undefined after the last attempt (the delivery has failed).
 */
export function retryDelayMs(attempt: number): number | undefined {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt >= MAX_ATTEMPTS) return undefined;
  return FIRST_RETRY_MS * 2 ** (attempt - 1);
}

/** A receiver that does not answer within this is a timeout. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface AlertSettingsForm {
  errorRatePercent: string;
  expiryDays: string;
  rateLimitPercent: string;
  webhookUrl: string;
  webhookSecret: string;
}

export type AlertSettingsErrors = Partial<Record<keyof AlertSettingsForm, string>>;

export const alertMessages = {
  errorRate: '错误率阈值须为 1 到 100 之间的整数（%）',
  expiryDays: '到期提醒天数须为 1 到 90 之间的整数',
  rateLimit: '速率提醒阈值须为 50 到 100 之间的整数（%）',
  urlInvalid: 'Webhook 地址须为 http:// 或 https:// 开头的完整网址',
  secretRequired: '填写 Webhook 地址时须设置签名密钥',
  secretShort: '签名密钥至少16个字符',
  secretLong: '签名密钥不能超过128个字符',
  noWebhook: '请先保存 Webhook 地址与签名密钥',
  saved: '告警设置已保存',
  testSent: '测试消息已发送，请查看投递记录',
} as const;

const intIn = (value: string, min: number, max: number): boolean =>
  /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;

/** A webhook address the platform can post to: absolute http(s) with a host. */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** `hasSecret`: a secret is already stored, so an empty secret field keeps it. */
export function alertSettingsErrors(form: AlertSettingsForm, hasSecret = false): AlertSettingsErrors {
  const errors: AlertSettingsErrors = {};
  if (!intIn(form.errorRatePercent, 1, 100)) errors.errorRatePercent = alertMessages.errorRate;
  if (!intIn(form.expiryDays, 1, 90)) errors.expiryDays = alertMessages.expiryDays;
  if (!intIn(form.rateLimitPercent, 50, 100)) errors.rateLimitPercent = alertMessages.rateLimit;
  const url = form.webhookUrl.trim();
  const secret = form.webhookSecret.trim();
  if (url && !isWebhookUrl(url)) errors.webhookUrl = alertMessages.urlInvalid;
  if (url && !secret && !hasSecret) errors.webhookSecret = alertMessages.secretRequired;
  else if (secret && secret.length < 16) errors.webhookSecret = alertMessages.secretShort;
  else if (secret.length > 128) errors.webhookSecret = alertMessages.secretLong;
  return errors;
}

/** An error rate is judged over this window, once it holds at least ERROR_RATE_MIN_CALLS calls. */
export const ERROR_RATE_WINDOW_MS = 60 * 60_000;
export const ERROR_RATE_MIN_CALLS = 10;
