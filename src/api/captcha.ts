import type { CaptchaChallenge } from '../domain/captcha';
import { http } from './http';
import { paths } from './paths';

/** Silent: the slider reports a failure to its form, which says 验证码初始化失败 (SPEC section 8). */
export const requestCaptchaChallenge = () =>
  http.post<CaptchaChallenge>(paths.captcha.challenge, {}, { silent: true }).then((r) => r.data);
