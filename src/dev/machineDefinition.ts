import { fromCallback, setup, type AnyStateMachine, type AnyStateNode } from 'xstate';

/** What stands behind a name the definition references: where it comes from and where it is used. */
export interface Implementation {
  /**
   * `named`: referenced by this name in the machine (from `setup()` or `provide()`); `inline`: a
   * function written in place; otherwise the XState built-in it is (`assign`, `raise`, `and`, …).
   */
  kind: string;
  /** The places using it: `<state id> <slot>`, e.g. `apiKeys.editing on KEYS.SUBMIT`. */
  at: string[];
  /** Some use passes parameters computed from context and event, which JSON cannot carry. */
  computedParams?: true;
  /** An action that spawns a child: the actor (by its name in `actors`) and the child's ids. */
  spawns?: { src: string; id?: string; systemId?: string };
}

export interface Implementations {
  actions: Record<string, Implementation>;
  guards: Record<string, Implementation>;
  actors: Record<string, Implementation>;
  delays: Record<string, Implementation>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/**
 * A machine as a loadable definition: `config` is what `createMachine(config)` takes (what
 * Stately Studio imports), with every action, guard, actor and delay referenced by name;
 * `implementations` lists those names, so `setup({ actions, guards, actors, delays })` can
 * provide them.
 */
export interface MachineDefinition {
  config: JsonObject;
  implementations: Implementations;
}

type Kind = keyof Implementations;
type Fn = ((...args: never[]) => unknown) & Record<string, unknown>;

/** Names a function gets from where it is written, not from its author. */
const anonymousNames = new Set(['', 'entry', 'exit', 'actions', 'guard', 'action', 'actor', 'anonymous']);
const anonymousBase: Record<Kind, string> = { actions: 'action', guards: 'guard', actors: 'actor', delays: 'delay' };
const arrayOf = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const isJsonSafe = (value: unknown) => value !== undefined && typeof value !== 'function';
/** Plain data only: functions inside a value have no JSON form and are left out. */
const jsonOf = (value: unknown): Json => JSON.parse(JSON.stringify(value)) as Json;
const eventTypeOf = (event: unknown) =>
  event && typeof event === 'object' && 'type' in event ? String(event.type) : undefined;
const call = (name: string, ...args: (string | undefined)[]) => {
  const given = args.filter((a) => a !== undefined);
  return given.length > 0 ? `${name}(${given.join(', ')})` : name;
};

/** A built-in action's readable name: what it does and, where it is plain data, to what. */
function builtInActionName(action: Fn): string {
  const kind = String(action.type).replace(/^xstate\./, '');
  switch (kind) {
    case 'assign':
      return typeof action.assignment === 'object' && action.assignment
        ? call('assign', Object.keys(action.assignment).join(', '))
        : 'assign';
    case 'raise':
    case 'emit':
      return call(kind, eventTypeOf(action.event));
    case 'sendTo':
      return call('sendTo', typeof action.to === 'string' ? action.to : undefined, eventTypeOf(action.event));
    case 'cancel':
      return call('cancel', typeof action.sendId === 'string' ? action.sendId : undefined);
    case 'spawnChild':
      return call('spawnChild', typeof action.src === 'string' ? action.src : undefined);
    case 'stopChild':
      return call('stopChild', typeof action.actorRef === 'string' ? action.actorRef : undefined);
    default:
      return kind;
  }
}

class Namer {
  readonly implementations: Implementations = { actions: {}, guards: {}, actors: {}, delays: {} };
  private readonly names = new Map<unknown, string>();

  constructor(machine: AnyStateMachine) {
    const given = machine.implementations as Record<Kind, Record<string, unknown>>;
    for (const kind of ['actions', 'guards', 'actors', 'delays'] as const)
      for (const name of Object.keys(given[kind] ?? {})) this.record(kind, name, 'named');
    for (const [name, action] of Object.entries(given.actions ?? {}))
      if (isSpawn(action)) this.implementations.actions[name].spawns = this.spawned(action, `action ${name}`);
  }

  spawned(spawn: Fn, at: string): Implementation['spawns'] {
    const src =
      typeof spawn.src === 'string'
        ? this.record('actors', spawn.src, 'named', at)
        : this.nameOf('actors', spawn.src, typeof spawn.id === 'string' ? spawn.id : '', 'logic', at);
    return { src, id: spawn.id as string | undefined, systemId: spawn.systemId as string | undefined };
  }

  /** Records a use of `name`; `at` is where. */
  record(kind: Kind, name: string, implementationKind: string, at?: string, computedParams?: boolean): string {
    const entry = (this.implementations[kind][name] ??= { kind: implementationKind, at: [] });
    if (at && !entry.at.includes(at)) entry.at.push(at);
    if (computedParams) entry.computedParams = true;
    return name;
  }

  /**
   * The name of something written in place: its own name where that is unique in the machine,
   * else the name with the place it is first met. The same function used twice keeps one name.
   */
  nameOf(kind: Kind, value: unknown, ownName: string, implementationKind: string, at: string): string {
    const known = this.names.get(value);
    if (known) return this.record(kind, known, implementationKind, at);
    const taken = this.implementations[kind];
    const anonymous = anonymousNames.has(ownName);
    const placed = `${anonymous ? anonymousBase[kind] : ownName} @ ${at}`;
    let name = anonymous || ownName in taken ? placed : ownName;
    for (let n = 2; name in taken; n += 1) name = `${placed} #${n}`;
    this.names.set(value, name);
    return this.record(kind, name, implementationKind, at);
  }
}

const isSpawn = (action: unknown): action is Fn =>
  typeof action === 'function' && (action as Fn).type === 'xstate.spawnChild';

function actorRef(namer: Namer, src: unknown, id: string | undefined, at: string): string {
  return typeof src === 'string'
    ? namer.record('actors', src, 'named', at)
    : namer.nameOf('actors', src, id ?? '', 'logic', at);
}

type Parameterised = { type: string; params?: unknown };

/** `{ type, params }` as written; parameters computed from context and event are left to the implementation. */
function parameterisedRef(namer: Namer, kind: 'actions' | 'guards', { type, params }: Parameterised, at: string): Json {
  namer.record(kind, type, 'named', at, typeof params === 'function');
  return isJsonSafe(params) ? { type, params: jsonOf(params) } : type;
}

function actionRef(namer: Namer, action: unknown, at: string): Json {
  if (typeof action === 'string') return namer.record('actions', action, 'named', at);
  if (typeof action === 'function') {
    const fn = action as Fn;
    if (typeof fn.type !== 'string') return namer.nameOf('actions', fn, fn.name, 'inline', at);
    if (typeof fn.delay === 'string') namer.record('delays', fn.delay, 'named', at);
    const name = namer.nameOf('actions', fn, builtInActionName(fn), fn.type.replace(/^xstate\./, ''), at);
    if (isSpawn(fn)) namer.implementations.actions[name].spawns = namer.spawned(fn, at);
    return name;
  }
  return parameterisedRef(namer, 'actions', action as Parameterised, at);
}

function guardBaseName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as Fn;
    if (Array.isArray(fn.guards)) return call(fn.name, ...fn.guards.map(guardBaseName));
    if ('stateValue' in fn)
      return call('stateIn', typeof fn.stateValue === 'string' ? fn.stateValue : JSON.stringify(fn.stateValue));
    return anonymousNames.has(fn.name) ? 'guard' : fn.name;
  }
  return String((guard as { type: unknown }).type);
}

function guardRef(namer: Namer, guard: unknown, at: string): Json | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return namer.record('guards', guard, 'named', at);
  if (typeof guard === 'function') {
    const fn = guard as Fn;
    const kind = Array.isArray(fn.guards) ? fn.name : 'stateValue' in fn ? 'stateIn' : 'inline';
    return namer.nameOf('guards', fn, guardBaseName(fn), kind, at);
  }
  return parameterisedRef(namer, 'guards', guard as Parameterised, at);
}

type TransitionConfig =
  | string
  | { target?: unknown; guard?: unknown; actions?: unknown; reenter?: boolean; description?: string; meta?: unknown };

function transitionsOf(
  namer: Namer,
  config: TransitionConfig | TransitionConfig[] | undefined,
  at: string,
): Json | undefined {
  if (config === undefined) return undefined;
  const list = arrayOf(config);
  const out = list.map((t, i): Json => {
    if (typeof t === 'string') return { target: t };
    const where = list.length > 1 ? `${at}[${i}]` : at;
    const transition: JsonObject = {};
    if (t.target !== undefined) transition.target = jsonOf(t.target);
    const guard = guardRef(namer, t.guard, where);
    if (guard !== undefined) transition.guard = guard;
    const actions = arrayOf(t.actions).map((a) => actionRef(namer, a, where));
    if (actions.length > 0) transition.actions = actions;
    if (t.reenter !== undefined) transition.reenter = t.reenter;
    if (t.description !== undefined) transition.description = t.description;
    if (isJsonSafe(t.meta)) transition.meta = jsonOf(t.meta);
    return transition;
  });
  return Array.isArray(config) ? out : out[0];
}

interface InvokeConfig {
  id?: string;
  src: unknown;
  systemId?: string;
  input?: unknown;
  onDone?: TransitionConfig;
  onError?: TransitionConfig;
  onSnapshot?: TransitionConfig;
}

function invokeOf(namer: Namer, invoke: InvokeConfig, stateId: string, index: number): JsonObject {
  const at = `${stateId} invoke ${invoke.id ?? index}`;
  const out: JsonObject = { src: actorRef(namer, invoke.src, invoke.id, at) };
  if (invoke.id !== undefined) out.id = invoke.id;
  if (invoke.systemId !== undefined) out.systemId = invoke.systemId;
  if (isJsonSafe(invoke.input)) out.input = jsonOf(invoke.input);
  for (const key of ['onDone', 'onError', 'onSnapshot'] as const) {
    const transitions = transitionsOf(namer, invoke[key], `${at} ${key}`);
    if (transitions !== undefined) out[key] = transitions;
  }
  return out;
}

// Data as written; `types` and `schemas` only inform TypeScript.
const plainKeys = [
  'id',
  'type',
  'history',
  'target',
  'tags',
  'description',
  'meta',
  'version',
  'context',
  'output',
] as const;

function stateOf(namer: Namer, node: AnyStateNode): JsonObject {
  const config = node.config as Record<string, unknown>;
  const out: JsonObject = {};
  for (const key of plainKeys) if (isJsonSafe(config[key])) out[key] = jsonOf(config[key]);
  const initial = config.initial as TransitionConfig | undefined;
  if (initial !== undefined)
    out.initial = typeof initial === 'string' ? initial : (transitionsOf(namer, initial, `${node.id} initial`) as Json);
  for (const slot of ['entry', 'exit'] as const) {
    const actions = arrayOf(config[slot]).map((a) => actionRef(namer, a, `${node.id} ${slot}`));
    if (actions.length > 0) out[slot] = actions;
  }
  const on = config.on as Record<string, TransitionConfig> | undefined;
  if (on)
    out.on = Object.fromEntries(
      Object.entries(on).map(([event, t]) => [event, transitionsOf(namer, t, `${node.id} on ${event}`) ?? {}]),
    );
  const after = config.after as Record<string, TransitionConfig> | undefined;
  if (after) {
    for (const delay of Object.keys(after))
      if (Number.isNaN(+delay)) namer.record('delays', delay, 'named', `${node.id} after ${delay}`);
    out.after = Object.fromEntries(
      Object.entries(after).map(([delay, t]) => [delay, transitionsOf(namer, t, `${node.id} after ${delay}`) ?? {}]),
    );
  }
  const always = transitionsOf(namer, config.always as TransitionConfig, `${node.id} always`);
  if (always !== undefined) out.always = always;
  const onDone = transitionsOf(namer, config.onDone as TransitionConfig, `${node.id} onDone`);
  if (onDone !== undefined) out.onDone = onDone;
  if (config.invoke !== undefined) {
    const invokes = arrayOf(config.invoke as InvokeConfig | InvokeConfig[]).map((invoke, i) =>
      invokeOf(namer, invoke, node.id, i),
    );
    out.invoke = Array.isArray(config.invoke) ? invokes : invokes[0];
  }
  const children = Object.entries(node.states as Record<string, AnyStateNode>);
  if (children.length > 0)
    out.states = Object.fromEntries(children.map(([key, child]) => [key, stateOf(namer, child)]));
  return out;
}

/**
 * The definition of a live machine, read from the config it was built from: states, events,
 * targets, `always`, `after` (delays by their number or name), invocations, as written; every
 * function (inline action or guard, built-in action, invoked logic) replaced by a stable name.
 */
export function definitionOf(machine: AnyStateMachine): MachineDefinition {
  const namer = new Namer(machine);
  const config = stateOf(namer, machine.root);
  config.id = machine.id;
  return { config, implementations: namer.implementations };
}

/** The text of a machine's exported file: what `npm run machines:export` writes and /dev/machines shows. */
export const definitionText = ({ config }: MachineDefinition) => `${JSON.stringify(config, null, 2)}\n`;

const noAction = () => undefined;
const noGuard = () => false;
const idleActor = fromCallback(() => undefined);
/** A stand-in delay: long enough never to fire while a chart is looked at. */
const STAND_IN_DELAY = 60_000;

/**
 * A runnable machine from a definition, every named implementation a stand-in (actions do
 * nothing, guards are false, actors idle, delays a minute): what /dev/machines draws.
 */
export function machineOfDefinition({ config, implementations }: MachineDefinition): AnyStateMachine {
  const standIns = <T>(names: Record<string, unknown>, value: T) =>
    Object.fromEntries(Object.keys(names).map((name) => [name, value]));
  return setup({
    actions: standIns(implementations.actions, noAction),
    guards: standIns(implementations.guards, noGuard),
    actors: standIns(implementations.actors, idleActor),
    delays: standIns(implementations.delays, STAND_IN_DELAY),
    // The config's types are unknown: the machine is as generic as any other.
  }).createMachine(config as never) as unknown as AnyStateMachine;
}
