/**
 * Alert settings and the webhook's delivery log (platform extension): thresholds, the webhook
 * address and signing secret (never sent back whole), a test event, and every attempt made.
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import { alertMessages, alertSettingsErrors, webhookEventName, type WebhookEvent } from '../../src/domain/alerts';
import type { AlertSettings, AlertSettingsInput, WebhookDelivery } from '../../src/domain/types/alerts.types';
import { tables, type WebhookDeliveryRow } from '../db/models';
import { pageOf } from '../rules/paging';
import { adminPost, ok, query, refuse, text, url, withAdmin } from '../rules/respond';
import { deliver, runDueDeliveries, saveSettings, settingsOf } from '../rules/webhooks';

const DEV_CODES = ['AccC:DevManage:read'];
const w = paths.webhook;

function toSettings(userId: string): AlertSettings {
  const s = settingsOf(userId);
  return {
    errorRatePercent: s.errorRatePercent,
    expiryDays: s.expiryDays,
    rateLimitPercent: s.rateLimitPercent,
    webhookUrl: s.webhookUrl,
    webhookSecretTail: s.webhookSecret ? s.webhookSecret.slice(-4) : '',
  };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  const event = row.event as WebhookEvent;
  return {
    id: row.id,
    event,
    eventName: webhookEventName[event] ?? row.event,
    url: row.url,
    body: row.body,
    createTime: row.createTime,
    status: row.status === 'delivered' || row.status === 'failed' ? row.status : 'pending',
    nextAttemptAt: row.status === 'pending' && row.nextAttemptAt > 0 ? new Date(row.nextAttemptAt).toISOString() : '',
    attempts: tables.webhookAttempt
      .filter((a) => a.deliveryId === row.id)
      .sort((a, b) => a.n - b.n)
      .map(({ n, time, timestamp, signature, outcome, durationMs }) => ({
        n,
        time,
        timestamp,
        signature,
        outcome: outcome === 'timeout' ? 'timeout' : Number(outcome),
        durationMs,
      })),
  };
}

const num = (value: unknown): string => (typeof value === 'number' || typeof value === 'string' ? String(value) : '');

export const webhookHandlers = [
  http.get(
    url(w.settings),
    withAdmin(DEV_CODES, ({ user }) => ok(toSettings(user.id))),
  ),

  adminPost<AlertSettingsInput>(w.settings, DEV_CODES, async (body, { user }) => {
    const form = {
      errorRatePercent: num(body.errorRatePercent),
      expiryDays: num(body.expiryDays),
      rateLimitPercent: num(body.rateLimitPercent),
      webhookUrl: text(body.webhookUrl).trim(),
      webhookSecret: text(body.webhookSecret).trim(),
    };
    const stored = settingsOf(user.id);
    const first = Object.values(alertSettingsErrors(form, stored.webhookSecret !== ''))[0];
    if (first) refuse(first, 400);
    await saveSettings(user.id, {
      errorRatePercent: Number(form.errorRatePercent),
      expiryDays: Number(form.expiryDays),
      rateLimitPercent: Number(form.rateLimitPercent),
      webhookUrl: form.webhookUrl,
      // No address, no secret; an empty field keeps the stored one.
      webhookSecret: form.webhookUrl ? form.webhookSecret || stored.webhookSecret : '',
    });
    return ok(toSettings(user.id));
  }),

  http.get(
    url(w.deliveries),
    withAdmin(DEV_CODES, async ({ request, user }) => {
      await runDueDeliveries(user.id);
      const q = query(request);
      const rows = tables.webhookDelivery
        .filter((d) => d.userId === user.id)
        .sort((a, b) => Number(b.id) - Number(a.id));
      return ok(pageOf(rows, { pageNum: q.get('pageNum'), pageSize: q.get('pageSize') }, toDelivery));
    }),
  ),

  http.post(
    url(w.test),
    withAdmin(DEV_CODES, async ({ user }) => {
      const sent = await deliver(user.id, 'test', { message: '这是一条测试消息，用于验证 Webhook 地址与签名。' });
      if (!sent) refuse(alertMessages.noWebhook, 400);
      return ok(toDelivery(sent));
    }),
  ),
];
