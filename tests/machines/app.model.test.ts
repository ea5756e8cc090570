import { afterEach, describe, expect, it } from 'vitest';
import { waitFor, type AnyActorRef, type InspectionEvent } from 'xstate';
import { startApp, systemActor, type AppActor } from '../../src/machines/app';
import { serveSimulatorPerTest } from '../unit/mocks/client';

serveSimulatorPerTest();

let app: AppActor | undefined;
afterEach(() => app?.stop());

/** The machine id of a running actor (which flow it runs). */
const machineOf = (ref: Pick<AnyActorRef, 'getSnapshot'>) =>
  (ref.getSnapshot() as { machine: { id: string } }).machine.id;

describe('the app actor system', () => {
  it('runs the long-lived flows under their system ids, for any view to reach', () => {
    app = startApp();
    for (const id of [
      'session',
      'loginDialog',
      'messages',
      'tracker',
      'chunkReload',
      'activation',
      'consultation',
      'feedback',
    ] as const) {
      expect(systemActor(app, id), id).toBeDefined();
    }
    expect(machineOf(systemActor(app, 'session'))).toBe('session');
    expect(machineOf(systemActor(app, 'messages'))).toBe('messages');
    expect(machineOf(systemActor(app, 'activation'))).toBe('activation');
  });

  it('says which actor is missing rather than handing back nothing', () => {
    app = startApp();
    // The dialogs' own flows only run once their dialog first opens.
    expect(() => systemActor(app!, 'loginDialogFlow')).toThrow('system actor loginDialogFlow is not running');
  });

  it('loads each dialog flow with its first opening, and the flow is the dialog it opens', async () => {
    app = startApp();
    systemActor(app, 'loginDialog').send({ type: 'LOGIN.OPEN' });
    systemActor(app, 'consultation').send({ type: 'CONSULTATION.OPEN' });
    systemActor(app, 'feedback').send({ type: 'FEEDBACK.OPEN' });
    for (const [stand, flow, machine] of [
      ['loginDialog', 'loginDialogFlow', 'loginDialog'],
      ['consultation', 'consultationFlow', 'consultation'],
      ['feedback', 'feedbackFlow', 'feedbackDialog'],
    ] as const) {
      await waitFor(systemActor(app, stand), (s) => s.context.open);
      expect(machineOf(systemActor(app, flow))).toBe(machine);
    }
  });

  it('reports to the inspector it is started with', () => {
    const seen: InspectionEvent[] = [];
    app = startApp({ inspect: (event) => void seen.push(event) });
    expect(seen.some((e) => e.type === '@xstate.actor' && machineOf(e.actorRef) === 'session')).toBe(true);
  });
});
