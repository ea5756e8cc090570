import { assign, setup } from 'xstate';

/** Steps of the login dialog (SPEC section 2): 0 sign in, 1 register, 2 improve info, 3 reset password. */
export type LoginStep = 0 | 1 | 2 | 3;
export const STEP_TITLES: Record<LoginStep, string> = { 0: '登录', 1: '注册', 2: '完善信息', 3: '重置密码' };

export type LoginDialogEvent = { type: 'LOGIN.OPEN'; step?: LoginStep } | { type: 'LOGIN.CLOSE' } | { type: 'LOGIN.GOTO'; step: LoginStep };

export const loginDialogMachine = setup({
  types: {} as { context: { step: LoginStep }; events: LoginDialogEvent },
  guards: {
    closable: ({ context }) => context.step !== 2,
  },
}).createMachine({
  id: 'loginDialog',
  context: { step: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: { 'LOGIN.OPEN': { target: 'open', actions: assign({ step: ({ event }) => event.step ?? 0 }) } },
    },
    open: {
      on: {
        'LOGIN.OPEN': { actions: assign({ step: ({ event }) => event.step ?? 0 }) },
        'LOGIN.GOTO': { actions: assign({ step: ({ event }) => event.step }) },
        'LOGIN.CLOSE': { guard: 'closable', target: 'closed' },
      },
    },
  },
});
