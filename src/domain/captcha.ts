/**
 * The self-contained slider captcha's rules, shared by the slider and the simulator. The server
 * issues each challenge (a random id and where its gap sits) and keeps it; the slider's proof
 * names that challenge and where the handle was released. The server accepts a proof once, for
 * its own challenge, within a few minutes, when the release hit the gap: nothing can be computed
 * without asking the server first, and no proof works twice. A real deployment swaps the slider
 * for the platform's third-party captcha (src/ui/components/captchaAdapter.ts).
 */
export const CAPTCHA_TOLERANCE = 6;
export const CAPTCHA_TRACK = 260;
export const CAPTCHA_HANDLE = 40;
/** Where a gap may sit: inside the track, clear of the handle's starting place. */
export const CAPTCHA_GAP_MIN = 80;
export const CAPTCHA_GAP_MAX = CAPTCHA_TRACK - CAPTCHA_HANDLE;
export const CAPTCHA_MAX_AGE_MS = 5 * 60 * 1000;

export interface CaptchaChallenge {
  id: string;
  /** Pixels from the left of the track. */
  gap: number;
}

const PROOF_VERSION = 'v2';

export const isHit = (gap: number, x: number): boolean => Math.abs(Math.round(x) - gap) <= CAPTCHA_TOLERANCE;

/** The proof a form sends as `sign`: the challenge it answers and where the handle was released. */
export const makeSign = (challengeId: string, x: number): string => `${PROOF_VERSION}.${challengeId}.${Math.round(x)}`;

export function parseSign(sign: string | undefined): { challengeId: string; x: number } | undefined {
  const parts = (sign ?? '').split('.');
  if (
    parts.length !== 3 ||
    parts[0] !== PROOF_VERSION ||
    !/^[0-9a-f]{32}$/.test(parts[1]) ||
    !/^\d{1,4}$/.test(parts[2])
  )
    return undefined;
  return { challengeId: parts[1], x: Number(parts[2]) };
}
