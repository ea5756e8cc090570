/**
 * Alerts beyond the budget and their webhook (platform extension): each alert is a site message
 * and, when the user saved a webhook, a signed delivery. The simulator reaches no outside
 * network: a simulated receiver answers by the address (hosts under `.demo.test` answer 200,
 * hosts starting `timeout.` time out, any other answers 500). A failed attempt is retried on the
 * simulated clock (src/domain/alerts.ts `retryDelayMs`); due retries run whenever the simulator
 * looks (a gateway call, the delivery log, a clock move), each at the moment it was due.
 */
import {
  alertKindLabel,
  ERROR_RATE_MIN_CALLS,
  ERROR_RATE_WINDOW_MS,
  retryDelayMs,
  signedPayload,
  WEBHOOK_TIMEOUT_MS,
  webhookEventName,
  type AlertKind,
  type WebhookEvent,
} from '../../src/domain/alerts';
import { HOUR_MS } from '../../src/domain/keyGuard';
import { tables, type AlertSettingRow, type UserRow, type WebhookDeliveryRow } from '../db/models';
import { beijingDate } from './beijing';
import { DAY, now } from './clock';
import { recentUse } from './usageLedger';
import { findModel } from '../seed/models';

/** Dedupe keys kept per user: enough for a month of hourly alerts on a few models. */
const KEPT_SENT = 500;

export const DEMO_RECEIVER_SUFFIX = '.demo.test';

export type ReceiverAnswer = { status: number; ms: number } | { status: 'timeout'; ms: number };

/** What the simulated receiver answers a delivery to `address`. */
export function receiverAnswer(address: string): ReceiverAnswer {
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    return { status: 'timeout', ms: WEBHOOK_TIMEOUT_MS };
  }
  if (host.startsWith('timeout.')) return { status: 'timeout', ms: WEBHOOK_TIMEOUT_MS };
  return host.endsWith(DEMO_RECEIVER_SUFFIX) ? { status: 200, ms: 35 } : { status: 500, ms: 120 };
}

export function settingsOf(userId: string): Omit<AlertSettingRow, 'id'> & { id?: string } {
  return (
    tables.alertSetting.find((s) => s.userId === userId) ?? {
      userId,
      errorRatePercent: 20,
      expiryDays: 7,
      rateLimitPercent: 80,
      webhookUrl: '',
      webhookSecret: '',
      sent: [],
    }
  );
}

async function storeSettings(settings: ReturnType<typeof settingsOf>): Promise<AlertSettingRow> {
  const { id, ...fields } = settings;
  return id ? ((await tables.alertSetting.patch(id, fields)) as AlertSettingRow) : tables.alertSetting.insert(fields);
}

export async function saveSettings(
  userId: string,
  change: Pick<
    AlertSettingRow,
    'errorRatePercent' | 'expiryDays' | 'rateLimitPercent' | 'webhookUrl' | 'webhookSecret'
  >,
): Promise<AlertSettingRow> {
  return storeSettings({ ...settingsOf(userId), ...change });
}

const encoder = new TextEncoder();

/** Hex HMAC-SHA256 of `<timestamp>.<body>` under `secret`: what X-Webhook-Signature carries after `sha256=`. */
export async function signBody(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(signedPayload(timestamp, body)));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** One attempt at `at` (the moment it was due): signed afresh, answered by the simulated receiver. */
async function attempt(delivery: WebhookDeliveryRow, at: number): Promise<WebhookDeliveryRow> {
  const timestamp = Math.floor(at / 1000);
  const signature = `sha256=${await signBody(delivery.secret, timestamp, delivery.body)}`;
  const answer = receiverAnswer(delivery.url);
  const n = delivery.attempts + 1;
  await tables.webhookAttempt.insert({
    deliveryId: delivery.id,
    userId: delivery.userId,
    n,
    time: new Date(at).toISOString(),
    timestamp,
    signature,
    outcome: String(answer.status),
    durationMs: answer.ms,
  });
  const delivered = answer.status !== 'timeout' && answer.status >= 200 && answer.status < 300;
  const delay = delivered ? undefined : retryDelayMs(n);
  const next = {
    attempts: n,
    status: delivered ? 'delivered' : delay === undefined ? 'failed' : 'pending',
    nextAttemptAt: delay === undefined ? 0 : at + answer.ms + delay,
  };
  return (await tables.webhookDelivery.patch(delivery.id, next)) ?? { ...delivery, ...next };
}

/** Every retry that has come due on the simulated clock, in order, each at its own moment. */
export async function runDueDeliveries(userId?: string): Promise<void> {
  const time = now();
  const due = tables.webhookDelivery.filter(
    (d) => d.status === 'pending' && d.nextAttemptAt > 0 && d.nextAttemptAt <= time && (!userId || d.userId === userId),
  );
  for (let d of due) {
    while (d.status === 'pending' && d.nextAttemptAt > 0 && d.nextAttemptAt <= time)
      d = await attempt(d, d.nextAttemptAt);
  }
}

/** Queues an event for the user's webhook and makes the first attempt now; undefined without a webhook. */
export async function deliver(
  userId: string,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<WebhookDeliveryRow | undefined> {
  const settings = settingsOf(userId);
  if (!settings.webhookUrl || !settings.webhookSecret) return undefined;
  const createdAt = now();
  const eventId = `evt_${globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;
  const body = JSON.stringify({
    id: eventId,
    type: webhookEventName[event],
    created: Math.floor(createdAt / 1000),
    data: { title: alertKindLabel[event], ...data },
  });
  const row = await tables.webhookDelivery.insert({
    userId,
    event,
    url: settings.webhookUrl,
    secret: settings.webhookSecret,
    body,
    createTime: new Date(createdAt).toISOString(),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: createdAt,
  });
  return attempt(row, createdAt);
}

/**
 * One alert, once per `dedupeKey`: a site message, and a webhook delivery when one is set up.
 * Returns whether it was sent (false: already sent).
 */
export async function raiseAlert(
  user: UserRow,
  kind: AlertKind,
  dedupeKey: string,
  message: string,
  data: Record<string, unknown>,
): Promise<boolean> {
  const settings = settingsOf(user.id);
  const key = `${kind}:${dedupeKey}`;
  if (settings.sent.includes(key)) return false;
  await storeSettings({ ...settings, sent: [...settings.sent, key].slice(-KEPT_SENT) });
  await tables.message.insert({
    userId: user.id,
    content: `【告警·${alertKindLabel[kind]}】${message}`,
    createTime: new Date(now()).toISOString(),
    isRead: false,
  });
  await deliver(user.id, kind, { message, ...data });
  return true;
}

const hourBucket = (time: number): string => new Date(Math.floor(time / HOUR_MS) * HOUR_MS).toISOString();

/** Whole days from Beijing `today` to `date` (both YYYY-MM-DD). */
const daysUntil = (date: string, today: string): number =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY);

/** Keys of the user that stop working within the user's notice period, each alerted once per expiry date. */
export async function alertExpiringKeys(user: UserRow): Promise<void> {
  const { expiryDays } = settingsOf(user.id);
  const today = beijingDate(now());
  for (const key of tables.apiKey.filter((k) => k.userId === user.id && k.status === 1 && k.expireDate !== '')) {
    const left = daysUntil(key.expireDate, today);
    if (left < 0 || left > expiryDays) continue;
    const when = left === 0 ? '今天' : `${left}天后（${key.expireDate}）`;
    await raiseAlert(
      user,
      'keyExpiring',
      `${key.id}:${key.expireDate}`,
      `API密钥「${key.name}」将于${when}到期，请及时延长有效期或轮换密钥。`,
      {
        keyId: key.id,
        keyName: key.name,
        expireDate: key.expireDate,
        daysLeft: left,
      },
    );
  }
}

/** The alerts a gateway call may cause: the hour's error rate, the model's rate limit, the key's expiry. */
export async function alertAfterCall(requestId: string): Promise<void> {
  const call = tables.usageRecord.find((r) => r.requestId === requestId);
  const user = call ? tables.user.get(call.userId) : undefined;
  if (!call || !user) return;
  await runDueDeliveries(user.id);
  const time = now();
  const settings = settingsOf(user.id);
  const since = new Date(time - ERROR_RATE_WINDOW_MS).toISOString();
  const hour = tables.usageRecord.filter((r) => r.userId === user.id && r.keyId !== '' && r.createTime > since);
  const failed = hour.filter((r) => r.status !== 200).length;
  if (hour.length >= ERROR_RATE_MIN_CALLS && failed * 100 > settings.errorRatePercent * hour.length) {
    const percent = Math.round((failed / hour.length) * 100);
    await raiseAlert(
      user,
      'errorRate',
      hourBucket(time),
      `近 1 小时 API 调用错误率 ${percent}%（${failed}/${hour.length}），超过阈值 ${settings.errorRatePercent}%，请在调用日志中查看失败原因。`,
      { errorRate: percent, failed, calls: hour.length, threshold: settings.errorRatePercent },
    );
  }
  const model = call.status === 200 ? findModel(call.model) : undefined;
  if (model) {
    const use = recentUse(user.id, model.id);
    const pct = settings.rateLimitPercent;
    const near = use.requests * 100 >= pct * model.limits.rpm || use.tokens * 100 >= pct * model.limits.tpm;
    if (near)
      await raiseAlert(
        user,
        'rateLimitNear',
        `${model.id}:${hourBucket(time)}`,
        `模型 ${model.id} 近 1 分钟已用 ${use.requests}/${model.limits.rpm} 次请求、${use.tokens}/${model.limits.tpm} tokens，达到速率限制的 ${pct}%。`,
        { model: model.id, requests: use.requests, rpm: model.limits.rpm, tokens: use.tokens, tpm: model.limits.tpm },
      );
  }
  await alertExpiringKeys(user);
}

/** What a clock move may cause for everyone: keys come within their notice period, retries come due. */
export async function sweepAlerts(): Promise<void> {
  const owners = new Set(tables.apiKey.filter((k) => k.expireDate !== '').map((k) => k.userId));
  for (const id of owners) {
    const user = tables.user.get(id);
    if (user?.status === 1) await alertExpiringKeys(user);
  }
  await runDueDeliveries();
}
