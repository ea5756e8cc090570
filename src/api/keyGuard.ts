/** The key guard (platform extension, not SPEC): each key's baseline, state and timeline. */
import { http } from './http';
import { paths } from './paths';
import type { GuardSensitivity } from '../domain/keyGuard';
import type { KeyGuardStatus } from '../domain/types/alerts.types';

const g = paths.keyGuard;

export const listKeyGuards = () => http.get<KeyGuardStatus[]>(g.list).then((r) => r.data);
export const setKeyGuardSensitivity = (keyId: string, sensitivity: GuardSensitivity) =>
  http.post<KeyGuardStatus>(g.sensitivity, { keyId, sensitivity }).then((r) => r.data);
/** Silent: the dialog shows the refusal under the reason field. */
export const unfreezeKey = (keyId: string, reason: string) =>
  http.post<KeyGuardStatus>(g.unfreeze, { keyId, reason }, { silent: true }).then((r) => r.data);
