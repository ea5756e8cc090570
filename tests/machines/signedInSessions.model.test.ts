/**
 * 登录设备 against a small model written from what the product says of it, not from the machine:
 * "the page lists the account's signed-in sessions, this one marked; a failed read shows why and
 * can be retried. Any other session can be ended (this one ends with 退出登录 instead), or every
 * other one at once when there is any; either asks first and can be cancelled. An ended session
 * says 已结束该会话，对应设备需重新登录; ending the others says how many the server ended
 * (已结束其他 N 个会话, or 没有其他会话 when it ended none). After every end, granted or refused (the
 * client shows a refusal), the list is read again, so it always shows the server's truth; the old
 * list stays on screen meanwhile." Seeded random walks drive both with the same events and compare
 * what the user sees and what reaches the server.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { SignedInSession } from '../../src/domain/types/security.types';
import { signedInSessionsMachine, type Ending } from '../../src/machines/signedInSessions';
import * as security from '../../src/api/security';
import { ControlledActors, expectEveryStateReachable, flush, seededWalks, settled, tally } from './modelHarness';
import { noticesHeard } from '../notices';

vi.mock('../../src/api/security', () => ({
  listSessions: vi.fn(),
  endSession: vi.fn(),
  endOtherSessions: vi.fn(),
}));

const heard = noticesHeard();

const ID = { load: '0.signedInSessions.loading', end: '0.signedInSessions.ready.ending' } as const;
const FALLBACK = '请求错误，请稍后重试';

const session = (id: string, current = false): SignedInSession => ({
  id,
  device: `设备${id}`,
  browser: 'Chrome 131',
  ip: '203.0.113.9',
  createTime: '2026-11-01T00:00:00Z',
  lastActiveTime: '2026-11-02T00:00:00Z',
  current,
});
const [a, b, c] = [session('a', true), session('b'), session('c')];
const lists: SignedInSession[][] = [[a, b, c], [a], [a, b], [b, a], [], [a, c, b]];

type Screen = 'loading' | 'failed' | 'idle' | 'confirming' | 'ending';
type Step =
  | { type: 'retry' }
  | { type: 'end'; id: string }
  | { type: 'endOthers' }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'loadOk'; sessions: SignedInSession[] }
  | { type: 'loadFails'; error: unknown }
  | { type: 'endOk'; count: number }
  | { type: 'endFails' };

interface Seen {
  screen: Screen;
  sessions: SignedInSession[];
  error?: string;
  ending?: Ending;
  sent: Ending[];
  notices: Array<{ message: string; kind: string }>;
}

const reason = (error: unknown) => (error instanceof Error && error.message ? error.message : FALLBACK);

function step(seen: Seen, s: Step): Seen {
  switch (s.type) {
    case 'retry':
      return seen.screen === 'failed' ? { ...seen, screen: 'loading' } : seen;
    case 'end': {
      const other = seen.sessions.find((x) => x.id === s.id && !x.current);
      return seen.screen === 'idle' && other
        ? { ...seen, screen: 'confirming', ending: { kind: 'one', session: other } }
        : seen;
    }
    case 'endOthers':
      return seen.screen === 'idle' && seen.sessions.some((x) => !x.current)
        ? { ...seen, screen: 'confirming', ending: { kind: 'others' } }
        : seen;
    case 'confirm':
      return seen.screen === 'confirming' ? { ...seen, screen: 'ending', sent: [...seen.sent, seen.ending!] } : seen;
    case 'cancel':
      return seen.screen === 'confirming' ? { ...seen, screen: 'idle', ending: undefined } : seen;
    case 'loadOk':
      return seen.screen === 'loading' ? { ...seen, screen: 'idle', sessions: s.sessions, error: undefined } : seen;
    case 'loadFails':
      return seen.screen === 'loading' ? { ...seen, screen: 'failed', error: reason(s.error) } : seen;
    case 'endOk': {
      if (seen.screen !== 'ending') return seen;
      const message =
        seen.ending!.kind === 'one'
          ? '已结束该会话，对应设备需重新登录'
          : s.count > 0
            ? `已结束其他 ${s.count} 个会话`
            : '没有其他会话';
      return {
        ...seen,
        screen: 'loading',
        ending: undefined,
        notices: [...seen.notices, { message, kind: 'success' }],
      };
    }
    case 'endFails':
      return seen.screen === 'ending' ? { ...seen, screen: 'loading', ending: undefined } : seen;
  }
}

const screenOf = (value: unknown) => (typeof value === 'string' ? value : (value as { ready: string }).ready);

const refusals: unknown[] = [new Error('无权限访问'), new Error('登录已过期，请重新登录'), new Error(''), 500];

function pick(next: (n: number) => number, seen: Seen): Step {
  if (seen.screen === 'loading' && next(10) < 7)
    return next(4) > 0
      ? { type: 'loadOk', sessions: lists[next(lists.length)] }
      : { type: 'loadFails', error: refusals[next(refusals.length)] };
  if (seen.screen === 'ending' && next(10) < 7)
    return next(4) > 0 ? { type: 'endOk', count: [0, 1, 2, 5][next(4)] } : { type: 'endFails' };
  const roll = next(12);
  if (roll < 4) return { type: 'end', id: ['a', 'b', 'c', 'x'][next(4)] };
  if (roll < 6) return { type: 'endOthers' };
  if (roll < 9) return { type: 'confirm' };
  if (roll < 10) return { type: 'cancel' };
  if (roll < 11) return { type: 'retry' };
  return { type: 'endOk', count: 3 };
}

function harness() {
  const control = new ControlledActors();
  const machine = signedInSessionsMachine.provide({
    actors: { listSessions: control.actor(), endSessions: control.actor() },
  });
  return { control, machine, actor: createActor(machine).start() };
}

function answerOf(s: Step) {
  switch (s.type) {
    case 'loadOk':
      return { type: `xstate.done.actor.${ID.load}`, output: s.sessions };
    case 'loadFails':
      return { type: `xstate.error.actor.${ID.load}`, error: s.error };
    case 'endOk':
      return { type: `xstate.done.actor.${ID.end}`, output: s.count };
    case 'endFails':
      return { type: `xstate.error.actor.${ID.end}`, error: new Error('该会话不存在或已结束') };
    default:
      return undefined;
  }
}

describe('signed-in sessions, against the model', () => {
  /** What the walks reached. */
  const reached = tally({ endedOne: 10, endedOthers: 10, noneEnded: 10, refused: 10, turnedAway: 10 });
  seededWalks({
    seeds: 120,
    steps: 40,
    initial: { screen: 'loading', sessions: [], sent: [], notices: [] },
    start: () => ({ ...harness(), sent: [] as Ending[] }),
    pick,
    step,
    count: (s, before, seen) => {
      if ((s.type === 'end' || s.type === 'endOthers') && seen === before && before.screen === 'idle')
        reached.turnedAway += 1;
      if (s.type === 'endFails' && seen !== before) reached.refused += 1;
    },
    drive: async ({ control, actor, sent }, s, before, seen) => {
      const answer = answerOf(s);
      if (answer) {
        if (seen !== before) {
          control.settle(answer);
          await flush();
        }
      } else if (s.type === 'retry') actor.send({ type: 'SESSIONS.RETRY' });
      else if (s.type === 'end') actor.send({ type: 'SESSIONS.END', id: s.id });
      else if (s.type === 'endOthers') actor.send({ type: 'SESSIONS.END_OTHERS' });
      else if (s.type === 'confirm') actor.send({ type: 'SESSIONS.CONFIRM' });
      else actor.send({ type: 'SESSIONS.CANCEL' });
      if (s.type === 'confirm' && seen !== before) sent.push(control.inputs.get(ID.end) as Ending);
    },
    check: ({ control, actor }, seen, where) => {
      const snapshot = actor.getSnapshot();
      expect(screenOf(snapshot.value), where).toBe(seen.screen);
      expect(control.isPending(ID.load), where).toBe(seen.screen === 'loading');
      expect(control.isPending(ID.end), where).toBe(seen.screen === 'ending');
      expect(snapshot.context.sessions, where).toEqual(seen.sessions);
      expect(snapshot.context.error, where).toBe(seen.error);
      expect(snapshot.context.ending, where).toEqual(seen.ending);
      expect(heard, where).toEqual(seen.notices);
    },
    end: ({ actor, sent }, seen) => {
      expect(sent).toEqual(seen.sent);
      for (const n of seen.notices)
        if (n.message.startsWith('已结束该会话')) reached.endedOne += 1;
        else if (n.message === '没有其他会话') reached.noneEnded += 1;
        else reached.endedOthers += 1;
      actor.stop();
    },
  });
});

describe('signed-in sessions machine', () => {
  it('reaches every state', () =>
    expectEveryStateReachable(harness().machine, {
      events: [
        { type: 'SESSIONS.RETRY' },
        { type: 'SESSIONS.END', id: 'b' },
        { type: 'SESSIONS.END_OTHERS' },
        { type: 'SESSIONS.CONFIRM' },
        { type: 'SESSIONS.CANCEL' },
        ...settled(ID.load, [a, b], '无权限访问'),
        ...settled(ID.end, 1, '该会话不存在或已结束'),
      ],
    }));
});

/** The machine's own actors, over the API functions (stand-ins here): what reaches the server. */
describe('ending sessions on the server', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(security.listSessions).mockResolvedValue([a, b, c]);
  });

  async function ready() {
    const actor = createActor(signedInSessionsMachine).start();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    return actor;
  }

  it('ends one session by its id, and reads the list again', async () => {
    vi.mocked(security.endSession).mockResolvedValue(true);
    const actor = await ready();
    actor.send({ type: 'SESSIONS.END', id: 'c' });
    actor.send({ type: 'SESSIONS.CONFIRM' });
    await flush();
    expect(security.endSession).toHaveBeenCalledWith('c');
    expect(security.endOtherSessions).not.toHaveBeenCalled();
    expect(security.listSessions).toHaveBeenCalledTimes(2);
    expect(heard).toEqual([{ message: '已结束该会话，对应设备需重新登录', kind: 'success' }]);
  });

  it.each([
    [2, '已结束其他 2 个会话'],
    [0, '没有其他会话'],
  ])('ends the others and says how many the server ended (%i)', async (count, message) => {
    vi.mocked(security.endOtherSessions).mockResolvedValue(count);
    const actor = await ready();
    actor.send({ type: 'SESSIONS.END_OTHERS' });
    actor.send({ type: 'SESSIONS.CONFIRM' });
    await flush();
    expect(security.endOtherSessions).toHaveBeenCalledTimes(1);
    expect(security.endSession).not.toHaveBeenCalled();
    expect(heard).toEqual([{ message, kind: 'success' }]);
    expect(security.listSessions).toHaveBeenCalledTimes(2);
  });

  it('shows why the list could not be read, and reads it again on retry', async () => {
    vi.mocked(security.listSessions).mockReset().mockRejectedValueOnce(new Error('无权限访问')).mockResolvedValue([a]);
    const actor = createActor(signedInSessionsMachine).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('无权限访问');
    actor.send({ type: 'SESSIONS.RETRY' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ sessions: [a], error: undefined });
  });
});
