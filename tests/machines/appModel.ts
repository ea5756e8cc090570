import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateMachine, type EventObject } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { ControlledActors, everyTransition, type TransitionCase } from './modelHarness';

export interface Built {
  machine: AnyStateMachine;
  control: ControlledActors;
}

/**
 * The model-based suite every app-center machine gets: one case per transition of its graph
 * (explored by state value, since the lists in context grow), each replayed on a fresh actor
 * whose promise actors the test settles, and a check that every state is reached.
 */
/** Every leaf path ('ready.sessions.idle') a state value holds, parallel regions included. */
function leafPaths(value: unknown, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, sub]) => leafPaths(sub, [...prefix, key]));
  return [];
}

/** Like expectAllStatesReached, but reading parallel state values region by region. */
function expectEveryLeafReached(machine: AnyStateMachine, cases: TransitionCase[]): void {
  const reached = new Set(cases.flatMap((c) => [c.from, ...c.steps.map((s) => s.expected)].flatMap((v) => leafPaths(v))));
  const leaves = getStateNodes(machine.root).filter((n) => (n.type === 'atomic' || n.type === 'final') && !n.always?.length);
  for (const leaf of leaves) expect(reached.has(leaf.path.join('.')), `state ${leaf.path.join('.')} is reached`).toBe(true);
}

type Snapshot = ReturnType<AnyStateMachine['transition']>;

/** Generic over the event type so each suite's payloads (id, output, error…) keep their own shape. */
export function modelSuite<E extends EventObject>(
  name: string,
  build: () => Built,
  events: readonly E[],
  { input, serialize }: { input?: unknown; serialize?: (s: Snapshot) => string } = {},
): void {
  describe(`${name} (model)`, () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());
    const cases = everyTransition(build().machine, serialize ? { events: [...events], input, serialize } : { events: [...events], input, byValueOnly: true });

    it('reaches every state', () => expectEveryLeafReached(build().machine, cases));

    it.each(cases.map((c) => [c.description, c] as const))('%s', async (_d, testCase) => {
      const { machine, control } = build();
      const actor = createActor(machine, { input }).start();
      for (const step of testCase.steps) {
        if (step.event.type.startsWith('xstate.after.')) await vi.advanceTimersByTimeAsync(60_000);
        else if (!control.settle(step.event)) actor.send(step.event);
        await vi.advanceTimersByTimeAsync(0);
        expect(actor.getSnapshot().value).toEqual(step.expected);
      }
      actor.stop();
    });
  });
}
