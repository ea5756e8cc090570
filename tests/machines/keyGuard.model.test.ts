/**
 * 密钥守护 against a small model written from what the product says of it, not from the machine:
 * "the page lists every key's guard as the server has it; a load that fails shows the server's
 * message and 刷新 tries again; each successful load refreshes the site messages too (a freeze is
 * a site message). Changing a key's sensitivity sends the key and the new value; the server's
 * answer replaces that key only, with 灵敏度已保存, and a refusal is shown as an error notice; a
 * key the list does not hold (ended meanwhile) has nothing to set and nothing is sent.
 * Only a frozen key can be unfrozen: its dialog opens with an empty reason; the reason is
 * required (请填写解除冻结的原因) and at most 200 characters once trimmed (原因不能超过200个字符);
 * a valid one is sent trimmed; while it is being sent the dialog cannot be closed; success
 * replaces the key, closes the dialog and says 已解除冻结; a refusal keeps the typed reason and
 * shows the server's message under it. While anything is in flight the page takes no action."
 * Seeded random walks drive both with the same steps and compare what the user sees after each.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { listKeyGuards, setKeyGuardSensitivity, unfreezeKey } from '../../src/api/keyGuard';
import type { GuardSensitivity, KeyBaseline } from '../../src/domain/keyGuard';
import type { KeyGuardStatus } from '../../src/domain/types/alerts.types';
import type { Notice } from '../../src/machines/notify';
import { keyGuardMachine } from '../../src/machines/keyGuard';
import { ControlledActors, expectEveryStateReachable, flush, seededWalks, settled, tally } from './modelHarness';
import { noticesHeard } from '../notices';

vi.mock('../../src/api/keyGuard', () => ({
  listKeyGuards: vi.fn(),
  setKeyGuardSensitivity: vi.fn(),
  unfreezeKey: vi.fn(),
}));

const heard = noticesHeard();

// The invoke ids XState gives the machine's three requests (it names none itself).
const LOAD = '0.keyGuard.loading';
const SAVE = '0.keyGuard.savingSensitivity';
const UNFREEZE = '0.keyGuard.unfreezing.submitting';

const baseline: KeyBaseline = {
  settledCalls: 14,
  learning: false,
  models: ['qwen-max'],
  ipRanges: ['203.0.113.0/24'],
  peakPerMinute: 3,
  peakHourFen: 120,
};

const guard = (
  keyId: string,
  keyName: string,
  state: KeyGuardStatus['state'],
  sensitivity: GuardSensitivity = 'normal',
): KeyGuardStatus => ({
  keyId,
  keyName,
  maskedKey: `sk-****${keyId}`,
  sensitivity,
  state,
  baseline,
  frozenAt: state === 'frozen' ? '2026-11-01T08:00:00Z' : '',
  frozenReason: state === 'frozen' ? '调用了该密钥从未使用过的模型 glm-4' : '',
  events: [],
});

/** What the server may answer a load with. */
const lists: KeyGuardStatus[][] = [
  [guard('k1', '生产', 'frozen'), guard('k2', '测试', 'watching'), guard('k3', '备用', 'frozen', 'strict')],
  [guard('k1', '生产', 'watching'), guard('k2', '测试', 'frozen'), guard('k4', '新密钥', 'learning', 'off')],
  [],
];

const REQUIRED = '请填写解除冻结的原因';
const TOO_LONG = '原因不能超过200个字符';
const SAVED = '灵敏度已保存';
const UNFROZEN = '已解除冻结';

/** The reason rule, restated. */
function reasonProblem(reason: string): string | undefined {
  const value = reason.trim();
  if (!value) return REQUIRED;
  return value.length > 200 ? TOO_LONG : undefined;
}

type Phase = 'loading' | 'failed' | 'ready' | 'saving' | 'editing' | 'submitting';
type Call = ['list'] | ['sensitivity', string, GuardSensitivity] | ['unfreeze', string, string];
type Step =
  | { type: 'refresh' }
  | { type: 'sensitivity'; keyId: string; value: GuardSensitivity }
  | { type: 'unfreeze'; keyId: string }
  | { type: 'reason'; value: string }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'serverAccepts'; list: number }
  | { type: 'serverRefuses'; message: string };

/** The model: what the user sees, and what reached the server. */
interface Seen {
  phase: Phase;
  keys: KeyGuardStatus[];
  loadError?: string;
  /** The key whose dialog is open, or whose sensitivity is being saved. */
  target?: KeyGuardStatus;
  value?: GuardSensitivity;
  reason: string;
  reasonError?: string;
  calls: Call[];
  notices: Notice[];
  messageRefreshes: number;
}

const replacing = (keys: KeyGuardStatus[], next: KeyGuardStatus) =>
  keys.map((k) => (k.keyId === next.keyId ? next : k));

/** What the server answers a sensitivity change or an unfreeze with: the key as it now is. */
const withSensitivity = (key: KeyGuardStatus, value: GuardSensitivity): KeyGuardStatus => ({
  ...key,
  sensitivity: value,
  events: [
    { id: `s-${value}`, time: '2026-11-02T00:00:00Z', kind: 'sensitivity', text: value, requestId: '', actor: 'dev' },
  ],
});
const thawed = (key: KeyGuardStatus): KeyGuardStatus => ({ ...key, state: 'watching', frozenAt: '', frozenReason: '' });

function step(seen: Seen, s: Step): Seen {
  const { phase } = seen;
  switch (s.type) {
    case 'refresh':
      return phase === 'ready' || phase === 'failed'
        ? { ...seen, phase: 'loading', calls: [...seen.calls, ['list']] }
        : seen;
    case 'sensitivity':
      return phase === 'ready' && seen.keys.some((k) => k.keyId === s.keyId)
        ? {
            ...seen,
            phase: 'saving',
            target: seen.keys.find((k) => k.keyId === s.keyId),
            value: s.value,
            calls: [...seen.calls, ['sensitivity', s.keyId, s.value]],
          }
        : seen;
    case 'unfreeze': {
      const key = seen.keys.find((k) => k.keyId === s.keyId);
      return phase === 'ready' && key?.state === 'frozen'
        ? { ...seen, phase: 'editing', target: key, reason: '', reasonError: undefined }
        : seen;
    }
    case 'reason':
      return phase === 'editing' ? { ...seen, reason: s.value, reasonError: undefined } : seen;
    case 'confirm': {
      if (phase !== 'editing') return seen;
      const problem = reasonProblem(seen.reason);
      if (problem) return { ...seen, reasonError: problem };
      return {
        ...seen,
        phase: 'submitting',
        calls: [...seen.calls, ['unfreeze', seen.target!.keyId, seen.reason.trim()]],
      };
    }
    case 'cancel':
      return phase === 'editing' ? { ...seen, phase: 'ready', target: undefined } : seen;
    case 'serverAccepts':
      if (phase === 'loading')
        return {
          ...seen,
          phase: 'ready',
          keys: lists[s.list],
          loadError: undefined,
          messageRefreshes: seen.messageRefreshes + 1,
        };
      if (phase === 'saving')
        return {
          ...seen,
          phase: 'ready',
          keys: replacing(seen.keys, withSensitivity(seen.target!, seen.value!)),
          notices: [...seen.notices, { message: SAVED, kind: 'success' }],
        };
      if (phase === 'submitting')
        return {
          ...seen,
          phase: 'ready',
          keys: replacing(seen.keys, thawed(seen.target!)),
          target: undefined,
          reason: '',
          notices: [...seen.notices, { message: UNFROZEN, kind: 'success' }],
        };
      return seen;
    case 'serverRefuses':
      if (phase === 'loading') return { ...seen, phase: 'failed', loadError: s.message };
      if (phase === 'saving')
        return { ...seen, phase: 'ready', notices: [...seen.notices, { message: s.message, kind: 'error' }] };
      if (phase === 'submitting') return { ...seen, phase: 'editing', reasonError: s.message };
      return seen;
  }
}

const reasons = [
  '',
  '   ',
  '本人压测，流量属实',
  '  新接入的服务  ',
  'x'.repeat(200),
  ` ${'y'.repeat(200)} `,
  'z'.repeat(201),
];
const refusals = ['该密钥未被冻结', '密钥不存在', '请求错误，请稍后重试'];
const sensitivities: GuardSensitivity[] = ['off', 'normal', 'strict'];

/**
 * Any step in any state, weighted so walks get somewhere. The page only offers a sensitivity for
 * keys it lists, so the walk does too; unfreeze is also tried on keys that are not frozen or gone.
 */
function pick(next: (n: number) => number, seen: Seen): Step {
  const roll = next(24);
  const pending = seen.phase === 'loading' || seen.phase === 'saving' || seen.phase === 'submitting';
  if (pending && roll < 12)
    return roll < 7
      ? { type: 'serverAccepts', list: next(lists.length) }
      : { type: 'serverRefuses', message: refusals[next(refusals.length)] };
  if (seen.phase === 'editing' && roll < 14)
    return roll < 6
      ? { type: 'reason', value: reasons[next(reasons.length)] }
      : roll < 13
        ? { type: 'confirm' }
        : { type: 'cancel' };
  if (roll < 3) return { type: 'refresh' };
  if (roll < 6)
    return {
      type: 'sensitivity',
      // With an empty list: a key the list does not hold (ended meanwhile).
      keyId: seen.keys.length ? seen.keys[next(seen.keys.length)].keyId : 'k9',
      value: sensitivities[next(sensitivities.length)],
    };
  if (roll < 11) return { type: 'unfreeze', keyId: ['k1', 'k2', 'k3', 'k4', 'k9'][next(5)] };
  if (roll < 16) return { type: 'reason', value: reasons[next(reasons.length)] };
  if (roll < 20) return { type: 'confirm' };
  if (roll < 22) return { type: 'cancel' };
  return roll < 23
    ? { type: 'serverAccepts', list: next(lists.length) }
    : { type: 'serverRefuses', message: '密钥不存在' };
}

const SNAPSHOT_OF: Record<Phase, string | Record<string, string>> = {
  loading: 'loading',
  failed: 'failed',
  ready: 'ready',
  saving: 'savingSensitivity',
  editing: { unfreezing: 'editing' },
  submitting: { unfreezing: 'submitting' },
};

function harness() {
  const control = new ControlledActors();
  let messageRefreshes = 0;
  const actor = createActor(
    keyGuardMachine.provide({
      actors: { loadGuards: control.actor(), saveSensitivity: control.actor(), unfreeze: control.actor() },
      actions: { refreshMessages: () => void messageRefreshes++ },
    }),
  ).start();
  return { control, actor, refreshes: () => messageRefreshes };
}

describe('密钥守护, against the model', () => {
  /** What the walks reached. */
  const reached = tally({
    saved: 5,
    unfrozen: 5,
    refusedUnfreeze: 5,
    flagged: 5,
    cancelWhileSending: 5,
    loadFailed: 5,
  });
  seededWalks({
    seeds: 120,
    steps: 40,
    initial: { phase: 'loading', keys: [], reason: '', calls: [['list']], notices: [], messageRefreshes: 0 },
    start: () => ({ ...harness(), calls: [['list']] as Call[] }),
    pick,
    step,
    count: (s, before, seen) => {
      if (s.type === 'serverAccepts' && before.phase === 'saving') reached.saved += 1;
      if (s.type === 'serverAccepts' && before.phase === 'submitting') reached.unfrozen += 1;
      if (s.type === 'serverRefuses' && before.phase === 'submitting') reached.refusedUnfreeze += 1;
      if (s.type === 'serverRefuses' && before.phase === 'loading') reached.loadFailed += 1;
      if (s.type === 'confirm' && before.phase === 'editing' && seen.phase === 'editing') reached.flagged += 1;
      if (s.type === 'cancel' && before.phase === 'submitting') reached.cancelWhileSending += 1;
    },
    drive: async ({ control, actor, calls }, s, before, seen, at) => {
      if (s.type === 'refresh') actor.send({ type: 'GUARD.REFRESH' });
      else if (s.type === 'sensitivity') actor.send({ type: 'GUARD.SENSITIVITY', keyId: s.keyId, value: s.value });
      else if (s.type === 'unfreeze') actor.send({ type: 'GUARD.UNFREEZE', keyId: s.keyId });
      else if (s.type === 'reason') actor.send({ type: 'GUARD.REASON', value: s.value });
      else if (s.type === 'confirm') actor.send({ type: 'GUARD.CONFIRM' });
      else if (s.type === 'cancel') actor.send({ type: 'GUARD.CANCEL' });
      else {
        const id = [LOAD, SAVE, UNFREEZE].find((p) => control.isPending(p));
        if (id) {
          const output =
            id === LOAD
              ? lists[(s as { list: number }).list]
              : id === SAVE
                ? withSensitivity(before.target!, before.value!)
                : thawed(before.target!);
          control.answer(id, s.type === 'serverAccepts' ? { output } : { error: new Error(s.message) });
          await flush();
        }
      }
      // What reached the server: the input of each request the model expects to start.
      if (seen.calls.length > before.calls.length) {
        const kind = seen.calls[seen.calls.length - 1][0];
        const id = kind === 'list' ? LOAD : kind === 'sensitivity' ? SAVE : UNFREEZE;
        expect(control.isPending(id), `${at}: ${kind} sent`).toBe(true);
        const input = control.inputs.get(id) as { keyId: string; value: GuardSensitivity; reason: string };
        calls.push(
          kind === 'list'
            ? ['list']
            : kind === 'sensitivity'
              ? ['sensitivity', input.keyId, input.value]
              : ['unfreeze', input.keyId, input.reason],
        );
      }
    },
    check: ({ actor, calls, refreshes }, seen, where) => {
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches(SNAPSHOT_OF[seen.phase] as never), `${where}: in ${JSON.stringify(snapshot.value)}`).toBe(
        true,
      );
      expect(snapshot.context.keys, where).toEqual(seen.keys);
      if (seen.phase === 'failed') expect(snapshot.context.loadError, where).toBe(seen.loadError);
      if (seen.phase === 'editing' || seen.phase === 'submitting') {
        expect(snapshot.context.target, where).toEqual(seen.target);
        expect(snapshot.context.reason, where).toBe(seen.reason);
        expect(snapshot.context.reasonError, where).toBe(seen.reasonError);
      }
      expect(calls, where).toEqual(seen.calls);
      expect(heard, where).toEqual(seen.notices);
      expect(refreshes(), where).toBe(seen.messageRefreshes);
    },
  });
});

describe('keyGuard machine', () => {
  it('reaches every state', () =>
    expectEveryStateReachable(keyGuardMachine, {
      events: [
        ...settled(LOAD, lists[0], '无权限访问'),
        ...settled(SAVE, lists[0][1], '密钥不存在'),
        ...settled(UNFREEZE, thawed(lists[0][0]), '该密钥未被冻结'),
        { type: 'GUARD.REFRESH' },
        { type: 'GUARD.SENSITIVITY', keyId: 'k2', value: 'strict' },
        { type: 'GUARD.UNFREEZE', keyId: 'k1' },
        { type: 'GUARD.REASON', value: '本人压测' },
        { type: 'GUARD.CONFIRM' },
        { type: 'GUARD.CANCEL' },
      ],
      serialize: ((s: { value: unknown; context: { keys: unknown[]; reason: string } }) =>
        JSON.stringify([s.value, s.context.keys.length, s.context.reason])) as never,
    }));

  it('keeps the list it has while a refresh loads, and shows a failed refresh as the server says it', async () => {
    const { control, actor } = harness();
    control.settle({ type: `xstate.done.actor.${LOAD}`, output: lists[0] });
    await flush();
    actor.send({ type: 'GUARD.REFRESH' });
    expect(actor.getSnapshot().context.keys).toEqual(lists[0]);
    control.settle({ type: `xstate.error.actor.${LOAD}`, error: new Error('无权限访问') });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.loadError).toBe('无权限访问');
    actor.send({ type: 'GUARD.REFRESH' });
    control.settle({ type: `xstate.done.actor.${LOAD}`, output: lists[1] });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ keys: lists[1], loadError: undefined });
  });

  it('forgets the key of a cancelled dialog and opens the next one blank', async () => {
    const { control, actor } = harness();
    control.settle({ type: `xstate.done.actor.${LOAD}`, output: lists[0] });
    await flush();
    actor.send({ type: 'GUARD.UNFREEZE', keyId: 'k1' });
    actor.send({ type: 'GUARD.REASON', value: '   ' });
    actor.send({ type: 'GUARD.CONFIRM' });
    expect(actor.getSnapshot().context.reasonError).toBe(REQUIRED);
    actor.send({ type: 'GUARD.CANCEL' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.target).toBeUndefined();
    actor.send({ type: 'GUARD.UNFREEZE', keyId: 'k3' });
    expect(actor.getSnapshot().context).toMatchObject({ target: lists[0][2], reason: '', reasonError: undefined });
  });
});

describe('what reaches the server, through the machine’s own requests', () => {
  beforeEach(() => vi.mocked(listKeyGuards).mockReset());

  it('loads the guards, sends a sensitivity with its key, and an unfreeze with the trimmed reason', async () => {
    vi.mocked(listKeyGuards).mockResolvedValue(lists[0]);
    vi.mocked(setKeyGuardSensitivity).mockResolvedValue(withSensitivity(lists[0][1], 'strict'));
    vi.mocked(unfreezeKey).mockResolvedValue(thawed(lists[0][0]));
    const actor = createActor(keyGuardMachine).start();
    await flush();
    expect(listKeyGuards).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.keys).toEqual(lists[0]);

    actor.send({ type: 'GUARD.SENSITIVITY', keyId: 'k2', value: 'strict' });
    await flush();
    expect(setKeyGuardSensitivity).toHaveBeenCalledWith('k2', 'strict');
    expect(actor.getSnapshot().context.keys[1].sensitivity).toBe('strict');

    actor.send({ type: 'GUARD.UNFREEZE', keyId: 'k1' });
    actor.send({ type: 'GUARD.REASON', value: '  本人压测，流量属实 ' });
    actor.send({ type: 'GUARD.CONFIRM' });
    await flush();
    expect(unfreezeKey).toHaveBeenCalledWith('k1', '本人压测，流量属实');
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.keys[0].state).toBe('watching');
    expect(heard).toEqual([
      { message: SAVED, kind: 'success' },
      { message: UNFROZEN, kind: 'success' },
    ]);
  });

  it('sends nothing for a key the list no longer holds (ended in another tab)', async () => {
    vi.mocked(listKeyGuards).mockResolvedValue(lists[0]);
    vi.mocked(setKeyGuardSensitivity).mockReset();
    const actor = createActor(keyGuardMachine);
    const crashes: unknown[] = [];
    actor.subscribe({ error: (error) => void crashes.push(error) });
    actor.start();
    await flush();
    actor.send({ type: 'GUARD.SENSITIVITY', keyId: 'k9', value: 'strict' });
    await flush();
    expect(crashes).toEqual([]);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('ready');
    expect(setKeyGuardSensitivity).not.toHaveBeenCalled();
    expect(heard).toEqual([]);
  });
});
