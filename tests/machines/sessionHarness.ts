import { sessionMachine, type ProfileLoad } from '../../src/machines/session';
import { ControlledActors } from './modelHarness';

/** The session's effects on the page: storage writes, the reload and the expiry notice. */
export type SessionEffect = 'persistSessionId' | 'persistToken' | 'forgetToken' | 'reloadPage' | 'announceExpired';
export const EVERY_SESSION_EFFECT: readonly SessionEffect[] = [
  'persistSessionId',
  'persistToken',
  'forgetToken',
  'reloadPage',
  'announceExpired',
];

/**
 * The real session machine with its guest id, profile loads and logout answered when the test
 * says (`control`), and the effects named in `recorded` written down in `effects` instead of done;
 * the others run for real.
 */
export function controlledSession(recorded: readonly SessionEffect[] = []) {
  const control = new ControlledActors();
  const effects: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      ensureGuestSession: control.actor<string>(),
      loadProfile: control.actor<ProfileLoad>(),
      endServerSession: control.actor<unknown>(),
    },
    actions: Object.fromEntries(recorded.map((name) => [name, () => void effects.push(name)])),
  });
  return { control, effects, machine };
}
