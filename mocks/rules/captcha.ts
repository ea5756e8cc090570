/**
 * The server side of the slider captcha (src/domain/captcha.ts): challenges are issued
 * here with a random gap and kept in the `captchaChallenge` table; a proof spends its challenge
 * whatever the outcome, so a miss cannot be retried and a hit cannot be replayed.
 */
import {
  CAPTCHA_GAP_MAX,
  CAPTCHA_GAP_MIN,
  CAPTCHA_MAX_AGE_MS,
  isHit,
  parseSign,
  type CaptchaChallenge,
} from '../../src/domain/captcha';
import { tables } from '../db/models';
import { randomHex } from './auth';
import { now } from './clock';

/** Unspent challenges kept at most; the oldest go first (a flood cannot grow the data file). */
export const MAX_OPEN_CHALLENGES = 500;

export type SignCheck = 'ok' | 'malformed' | 'unknown' | 'expired' | 'missed';

function randomGap(): number {
  const [value] = globalThis.crypto.getRandomValues(new Uint32Array(1));
  return CAPTCHA_GAP_MIN + (value % (CAPTCHA_GAP_MAX - CAPTCHA_GAP_MIN + 1));
}

export async function issueChallenge(): Promise<CaptchaChallenge> {
  const time = now();
  tables.captchaChallenge.removeWhere((c) => time - c.issuedAt > CAPTCHA_MAX_AGE_MS);
  const open = tables.captchaChallenge.all();
  if (open.length >= MAX_OPEN_CHALLENGES) {
    open
      .sort((a, b) => a.issuedAt - b.issuedAt)
      .slice(0, open.length - MAX_OPEN_CHALLENGES + 1)
      .forEach((c) => tables.captchaChallenge.remove(c.id));
  }
  const challenge = { id: randomHex(16), gap: randomGap() };
  await tables.captchaChallenge.insert({ ...challenge, issuedAt: time });
  return challenge;
}

/** Checks a proof against the challenge it names and spends that challenge. */
export function spendSign(sign: string | undefined): SignCheck {
  const proof = parseSign(sign);
  if (!proof) return 'malformed';
  const challenge = tables.captchaChallenge.get(proof.challengeId);
  if (!challenge) return 'unknown';
  tables.captchaChallenge.remove(challenge.id);
  if (now() - challenge.issuedAt > CAPTCHA_MAX_AGE_MS) return 'expired';
  return isHit(challenge.gap, proof.x) ? 'ok' : 'missed';
}
