/**
 * 两步验证 against a small model written from what the product says of it, not from the machine:
 * "the page reads whether two-step verification is on; a failed read shows why and can be retried.
 * Turning it on asks the server for a new secret (shown as a QR code) and confirms it with a code
 * of that secret: six digits, spaces around it ignored; recovery codes do not exist yet. A
 * confirmed secret shows the ten recovery codes once; «我已保存恢复码» forgets them, says
 * 两步验证已开启 and reads the status again. Turning it off takes an app code or a recovery code
 * (8 hex digits, dash in the middle optional, any case) and says 两步验证已关闭. A refused code stays
 * in its field with the server's reason beside it, and typing clears that reason; cancelling
 * forgets the form. A secret the server will not give (its client shows why) leaves the page as it
 * was." Seeded random walks drive both with the same events and compare what the user sees.
 *
 * The codes are time-based, but the page only forwards what is typed: no timer of the machine's
 * own runs, so no clock is faked here.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { TwoFactorSetup, TwoFactorStatus } from '../../src/domain/types/security.types';
import { twoFactorMachine } from '../../src/machines/twoFactor';
import * as security from '../../src/api/security';
import { ControlledActors, expectEveryStateReachable, flush, seededWalks, settled, tally } from './modelHarness';
import { noticesHeard } from '../notices';

vi.mock('../../src/api/security', () => ({
  getTwoFactor: vi.fn(),
  startTwoFactorSetup: vi.fn(),
  enableTwoFactor: vi.fn(),
  disableTwoFactor: vi.fn(),
}));

const heard = noticesHeard();

/** The invokes' ids, which their answers name. */
const ID = {
  load: '0.twoFactor.loading',
  secret: '0.twoFactor.off.fetchingSecret',
  enable: '0.twoFactor.off.enabling',
  disable: '0.twoFactor.on.disabling',
} as const;

/** The product's code rules, restated. */
const appCode = (code: string) => /^[0-9]{6}$/.test(code.trim());
const recoveryCode = (code: string) => /^[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}$/.test(code.trim());
/** What a refusal without a reason of its own shows. */
const FALLBACK = '请求错误，请稍后重试';

const on = (recoveryCodesLeft = 10): TwoFactorStatus => ({
  enabled: true,
  enabledTime: '2026-11-01T00:00:00Z',
  recoveryCodesLeft,
});
const off: TwoFactorStatus = { enabled: false, enabledTime: '', recoveryCodesLeft: 0 };
const secretOf = (n: number): TwoFactorSetup => ({
  secret: `JBSWY3DPEHPK3PX${n}`,
  otpauthUrl: `otpauth://totp/demo?secret=JBSWY3DPEHPK3PX${n}`,
});
const tenCodes = (n: number) => Array.from({ length: 10 }, (_, i) => `${n}${i}aa-bb${i}${n}`);

type Screen =
  | 'loading'
  | 'failed'
  | 'off'
  | 'fetchingSecret'
  | 'confirmingOn'
  | 'enabling'
  | 'showingCodes'
  | 'on'
  | 'confirmingOff'
  | 'disabling';

type Step =
  | { type: 'retry' }
  | { type: 'enable' }
  | { type: 'disable' }
  | { type: 'type'; code: string }
  | { type: 'submit' }
  | { type: 'cancel' }
  | { type: 'saved' }
  | { type: 'loadOk'; status: TwoFactorStatus }
  | { type: 'loadFails'; error: unknown }
  | { type: 'secretOk'; setup: TwoFactorSetup }
  | { type: 'secretFails' }
  | { type: 'enableOk'; codes: string[] }
  | { type: 'enableFails'; error: unknown }
  | { type: 'disableOk' }
  | { type: 'disableFails'; error: unknown };

/** The model: what the user sees, and what reached the server. */
interface Seen {
  screen: Screen;
  status?: TwoFactorStatus;
  setup?: TwoFactorSetup;
  code: string;
  error?: string;
  recoveryCodes: string[];
  sent: Array<{ to: 'enable' | 'disable'; code: string }>;
  notices: Array<{ message: string; kind: string }>;
}

const reason = (error: unknown) => (error instanceof Error && error.message ? error.message : FALLBACK);
const forgotten = { code: '', error: undefined, setup: undefined };

function step(seen: Seen, s: Step): Seen {
  const { screen } = seen;
  switch (s.type) {
    case 'retry':
      return screen === 'failed' ? { ...seen, screen: 'loading' } : seen;
    case 'enable':
      return screen === 'off' ? { ...seen, screen: 'fetchingSecret' } : seen;
    case 'disable':
      return screen === 'on' ? { ...seen, screen: 'confirmingOff', code: '', error: undefined } : seen;
    case 'type':
      return screen === 'confirmingOn' || screen === 'confirmingOff'
        ? { ...seen, code: s.code, error: undefined }
        : seen;
    case 'submit':
      if (screen === 'confirmingOn' && appCode(seen.code))
        return { ...seen, screen: 'enabling', sent: [...seen.sent, { to: 'enable', code: seen.code.trim() }] };
      if (screen === 'confirmingOff' && (appCode(seen.code) || recoveryCode(seen.code)))
        return { ...seen, screen: 'disabling', sent: [...seen.sent, { to: 'disable', code: seen.code.trim() }] };
      return seen;
    case 'cancel':
      if (screen === 'confirmingOn') return { ...seen, ...forgotten, screen: 'off' };
      if (screen === 'confirmingOff') return { ...seen, ...forgotten, screen: 'on' };
      return seen;
    case 'saved':
      return screen === 'showingCodes'
        ? {
            ...seen,
            screen: 'loading',
            recoveryCodes: [],
            notices: [...seen.notices, { message: '两步验证已开启', kind: 'success' }],
          }
        : seen;
    case 'loadOk':
      return screen === 'loading'
        ? { ...seen, screen: s.status.enabled ? 'on' : 'off', status: s.status, error: undefined }
        : seen;
    case 'loadFails':
      return screen === 'loading' ? { ...seen, screen: 'failed', error: reason(s.error) } : seen;
    case 'secretOk':
      return screen === 'fetchingSecret'
        ? { ...seen, screen: 'confirmingOn', setup: s.setup, code: '', error: undefined }
        : seen;
    case 'secretFails':
      return screen === 'fetchingSecret' ? { ...seen, screen: 'off' } : seen;
    case 'enableOk':
      return screen === 'enabling' ? { ...seen, ...forgotten, screen: 'showingCodes', recoveryCodes: s.codes } : seen;
    case 'enableFails':
      return screen === 'enabling' ? { ...seen, screen: 'confirmingOn', error: reason(s.error) } : seen;
    case 'disableOk':
      return screen === 'disabling'
        ? {
            ...seen,
            ...forgotten,
            screen: 'loading',
            notices: [...seen.notices, { message: '两步验证已关闭', kind: 'success' }],
          }
        : seen;
    case 'disableFails':
      return screen === 'disabling' ? { ...seen, screen: 'confirmingOff', error: reason(s.error) } : seen;
  }
}

/** Which invoke waits for an answer on each screen. */
const waitingOn: Partial<Record<Screen, string>> = {
  loading: ID.load,
  fetchingSecret: ID.secret,
  enabling: ID.enable,
  disabling: ID.disable,
};

/** How the machine's state reads as one of the model's screens. */
function screenOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const [[region, sub]] = Object.entries(value as Record<string, string>);
  if (sub === 'idle') return region;
  if (sub === 'confirming') return region === 'on' ? 'confirmingOff' : 'confirmingOn';
  return sub;
}

const typed = [
  '123456',
  ' 654321 ',
  'abcd-ef01',
  '12345',
  '1234567',
  '12a456',
  'ABCDEF01',
  ' 0a1b-2c3d ',
  'abcd_ef01',
  'abcd-ef0',
  'abcde-f01',
  'ghij-klmn',
  '',
  '   ',
];
const refusals: unknown[] = [
  new Error('验证码错误'),
  new Error('验证码已使用，请等待下一个验证码'),
  new Error('连续输错5次，两步验证已锁定15分钟'),
  new Error(''),
  'network down',
];

function pick(next: (n: number) => number, seen: Seen, n: number): Step {
  const refusal = () => refusals[next(refusals.length)];
  if (waitingOn[seen.screen] && next(10) < 7) {
    const good = next(3) > 0;
    switch (seen.screen) {
      case 'loading':
        return good ? { type: 'loadOk', status: [off, on(), on(3)][next(3)] } : { type: 'loadFails', error: refusal() };
      case 'fetchingSecret':
        return good ? { type: 'secretOk', setup: secretOf(n) } : { type: 'secretFails' };
      case 'enabling':
        return good ? { type: 'enableOk', codes: tenCodes(n) } : { type: 'enableFails', error: refusal() };
      default:
        return good ? { type: 'disableOk' } : { type: 'disableFails', error: refusal() };
    }
  }
  // Weighted so walks get somewhere: the codes dialog is mostly closed, a typed code is often one of the good ones.
  if (seen.screen === 'showingCodes' && next(2) === 0) return { type: 'saved' };
  const roll = next(20);
  if (roll < 8) return { type: 'type', code: typed[next(roll < 4 ? 3 : typed.length)] };
  if (roll < 12) return { type: 'submit' };
  if (roll < 13) return { type: 'cancel' };
  if (roll < 14) return { type: 'retry' };
  if (roll < 16) return { type: 'enable' };
  if (roll < 18) return { type: 'disable' };
  if (roll < 19) return { type: 'saved' };
  // An answer nothing waits for: the model ignores it, and nothing is sent to the machine.
  return { type: 'disableOk' };
}

function harness() {
  const control = new ControlledActors();
  const machine = twoFactorMachine.provide({
    actors: {
      getTwoFactor: control.actor(),
      startSetup: control.actor(),
      enable: control.actor(),
      disable: control.actor(),
    },
  });
  return { control, machine, actor: createActor(machine).start() };
}

const answerOf = (s: Step): { type: string; output?: unknown; error?: unknown } | undefined => {
  switch (s.type) {
    case 'loadOk':
      return { type: `xstate.done.actor.${ID.load}`, output: s.status };
    case 'loadFails':
      return { type: `xstate.error.actor.${ID.load}`, error: s.error };
    case 'secretOk':
      return { type: `xstate.done.actor.${ID.secret}`, output: s.setup };
    case 'secretFails':
      return { type: `xstate.error.actor.${ID.secret}`, error: new Error('两步验证已开启') };
    case 'enableOk':
      return { type: `xstate.done.actor.${ID.enable}`, output: s.codes };
    case 'enableFails':
      return { type: `xstate.error.actor.${ID.enable}`, error: s.error };
    case 'disableOk':
      return { type: `xstate.done.actor.${ID.disable}`, output: true };
    case 'disableFails':
      return { type: `xstate.error.actor.${ID.disable}`, error: s.error };
    default:
      return undefined;
  }
};

describe('two-step verification, against the model', () => {
  /** What the walks reached. */
  const reached = tally({ enabled: 10, disabled: 10, refused: 10, blocked: 10, loadFailed: 10 });
  seededWalks({
    seeds: 120,
    steps: 50,
    initial: { screen: 'loading', code: '', recoveryCodes: [], sent: [], notices: [] },
    start: () => ({ ...harness(), sent: [] as Seen['sent'] }),
    pick,
    step,
    count: (s, before, seen) => {
      if (s.type === 'submit' && seen === before && /confirming/.test(before.screen)) reached.blocked += 1;
      if (s.type === 'enableFails' || s.type === 'disableFails') reached.refused += seen === before ? 0 : 1;
      if (s.type === 'loadFails' && seen !== before) reached.loadFailed += 1;
    },
    drive: async ({ control, actor, sent }, s, before, seen) => {
      const answer = answerOf(s);
      if (answer) {
        // Only an answer the model waits for can reach the machine: nothing else asked.
        if (seen !== before) {
          control.settle(answer);
          await flush();
        }
      } else if (s.type === 'retry') actor.send({ type: 'TWO_FACTOR.RETRY' });
      else if (s.type === 'enable') actor.send({ type: 'TWO_FACTOR.ENABLE' });
      else if (s.type === 'disable') actor.send({ type: 'TWO_FACTOR.DISABLE' });
      else if (s.type === 'type') actor.send({ type: 'TWO_FACTOR.CODE', code: s.code });
      else if (s.type === 'submit') actor.send({ type: 'TWO_FACTOR.SUBMIT' });
      else if (s.type === 'cancel') actor.send({ type: 'TWO_FACTOR.CANCEL' });
      else actor.send({ type: 'TWO_FACTOR.CODES_SAVED' });
      if (s.type === 'submit' && seen.sent.length > before.sent.length) {
        const to = seen.sent.at(-1)!.to;
        sent.push({ to, code: control.inputs.get(to === 'enable' ? ID.enable : ID.disable) as string });
      }
    },
    check: ({ control, actor }, seen, where) => {
      const snapshot = actor.getSnapshot();
      expect(screenOf(snapshot.value), where).toBe(seen.screen);
      for (const id of Object.values(ID))
        expect(control.isPending(id), `${where}: ${id}`).toBe(waitingOn[seen.screen] === id);
      expect(snapshot.context.code, where).toBe(seen.code);
      expect(snapshot.context.error, where).toBe(seen.error);
      expect(snapshot.context.setup, where).toEqual(seen.setup);
      expect(snapshot.context.recoveryCodes, where).toEqual(seen.recoveryCodes);
      expect(snapshot.context.status, where).toEqual(seen.status);
      expect(heard, where).toEqual(seen.notices);
    },
    end: ({ actor, sent }, seen) => {
      expect(sent).toEqual(seen.sent);
      reached.enabled += seen.notices.filter((n) => n.message === '两步验证已开启').length;
      reached.disabled += seen.notices.filter((n) => n.message === '两步验证已关闭').length;
      actor.stop();
    },
  });
});

describe('two-step verification machine', () => {
  it('reaches every state', () =>
    expectEveryStateReachable(harness().machine, {
      events: [
        { type: 'TWO_FACTOR.RETRY' },
        { type: 'TWO_FACTOR.ENABLE' },
        { type: 'TWO_FACTOR.DISABLE' },
        { type: 'TWO_FACTOR.CODE', code: '123456' },
        { type: 'TWO_FACTOR.SUBMIT' },
        { type: 'TWO_FACTOR.CANCEL' },
        { type: 'TWO_FACTOR.CODES_SAVED' },
        { type: `xstate.done.actor.${ID.load}`, output: on() },
        { type: `xstate.done.actor.${ID.load}`, output: off },
        { type: `xstate.error.actor.${ID.load}`, error: new Error('无权限访问') },
        ...settled(ID.secret, secretOf(1), '两步验证已开启'),
        ...settled(ID.enable, tenCodes(1), '验证码错误'),
        ...settled(ID.disable, true, '验证码错误'),
      ],
    }));

  it('counts a status answer without data as off, so the page can still turn it on', async () => {
    const { control, actor } = harness();
    control.settle({ type: `xstate.done.actor.${ID.load}`, output: undefined });
    await flush();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toEqual({ off: 'idle' });
    actor.send({ type: 'TWO_FACTOR.ENABLE' });
    expect(control.isPending(ID.secret)).toBe(true);
  });
});

/** The machine's own actors, over the API functions (stand-ins here): what reaches the server. */
describe('two-step verification requests', () => {
  beforeEach(() => {
    vi.resetAllMocks();
  });

  it('turns it on with the trimmed code and shows the recovery codes the server returns', async () => {
    vi.mocked(security.getTwoFactor).mockResolvedValueOnce(off).mockResolvedValueOnce(on());
    vi.mocked(security.startTwoFactorSetup).mockResolvedValue(secretOf(7));
    vi.mocked(security.enableTwoFactor).mockResolvedValue({ recoveryCodes: tenCodes(7) });
    const actor = createActor(twoFactorMachine).start();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ off: 'idle' });
    actor.send({ type: 'TWO_FACTOR.ENABLE' });
    await flush();
    expect(security.startTwoFactorSetup).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.setup).toEqual(secretOf(7));
    actor.send({ type: 'TWO_FACTOR.CODE', code: ' 246810 ' });
    actor.send({ type: 'TWO_FACTOR.SUBMIT' });
    await flush();
    expect(security.enableTwoFactor).toHaveBeenCalledWith('246810');
    expect(actor.getSnapshot().value).toBe('showingCodes');
    expect(actor.getSnapshot().context.recoveryCodes).toEqual(tenCodes(7));
    actor.send({ type: 'TWO_FACTOR.CODES_SAVED' });
    await flush();
    expect(security.getTwoFactor).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toEqual({ on: 'idle' });
    expect(actor.getSnapshot().context.status).toEqual(on());
  });

  it('turns it off with a trimmed recovery code, and shows a refusal beside the code kept', async () => {
    vi.mocked(security.getTwoFactor).mockResolvedValueOnce(on(4)).mockResolvedValueOnce(off);
    vi.mocked(security.disableTwoFactor)
      .mockRejectedValueOnce(new Error('恢复码无效或已使用'))
      .mockResolvedValueOnce(true);
    const actor = createActor(twoFactorMachine).start();
    await flush();
    actor.send({ type: 'TWO_FACTOR.DISABLE' });
    actor.send({ type: 'TWO_FACTOR.CODE', code: ' abcd-ef01 ' });
    actor.send({ type: 'TWO_FACTOR.SUBMIT' });
    await flush();
    expect(security.disableTwoFactor).toHaveBeenLastCalledWith('abcd-ef01');
    expect(actor.getSnapshot().value).toEqual({ on: 'confirming' });
    expect(actor.getSnapshot().context).toMatchObject({ code: ' abcd-ef01 ', error: '恢复码无效或已使用' });
    actor.send({ type: 'TWO_FACTOR.CODE', code: '135790' });
    actor.send({ type: 'TWO_FACTOR.SUBMIT' });
    await flush();
    expect(security.disableTwoFactor).toHaveBeenLastCalledWith('135790');
    expect(actor.getSnapshot().value).toEqual({ off: 'idle' });
  });
});
