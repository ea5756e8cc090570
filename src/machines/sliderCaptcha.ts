import { assign, emit, fromPromise, setup } from 'xstate';
import { requestCaptchaChallenge } from '../api/captcha';
import type { CaptchaChallenge } from '../domain/captcha';

/**
 * One slider challenge: asked of the server when the slider appears (and again on 重新加载 after
 * a failure). A fresh challenge is a fresh slider: its owner remounts it (a new resetKey).
 * Emits CAPTCHA.INIT_FAILED once per failed attempt, so the form can say 验证码初始化失败.
 */
export const sliderCaptchaMachine = setup({
  types: {} as {
    context: { challenge?: CaptchaChallenge };
    events: { type: 'CAPTCHA.RETRY' };
    emitted: { type: 'CAPTCHA.INIT_FAILED' };
  },
  actors: { fetchChallenge: fromPromise<CaptchaChallenge>(() => requestCaptchaChallenge()) },
}).createMachine({
  id: 'sliderCaptcha',
  context: {},
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchChallenge',
        onDone: { target: 'ready', actions: assign({ challenge: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: emit({ type: 'CAPTCHA.INIT_FAILED' }) },
      },
    },
    ready: {},
    failed: { on: { 'CAPTCHA.RETRY': 'loading' } },
  },
});
