import { type AnyStateMachine, type EventObject } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import type { TransitionCase } from './modelHarness';

type Snapshot = ReturnType<AnyStateMachine['transition']>;
interface Node {
  state: Snapshot;
  transitions: Record<string, { event: EventObject; state: Snapshot }>;
}

/**
 * Like modelHarness.everyTransition, but the path to each source state comes from a breadth-first
 * walk of the adjacency map itself (so every state has its way in), and events carrying files
 * are told apart by the file's name.
 */
export function transitionCases(
  machine: AnyStateMachine,
  { input, events, serialize }: { input?: unknown; events: EventObject[]; serialize: (s: Snapshot) => string },
): TransitionCase[] {
  const map = getAdjacencyMap(machine, {
    input,
    events: (s: Snapshot) => events.filter((e) => s.can(e)),
    serializeState: serialize,
    // Files stringify to {}: without their names, two upload events would count as one.
    serializeEvent: (e: EventObject) => JSON.stringify(e, (_k, v: unknown) => (v instanceof File ? `file:${v.name}` : v)),
  }) as unknown as Record<string, Node>;
  const keys = Object.keys(map);
  const pathTo = new Map<string, TransitionCase['steps']>([[keys[0], []]]);
  const queue = [keys[0]];
  while (queue.length) {
    const key = queue.shift()!;
    for (const { event, state } of Object.values(map[key].transitions)) {
      const next = serialize(state);
      if (pathTo.has(next)) continue;
      pathTo.set(next, [...pathTo.get(key)!, { event, expected: state.value }]);
      queue.push(next);
    }
  }
  return keys.flatMap((key) =>
    Object.values(map[key].transitions).map(({ event, state }) => ({
      description: `${JSON.stringify(map[key].state.value)} —${event.type}→ ${JSON.stringify(state.value)}`,
      steps: [...(pathTo.get(key) ?? []), { event, expected: state.value }],
      from: map[key].state.value,
    })),
  );
}
