/**
 * The self-contained slider's backend (paths.captcha, assumed): it issues challenges; the login
 * and code-sending endpoints spend their proofs (mocks/rules/captcha.ts).
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import { issueChallenge } from '../rules/captcha';
import { ok, open, url } from '../rules/respond';

export const captchaHandlers = [
  http.post(
    url(paths.captcha.challenge),
    open(async () => ok(await issueChallenge())),
  ),
];
