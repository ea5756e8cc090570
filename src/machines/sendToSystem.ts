import type { ActorSystem, AnyActorRef, EventObject } from 'xstate';

/**
 * Sends to a long-lived actor of the app's system by its systemId, when it runs. A flow tested
 * on its own has no siblings, and then there is simply nobody to tell.
 */
export function sendToSystem<E extends EventObject>(system: ActorSystem<any>, systemId: string, event: E): void { // eslint-disable-line @typescript-eslint/no-explicit-any
  (system.get(systemId) as AnyActorRef | undefined)?.send(event);
}
