import { describe, expect, it, vi } from 'vitest';
import {
  assign,
  createActor,
  createMachine,
  fromCallback,
  setup,
  type AnyActorRef,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { createLazyFlowMachine, flowSystemId } from '../../src/machines/lazyFlow';
import { ControlledActors, flush, expectEveryStateReachable, byValue } from './modelHarness';

const record = assign<{ seen: string[] }, EventObject, undefined, EventObject, never>({
  seen: ({ context, event }) => [...context.seen, event.type],
});
/** A dialog flow as the app's are: `closed` until opened, recording what reaches it. */
const toyFlow = createMachine({
  types: {} as { context: { seen: string[] } },
  context: { seen: [] },
  initial: 'closed',
  states: {
    closed: { on: { 'TOY.OPEN': { target: 'open', actions: record }, '*': { actions: record } } },
    open: { on: { 'TOY.CLOSE': { target: 'closed', actions: record }, '*': { actions: record } } },
  },
});

const options = { systemId: 'toy', opensWith: ['TOY.OPEN'] };

describe('lazyFlow machine (model)', () => {
  const events: EventObject[] = [
    { type: 'TOY.OPEN' },
    { type: 'TOY.CLOSE' },
    { type: 'xstate.done.actor.load', output: toyFlow } as EventObject,
    { type: 'xstate.error.actor.load', error: new Error('chunk failed') } as EventObject,
    { type: 'lazy.flowChanged', open: true } as EventObject,
  ];
  // The flow's own transitions are its model's business: here the stand-in's are walked, with
  // its load under the test's control and no subscription to the spawned flow.
  const build = (control: ControlledActors) =>
    createLazyFlowMachine({ ...options, load: () => Promise.reject(new Error('not used')) }).provide({
      actors: { load: control.actor<AnyStateMachine>(), watch: fromCallback(() => () => undefined) },
    });
  it('reaches every state', () =>
    expectEveryStateReachable(build(new ControlledActors()), { events, serialize: byValue }));
});

describe('lazyFlow machine (rules)', () => {
  /** The stand-in inside a system, as the app runs it. */
  function start(load: () => Promise<AnyStateMachine>) {
    const root = setup({ actors: { lazy: createLazyFlowMachine({ ...options, load }) } }).createMachine({
      invoke: { id: 'toy', systemId: 'toy', src: 'lazy' },
    });
    const app = createActor(root).start();
    const door = app.system.get('toy') as AnyActorRef;
    const flow = () => app.system.get(flowSystemId('toy')) as AnyActorRef | undefined;
    return { app, door, flow };
  }

  it('loads nothing until an opening event; other events meanwhile are no-ops', async () => {
    const load = vi.fn(() => Promise.resolve(toyFlow));
    const { door, flow } = start(load);
    door.send({ type: 'TOY.CLOSE' });
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(door.getSnapshot().value).toBe('closedUnloaded');
    expect(flow()).toBeUndefined();
  });

  it('the first opening loads the flow, which gets that event and those sent while loading, in order', async () => {
    let release!: (m: AnyStateMachine) => void;
    const { door, flow } = start(() => new Promise((resolve) => (release = resolve)));
    door.send({ type: 'TOY.OPEN' });
    door.send({ type: 'TOY.TYPE' });
    expect(door.getSnapshot().value).toBe('loading');
    expect(door.getSnapshot().context.open).toBe(false);
    release(toyFlow);
    await flush();
    expect(flow()!.getSnapshot().context.seen).toEqual(['TOY.OPEN', 'TOY.TYPE']);
    expect(flow()!.getSnapshot().value).toBe('open');
    expect(door.getSnapshot().context.open).toBe(true);
  });

  it('forwards later events, and `open` follows the flow in and out of closed', async () => {
    const { door, flow } = start(() => Promise.resolve(toyFlow));
    door.send({ type: 'TOY.OPEN' });
    await flush();
    door.send({ type: 'TOY.CLOSE' });
    expect(flow()!.getSnapshot().value).toBe('closed');
    expect(door.getSnapshot().context.open).toBe(false);
    door.send({ type: 'TOY.OPEN' });
    expect(door.getSnapshot().context.open).toBe(true);
    expect(flow()!.getSnapshot().context.seen).toEqual(['TOY.OPEN', 'TOY.CLOSE', 'TOY.OPEN']);
  });

  it("the stand-in's own events (xstate.*, lazy.*) are never handed to the flow, while it loads or after", async () => {
    let release!: (m: AnyStateMachine) => void;
    const { door, flow } = start(() => new Promise((resolve) => (release = resolve)));
    door.send({ type: 'TOY.OPEN' });
    door.send({ type: 'lazy.flowChanged', open: true } as EventObject);
    door.send({ type: 'xstate.done.actor.other' } as EventObject);
    door.send({ type: 'TOY.TYPE' });
    expect((door.getSnapshot().context.queued as EventObject[]).map((e) => e.type)).toEqual(['TOY.OPEN', 'TOY.TYPE']);
    release(toyFlow);
    await flush();
    // Handed over: nothing is left waiting.
    expect(door.getSnapshot().context.queued).toEqual([]);
    door.send({ type: 'lazy.other' } as EventObject);
    door.send({ type: 'xstate.done.actor.other' } as EventObject);
    door.send({ type: 'TOY.CLOSE' });
    expect(flow()!.getSnapshot().context.seen).toEqual(['TOY.OPEN', 'TOY.TYPE', 'TOY.CLOSE']);
  });

  it('a failed load drops that opening; the next opening loads again', async () => {
    const load = vi
      .fn<() => Promise<AnyStateMachine>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(toyFlow);
    const { door, flow } = start(load);
    door.send({ type: 'TOY.OPEN' });
    await flush();
    expect(door.getSnapshot().value).toBe('closedUnloaded');
    expect(flow()).toBeUndefined();
    door.send({ type: 'TOY.OPEN' });
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(flow()!.getSnapshot().value).toBe('open');
    expect(flow()!.getSnapshot().context.seen).toEqual(['TOY.OPEN']);
  });
});
