/**
 * The key guard in the gateway (rules in src/domain/keyGuard.ts): a frozen key's calls are
 * refused with 403 `api_key_frozen`; a call far outside the key's baseline freezes it at once
 * (and is refused), with a timeline entry per reason, a site message and a `keyFrozen` alert.
 * Rotating the key (a new secret) ends the freeze: the frozen secret is the one that leaked.
 */
import {
  anomaliesOf,
  baselineOf,
  keyGuardMessages,
  QUIET_AFTER_UNFREEZE_MS,
  sensitivityLabel,
  type GuardCall,
  type GuardSensitivity,
} from '../../src/domain/keyGuard';
import { maskKey } from '../../src/domain/apiKey';
import type { KeyGuardEvent, KeyGuardStatus } from '../../src/domain/types/alerts.types';
import { tables, type ApiKeyRow, type KeyGuardEventRow, type KeyGuardRow, type UserRow } from '../db/models';
import { now, nowIso } from './clock';
import { raiseAlert } from './webhooks';

/** Timeline entries kept per key, newest. */
const KEPT_EVENTS = 100;
const SHOWN_EVENTS = 50;

export interface GuardRefusal {
  status: 403;
  message: string;
  code: 'api_key_frozen';
}

type Guard = Omit<KeyGuardRow, 'id'> & { id?: string };

const secretTail = (key: ApiKeyRow): string => key.secret.slice(-8);

export function guardOf(key: ApiKeyRow): Guard {
  return (
    tables.keyGuard.find((g) => g.keyId === key.id) ?? {
      keyId: key.id,
      userId: key.userId,
      sensitivity: 'normal',
      frozen: false,
      frozenAt: '',
      frozenReason: '',
      frozenSecretTail: '',
      acceptedModels: [],
      acceptedRanges: [],
      quietUntil: 0,
    }
  );
}

async function storeGuard(guard: Guard): Promise<KeyGuardRow> {
  const { id, ...fields } = guard;
  return id ? ((await tables.keyGuard.patch(id, fields)) as KeyGuardRow) : tables.keyGuard.insert(fields);
}

async function note(
  key: ApiKeyRow,
  event: Pick<KeyGuardEventRow, 'kind' | 'text'> & Partial<KeyGuardEventRow>,
): Promise<void> {
  await tables.keyGuardEvent.insert({ keyId: key.id, userId: key.userId, time: nowIso(), ...event });
  const all = tables.keyGuardEvent.filter((e) => e.keyId === key.id);
  for (const old of all.sort((a, b) => Number(b.id) - Number(a.id)).slice(KEPT_EVENTS))
    tables.keyGuardEvent.remove(old.id);
}

export const isSensitivity = (value: unknown): value is GuardSensitivity =>
  value === 'off' || value === 'normal' || value === 'strict';

const sensitivityOf = (guard: Guard): GuardSensitivity =>
  isSensitivity(guard.sensitivity) ? guard.sensitivity : 'normal';

/** The key's calls as the guard reads them: every call presented with it, answered or refused. */
function callsOf(key: ApiKeyRow): GuardCall[] {
  return tables.usageRecord
    .filter((r) => r.keyId === key.id)
    .map((r) => ({
      at: Date.parse(r.createTime),
      model: r.model,
      ip: r.clientIp,
      costFen: r.costCents,
      ok: r.status === 200,
    }));
}

/** Still frozen: frozen, and the secret is the one that was frozen (a rotation ends the freeze). */
async function currentFreeze(key: ApiKeyRow): Promise<Guard> {
  const guard = guardOf(key);
  if (guard.frozen && guard.frozenSecretTail !== secretTail(key)) {
    await note(key, { kind: 'rotated', text: '密钥已轮换，旧密钥失效，冻结随之解除' });
    return storeGuard({ ...guard, frozen: false });
  }
  return guard;
}

/**
 * The guard's answer to a call about to be made with `key`: a refusal when the key is frozen
 * or this call freezes it; undefined to go on.
 */
export async function guardCall(
  key: ApiKeyRow,
  owner: UserRow,
  call: { model: string; ip: string; requestId: string },
): Promise<GuardRefusal | undefined> {
  const guard = await currentFreeze(key);
  if (guard.frozen) {
    await note(key, {
      kind: 'refused',
      text: `冻结期间拒绝调用（模型 ${call.model}，来源 ${call.ip}）`,
      requestId: call.requestId,
    });
    return { status: 403, message: keyGuardMessages.refused(guard.frozenReason), code: 'api_key_frozen' };
  }
  const found = anomaliesOf(callsOf(key), { at: now(), ...call }, sensitivityOf(guard), {
    models: guard.acceptedModels,
    ipRanges: guard.acceptedRanges,
    quietUntil: guard.quietUntil,
  });
  if (found.length === 0) return undefined;
  const reason = found.map((a) => a.text).join('；');
  // Before the anomalies are noted, so their times are never earlier: an unfreeze accepts what
  // froze the key from the anomalies noted since this moment.
  const frozenAt = nowIso();
  for (const a of found)
    await note(key, {
      kind: 'anomaly',
      anomaly: a.kind,
      subject: a.subject ?? '',
      text: a.text,
      requestId: call.requestId,
    });
  await storeGuard({ ...guard, frozen: true, frozenAt, frozenReason: reason, frozenSecretTail: secretTail(key) });
  await note(key, { kind: 'frozen', text: `密钥已自动冻结：${reason}`, requestId: call.requestId });
  await raiseAlert(
    owner,
    'keyFrozen',
    `${key.id}:${frozenAt}`,
    `${keyGuardMessages.frozen(key.name)}。原因：${reason}。`,
    {
      keyId: key.id,
      keyName: key.name,
      reason,
      requestId: call.requestId,
      frozenAt,
    },
  );
  return { status: 403, message: keyGuardMessages.refused(reason), code: 'api_key_frozen' };
}

/** The owner vouches for what froze the key: its models and ranges join the baseline, rates rest an hour. */
export async function unfreeze(key: ApiKeyRow, actor: string, reason: string): Promise<void> {
  const guard = await currentFreeze(key);
  if (!guard.frozen) throw new Error(keyGuardMessages.notFrozen);
  const since = guard.frozenAt;
  const anomalies = tables.keyGuardEvent.filter((e) => e.keyId === key.id && e.kind === 'anomaly' && e.time >= since);
  const subjects = (kind: string) => anomalies.filter((e) => e.anomaly === kind && e.subject).map((e) => e.subject);
  const rates = anomalies.some((e) => e.anomaly === 'burst' || e.anomaly === 'spend');
  await storeGuard({
    ...guard,
    frozen: false,
    acceptedModels: [...new Set([...guard.acceptedModels, ...subjects('newModel')])],
    acceptedRanges: [...new Set([...guard.acceptedRanges, ...subjects('newIpRange')])],
    quietUntil: rates ? now() + QUIET_AFTER_UNFREEZE_MS : guard.quietUntil,
  });
  await note(key, { kind: 'unfrozen', text: `已解除冻结，原因：${reason}`, actor });
}

export async function setSensitivity(key: ApiKeyRow, actor: string, sensitivity: GuardSensitivity): Promise<void> {
  const guard = guardOf(key);
  if (sensitivityOf(guard) === sensitivity) return;
  await storeGuard({ ...guard, sensitivity });
  await note(key, { kind: 'sensitivity', text: `灵敏度改为「${sensitivityLabel[sensitivity]}」`, actor });
}

const toEvent = ({ id, time, kind, anomaly, text, requestId, actor }: KeyGuardEventRow): KeyGuardEvent => ({
  id,
  time,
  kind: kind as KeyGuardEvent['kind'],
  ...(anomaly ? { anomaly: anomaly as KeyGuardEvent['anomaly'] } : {}),
  text,
  requestId,
  actor,
});

export async function guardStatus(key: ApiKeyRow): Promise<KeyGuardStatus> {
  const guard = await currentFreeze(key);
  const sensitivity = sensitivityOf(guard);
  const baseline = baselineOf(callsOf(key), now());
  return {
    keyId: key.id,
    keyName: key.name,
    maskedKey: maskKey(key.secret),
    sensitivity,
    state: guard.frozen ? 'frozen' : sensitivity === 'off' ? 'off' : baseline.learning ? 'learning' : 'watching',
    baseline: {
      ...baseline,
      models: [...new Set([...baseline.models, ...guard.acceptedModels])].sort(),
      ipRanges: [...new Set([...baseline.ipRanges, ...guard.acceptedRanges])].sort(),
    },
    frozenAt: guard.frozen ? guard.frozenAt : '',
    frozenReason: guard.frozen ? guard.frozenReason : '',
    events: tables.keyGuardEvent
      .filter((e) => e.keyId === key.id)
      .sort((a, b) => Number(b.id) - Number(a.id))
      .slice(0, SHOWN_EVENTS)
      .map(toEvent),
  };
}
