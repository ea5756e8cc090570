import type { ActorSystem, AnyActorRef, EventFrom } from 'xstate';
import type { SystemActors } from './app';
import { appSystem } from './appSystem';

/**
 * Sends to a long-lived actor of the app's system by its systemId, when it runs. A flow tested
 * on its own has no siblings, and then there is simply nobody to tell.
 */
export function sendToSystem<K extends keyof SystemActors>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any actor's system (appSystem)
  system: ActorSystem<any>,
  systemId: K,
  event: EventFrom<SystemActors[K]>,
): void {
  const actor: AnyActorRef | undefined = appSystem(system).get(systemId);
  actor?.send(event);
}
