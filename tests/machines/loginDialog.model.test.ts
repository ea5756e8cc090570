import { beforeEach, describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, type MachineConfig } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { LoginResult } from '../../src/domain/types/user.types';
import type { AuthDetail } from '../../src/domain/types/verification.types';
import type { EnquiryRecord } from '../../src/api/operation';
import { CODE_SENDERS, loginDialogMachine, type LoginStep } from '../../src/machines/loginDialog';
import { ControlledActors, pathsThroughEveryTransition, flush } from './modelHarness';
import { noticesHeard } from '../notices';
import type { Notice } from '../../src/machines/notify';

/** SPEC section 8's success notices, as they are raised. */
const LOGGED_IN: Notice = { kind: 'success', message: '登录成功' };
const REGISTERED: Notice = { kind: 'success', message: '注册成功' };
const RESET_DONE: Notice = { kind: 'success', message: '重置密码成功' };

/**
 * The login dialog as SPEC sections 2, 4 and 5 describe it, written apart from the machine.
 * A step's "ready" flag means its fields are valid and its captcha passed (COMPLETE does both).
 * createTestModel walks the model; each path is replayed on the real machine with its requests
 * held by the test, its effects recorded, and the session left out (its part has its own tests).
 */
type Flag = 'pw' | 'code' | 'reg' | 'imp' | 'rv' | 'rc';
interface ModelContext {
  tab: 'password' | 'code';
  ready: Record<Flag, boolean>;
  error: boolean;
  prefilled: boolean;
  /** What the last step announced and did. */
  notice?: Notice;
  effects: string;
}
type ModelEvent = { type: string };

const fresh = (): ModelContext => ({
  tab: 'password',
  ready: { pw: false, code: false, reg: false, imp: false, rv: false, rc: false },
  error: false,
  prefilled: false,
  effects: '',
});
// Step 4 (two-step verification) has a model of its own: loginSecondStep.model.test.ts.
const STEP_FLAGS: Record<LoginStep, Flag[]> = { 0: ['pw', 'code'], 1: ['reg'], 2: ['imp'], 3: ['rv', 'rc'], 4: [] };
const STEP_NODES: Record<LoginStep, string> = {
  0: 'signIn',
  1: 'register',
  2: 'improveInfo',
  3: 'resetPassword',
  4: 'secondStep',
};

const quiet = assign({ notice: undefined, effects: '' }) as never;
const did = (effects: string, notice?: Notice) => assign({ notice, effects }) as never;
const startFresh = assign(() => ({ ...fresh(), notice: undefined })) as never;
const setReady = (flag: Flag, value: boolean) =>
  assign(({ context }: { context: ModelContext }) => ({ ready: { ...context.ready, [flag]: value } })) as never;
const clearError = assign({ error: false }) as never;
const refused = assign({ error: true, notice: undefined, effects: '' }) as never;

/** LOGIN.OPEN / LOGIN.GOTO to each other step; GOTO may not leave step 2, OPEN (the session's) may. */
function moves(from: LoginStep) {
  const on: Record<string, unknown> = {};
  for (const step of [0, 1, 2, 3] as LoginStep[]) {
    if (step === from) continue;
    const to = { target: `#model.open.${STEP_NODES[step]}`, actions: [quiet, clearError] };
    on[`OPEN${step}`] = to;
    if (from !== 2) on[`GOTO${step}`] = to;
  }
  if (from !== 2) on.CLOSE = { target: '#model.closed', actions: quiet };
  return on;
}

const opens = (reset: boolean) =>
  Object.fromEntries(
    ([0, 1, 2, 3] as LoginStep[]).map((step) => [
      `OPEN${step}`,
      { target: `#model.open.${STEP_NODES[step]}`, actions: reset ? [startFresh] : [quiet] },
    ]),
  );

const complete = (flag: Flag) => ({ COMPLETE: { actions: [setReady(flag, true), clearError, quiet] } });

const config = {
  id: 'model',
  context: fresh(),
  initial: 'closed',
  states: {
    closed: { on: opens(true) },
    open: {
      initial: 'signIn',
      states: {
        signIn: {
          on: moves(0),
          initial: 'editing',
          states: {
            editing: {
              on: {
                TAB_PASSWORD: { actions: [assign({ tab: 'password' }), clearError, quiet] },
                TAB_CODE: { actions: [assign({ tab: 'code' }), clearError, quiet] },
                COMPLETE: [
                  {
                    guard: ({ context }: { context: ModelContext }) => context.tab === 'password',
                    actions: [setReady('pw', true), clearError, quiet],
                  },
                  { actions: [setReady('code', true), clearError, quiet] },
                ],
                SUBMIT: [
                  {
                    guard: ({ context }: { context: ModelContext }) => context.tab === 'password' && context.ready.pw,
                    target: 'withPassword',
                    actions: quiet,
                  },
                  {
                    guard: ({ context }: { context: ModelContext }) => context.tab === 'code' && context.ready.code,
                    target: 'withCode',
                    actions: quiet,
                  },
                ],
              },
            },
            withPassword: {
              on: {
                SERVER_OK: {
                  target: '#model.closed',
                  actions: did('storeToken:tok-1,reloadPage', LOGGED_IN),
                },
                // The captcha's sign was spent on the refused attempt: slide again.
                SERVER_REFUSES: { target: 'editing', actions: [refused, setReady('pw', false)] },
              },
            },
            withCode: {
              on: {
                SERVER_OK: {
                  target: '#model.awaitingProfile',
                  actions: did('announceLoggedIn:tok-1,refreshRoute', LOGGED_IN),
                },
                SERVER_REFUSES: { target: 'editing', actions: refused },
              },
            },
          },
        },
        register: {
          on: moves(1),
          initial: 'editing',
          states: {
            editing: {
              on: {
                ...complete('reg'),
                SUBMIT: {
                  guard: ({ context }: { context: ModelContext }) => context.ready.reg,
                  target: 'submitting',
                  actions: quiet,
                },
              },
            },
            submitting: {
              on: {
                SERVER_OK: {
                  target: '#model.open.improveInfo',
                  actions: [did('announceLoggedIn:tok-1', REGISTERED), clearError],
                },
                SERVER_REFUSES: { target: 'editing', actions: refused },
              },
            },
          },
        },
        improveInfo: {
          on: moves(2),
          initial: 'prefilling',
          states: {
            prefilling: {
              on: {
                PREFILL_FOUND: {
                  target: 'editing',
                  actions: [
                    assign(({ context }: { context: ModelContext }) => ({
                      prefilled: context.prefilled || !context.ready.imp,
                      ready: { ...context.ready, imp: true },
                    })),
                    quiet,
                  ],
                },
                PREFILL_NONE: { target: 'editing', actions: quiet },
                SERVER_REFUSES: { target: 'editing', actions: quiet },
              },
            },
            editing: {
              on: {
                ...complete('imp'),
                SUBMIT: {
                  guard: ({ context }: { context: ModelContext }) => context.ready.imp,
                  target: 'submitting',
                  actions: quiet,
                },
              },
            },
            submitting: {
              on: {
                SERVER_OK: { target: '#model.closed', actions: did('refreshSession') },
                SERVER_REFUSES: { target: 'editing', actions: refused },
              },
            },
          },
        },
        resetPassword: {
          on: moves(3),
          initial: 'verifying',
          states: {
            verifying: {
              on: {
                ...complete('rv'),
                SUBMIT: {
                  guard: ({ context }: { context: ModelContext }) => context.ready.rv,
                  target: 'choosing',
                  actions: quiet,
                },
              },
            },
            choosing: {
              on: {
                ...complete('rc'),
                BACK: { target: 'verifying', actions: [clearError, quiet] },
                SUBMIT: {
                  guard: ({ context }: { context: ModelContext }) => context.ready.rc,
                  target: 'submitting',
                  actions: quiet,
                },
              },
            },
            submitting: {
              on: {
                SERVER_OK: { target: '#model.closed', actions: did('clearToken,reloadPage', RESET_DONE) },
                SERVER_REFUSES: { target: 'choosing', actions: refused },
              },
            },
          },
        },
      },
    },
    awaitingProfile: {
      on: {
        ...opens(true),
        PROFILE_VERIFIED: { target: 'closed', actions: quiet },
        PROFILE_UNVERIFIED: { target: 'realNamePrompt', actions: quiet },
        PROFILE_UNVERIFIED_WITH_REDIRECT: { target: 'closed', actions: quiet },
        SERVER_REFUSES: { target: 'closed', actions: quiet },
      },
    },
    realNamePrompt: {
      on: {
        ...opens(true),
        REALNAME_GO: { target: 'closed', actions: did('openRealNameAuthentication') },
        REALNAME_LATER: { target: 'closed', actions: quiet },
      },
    },
  },
} as unknown as MachineConfig<ModelContext, ModelEvent>;

const dialogModel = createMachine({ ...config, types: {} as { context: ModelContext; events: ModelEvent } });

const stepOf = (value: unknown): LoginStep | undefined => {
  const open = (value as { open?: Record<string, unknown> }).open;
  if (!open) return undefined;
  const node = Object.keys(open)[0];
  return (Object.entries(STEP_NODES).find(([, n]) => n === node)?.[0] as unknown as LoginStep | undefined) ?? undefined;
};

/** One step's form may be completed only while no other step's form is: keeps the graph small. */
function filterEvents(state: { value: unknown; context: ModelContext }, event: ModelEvent): boolean {
  if (event.type !== 'COMPLETE') return true;
  const step = stepOf(state.value);
  if (step === undefined) return false;
  const own = STEP_FLAGS[Number(step) as LoginStep];
  const others = (Object.keys(state.context.ready) as Flag[]).filter((f) => !own.includes(f));
  return others.every((f) => !state.context.ready[f]);
}

const TOKEN: LoginResult = { token: 'tok-1' };
const ENQUIRY: EnquiryRecord = {
  userName: '王小明',
  companyName: '星河科技',
  position: 'CTO',
  phone: '13800000003',
  industry: '金融',
};

function startSut() {
  const control = new ControlledActors();
  const effects: string[] = [];
  const record = (name: string) => (_: unknown, param?: unknown) =>
    void effects.push(
      param === undefined ? name : `${name}:${typeof param === 'string' ? param : JSON.stringify(param)}`,
    );
  const machine = loginDialogMachine.provide({
    actors: {
      loginWithPassword: control.actor<LoginResult>() as never,
      loginWithCode: control.actor<LoginResult>() as never,
      register: control.actor<LoginResult>() as never,
      resetForgottenPassword: control.actor<boolean>() as never,
      improveUserInfo: control.actor<boolean>() as never,
      getCustomerInfoCheckIn: control.actor<EnquiryRecord | null>() as never,
      awaitSessionProfile: control.actor<AuthDetail | undefined>() as never,
    },
    actions: {
      storeToken: record('storeToken'),
      clearToken: record('clearToken'),
      reloadPage: record('reloadPage'),
      refreshRoute: record('refreshRoute'),
      openRealNameAuthentication: record('openRealNameAuthentication'),
      announceLoggedIn: record('announceLoggedIn'),
      refreshSession: record('refreshSession'),
    },
  });
  const actor = createActor(machine).start();
  return { actor, control, effects };
}
type Sut = ReturnType<typeof startSut>;

const PENDING = [
  'loginWithPassword',
  'loginWithCode',
  'register',
  'resetForgottenPassword',
  'improveUserInfo',
  'getCustomerInfoCheckIn',
  'awaitSessionProfile',
];
const pendingRequest = (sut: Sut) => Object.keys(sut.actor.getSnapshot().children).find((id) => PENDING.includes(id));

const OK_OUTPUT: Record<string, unknown> = {
  loginWithPassword: TOKEN,
  loginWithCode: TOKEN,
  register: TOKEN,
  resetForgottenPassword: true,
  improveUserInfo: true,
};

let signs = 0;
/** Fill the current form with valid values and pass its captcha, the way the UI would. */
function completeForm(sut: Sut) {
  const s = sut.actor.getSnapshot();
  const send = sut.actor.send.bind(sut.actor);
  const verifySender = (id: string) =>
    (s.children as Record<string, { send(e: unknown): void }>)[id].send({
      type: 'CAPTCHA.VERIFIED',
      sign: `s${++signs}`,
    });
  if (s.matches({ open: 'signIn' }) && s.context.tab === 'password') {
    send({ type: 'FORM.CHANGE', form: 'passwordLogin', values: { userName: 'dev_ent', password: 'Demo1234' } });
    send({ type: 'CAPTCHA.VERIFIED', sign: `s${++signs}` });
  } else if (s.matches({ open: 'signIn' })) {
    send({ type: 'FORM.CHANGE', form: 'codeLogin', values: { phone: '13800000001', code: '123456' } });
    verifySender(CODE_SENDERS.codeLogin);
  } else if (s.matches({ open: 'register' })) {
    send({
      type: 'FORM.CHANGE',
      form: 'register',
      values: { phone: '13900000009', code: '123456', password: 'Abc12345' },
    });
    verifySender(CODE_SENDERS.register);
  } else if (s.matches({ open: 'improveInfo' })) {
    send({
      type: 'FORM.CHANGE',
      form: 'improveInfo',
      values: { nickName: '李', position: '总监', companyName: '某公司' },
    });
  } else if (s.matches({ open: { resetPassword: 'verifying' } })) {
    send({ type: 'FORM.CHANGE', form: 'resetPassword', values: { phone: '13800000001', code: '123456' } });
    verifySender(CODE_SENDERS.resetPassword);
  } else {
    send({ type: 'FORM.CHANGE', form: 'resetPassword', values: { password: 'Abc12345', confirm: 'Abc12345' } });
  }
}

async function settle(sut: Sut, outcome: 'ok' | 'refuse' | { output: unknown }) {
  const id = pendingRequest(sut);
  if (!id) throw new Error('no request is pending');
  if (outcome === 'refuse') sut.control.settle({ type: `xstate.error.actor.${id}`, error: new Error('验证码错误') });
  else
    sut.control.settle({ type: `xstate.done.actor.${id}`, output: outcome === 'ok' ? OK_OUTPUT[id] : outcome.output });
  await flush();
}

function execs(sut: Sut): Record<string, () => unknown> {
  const send = (e: unknown) => sut.actor.send(e as never);
  const table: Record<string, () => unknown> = {
    CLOSE: () => send({ type: 'LOGIN.CLOSE' }),
    TAB_PASSWORD: () => send({ type: 'LOGIN.TAB', tab: 'password' }),
    TAB_CODE: () => send({ type: 'LOGIN.TAB', tab: 'code' }),
    COMPLETE: () => completeForm(sut),
    SUBMIT: () => send({ type: 'LOGIN.SUBMIT' }),
    BACK: () => send({ type: 'LOGIN.BACK' }),
    SERVER_OK: () => settle(sut, 'ok'),
    SERVER_REFUSES: () => settle(sut, 'refuse'),
    PREFILL_FOUND: () => settle(sut, { output: ENQUIRY }),
    PREFILL_NONE: () => settle(sut, { output: null }),
    PROFILE_VERIFIED: () => settle(sut, { output: { status: 3 } }),
    PROFILE_UNVERIFIED: () => settle(sut, { output: { status: 1 } }),
    PROFILE_UNVERIFIED_WITH_REDIRECT: () => {
      window.history.replaceState(null, '', '/home?redirect=%2Fapp-center');
      return settle(sut, { output: { status: 1 } });
    },
    REALNAME_GO: () => send({ type: 'REALNAME.GO' }),
    REALNAME_LATER: () => send({ type: 'REALNAME.LATER' }),
  };
  for (const step of [0, 1, 2, 3]) {
    table[`OPEN${step}`] = () => send({ type: 'LOGIN.OPEN', step });
    table[`GOTO${step}`] = () => send({ type: 'LOGIN.GOTO', step });
  }
  return table;
}

/** The SUT's state value for a model state value (the model's names mirror the spec, not the code). */
function expectedValue(value: unknown): unknown {
  if (typeof value === 'string') return value;
  const open = (value as { open: Record<string, string> }).open;
  const [node, sub] = Object.entries(open)[0];
  const renamed: Record<string, string> = { withPassword: 'loggingInWithPassword', withCode: 'loggingInWithCode' };
  return { open: { [node]: renamed[sub] ?? sub } };
}

function readyFor(value: unknown, ctx: ModelContext): boolean | undefined {
  const v = JSON.stringify(value);
  if (v.includes('"signIn":"editing"')) return ctx.tab === 'password' ? ctx.ready.pw : ctx.ready.code;
  if (v.includes('"register":"editing"')) return ctx.ready.reg;
  if (v.includes('"improveInfo":"editing"')) return ctx.ready.imp;
  if (v.includes('"resetPassword":"verifying"')) return ctx.ready.rv;
  if (v.includes('"resetPassword":"choosing"')) return ctx.ready.rc;
  return undefined;
}

describe('login dialog model', () => {
  const heard = noticesHeard();
  beforeEach(() => {
    window.history.replaceState(null, '', '/home');
  });

  const model = createTestModel(dialogModel, { filterEvents: filterEvents as never });
  const paths = pathsThroughEveryTransition(model);

  it('walks every state of the model', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    for (const leaf of [
      '"closed"',
      '{"open":{"signIn":"editing"}}',
      '{"open":{"signIn":"withPassword"}}',
      '{"open":{"signIn":"withCode"}}',
      '{"open":{"register":"editing"}}',
      '{"open":{"register":"submitting"}}',
      '{"open":{"improveInfo":"prefilling"}}',
      '{"open":{"improveInfo":"editing"}}',
      '{"open":{"improveInfo":"submitting"}}',
      '{"open":{"resetPassword":"verifying"}}',
      '{"open":{"resetPassword":"choosing"}}',
      '{"open":{"resetPassword":"submitting"}}',
      '"awaitingProfile"',
      '"realNamePrompt"',
    ]) {
      expect(reached, leaf).toContain(leaf);
    }
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_d, path) => {
    const sut = startSut();
    const table = execs(sut);
    const events = Object.fromEntries(
      Object.entries(table).map(([type, exec]) => [
        type,
        async () => {
          heard.length = 0;
          sut.effects.length = 0;
          await exec();
          await flush();
        },
      ]),
    );
    const check = (state: { value: unknown; context: ModelContext }) => {
      const s = sut.actor.getSnapshot();
      expect(s.value).toEqual(expectedValue(state.value));
      const step = stepOf(state.value);
      if (step !== undefined) expect(s.context.step).toBe(Number(step));
      expect(heard.at(-1)).toEqual(state.context.notice);
      expect(sut.effects.join(',')).toBe(state.context.effects);
      const ready = readyFor(state.value, state.context);
      if (ready !== undefined) expect(s.can({ type: 'LOGIN.SUBMIT' }), 'submit enabled').toBe(ready);
      if (step === 0) expect(s.context.tab).toBe(state.context.tab);
      if (s.matches('open')) expect(Boolean(s.context.error), 'server message shown').toBe(state.context.error);
      if (step === 2) expect(s.context.prefilled).toBe(state.context.prefilled);
    };
    await path.test({
      events: events as never,
      states: { closed: check, open: check, awaitingProfile: check, realNamePrompt: check } as never,
    });
    sut.actor.stop();
  });
});

describe('login dialog rules', () => {
  it('keeps what was typed when the server refuses', async () => {
    const sut = startSut();
    sut.actor.send({ type: 'LOGIN.OPEN', step: 1 });
    completeForm(sut);
    sut.actor.send({ type: 'LOGIN.SUBMIT' });
    await settle(sut, 'refuse');
    const { context } = sut.actor.getSnapshot();
    expect(context.error).toBe('验证码错误');
    expect(context.forms.register).toEqual({ phone: '13900000009', code: '123456', password: 'Abc12345' });
  });

  it('keeps each step’s input while moving between steps, and starts afresh when reopened', () => {
    const sut = startSut();
    sut.actor.send({ type: 'LOGIN.OPEN' });
    sut.actor.send({ type: 'FORM.CHANGE', form: 'passwordLogin', values: { userName: 'someone' } });
    sut.actor.send({ type: 'LOGIN.GOTO', step: 1 });
    sut.actor.send({ type: 'LOGIN.GOTO', step: 0 });
    expect(sut.actor.getSnapshot().context.forms.passwordLogin.userName).toBe('someone');
    sut.actor.send({ type: 'LOGIN.CLOSE' });
    sut.actor.send({ type: 'LOGIN.OPEN' });
    expect(sut.actor.getSnapshot().context.forms.passwordLogin.userName).toBe('');
  });

  it('sends the password login with the trimmed name and the captcha sign', () => {
    const sut = startSut();
    sut.actor.send({ type: 'LOGIN.OPEN' });
    sut.actor.send({
      type: 'FORM.CHANGE',
      form: 'passwordLogin',
      values: { userName: ' dev_ent ', password: 'Demo1234' },
    });
    sut.actor.send({ type: 'CAPTCHA.VERIFIED', sign: 'v1.sign' });
    sut.actor.send({ type: 'LOGIN.SUBMIT' });
    const child = sut.actor.getSnapshot().children.loginWithPassword as unknown as {
      getSnapshot(): { input: unknown };
    };
    expect(child.getSnapshot().input).toEqual({ userName: 'dev_ent', password: 'Demo1234', sign: 'v1.sign' });
  });

  it('submits improve info as the API form, surname as nickName and sex as a number', async () => {
    const sut = startSut();
    sut.actor.send({ type: 'LOGIN.OPEN', step: 2 });
    await settle(sut, { output: null });
    sut.actor.send({
      type: 'FORM.CHANGE',
      form: 'improveInfo',
      values: { nickName: ' 王 ', sex: '2', position: 'CTO', companyName: '星河', email: '' },
    });
    sut.actor.send({ type: 'LOGIN.SUBMIT' });
    const child = sut.actor.getSnapshot().children.improveUserInfo as unknown as { getSnapshot(): { input: unknown } };
    expect(child.getSnapshot().input).toEqual({ nickName: '王', sex: 2, position: 'CTO', companyName: '星河' });
  });

  it('ignores the session asking again for the step it already shows (nothing typed is lost)', async () => {
    const sut = startSut();
    sut.actor.send({ type: 'LOGIN.OPEN', step: 2 });
    await settle(sut, { output: null });
    sut.actor.send({ type: 'FORM.CHANGE', form: 'improveInfo', values: { nickName: '赵' } });
    sut.actor.send({ type: 'LOGIN.OPEN', step: 2 });
    expect(sut.actor.getSnapshot().value).toEqual({ open: { improveInfo: 'editing' } });
    expect(sut.actor.getSnapshot().context.forms.improveInfo.nickName).toBe('赵');
  });
});
