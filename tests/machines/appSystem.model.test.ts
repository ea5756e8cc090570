/**
 * appSystem only retypes an actor's system as the app's: the same system comes back, so a flow
 * finds the long-lived actors (the session) by their systemId, and a flow running on its own
 * finds none.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { appSystem } from '../../src/machines/appSystem';

describe('appSystem', () => {
  it('is the system the actor runs in, with its actors found by systemId', () => {
    const session = createMachine({ id: 'session-stand-in' });
    const root = createActor(createMachine({ invoke: { id: 'session', systemId: 'session', src: session } })).start();
    const system = appSystem(root.system);
    expect(system).toBe(root.system);
    expect(system.get('session')).toBe(root.getSnapshot().children.session);
  });

  it('finds no session for a flow on its own', () => {
    const alone = createActor(createMachine({})).start();
    expect(appSystem(alone.system).get('session')).toBeUndefined();
  });
});
