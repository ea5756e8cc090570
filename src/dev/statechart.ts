import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** A state of the chart: nested states as children, parallel regions marked. */
export interface ChartState {
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  initial: boolean;
  children: ChartState[];
}

/** A transition as drawn: from a state to a state (itself when it only runs actions), labelled. */
export interface ChartTransition {
  id: string;
  source: string;
  target: string;
  label: string;
}

export interface Statechart {
  id: string;
  root: ChartState;
  transitions: ChartTransition[];
}

const guardName = (guard: unknown): string | undefined => {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name && !guard.name.startsWith('guard') ? guard.name : 'guard';
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
};

/**
 * The event a transition waits for, as a developer reads it: the event type; `after 3000ms` (or
 * the delay's name); `always`; `done: loadKeys` / `error: loadKeys` for an invoked actor.
 */
export function eventLabel(eventType: string, delay?: string | number): string {
  if (delay !== undefined) return `after ${typeof delay === 'number' ? `${delay}ms` : delay}`;
  if (eventType === '') return 'always';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  const done = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1].split('.').at(-1)}`;
  return eventType;
}

function toState(node: AnyStateNode, initialId: string | undefined): ChartState {
  const children = Object.values(node.states) as AnyStateNode[];
  const initialChild = node.type === 'compound' ? node.initial?.target?.[0]?.id : undefined;
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    initial: node.id === initialId,
    children: children.map((c) => toState(c, initialChild)),
  };
}

function transitionsOf(node: AnyStateNode): ChartTransition[] {
  const delayed = new Map<string, string | number>(node.after.map((t) => [t.eventType, t.delay as string | number]));
  const own = [...node.transitions.values(), ...(node.always ? [node.always] : [])].flat().flatMap((t, index) => {
    const guard = guardName(t.guard);
    const label = `${eventLabel(t.eventType as string, delayed.get(t.eventType as string))}${guard ? ` [${guard}]` : ''}`;
    const targets = (t.target as AnyStateNode[] | undefined)?.map((s) => s.id) ?? [node.id];
    return targets.map((target, ti) => ({
      id: `${node.id}:${t.eventType}:${index}:${ti}`,
      source: node.id,
      target,
      label,
    }));
  });
  return [...own, ...(Object.values(node.states) as AnyStateNode[]).flatMap(transitionsOf)];
}

/** The chart of a machine: its state tree and every transition with its label. */
export function statechartOf(machine: AnyStateMachine): Statechart {
  return { id: machine.id, root: toState(machine.root, undefined), transitions: transitionsOf(machine.root) };
}

/** The ids of the states a snapshot value is in (with their ancestors), e.g. {ready:'idle'} → app.ready, app.ready.idle. */
export function activeStateIds(machineId: string, value: unknown): string[] {
  const walk = (v: unknown, prefix: string): string[] => {
    if (typeof v === 'string') return [`${prefix}.${v}`];
    if (!v || typeof v !== 'object') return [];
    return Object.entries(v).flatMap(([key, child]) => [`${prefix}.${key}`, ...walk(child, `${prefix}.${key}`)]);
  };
  return [machineId, ...walk(value, machineId)];
}
