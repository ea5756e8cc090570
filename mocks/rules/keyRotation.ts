/**
 * Which stored key a presented secret names: its current secret, or the one a rotation replaced
 * while its grace period lasts. A replaced secret past its grace is told apart from an unknown one,
 * so its caller learns the key was rotated rather than that it never existed.
 */
import { graceEnd } from '../../src/domain/keyRotation';
import { tables, type ApiKeyRow } from '../db/models';
import { now, nowIso } from './clock';

export type SecretMatch = { row: ApiKeyRow; via: 'current' | 'grace' } | { row: ApiKeyRow; via: 'retired' } | undefined;

export function matchSecret(secret: string): SecretMatch {
  if (!secret) return undefined;
  const current = tables.apiKey.find((k) => k.secret === secret);
  if (current) return { row: current, via: 'current' };
  const previous = tables.apiKey.find((k) => k.previousSecret === secret);
  if (!previous) return undefined;
  return { row: previous, via: previous.previousSecretUntil > nowIso() ? 'grace' : 'retired' };
}

/** The fields a rotation writes: the new secret, and the old one kept for `graceHours`. */
export function rotation(row: ApiKeyRow, newSecret: string, graceHours: number): Partial<ApiKeyRow> {
  // Kept even without a grace period: a caller still using it hears that the key was rotated.
  return {
    secret: newSecret,
    previousSecret: row.secret,
    previousSecretUntil: graceEnd(now(), graceHours) || nowIso(),
  };
}
