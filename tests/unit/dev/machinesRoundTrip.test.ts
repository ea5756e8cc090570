// Every exported machine loads with xstate's own createMachine(json), provided its named
// implementations as stand-ins, starts, and has the graph of the live machine it came from. Both
// graphs are read here from xstate's state nodes, not through the exporter.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, setup, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { exportMachines, type ExportedMachine } from '../../../src/dev/exportMachines';
import type { Implementations } from '../../../src/dev/machineDefinition';
import { catalogOf } from '../../../src/dev/machineCatalog';

const modules = import.meta.glob<Record<string, unknown>>('../../../src/machines/*.ts', { eager: true });
const live = catalogOf(
  Object.fromEntries(
    Object.entries(modules).map(([path, m]) => [path.replace(/^.*\/src\/machines\//, '../machines/'), m]),
  ),
);

const outDir = mkdtempSync(join(tmpdir(), 'machines-round-trip-'));
let index: ExportedMachine[] = [];
beforeAll(
  async () =>
    void (
      await exportMachines(outDir),
      (index = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8')) as ExportedMachine[])
    ),
);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));
beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

type Fn = ((...args: never[]) => unknown) & Record<string, unknown>;

/** What a function of the live machine is: an XState built-in by its type, else inline code. */
function liveFunctionKind(fn: Fn): string {
  if (typeof fn.type === 'string') return fn.type.replace(/^xstate\./, '');
  if (Array.isArray(fn.guards)) return fn.name;
  if ('stateValue' in fn) return 'stateIn';
  return 'inline';
}

/** A reference as the graph shows it: a name, its static parameters, or `<kind>` for code written in place. */
function describeRef(ref: unknown, listed?: Implementations[keyof Implementations]): string {
  if (typeof ref === 'function') {
    const fn = ref as Fn;
    // The timers XState itself adds for `after`: the same on both sides, delay included.
    if (typeof fn.id === 'string' && fn.id.startsWith('xstate.after.'))
      return `${String(fn.type)} ${fn.id} ${JSON.stringify(fn.delay)}`;
    return `<${liveFunctionKind(fn)}>`;
  }
  const { type, params } =
    typeof ref === 'string' ? { type: ref, params: undefined } : (ref as { type: string; params?: unknown });
  const name = !listed
    ? type
    : !(type in listed)
      ? `<unlisted ${type}>`
      : listed[type].kind === 'named'
        ? type
        : `<${listed[type].kind}>`;
  return params === undefined || typeof params === 'function' ? name : `${name} ${JSON.stringify(params)}`;
}

interface Graph {
  [stateId: string]: {
    type: string;
    history: unknown;
    tags: string[];
    initial: string[];
    entry: string[];
    exit: string[];
    invoke: string[];
    on: Record<
      string,
      { target: string[] | null; reenter: boolean; guard: string | null; actions: string[]; delay: unknown }[]
    >;
  };
}

/** The graph of a machine from xstate's own state nodes; `listed` reads the export's names (the loaded side). */
function graphOf(machine: AnyStateMachine, listed?: Implementations): Graph {
  const graph: Graph = {};
  const actions = (list: readonly unknown[]) => list.map((a) => describeRef(a, listed?.actions));
  const walk = (node: AnyStateNode) => {
    const transitions = [...node.transitions.entries(), ['(always)', node.always ?? []] as const];
    graph[node.id] = {
      type: node.type,
      history: node.history,
      tags: [...node.tags].sort(),
      initial: node.initial ? [...node.initial.target.map((t) => t.id), ...actions(node.initial.actions)] : [],
      entry: actions(node.entry),
      exit: actions(node.exit),
      invoke: node.invoke.map((i) => {
        const src =
          typeof i.src !== 'string' || i.src.startsWith('xstate.invoke.')
            ? '<logic>'
            : describeRef(i.src, listed?.actors);
        return `${i.id} ${src} ${i.systemId ?? ''}`;
      }),
      on: Object.fromEntries(
        transitions
          .filter(([, list]) => list.length > 0)
          .map(([event, list]) => [
            event,
            list.map((t) => ({
              target: t.target?.map((s) => s.id) ?? null,
              reenter: t.reenter,
              guard: t.guard === undefined ? null : describeRef(t.guard, listed?.guards),
              actions: actions(t.actions),
              delay: (t as { delay?: unknown }).delay ?? null,
            })),
          ]),
      ),
    };
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return graph;
}

/** Stand-ins by name, built from what index.json lists: the only knowledge a loader has. */
function loadExported(json: unknown, { actions, guards, actors, delays }: Implementations): AnyStateMachine {
  const named = <T>(names: object, value: T) => Object.fromEntries(Object.keys(names).map((n) => [n, value]));
  return setup({
    actions: named(actions, () => undefined),
    guards: named(guards, () => false),
    actors: named(
      actors,
      fromCallback(() => undefined),
    ),
    delays: named(delays, 1000),
  }).createMachine(json as never) as unknown as AnyStateMachine;
}

describe('exported machines round-trip through createMachine(json)', () => {
  it('exports every live machine, each once', () => {
    expect(index.map((e) => `${e.file}#${e.exportName}`)).toEqual(
      live.map((e) => `src/machines/${e.file}#${e.exportName}`),
    );
  });

  it.each(live.map((e) => [`${e.file}#${e.exportName}`, e] as const))(
    '%s loads, starts, and has the live graph',
    (key, { machine }) => {
      const exported = index.find((e) => `${e.file.replace('src/machines/', '')}#${e.exportName}` === key)!;
      const json: unknown = JSON.parse(readFileSync(join(outDir, exported.json), 'utf8'));
      const loaded = loadExported(json, exported.implementations);

      const errors: unknown[] = [];
      const actor = createActor(loaded);
      actor.subscribe({ error: (e) => errors.push(e) });
      actor.start();
      expect(errors).toEqual([]);
      expect(['active', 'done']).toContain(actor.getSnapshot().status);
      actor.stop();

      expect(graphOf(loaded, exported.implementations)).toEqual(graphOf(machine));
    },
  );

  it('covers eventless, delayed and inline-guarded transitions, so dropping one of them is seen', () => {
    const all = live.flatMap(({ machine }) => Object.values(graphOf(machine)).flatMap((s) => Object.entries(s.on)));
    const transitions = all.flatMap(([event, list]) => list.map((t) => ({ event, ...t })));
    expect(transitions.filter((t) => t.event === '(always)').length).toBeGreaterThan(10);
    expect(transitions.filter((t) => t.delay !== null).length).toBeGreaterThan(5);
    expect(transitions.filter((t) => t.guard === '<inline>').length).toBeGreaterThan(0);
    expect(transitions.filter((t) => t.actions.includes('<assign>')).length).toBeGreaterThan(100);
  });
});
