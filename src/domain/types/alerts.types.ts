import type { WebhookEvent } from '../alerts';
import type { AnomalyKind, GuardSensitivity, KeyBaseline } from '../keyGuard';

/** One entry of a key's guard timeline, newest first in a list. */
export interface KeyGuardEvent {
  id: string;
  time: string;
  kind: 'anomaly' | 'frozen' | 'refused' | 'unfrozen' | 'rotated' | 'sensitivity';
  anomaly?: AnomalyKind;
  text: string;
  /** The gateway call it is about (x-request-id), if any. */
  requestId: string;
  /** Who acted (unfreeze, sensitivity); '' for the guard itself. */
  actor: string;
}

export interface KeyGuardStatus {
  keyId: string;
  keyName: string;
  maskedKey: string;
  sensitivity: GuardSensitivity;
  state: 'off' | 'learning' | 'watching' | 'frozen';
  baseline: KeyBaseline;
  frozenAt: string;
  frozenReason: string;
  /** Newest first, at most 50. */
  events: KeyGuardEvent[];
}

export interface AlertSettings {
  errorRatePercent: number;
  expiryDays: number;
  rateLimitPercent: number;
  webhookUrl: string;
  /** The secret itself never comes back; its last four characters do. */
  webhookSecretTail: string;
}

export interface AlertSettingsInput {
  errorRatePercent: number;
  expiryDays: number;
  rateLimitPercent: number;
  webhookUrl: string;
  /** '' keeps the stored secret. */
  webhookSecret: string;
}

export interface WebhookAttempt {
  n: number;
  time: string;
  /** The X-Webhook-Timestamp sent (Unix seconds). */
  timestamp: number;
  signature: string;
  /** The receiver's HTTP status, or 'timeout'. */
  outcome: number | 'timeout';
  durationMs: number;
}

export interface WebhookDelivery {
  id: string;
  event: WebhookEvent;
  eventName: string;
  url: string;
  body: string;
  createTime: string;
  status: 'pending' | 'delivered' | 'failed';
  /** When the next retry is due (simulated clock, ISO); '' when none. */
  nextAttemptAt: string;
  attempts: WebhookAttempt[];
}
