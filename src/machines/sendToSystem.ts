import type { ActorSystem, AnyActorRef, EventObject } from 'xstate';

/**
 * Sends to a long-lived actor of the app's system by its systemId, when it runs. A flow tested
 * on its own has no siblings, and then there is simply nobody to tell.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any system: the caller's events are typed by E
export function sendToSystem<E extends EventObject>(system: ActorSystem<any>, systemId: string, event: E): void {
  (system.get(systemId) as AnyActorRef | undefined)?.send(event);
}
