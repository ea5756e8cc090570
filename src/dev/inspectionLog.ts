import type { ActorRefLike, AnyActorRef, InspectionEvent } from 'xstate';

/** An event a system actor received, as the page lists it. */
export interface LoggedEvent {
  seq: number;
  type: string;
  /** The systemId of whoever sent it, when it was a system actor. */
  from?: string;
}

export interface SystemActorLog {
  systemId: string;
  actor: AnyActorRef;
  events: LoggedEvent[];
}

const KEEP = 15;
const logs = new Map<string, SystemActorLog>();
const listeners = new Set<() => void>();
let seq = 0;
let version = 0;

const systemIdOf = (ref: ActorRefLike | undefined): string | undefined =>
  (ref as { systemId?: string } | undefined)?.systemId;

function changed() {
  version++;
  listeners.forEach((l) => l());
}

/**
 * XState's inspection API, fed to the app's root actor in development (src/main.tsx): it keeps,
 * for every actor registered with a systemId, the actor and the last events it received.
 */
export function recordInspection(event: InspectionEvent): void {
  const systemId = systemIdOf(event.actorRef);
  if (!systemId) {
    if (event.type === '@xstate.snapshot') changed();
    return;
  }
  const actor = event.actorRef as AnyActorRef;
  const log = logs.get(systemId) ?? { systemId, actor, events: [] };
  log.actor = actor;
  logs.set(systemId, log);
  if (event.type === '@xstate.event' && !event.event.type.startsWith('xstate.')) {
    log.events = [{ seq: ++seq, type: event.event.type, from: systemIdOf(event.sourceRef) }, ...log.events].slice(
      0,
      KEEP,
    );
  }
  changed();
}

export const inspectionStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  version: () => version,
  logs: (): SystemActorLog[] => [...logs.values()].sort((a, b) => a.systemId.localeCompare(b.systemId)),
};
