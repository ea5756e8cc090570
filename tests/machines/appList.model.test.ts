import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import type { AppInfo } from '../../src/domain/types/app.types';
import { appListMachine, moveItem } from '../../src/machines/appList';
import { appMessages } from '../../src/domain/apps';
import { noticesHeard } from '../notices';

/**
 * 我的应用 (app-list) with stand-in calls: the user's apps in their own order, the selection on
 * the placeholder app (id 999999, SPEC section 9) unless one of the loaded apps is picked, a move
 * saved at once and undone when the save is refused, a removal that reloads the list.
 */
const PLACEHOLDER = '999999';
const heard = noticesHeard();
const app = (id: string) => ({ id, appName: `应用${id}` }) as AppInfo;
const ids = (apps: AppInfo[]) => apps.map((a) => a.id);
/** Moves that change nothing in a list of three. */
const NO_MOVES: [string, number, number][] = [
  ['onto itself', 1, 1],
  ['from before the start', -1, 0],
  ['to before the start', 0, -1],
  ['from just past the end', 3, 0],
  ['to just past the end', 0, 3],
];

/** The list answers each load with the next of `answers` (the last one again once they run out). */
function openList(
  input: { selectedId?: string },
  answers: string[][],
  { saveFails = false, removeFails = false, failedLoads = 0 } = {},
) {
  const calls = { loads: 0, saved: [] as string[][], removed: [] as string[] };
  const machine = appListMachine.provide({
    actors: {
      loadApps: fromPromise<AppInfo[]>(() =>
        calls.loads++ < failedLoads
          ? Promise.reject(new Error('请求错误，请稍后重试'))
          : Promise.resolve((answers[calls.loads - 1 - failedLoads] ?? answers[answers.length - 1]).map(app)),
      ),
      saveOrder: fromPromise<boolean, { ids: string[] }>(({ input }) => {
        calls.saved.push(input.ids);
        return saveFails ? Promise.reject(new Error('排序保存失败')) : Promise.resolve(true);
      }),
      removeApp: fromPromise<boolean, { id: string }>(({ input }) => {
        calls.removed.push(input.id);
        return removeFails ? Promise.reject(new Error('移除失败')) : Promise.resolve(true);
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}
const ready = (actor: AnyActorRef) =>
  waitFor(actor, (s: { matches: (value: string) => boolean }) => s.matches('ready'));
const contextOf = (actor: AnyActorRef) =>
  (
    actor.getSnapshot() as {
      context: { apps: AppInfo[]; selectedId: string; previous?: AppInfo[]; removingId?: string; error?: string };
    }
  ).context;

describe('moveItem', () => {
  it('takes the item out and puts it in at the target index', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
  });

  it.each(NO_MOVES)('leaves the list as it is for a move %s', (_what, from, to) => {
    const items = ['a', 'b', 'c'];
    expect(moveItem(items, from, to)).toBe(items);
    expect(items).toEqual(['a', 'b', 'c']);
  });
});

describe('my apps', () => {
  it('starts on the placeholder app with nothing listed, and stays there after loading', async () => {
    const { actor } = openList({}, [['1', '2']]);
    expect(contextOf(actor)).toMatchObject({ apps: [], selectedId: PLACEHOLDER });
    await ready(actor);
    expect(contextOf(actor)).toMatchObject({ selectedId: PLACEHOLDER });
    expect(ids(contextOf(actor).apps)).toEqual(['1', '2']);
  });

  it('coming back with an app keeps it selected when the list has it', async () => {
    const { actor } = openList({ selectedId: '2' }, [['1', '2', '3']]);
    expect(contextOf(actor).selectedId).toBe('2');
    await ready(actor);
    expect(contextOf(actor).selectedId).toBe('2');
  });

  it('falls back to the placeholder when the app to come back to is gone', async () => {
    const { actor } = openList({ selectedId: '9' }, [['1', '2']]);
    await ready(actor);
    expect(contextOf(actor).selectedId).toBe(PLACEHOLDER);
  });

  it('selecting a listed app or the placeholder only selects; an app not listed yet reloads, then is selected', async () => {
    const { actor, calls } = openList({}, [
      ['1', '2', '3'],
      ['1', '2', '3', '7'],
    ]);
    await ready(actor);
    actor.send({ type: 'APPS.SELECT', id: '1' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(contextOf(actor).selectedId).toBe('1');
    actor.send({ type: 'APPS.SELECT', id: PLACEHOLDER });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(contextOf(actor).selectedId).toBe(PLACEHOLDER);
    expect(calls.loads).toBe(1);

    actor.send({ type: 'APPS.SELECT', id: '7' });
    expect(actor.getSnapshot().value).toBe('loading');
    await ready(actor);
    expect(calls.loads).toBe(2);
    expect(contextOf(actor).selectedId).toBe('7');
  });

  it('a move is shown at once and saved in the new order', async () => {
    const { actor, calls } = openList({}, [['1', '2', '3']]);
    await ready(actor);
    actor.send({ type: 'APPS.MOVE', from: 0, to: 2 });
    expect(actor.getSnapshot().value).toBe('savingOrder');
    expect(ids(contextOf(actor).apps)).toEqual(['2', '3', '1']);
    await ready(actor);
    expect(calls.saved).toEqual([['2', '3', '1']]);
    expect(ids(contextOf(actor).apps)).toEqual(['2', '3', '1']);
    expect(contextOf(actor).previous).toBeUndefined();
  });

  it('a refused save puts the old order back', async () => {
    const { actor, calls } = openList({}, [['1', '2', '3']], { saveFails: true });
    await ready(actor);
    actor.send({ type: 'APPS.MOVE', from: 2, to: 0 });
    expect(ids(contextOf(actor).apps)).toEqual(['3', '1', '2']);
    await ready(actor);
    expect(calls.saved).toEqual([['3', '1', '2']]);
    expect(ids(contextOf(actor).apps)).toEqual(['1', '2', '3']);
    expect(contextOf(actor).previous).toBeUndefined();
  });

  it.each(NO_MOVES)('a move %s saves nothing', async (_what, from, to) => {
    const { actor, calls } = openList({}, [['1', '2', '3']]);
    await ready(actor);
    actor.send({ type: 'APPS.MOVE', from, to });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(ids(contextOf(actor).apps)).toEqual(['1', '2', '3']);
    expect(calls.saved).toEqual([]);
  });

  it('removing an app says so and reloads the list', async () => {
    const { actor, calls } = openList({}, [['1', '2'], ['1']]);
    await ready(actor);
    actor.send({ type: 'APPS.REMOVE', id: '2' });
    expect(actor.getSnapshot().value).toBe('removing');
    expect(contextOf(actor).removingId).toBe('2');
    await waitFor(actor, (s) => s.matches('loading'));
    expect(calls.removed).toEqual(['2']);
    expect(contextOf(actor).removingId).toBeUndefined();
    expect(heard).toEqual([{ message: appMessages.removed, kind: 'success' }]);
    await ready(actor);
    expect(ids(contextOf(actor).apps)).toEqual(['1']);
  });

  it('a refused removal keeps the list as it was', async () => {
    const { actor, calls } = openList({}, [['1', '2']], { removeFails: true });
    await ready(actor);
    actor.send({ type: 'APPS.REMOVE', id: '2' });
    await ready(actor);
    expect(calls).toMatchObject({ loads: 1, removed: ['2'] });
    expect(contextOf(actor).removingId).toBeUndefined();
    expect(ids(contextOf(actor).apps)).toEqual(['1', '2']);
    expect(heard).toEqual([]);
  });

  it('a failed load says why and loads again on 刷新, as 刷新 does on a loaded list', async () => {
    const { actor, calls } = openList({}, [['1'], ['1', '2']], { failedLoads: 1 });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(contextOf(actor).error).toBe('请求错误，请稍后重试');
    actor.send({ type: 'APPS.REFRESH' });
    await ready(actor);
    expect(ids(contextOf(actor).apps)).toEqual(['1']);
    expect(contextOf(actor).error).toBeUndefined();
    actor.send({ type: 'APPS.REFRESH' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await ready(actor);
    expect(ids(contextOf(actor).apps)).toEqual(['1', '2']);
    expect(calls.loads).toBe(3);
  });
});
