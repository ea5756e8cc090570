import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, waitFor } from 'xstate';
import * as operation from '../../src/api/operation';
import type { LoginResult } from '../../src/domain/types/user.types';
import type { AuthDetail } from '../../src/domain/types/verification.types';
import type { EnquiryRecord } from '../../src/api/operation';
import { codeSenderMachine } from '../../src/machines/codeSender';
import { CODE_SENDERS, loginDialogMachine } from '../../src/machines/loginDialog';
import { ControlledActors, flush, inSystemWithSession } from './modelHarness';
import { noticesHeard } from '../notices';

/**
 * What the user sees of the login dialog beyond the model walk: what each form sends (trimmed),
 * the server's refusal beside the form, captchas that must be passed before submitting, the
 * compulsory improve-info step and the real-name offer after a code login.
 */
const TOKEN: LoginResult = { token: 'tok-7' };
// A refusal as the server words it: shown as is (SPEC section 8).
const REFUSAL = '验证码错误';

/** `keep` names the dialog's own actors and actions to run as they are instead of standing in for them. */
function start(keep: readonly string[] = []) {
  const control = new ControlledActors();
  const noop = () => undefined;
  const without = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([k]) => !keep.includes(k))) as T;
  const machine = loginDialogMachine.provide({
    actors: without({
      loginWithPassword: control.actor<LoginResult>() as never,
      loginWithCode: control.actor<LoginResult>() as never,
      finishSignIn: control.actor<LoginResult>() as never,
      register: control.actor<LoginResult>() as never,
      resetForgottenPassword: control.actor<boolean>() as never,
      improveUserInfo: control.actor<boolean>() as never,
      getCustomerInfoCheckIn: control.actor<EnquiryRecord | null>() as never,
      awaitSessionProfile: control.actor<AuthDetail | undefined>() as never,
    }),
    actions: without({
      storeToken: noop,
      clearToken: noop,
      reloadPage: noop,
      refreshRoute: noop,
      openRealNameAuthentication: noop,
      announceLoggedIn: noop,
      refreshSession: noop,
    }),
  });
  const actor = createActor(machine).start();
  const send = (e: Parameters<typeof actor.send>[0]) => actor.send(e);
  const snap = () => actor.getSnapshot();
  const passCaptcha = (form: keyof typeof CODE_SENDERS) =>
    (snap().children as Record<string, { send(e: unknown): void }>)[CODE_SENDERS[form]].send({
      type: 'CAPTCHA.VERIFIED',
      sign: 'sender-sign',
    });
  const answer = async (id: string, outcome: { output: unknown } | { error: string }) => {
    if ('error' in outcome) control.settle({ type: `xstate.error.actor.${id}`, error: new Error(outcome.error) });
    else control.settle({ type: `xstate.done.actor.${id}`, output: outcome.output });
    await flush();
  };
  return { actor, control, send, snap, passCaptcha, answer };
}
type Sut = ReturnType<typeof start>;

const canSubmit = (sut: Sut) => sut.snap().can({ type: 'LOGIN.SUBMIT' });

function codeLogin(sut: Sut) {
  sut.send({ type: 'LOGIN.OPEN' });
  sut.send({ type: 'LOGIN.TAB', tab: 'code' });
  sut.send({ type: 'FORM.CHANGE', form: 'codeLogin', values: { phone: ' 13800000001 ', code: ' 123456 ' } });
  sut.passCaptcha('codeLogin');
  sut.send({ type: 'LOGIN.SUBMIT' });
}

function register(sut: Sut) {
  sut.send({ type: 'LOGIN.OPEN', step: 1 });
  sut.send({
    type: 'FORM.CHANGE',
    form: 'register',
    values: { phone: '13900000009 ', code: ' 654321 ', password: 'Abc12345' },
  });
  sut.passCaptcha('register');
  sut.send({ type: 'LOGIN.SUBMIT' });
}

function resetToChoosing(sut: Sut) {
  sut.send({ type: 'LOGIN.OPEN', step: 3 });
  sut.send({ type: 'FORM.CHANGE', form: 'resetPassword', values: { phone: ' 13800000001', code: ' 112233 ' } });
  sut.passCaptcha('resetPassword');
  sut.send({ type: 'LOGIN.SUBMIT' });
  sut.send({ type: 'FORM.CHANGE', form: 'resetPassword', values: { password: 'Xyz98765', confirm: 'Xyz98765' } });
}

beforeEach(() => window.history.replaceState(null, '', '/home'));

let running: Sut | undefined;
afterEach(() => running?.actor.stop());
const sut = (keep?: readonly string[]) => (running = start(keep));

describe('what each form sends', () => {
  it('code login sends the phone and the code without surrounding spaces', () => {
    const s = sut();
    codeLogin(s);
    expect(s.control.inputs.get('loginWithCode')).toEqual({ phone: '13800000001', code: '123456' });
  });

  it('register sends the phone and the code trimmed, with the password', () => {
    const s = sut();
    register(s);
    expect(s.control.inputs.get('register')).toEqual({ phone: '13900000009', code: '654321', password: 'Abc12345' });
  });

  it('reset password sends the phone and the code trimmed, with the new password', () => {
    const s = sut();
    resetToChoosing(s);
    s.send({ type: 'LOGIN.SUBMIT' });
    expect(s.control.inputs.get('resetForgottenPassword')).toEqual({
      phone: '13800000001',
      code: '112233',
      password: 'Xyz98765',
    });
  });

  it('after registering, the enquiry look-up uses the registered phone', async () => {
    const s = sut();
    register(s);
    await s.answer('register', { output: TOKEN });
    expect(s.snap().value).toEqual({ open: { improveInfo: 'prefilling' } });
    expect(s.control.inputs.get('getCustomerInfoCheckIn')).toEqual({ phone: '13900000009' });
  });

  it('a register phone of only spaces counts as none: the look-up leaves the phone to the session', () => {
    const s = sut();
    s.send({ type: 'LOGIN.OPEN', step: 1 });
    s.send({ type: 'FORM.CHANGE', form: 'register', values: { phone: '   ' } });
    // The session brings the dialog to improve info (an incomplete profile), typed values kept.
    s.send({ type: 'LOGIN.OPEN', step: 2 });
    expect(s.control.inputs.get('getCustomerInfoCheckIn')).toEqual({ phone: undefined });
  });

  it('opened at improve info with no phone typed, the look-up leaves the phone to the session', () => {
    const s = sut();
    s.send({ type: 'LOGIN.OPEN', step: 2 });
    expect(s.control.inputs.get('getCustomerInfoCheckIn')).toEqual({ phone: undefined });
  });

  it('waits for the profile of the token the code login returned', async () => {
    const s = sut();
    codeLogin(s);
    await s.answer('loginWithCode', { output: TOKEN });
    expect(s.snap().value).toBe('awaitingProfile');
    expect(s.control.inputs.get('awaitSessionProfile')).toEqual({ token: 'tok-7' });
  });
});

describe('the server’s refusal is shown beside the form', () => {
  it('password login', async () => {
    const s = sut();
    s.send({ type: 'LOGIN.OPEN' });
    s.send({ type: 'FORM.CHANGE', form: 'passwordLogin', values: { userName: 'dev_ent', password: 'Demo1234' } });
    s.send({ type: 'CAPTCHA.VERIFIED', sign: 'v1' });
    s.send({ type: 'LOGIN.SUBMIT' });
    await s.answer('loginWithPassword', { error: REFUSAL });
    expect(s.snap().context.error).toBe(REFUSAL);
  });

  it('code login', async () => {
    const s = sut();
    codeLogin(s);
    await s.answer('loginWithCode', { error: REFUSAL });
    expect(s.snap().value).toEqual({ open: { signIn: 'editing' } });
    expect(s.snap().context.error).toBe(REFUSAL);
  });

  it('improve info', async () => {
    const s = sut();
    s.send({ type: 'LOGIN.OPEN', step: 2 });
    await s.answer('getCustomerInfoCheckIn', { output: null });
    s.send({
      type: 'FORM.CHANGE',
      form: 'improveInfo',
      values: { nickName: '李', position: '总监', companyName: '某公司' },
    });
    s.send({ type: 'LOGIN.SUBMIT' });
    await s.answer('improveUserInfo', { error: REFUSAL });
    expect(s.snap().value).toEqual({ open: { improveInfo: 'editing' } });
    expect(s.snap().context.error).toBe(REFUSAL);
  });

  it('reset password, back on the choose-password step', async () => {
    const s = sut();
    resetToChoosing(s);
    s.send({ type: 'LOGIN.SUBMIT' });
    await s.answer('resetForgottenPassword', { error: REFUSAL });
    expect(s.snap().value).toEqual({ open: { resetPassword: 'choosing' } });
    expect(s.snap().context.error).toBe(REFUSAL);
  });
});

describe('captchas must be passed before submitting (SPEC section 5)', () => {
  it('code login: valid phone and code are not enough', () => {
    const s = sut();
    s.send({ type: 'LOGIN.OPEN' });
    s.send({ type: 'LOGIN.TAB', tab: 'code' });
    s.send({ type: 'FORM.CHANGE', form: 'codeLogin', values: { phone: '13800000001', code: '123456' } });
    expect(canSubmit(s)).toBe(false);
    s.passCaptcha('codeLogin');
    expect(canSubmit(s)).toBe(true);
  });

  it('register: valid fields are not enough, nor is the captcha alone', () => {
    const s = sut();
    s.send({ type: 'LOGIN.OPEN', step: 1 });
    s.passCaptcha('register');
    expect(canSubmit(s)).toBe(false);
    s.actor.stop();
    const t = sut();
    t.send({ type: 'LOGIN.OPEN', step: 1 });
    t.send({
      type: 'FORM.CHANGE',
      form: 'register',
      values: { phone: '13900000009', code: '123456', password: 'Abc12345' },
    });
    expect(canSubmit(t)).toBe(false);
  });

  it('reset password: the next step needs phone, code and captcha', () => {
    const s = sut();
    s.send({ type: 'LOGIN.OPEN', step: 3 });
    s.passCaptcha('resetPassword');
    expect(canSubmit(s)).toBe(false);
    s.actor.stop();
    const t = sut();
    t.send({ type: 'LOGIN.OPEN', step: 3 });
    t.send({ type: 'FORM.CHANGE', form: 'resetPassword', values: { phone: '13800000001', code: '123456' } });
    expect(canSubmit(t)).toBe(false);
  });

  it('a refused password login spends the slide: the user slides again before retrying', async () => {
    const s = sut();
    s.send({ type: 'LOGIN.OPEN' });
    s.send({ type: 'FORM.CHANGE', form: 'passwordLogin', values: { userName: 'dev_ent', password: 'Demo1234' } });
    s.send({ type: 'CAPTCHA.VERIFIED', sign: 'v1' });
    const key = s.snap().context.passwordCaptcha.key;
    s.send({ type: 'LOGIN.SUBMIT' });
    await s.answer('loginWithPassword', { error: REFUSAL });
    expect(canSubmit(s)).toBe(false);
    // A new key remounts the slider.
    expect(s.snap().context.passwordCaptcha.key).not.toBe(key);
  });

  it('a failed slide restarts the slider, and reopening the dialog shows a new one', () => {
    const s = sut();
    s.send({ type: 'LOGIN.OPEN' });
    const first = s.snap().context.passwordCaptcha.key;
    s.send({ type: 'CAPTCHA.FAILED' });
    const second = s.snap().context.passwordCaptcha.key;
    expect(second).not.toBe(first);
    s.send({ type: 'LOGIN.CLOSE' });
    s.send({ type: 'LOGIN.OPEN' });
    const third = s.snap().context.passwordCaptcha.key;
    expect([first, second]).not.toContain(third);
  });

  it('every failed slide brings a new slider, the second one too', () => {
    const s = sut();
    s.send({ type: 'LOGIN.OPEN' });
    const keys = [s.snap().context.passwordCaptcha.key];
    s.send({ type: 'CAPTCHA.FAILED' });
    keys.push(s.snap().context.passwordCaptcha.key);
    s.send({ type: 'CAPTCHA.FAILED' });
    keys.push(s.snap().context.passwordCaptcha.key);
    expect(new Set(keys).size).toBe(3);
  });
});

describe('improve info is compulsory', () => {
  it('can be neither closed nor left for another step by the user', async () => {
    const s = sut();
    s.send({ type: 'LOGIN.OPEN', step: 2 });
    await s.answer('getCustomerInfoCheckIn', { output: null });
    s.send({ type: 'LOGIN.CLOSE' });
    expect(s.snap().value).toEqual({ open: { improveInfo: 'editing' } });
    s.send({ type: 'LOGIN.GOTO', step: 0 });
    expect(s.snap().value).toEqual({ open: { improveInfo: 'editing' } });
    expect(s.snap().context.step).toBe(2);
  });

  it('says it was prefilled only when an earlier enquiry was found', async () => {
    const s = sut();
    s.send({ type: 'LOGIN.OPEN', step: 2 });
    expect(s.snap().context.prefilled).toBe(false);
    await s.answer('getCustomerInfoCheckIn', { output: null });
    expect(s.snap().context.prefilled).toBe(false);
    s.actor.stop();
    const t = sut();
    t.send({ type: 'LOGIN.OPEN', step: 2 });
    await t.answer('getCustomerInfoCheckIn', {
      output: { userName: '王小明', companyName: '星河科技', position: 'CTO', phone: '13800000003', industry: '金融' },
    });
    expect(t.snap().context.prefilled).toBe(true);
    expect(t.snap().context.forms.improveInfo.companyName).toBe('星河科技');
  });
});

describe('what the user is told (SPEC section 8)', () => {
  const heard = noticesHeard();

  it('a failed slide, and a slider that cannot load, each as an error in SPEC’s words', () => {
    const s = sut();
    s.send({ type: 'LOGIN.OPEN' });
    s.send({ type: 'CAPTCHA.FAILED' });
    s.send({ type: 'CAPTCHA.INIT_FAILED' });
    expect(heard).toEqual([
      { kind: 'error', message: '验证码验证失败，请重试' },
      { kind: 'error', message: '验证码初始化失败，请刷新重试' },
    ]);
  });
});

describe('each form’s code sender sends its own type of code (SPEC section 7)', () => {
  it('login 2, register 1, reset password 3', () => {
    const s = sut();
    s.send({ type: 'LOGIN.OPEN' });
    const typeOf = (form: keyof typeof CODE_SENDERS) =>
      s.snap().children[CODE_SENDERS[form]]?.getSnapshot().context.type;
    expect([typeOf('codeLogin'), typeOf('register'), typeOf('resetPassword')]).toEqual([2, 1, 3]);
  });
});

describe('the second step of a two-step sign-in', () => {
  const passwordStep = async (s: Sut) => {
    s.send({ type: 'LOGIN.OPEN' });
    s.send({ type: 'FORM.CHANGE', form: 'passwordLogin', values: { userName: 'dev_ent', password: 'Demo1234' } });
    s.send({ type: 'CAPTCHA.VERIFIED', sign: 'v1' });
    s.send({ type: 'LOGIN.SUBMIT' });
    await s.answer('loginWithPassword', { output: { token: '', twoFactorTicket: 'tk-9' } });
    expect(s.snap().value).toEqual({ open: { secondStep: 'editing' } });
  };

  it('sends the ticket and the code without surrounding spaces', async () => {
    const s = sut();
    await passwordStep(s);
    s.send({ type: 'FORM.CHANGE', form: 'secondStep', values: { code: ' 482913 ' } });
    s.send({ type: 'LOGIN.SUBMIT' });
    expect(s.control.inputs.get('finishSignIn')).toEqual({ ticket: 'tk-9', code: '482913' });
  });

  it('shows a refused code in the server’s words, the code kept', async () => {
    const s = sut();
    await passwordStep(s);
    s.send({ type: 'FORM.CHANGE', form: 'secondStep', values: { code: '482913' } });
    s.send({ type: 'LOGIN.SUBMIT' });
    await s.answer('finishSignIn', { error: '验证码错误，请重新输入' });
    expect(s.snap().value).toEqual({ open: { secondStep: 'editing' } });
    expect(s.snap().context.error).toBe('验证码错误，请重新输入');
    expect(s.snap().context.forms.secondStep.code).toBe('482913');
  });

  it('the password step spent its slide: back on the first step, the user slides again', async () => {
    const s = sut();
    await passwordStep(s);
    s.send({ type: 'LOGIN.BACK' });
    expect(s.snap().value).toEqual({ open: { signIn: 'editing' } });
    expect(canSubmit(s)).toBe(false);
    s.send({ type: 'CAPTCHA.VERIFIED', sign: 'v2' });
    expect(canSubmit(s)).toBe(true);
  });
});

describe('going back to the first page of a password reset', () => {
  it('leaves the refusal of the second page behind', async () => {
    const s = sut();
    resetToChoosing(s);
    s.send({ type: 'LOGIN.SUBMIT' });
    await s.answer('resetForgottenPassword', { error: REFUSAL });
    s.send({ type: 'LOGIN.BACK' });
    expect(s.snap().value).toEqual({ open: { resetPassword: 'verifying' } });
    expect(s.snap().context.error).toBeUndefined();
  });
});

describe('after a code login', () => {
  it('offers real-name authentication when the profile could not be read', async () => {
    const s = sut();
    codeLogin(s);
    await s.answer('loginWithCode', { output: TOKEN });
    await s.answer('awaitSessionProfile', { output: undefined });
    expect(s.snap().value).toBe('realNamePrompt');
  });
});

/**
 * Mounted without a session (as in isolated views): the dialog's helpers that would talk to it
 * must not break the flow.
 */
describe('with no session beside it', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a code login still ends in the real-name offer', async () => {
    const s = sut(['announceLoggedIn', 'awaitSessionProfile']);
    codeLogin(s);
    await s.answer('loginWithCode', { output: TOKEN });
    await waitFor(s.actor, (snap) => snap.value !== 'awaitingProfile', { timeout: 1000 });
    expect(s.snap().status).toBe('active');
    expect(s.snap().value).toBe('realNamePrompt');
  });

  it('registering still moves on to improve info', async () => {
    const s = sut(['announceLoggedIn']);
    register(s);
    await s.answer('register', { output: TOKEN });
    expect(s.snap().status).toBe('active');
    expect(s.snap().value).toEqual({ open: { improveInfo: 'prefilling' } });
  });

  it('finishing improve info still closes the dialog', async () => {
    const s = sut(['refreshSession']);
    s.send({ type: 'LOGIN.OPEN', step: 2 });
    await s.answer('getCustomerInfoCheckIn', { output: null });
    s.send({
      type: 'FORM.CHANGE',
      form: 'improveInfo',
      values: { nickName: '李', position: '总监', companyName: '某公司' },
    });
    s.send({ type: 'LOGIN.SUBMIT' });
    await s.answer('improveUserInfo', { output: true });
    expect(s.snap().status).toBe('active');
    expect(s.snap().value).toBe('closed');
  });

  it('the enquiry look-up is still made, without a phone', async () => {
    const asked: (string | undefined)[] = [];
    vi.spyOn(operation, 'getCustomerInfoCheckIn').mockImplementation((phone?: string) => {
      asked.push(phone);
      return Promise.resolve(null);
    });
    const s = sut(['getCustomerInfoCheckIn']);
    s.send({ type: 'LOGIN.OPEN', step: 2 });
    await waitFor(s.actor, (snap) => snap.matches({ open: { improveInfo: 'editing' } }), { timeout: 1000 });
    expect(asked).toEqual([undefined]);
  });
});

/**
 * The dialog's own helpers that talk to the session: a stand-in session (same system id as the
 * app's) records what the dialog tells it and answers with a profile the test chooses.
 */
describe('with the session beside it', () => {
  const asked: (string | undefined)[] = [];
  beforeEach(() => {
    asked.length = 0;
    vi.spyOn(operation, 'getCustomerInfoCheckIn').mockImplementation((phone?: string) => {
      asked.push(phone);
      return Promise.resolve(null);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  /** `user: false`: no user loaded yet; `settles: false`: the session never finishes loading the profile. */
  function startWithSession(authStatus: number, { user = true, settles = true } = {}) {
    const told: string[] = [];
    const session = createMachine({
      types: {} as {
        context: {
          token?: string;
          user?: { phone: string };
          auth?: { status: number };
          problems: Record<string, unknown>;
        };
      },
      context: { user: user ? { phone: '13800000005' } : undefined, problems: {} },
      initial: 'guest',
      on: { 'SESSION.REFRESH': { actions: () => void told.push('SESSION.REFRESH') } },
      states: {
        guest: {
          on: {
            'SESSION.LOGGED_IN': {
              target: settles ? 'authenticated' : 'guest',
              actions: [
                ({ event }) => void told.push(`SESSION.LOGGED_IN:${(event as unknown as { token: string }).token}`),
                assign({
                  token: ({ event }) => (event as unknown as { token: string }).token,
                  auth: { status: authStatus },
                }),
              ],
            },
          },
        },
        authenticated: {},
      },
    });
    const control = new ControlledActors();
    const dialog = loginDialogMachine.provide({
      actors: {
        loginWithCode: control.actor<LoginResult>() as never,
        register: control.actor<LoginResult>() as never,
        improveUserInfo: control.actor<boolean>() as never,
      },
      actions: { refreshRoute: () => undefined },
    });
    const { root, actor } = inSystemWithSession(session, dialog, 'loginDialog');
    return { root, actor, control, told };
  }

  function submitCodeLogin(s: ReturnType<typeof startWithSession>) {
    s.actor.send({ type: 'LOGIN.OPEN' });
    s.actor.send({ type: 'LOGIN.TAB', tab: 'code' });
    s.actor.send({ type: 'FORM.CHANGE', form: 'codeLogin', values: { phone: '13800000001', code: '123456' } });
    (s.actor.getSnapshot().children as Record<string, { send(e: unknown): void }>)[CODE_SENDERS.codeLogin].send({
      type: 'CAPTCHA.VERIFIED',
      sign: 'x',
    });
    s.actor.send({ type: 'LOGIN.SUBMIT' });
    s.control.settle({ type: 'xstate.done.actor.loginWithCode', output: TOKEN });
  }

  async function codeLoginWith(authStatus: number) {
    const s = startWithSession(authStatus);
    submitCodeLogin(s);
    await flush();
    return s;
  }

  it('gives up waiting for a profile that never loads after a minute, and closes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const s = startWithSession(1, { settles: false });
      submitCodeLogin(s);
      await vi.advanceTimersByTimeAsync(0);
      expect(s.actor.getSnapshot().value).toBe('awaitingProfile');
      await vi.advanceTimersByTimeAsync(59_999);
      expect(s.actor.getSnapshot().value).toBe('awaitingProfile');
      await vi.advanceTimersByTimeAsync(1);
      expect(s.actor.getSnapshot().value).toBe('closed');
      s.root.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a code login hands the new token to the session and, not enterprise verified, offers real-name authentication', async () => {
    const s = await codeLoginWith(1);
    await waitFor(s.actor, (snap) => snap.value !== 'awaitingProfile', { timeout: 1000 });
    expect(s.told).toEqual(['SESSION.LOGGED_IN:tok-7']);
    expect(s.actor.getSnapshot().value).toBe('realNamePrompt');
    s.root.stop();
  });

  it('an enterprise-verified user (status 3) is not offered real-name authentication', async () => {
    const s = await codeLoginWith(3);
    await waitFor(s.actor, (snap) => snap.value !== 'awaitingProfile', { timeout: 1000 });
    expect(s.actor.getSnapshot().value).toBe('closed');
    s.root.stop();
  });

  it('finishing improve info asks the session to reload the user', async () => {
    const s = startWithSession(1);
    s.actor.send({ type: 'LOGIN.OPEN', step: 2 });
    await waitFor(s.actor, (snap) => snap.matches({ open: { improveInfo: 'editing' } }), { timeout: 1000 });
    s.actor.send({
      type: 'FORM.CHANGE',
      form: 'improveInfo',
      values: { nickName: '李', position: '总监', companyName: '某公司' },
    });
    s.actor.send({ type: 'LOGIN.SUBMIT' });
    s.control.settle({ type: 'xstate.done.actor.improveUserInfo', output: true });
    await flush();
    expect(s.told).toEqual(['SESSION.REFRESH']);
    expect(s.actor.getSnapshot().value).toBe('closed');
    s.root.stop();
  });

  it('looks up an earlier enquiry by the signed-in user’s phone when none was typed', async () => {
    const s = startWithSession(1);
    s.actor.send({ type: 'LOGIN.OPEN', step: 2 });
    await waitFor(s.actor, (snap) => snap.matches({ open: { improveInfo: 'editing' } }), { timeout: 1000 });
    expect(asked).toEqual(['13800000005']);
    s.root.stop();
  });

  it('with no user loaded yet and no phone typed, the look-up is still made, without a phone', async () => {
    const s = startWithSession(1, { user: false });
    s.actor.send({ type: 'LOGIN.OPEN', step: 2 });
    await waitFor(s.actor, (snap) => snap.matches({ open: { improveInfo: 'editing' } }), { timeout: 1000 });
    expect(asked).toEqual([undefined]);
    s.root.stop();
  });

  it('looks up an earlier enquiry by the phone just registered', async () => {
    const s = startWithSession(1);
    s.actor.send({ type: 'LOGIN.OPEN', step: 1 });
    s.actor.send({
      type: 'FORM.CHANGE',
      form: 'register',
      values: { phone: '13900000009', code: '654321', password: 'Abc12345' },
    });
    (s.actor.getSnapshot().children as Record<string, { send(e: unknown): void }>)[CODE_SENDERS.register].send({
      type: 'CAPTCHA.VERIFIED',
      sign: 'x',
    });
    s.actor.send({ type: 'LOGIN.SUBMIT' });
    s.control.settle({ type: 'xstate.done.actor.register', output: TOKEN });
    await waitFor(s.actor, (snap) => snap.matches({ open: { improveInfo: 'editing' } }), { timeout: 1000 });
    expect(asked).toEqual(['13900000009']);
    s.root.stop();
  });
});

describe('closing the dialog and opening it again (SPEC section 4: a 60 s countdown after a send)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does not cut a sent code’s countdown short, and keeps that form’s pass while it runs', async () => {
    const control = new ControlledActors();
    const codeSender = codeSenderMachine.provide({ actors: { sendCode: control.actor<boolean>() } });
    const actor = createActor(loginDialogMachine.provide({ actors: { codeSender } })).start();
    const sender = (form: keyof typeof CODE_SENDERS) => actor.getSnapshot().children[CODE_SENDERS[form]];
    actor.send({ type: 'LOGIN.OPEN' });
    actor.send({ type: 'LOGIN.TAB', tab: 'code' });
    sender('codeLogin')?.send({ type: 'CAPTCHA.VERIFIED', sign: 's1' });
    sender('codeLogin')?.send({ type: 'CODE.SEND', phone: '13800000001' });
    await vi.advanceTimersByTimeAsync(1000);
    control.answer('sendCode', { output: true });
    await vi.advanceTimersByTimeAsync(20_000);
    actor.send({ type: 'LOGIN.CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'LOGIN.OPEN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sender('codeLogin')?.getSnapshot().context).toMatchObject({ remaining: 40, verified: true });
    // The code that came by SMS can still be used: the form's captcha stays passed.
    actor.send({ type: 'LOGIN.TAB', tab: 'code' });
    actor.send({ type: 'FORM.CHANGE', form: 'codeLogin', values: { phone: '13800000001', code: '123456' } });
    expect(actor.getSnapshot().can({ type: 'LOGIN.SUBMIT' })).toBe(true);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(sender('codeLogin')?.getSnapshot().context.remaining).toBe(0);
    actor.stop();
  });

  it('asks again for a captcha passed but not spent on a send', async () => {
    const actor = createActor(loginDialogMachine).start();
    const register = () => actor.getSnapshot().children[CODE_SENDERS.register];
    actor.send({ type: 'LOGIN.OPEN', step: 1 });
    register()?.send({ type: 'CAPTCHA.VERIFIED', sign: 's2' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.captchaDone.register).toBe(true);
    actor.send({ type: 'LOGIN.CLOSE' });
    actor.send({ type: 'LOGIN.OPEN', step: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(register()?.getSnapshot().context).toMatchObject({ verified: false, sign: undefined });
    expect(actor.getSnapshot().context.captchaDone.register).toBe(false);
    actor.stop();
  });
});
