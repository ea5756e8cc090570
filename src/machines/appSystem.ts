import type { ActorSystem } from 'xstate';
import type { SystemActors } from './app';

/** The app's actor system, each long-lived actor typed by its systemId (SystemActors in app.ts). */
export type AppSystem = ActorSystem<{ actors: { [K in keyof SystemActors]: SystemActors[K] } }>;

/**
 * The system an actor runs in, as the app's: `appSystem(system).get('session')` is the session or,
 * for a flow tested on its own without it, undefined.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any actor's system: the app's is the only one with long-lived actors
export const appSystem = (system: ActorSystem<any>): AppSystem => system as AppSystem;
