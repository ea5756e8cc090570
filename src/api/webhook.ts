/** Alert settings and the webhook's delivery log (platform extension, not SPEC). */
import { http } from './http';
import { paths } from './paths';
import type { Page } from '../domain/types/common.types';
import type { AlertSettings, AlertSettingsInput, WebhookDelivery } from '../domain/types/alerts.types';

const w = paths.webhook;

export const getAlertSettings = () => http.get<AlertSettings>(w.settings).then((r) => r.data);
/** Silent: the form shows the refusal under its field. */
export const saveAlertSettings = (input: AlertSettingsInput) =>
  http.post<AlertSettings>(w.settings, input, { silent: true }).then((r) => r.data);
export const listWebhookDeliveries = (pageNum = 1, pageSize = 10) =>
  http.get<Page<WebhookDelivery>>(w.deliveries, { params: { pageNum, pageSize } }).then((r) => r.data);
export const sendWebhookTest = () => http.post<WebhookDelivery>(w.test, {}).then((r) => r.data);
