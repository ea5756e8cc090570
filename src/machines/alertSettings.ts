/**
 * 告警通知 (platform extension): the alert thresholds and the webhook (address and signing
 * secret), a test delivery, and the delivery log with every attempt. A refused save keeps what
 * was typed and shows the reason under its field; the secret is never shown back, only its tail.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import { getAlertSettings, listWebhookDeliveries, saveAlertSettings, sendWebhookTest } from '../api/webhook';
import { alertMessages, alertSettingsErrors, type AlertSettingsErrors, type AlertSettingsForm } from '../domain/alerts';
import type { AlertSettings, WebhookDelivery } from '../domain/types/alerts.types';
import { notify } from './notify';

export interface AlertSettingsContext {
  settings?: AlertSettings;
  form: AlertSettingsForm;
  errors: AlertSettingsErrors;
  deliveries: WebhookDelivery[];
  loadError?: string;
  /** A refused save that names no field (no permission, the network): shown beside the buttons. */
  refusal?: string;
}

export type AlertSettingsEvent =
  | { type: 'ALERTS.FIELD'; field: keyof AlertSettingsForm; value: string }
  | { type: 'ALERTS.SAVE' }
  | { type: 'ALERTS.TEST' }
  | { type: 'ALERTS.REFRESH' };

export const formOfSettings = (s: AlertSettings): AlertSettingsForm => ({
  errorRatePercent: String(s.errorRatePercent),
  expiryDays: String(s.expiryDays),
  rateLimitPercent: String(s.rateLimitPercent),
  webhookUrl: s.webhookUrl,
  webhookSecret: '',
});

/** Which field a server refusal is about; none for a refusal of the whole save. */
export function fieldOfRefusal(message: string): keyof AlertSettingsForm | undefined {
  if (message.startsWith('错误率')) return 'errorRatePercent';
  if (message.startsWith('到期')) return 'expiryDays';
  if (message.startsWith('速率')) return 'rateLimitPercent';
  if (message.startsWith('Webhook')) return 'webhookUrl';
  if (message.startsWith('签名密钥') || message === alertMessages.secretRequired) return 'webhookSecret';
  return undefined;
}

const errorsOf = (context: AlertSettingsContext) =>
  alertSettingsErrors(context.form, Boolean(context.settings?.webhookSecretTail));

export const alertSettingsMachine = setup({
  types: {} as { context: AlertSettingsContext; events: AlertSettingsEvent },
  actors: {
    load: fromPromise<{ settings: AlertSettings; deliveries: WebhookDelivery[] }>(async () => {
      const [settings, page] = await Promise.all([getAlertSettings(), listWebhookDeliveries()]);
      return { settings, deliveries: page.records };
    }),
    loadDeliveries: fromPromise<WebhookDelivery[]>(async () => (await listWebhookDeliveries()).records),
    save: fromPromise<AlertSettings, AlertSettingsForm>(({ input }) =>
      saveAlertSettings({
        errorRatePercent: Number(input.errorRatePercent),
        expiryDays: Number(input.expiryDays),
        rateLimitPercent: Number(input.rateLimitPercent),
        webhookUrl: input.webhookUrl.trim(),
        webhookSecret: input.webhookSecret.trim(),
      }),
    ),
    sendTest: fromPromise<WebhookDelivery>(() => sendWebhookTest()),
  },
  guards: {
    formValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    hasWebhook: ({ context }) => Boolean(context.settings?.webhookUrl),
  },
  actions: {
    // Typing goes on while a test is sent or the log reloads: neither touches the form.
    typeField: assign(({ context, event }) => {
      assertEvent(event, 'ALERTS.FIELD');
      return {
        form: { ...context.form, [event.field]: event.value },
        errors: { ...context.errors, [event.field]: undefined },
        refusal: undefined,
      };
    }),
    takeSettings: assign((_, settings: AlertSettings) => ({ settings, form: formOfSettings(settings), errors: {} })),
  },
}).createMachine({
  id: 'alertSettings',
  context: {
    form: formOfSettings({
      errorRatePercent: 20,
      expiryDays: 7,
      rateLimitPercent: 80,
      webhookUrl: '',
      webhookSecretTail: '',
    }),
    errors: {},
    deliveries: [],
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: {
          target: 'editing',
          actions: [
            { type: 'takeSettings', params: ({ event }) => event.output.settings },
            assign({ deliveries: ({ event }) => event.output.deliveries, loadError: undefined }),
          ],
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'ALERTS.REFRESH': 'loading' } },
    editing: {
      on: {
        'ALERTS.FIELD': { actions: 'typeField' },
        'ALERTS.SAVE': [
          { guard: 'formValid', target: 'saving', actions: assign({ refusal: undefined }) },
          { actions: assign({ errors: ({ context }) => errorsOf(context) }) },
        ],
        'ALERTS.TEST': [
          { guard: 'hasWebhook', target: 'testing' },
          { actions: () => notify(alertMessages.noWebhook, 'warning') },
        ],
        'ALERTS.REFRESH': 'refreshing',
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => context.form,
        onDone: {
          target: 'editing',
          actions: [
            { type: 'takeSettings', params: ({ event }) => event.output },
            () => notify(alertMessages.saved, 'success'),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const message = errorMessage(event.error);
            const field = fieldOfRefusal(message);
            return field ? { errors: { [field]: message } } : { refusal: message };
          }),
        },
      },
    },
    testing: {
      on: { 'ALERTS.FIELD': { actions: 'typeField' } },
      invoke: {
        src: 'sendTest',
        onDone: {
          target: 'refreshing',
          actions: () => notify(alertMessages.testSent, 'success'),
        },
        onError: { target: 'editing' },
      },
    },
    refreshing: {
      on: { 'ALERTS.FIELD': { actions: 'typeField' } },
      invoke: {
        src: 'loadDeliveries',
        onDone: { target: 'editing', actions: assign({ deliveries: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: ({ event }) => notify(errorMessage(event.error), 'error') },
      },
    },
  },
});
