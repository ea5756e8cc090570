import type { AnyActorRef, AnyActorSystem, EventObject } from 'xstate';

/**
 * Sends to a long-lived actor of the app's system by its systemId, when it runs. A flow tested
 * on its own has no siblings, and then there is simply nobody to tell.
 */
export function sendToSystem(system: AnyActorSystem, systemId: string, event: EventObject): void {
  (system.get(systemId) as AnyActorRef | undefined)?.send(event);
}
