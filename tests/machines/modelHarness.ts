import { afterAll, expect, it } from 'vitest';
import {
  createActor,
  createMachine,
  fromPromise,
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyStateMachine,
  type EventObject,
  type Snapshot as XSnapshot,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes, type TestModel } from 'xstate/graph';

type Snapshot = ReturnType<AnyStateMachine['transition']>;

export interface Reachability {
  /** Starting inputs: the states reached from all of them together are counted. */
  inputs?: readonly unknown[];
  /** Offered in every state; a state only takes those it would act on. */
  events: readonly (EventObject & Record<string, unknown>)[];
  /**
   * Tells states apart. By default the whole snapshot; machines whose context grows without bound
   * (lists) pass the value plus what their guards read.
   */
  serialize?: (s: Snapshot) => string;
}

/** Every leaf path ('ready.sessions.idle') a state value holds, parallel regions included. */
function leafPaths(value: unknown, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, sub]) => leafPaths(sub, [...prefix, key]));
  return [];
}

/**
 * The two ways an invoked actor ends, as events for a graph walk: done with `output`, or failed
 * with `message` (the refusal the machine shows).
 */
export const settled = (id: string, output: unknown, message: string) => [
  { type: `xstate.done.actor.${id}`, output },
  { type: `xstate.error.actor.${id}`, error: new Error(message) },
];

/** For machines whose context grows without bound (lists): states told apart by value alone. */
export const byValue = (s: Snapshot) => JSON.stringify(s.value);

// Files stringify to {}: without their names, two upload events would count as one.
const serializeEvent = (e: EventObject) =>
  JSON.stringify(e, (_k, v: unknown) => (v instanceof File ? `file:${v.name}` : v));

/**
 * The one check generated from a machine's own graph: every state it declares can still be
 * reached from its start with these events. It finds dead states (a state no transition leads to
 * any more), never a wrong transition — the hand-written models and the rule tests are for those,
 * because replaying the graph on the machine it came from agrees with itself by construction.
 */
export function expectEveryStateReachable(
  machine: AnyStateMachine,
  { inputs = [undefined], events, serialize }: Reachability,
): void {
  const reached = new Set<string>();
  for (const input of inputs) {
    const map = getAdjacencyMap(machine, {
      input,
      events: (state: Snapshot) => events.filter((e) => state.can(e)),
      serializeEvent: serializeEvent as never,
      ...(serialize ? { serializeState: serialize } : {}),
    }) as unknown as Record<string, { state: Snapshot }>;
    for (const vertex of Object.values(map)) for (const path of leafPaths(vertex.state.value)) reached.add(path);
  }
  // Transient states (only `always` transitions) are passed through, never rested in.
  const leaves = getStateNodes(machine.root)
    .filter((n) => (n.type === 'atomic' || n.type === 'final') && !n.always?.length)
    .map((n) => n.path.join('.'));
  expect(
    leaves.filter((leaf) => !reached.has(leaf)),
    'states no sequence of these events reaches',
  ).toEqual([]);
}

type PathGenerator = Parameters<TestModel<Snapshot, EventObject, unknown>['getPaths']>[0];
type StatePath = ReturnType<PathGenerator>[number];

const edgeKey = (from: Snapshot, event: EventObject, to: Snapshot) =>
  `${JSON.stringify(from.value)} —${event.type}→ ${JSON.stringify(to.value)}`;

/**
 * Paths for a hand-written model that walk every one of its transitions, not only every state:
 * the shortest path to each state, plus, for each transition those leave out, the shortest path
 * to its source followed by it. createTestModel then drops the paths that are prefixes of others.
 */
const everyTransitionOf: PathGenerator = (logic, testModelOptions) => {
  // A state is its value and context: createTestModel's default key is the whole snapshot, in
  // which an event that changes nothing can still look like a new state.
  const options = { ...testModelOptions, serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context]) };
  const shortest = getShortestPaths(logic as AnyStateMachine, options as never) as unknown as StatePath[];
  const walked = new Set(
    shortest.flatMap((p) =>
      p.steps.slice(1).map((s, i) => edgeKey(p.steps[i].state as Snapshot, s.event, s.state as Snapshot)),
    ),
  );
  const serialize = options.serializeState as (s: Snapshot, e: undefined, p: undefined) => string;
  const to = new Map(shortest.map((p) => [serialize(p.state as Snapshot, undefined, undefined), p]));
  const adjacency = getAdjacencyMap(logic as AnyStateMachine, options as never) as unknown as Record<
    string,
    { transitions: Record<string, { event: EventObject; state: Snapshot }> }
  >;
  const paths = [...shortest];
  for (const [key, vertex] of Object.entries(adjacency)) {
    const before = to.get(key);
    if (!before) continue;
    const from = before.state as Snapshot;
    for (const { event, state } of Object.values(vertex.transitions)) {
      // An event whose guards all fail is no transition of the model.
      if (!from.can(event) || walked.has(edgeKey(from, event, state))) continue;
      walked.add(edgeKey(from, event, state));
      paths.push({ state, weight: before.weight + 1, steps: [...before.steps, { state, event }] } as StatePath);
    }
  }
  return paths;
};

export function pathsThroughEveryTransition<S extends XSnapshot<unknown>, E extends EventObject>(
  model: TestModel<S, E, unknown>,
) {
  return model.getPaths(everyTransitionOf as never);
}

/** Promise actors whose outcome the test decides, step by step. */
export class ControlledActors {
  private pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  /** The input each invoke last passed its stand-in, by invoke id. */
  readonly inputs = new Map<string, unknown>();

  /** Keyed by the invoke id, which is what done/error events name. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a stand-in takes whatever input its invoke passes
  actor<T, I = any>() {
    return fromPromise<T, I>(({ self, input }) => {
      this.inputs.set(self.id, input);
      return new Promise<T>((resolve, reject) =>
        this.pending.set(self.id, { resolve: resolve as (v: unknown) => void, reject }),
      );
    });
  }

  /** Whether a request of this invoke id waits for an answer. */
  isPending(id: string): boolean {
    return this.pending.has(id);
  }

  /** Answers the waiting request of invoke `id` as the server would: with its output, or refused. */
  answer(id: string, outcome: { output: unknown } | { error: unknown }): void {
    this.settle(
      'output' in outcome
        ? { type: `xstate.done.actor.${id}`, output: outcome.output }
        : { type: `xstate.error.actor.${id}`, error: outcome.error },
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

/**
 * A small deterministic generator for the seeded walks, so a failing walk can be replayed from its
 * seed: `next(n)` gives 0 … n − 1. The high bits of this linear congruential generator are used,
 * its low bits repeat quickly.
 */
export function random(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return Math.floor((state / 2 ** 31) * n);
  };
}

/** What one model file says of its seeded walks; seededWalks runs the loop around it. */
export interface SeededWalk<Seen, Step, Sut> {
  seeds: number;
  steps: number;
  /** One value for every walk: the model's steps return new states and never change the one they are given. */
  initial: NoInfer<Seen>;
  /** Built afresh for each walk, so that no walk sees another's actor; the seed may choose among inputs. */
  start: (seed: number) => Sut;
  pick: (next: (n: number) => number, seen: Seen, i: number) => Step;
  step: (seen: Seen, s: Step, sut: Sut) => Seen;
  count?: (s: Step, before: Seen, seen: Seen) => void;
  /** Puts the step to the machine; `at` (seed and step) names it in messages of drive's own. */
  drive: (sut: Sut, s: Step, before: Seen, seen: Seen, at: string) => void | Promise<void>;
  /** Compares the machine with the model after each step; `where` names the seed, step and what it was. */
  check: (sut: Sut, seen: Seen, where: string) => void;
  /** Checks of the whole walk, and stopping the actor. */
  end?: (sut: Sut, seen: Seen) => void;
}

/** The one loop every seeded walk runs, so that each file writes only its model, its picker and its checks. */
export function seededWalks<Seen, Step, Sut>(walk: SeededWalk<Seen, Step, Sut>): void {
  for (let seed = 1; seed <= walk.seeds; seed += 1) {
    it(`walk ${seed}`, async () => {
      const sut = walk.start(seed);
      let seen = walk.initial;
      const next = random(seed);
      for (let i = 0; i < walk.steps; i += 1) {
        const s = walk.pick(next, seen, i);
        const before = seen;
        seen = walk.step(seen, s, sut);
        walk.count?.(s, before, seen);
        const at = `seed ${seed}, step ${i}`;
        await walk.drive(sut, s, before, seen, at);
        walk.check(sut, seen, `${at} (${JSON.stringify(s)})`);
      }
      walk.end?.(sut, seen);
    });
  }
}

/** Lets settled promises and the actors they wake run: one macrotask, no wall-clock wait. */
export const flush = () => new Promise((r) => setTimeout(r, 0));

/**
 * Tallies of what a block's seeded walks reached, checked when the block ends: walks too short to
 * reach a branch fail instead of passing without having tested it. Call inside `describe`; each
 * count must end above its minimum.
 */
export function tally<K extends string>(atLeast: Record<K, number>): Record<K, number> {
  const reached = Object.fromEntries(Object.keys(atLeast).map((what) => [what, 0])) as Record<K, number>;
  afterAll(() => {
    for (const what of Object.keys(atLeast) as K[]) expect(reached[what], what).toBeGreaterThan(atLeast[what]);
  });
  return reached;
}

/** Inputs and events that reach every state of a list machine (listMachine), in both modes. */
export function listWalk(
  query: unknown,
  page: { records: unknown[]; total: number; pageNum: number; pageSize: number; pages: number },
) {
  return {
    inputs: [{ query: {} }, { query: {}, mode: 'infinite', pageSize: page.records.length }],
    events: [
      { type: 'xstate.done.actor.loadPage', output: page },
      { type: 'xstate.error.actor.loadPage', error: new Error('请求错误，请稍后重试') },
      { type: 'xstate.done.actor.loadMore', output: { ...page, pageNum: 2 } },
      { type: 'xstate.error.actor.loadMore', error: new Error('请求错误，请稍后重试') },
      { type: 'LIST.PAGE', pageNum: 2 },
      { type: 'LIST.MORE' },
      { type: 'LIST.RETRY' },
      { type: 'LIST.QUERY', query },
      { type: 'LIST.RELOAD' },
    ] as EventObject[],
  };
}

/** A flow and a session stand-in in one actor system, as the app runs them: the flow finds the session by its systemId. */
export function inSystemWithSession<M extends AnyStateMachine>(session: AnyActorLogic, flow: M, systemId: string) {
  const parent = createMachine({
    invoke: [
      { id: 'session', systemId: 'session', src: session },
      { id: 'flow', systemId, src: flow },
    ],
  });
  const root = createActor(parent).start();
  return { root, actor: root.system.get(systemId) as ActorRefFrom<M> };
}
