import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, type AnyActorRef } from 'xstate';
import { activationMachine } from '../../src/machines/activation';

type Flag = { type: 'SET'; value: boolean };
/** A session or login dialog stand-in holding one boolean flag in its context. */
const flagged = (key: 'codeDialog' | 'open', value: boolean) =>
  createMachine({
    types: {} as { context: Record<string, boolean>; events: Flag },
    context: { [key]: value },
    on: { SET: { actions: assign(({ event }) => ({ [key]: event.value })) } },
  });

/**
 * The app's system with a session (and optionally a login dialog) that live on, and the activation
 * dialog started by SHOW and stopped by HIDE, as when its part of the page goes away.
 */
function system(withLoginDialog: boolean) {
  const root = createActor(
    createMachine({
      invoke: [
        { id: 'session', systemId: 'session', src: flagged('codeDialog', false) },
        ...(withLoginDialog ? [{ id: 'loginDialog', systemId: 'loginDialog', src: flagged('open', false) }] : []),
      ],
      initial: 'hidden',
      states: {
        hidden: { on: { SHOW: 'shown' } },
        shown: { invoke: { id: 'activation', systemId: 'activation', src: activationMachine }, on: { HIDE: 'hidden' } },
      },
    }),
  ).start();
  return root;
}

/** Counts the live subscriptions to an actor: each subscribe adds one, each unsubscribe removes it. */
function countSubscriptions(actor: AnyActorRef) {
  const live = { count: 0 };
  const subscribe = actor.subscribe.bind(actor);
  vi.spyOn(actor, 'subscribe').mockImplementation(((observer: never) => {
    const sub = subscribe(observer);
    live.count += 1;
    return {
      unsubscribe: () => {
        live.count -= 1;
        sub.unsubscribe();
      },
    };
  }) as never);
  return live;
}

describe('activation: watching the session', () => {
  it.each([
    ['with a login dialog', true],
    ['without a login dialog', false],
  ])('stops listening to the session (%s) once the dialog goes away', (_what, withLoginDialog) => {
    const root = system(withLoginDialog);
    const session = root.system.get('session') as AnyActorRef;
    const live = countSubscriptions(session);
    const login = withLoginDialog ? countSubscriptions(root.system.get('loginDialog') as AnyActorRef) : { count: 0 };

    root.send({ type: 'SHOW' });
    expect(live.count).toBe(1);
    expect(login.count).toBe(withLoginDialog ? 1 : 0);
    // The session turning on its flag opens the dialog, forced.
    session.send({ type: 'SET', value: true });
    const activation = root.system.get('activation') as ReturnType<typeof createActor<typeof activationMachine>>;
    expect(activation.getSnapshot().matches('open')).toBe(true);
    expect(activation.getSnapshot().context.forced).toBe(true);

    expect(() => root.send({ type: 'HIDE' })).not.toThrow();
    expect(root.getSnapshot().status).toBe('active');
    expect(live.count).toBe(0);
    expect(login.count).toBe(0);
    root.stop();
  });
});
