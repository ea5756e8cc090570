import { expect } from 'vitest';
import { fromPromise, type AnyStateMachine, type EventObject } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getStateNodes, serializeSnapshot } from 'xstate/graph';

type Snapshot = ReturnType<AnyStateMachine['transition']>;
type Options = {
  input?: unknown;
  events: EventObject[];
  /** Machines whose context grows without bound (lists) are explored by state value alone… */
  byValueOnly?: boolean;
  /** …or by the value plus the part of the context their guards read. */
  serialize?: (s: Snapshot) => string;
};
const byValue = (s: Snapshot) => JSON.stringify(s.value);

export interface TransitionCase {
  description: string;
  /** The events from the initial state, ending with the transition under test. */
  steps: { event: EventObject; expected: unknown }[];
  /** The source state of the transition under test. */
  from: unknown;
}

/**
 * One case per transition of the machine's graph: the shortest path to its source state,
 * then the transition itself. Together they reach every state and every transition.
 */
export function everyTransition(machine: AnyStateMachine, { input, events, byValueOnly, serialize: custom }: Options): TransitionCase[] {
  const serialize = custom ?? (byValueOnly ? byValue : serializeSnapshot);
  // Only events the state would act on: an event it ignores is no transition to test.
  const options = {
    input,
    events: (state: Snapshot) => events.filter((e) => state.can(e)),
    ...(custom || byValueOnly ? { serializeState: serialize } : {}),
  };
  const paths = getShortestPaths(machine, options);
  const stepsTo = new Map(
    paths.map((p) => [
      serialize(p.state),
      p.steps.filter((s) => s.event.type !== 'xstate.init').map((s) => ({ event: s.event, expected: s.state.value })),
    ]),
  );
  const edges = adjacencyMapToArray(getAdjacencyMap(machine, options));
  return edges.map((edge) => ({
    description: `${JSON.stringify(edge.state.value)} —${edge.event.type}→ ${JSON.stringify(edge.nextState.value)}`,
    steps: [...(stepsTo.get(serialize(edge.state)) ?? []), { event: edge.event, expected: edge.nextState.value }],
    from: edge.state.value,
  }));
}

/** Every atomic state must be the target of some case. */
export function expectAllStatesReached(machine: AnyStateMachine, cases: TransitionCase[]): void {
  const reached = new Set(cases.flatMap((c) => [c.from, ...c.steps.map((s) => s.expected)].map((v) => JSON.stringify(v))));
  // Transient states (only `always` transitions) are passed through, never rested in.
  const leaves = getStateNodes(machine.root).filter((n) => (n.type === 'atomic' || n.type === 'final') && !n.always?.length);
  for (const leaf of leaves) {
    const path = leaf.path;
    const asValue = path.reduceRight<unknown>((acc, key) => (acc === undefined ? key : { [key]: acc }), undefined);
    const found = [...reached].some((r) => r === JSON.stringify(asValue) || r.includes(JSON.stringify(asValue).slice(1, -1)));
    expect(found, `state ${path.join('.')} is reached`).toBe(true);
  }
}

/** Promise actors whose outcome the test decides, step by step. */
export class ControlledActors {
  private pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();

  /** Keyed by the invoke id, which is what done/error events name. */
  actor<T, I = any>() { // eslint-disable-line @typescript-eslint/no-explicit-any
    return fromPromise<T, I>(
      ({ self }) => new Promise<T>((resolve, reject) => this.pending.set(self.id, { resolve: resolve as (v: unknown) => void, reject })),
    );
  }

  settle(event: EventObject & { output?: unknown; error?: unknown }): boolean {
    const m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (!m) return false;
    const entry = this.pending.get(m[2]);
    if (!entry) throw new Error(`no pending actor ${m[2]}`);
    this.pending.delete(m[2]);
    if (m[1] === 'done') entry.resolve(event.output);
    else entry.reject(event.error ?? new Error('failed'));
    return true;
  }
}

export const flush = () => new Promise((r) => setTimeout(r, 0));
