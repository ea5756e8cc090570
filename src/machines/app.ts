import { createActor, setup, type ActorRefFrom, type InspectionEvent, type Observer } from 'xstate';
import { appSystem } from './appSystem';
import type { consultationMachine } from './consultation';
import type { feedbackDialogMachine } from './feedbackDialog';
import { createLazyFlowMachine, type LazyFlowActor } from './lazyFlow';
import type { loginDialogMachine } from './loginDialog';
import { messagesMachine } from './messages';
import { sessionMachine } from './session';
import { trackerMachine } from './tracker';
import { chunkReloadMachine } from './chunkReload';
import { activationMachine } from './activation';

// The dialogs' flows load with their first opening (lazyFlow.ts).
const loginDialog = createLazyFlowMachine({
  systemId: 'loginDialog',
  opensWith: ['LOGIN.OPEN'],
  load: () => import('./loginDialog').then((m) => m.loginDialogMachine),
});
const consultation = createLazyFlowMachine({
  systemId: 'consultation',
  opensWith: ['CONSULTATION.OPEN'],
  load: () => import('./consultation').then((m) => m.consultationMachine),
});
const feedback = createLazyFlowMachine({
  systemId: 'feedback',
  opensWith: ['FEEDBACK.OPEN'],
  load: () => import('./feedbackDialog').then((m) => m.feedbackDialogMachine),
});

/**
 * The root of the app's actor system: long-lived flows are children with a systemId, so any
 * view reaches them through `system.get(id)` and the inspector shows one tree.
 */
export const appMachine = setup({
  actors: {
    session: sessionMachine,
    loginDialog,
    messages: messagesMachine,
    tracker: trackerMachine,
    chunkReload: chunkReloadMachine,
    activation: activationMachine,
    consultation,
    feedback,
  },
}).createMachine({
  id: 'app',
  invoke: [
    { id: 'loginDialog', systemId: 'loginDialog', src: 'loginDialog' },
    { id: 'messages', systemId: 'messages', src: 'messages' },
    { id: 'session', systemId: 'session', src: 'session', input: undefined },
    // After the session: activation watches its code-dialog flag from the start.
    { id: 'activation', systemId: 'activation', src: 'activation' },
    { id: 'consultation', systemId: 'consultation', src: 'consultation' },
    { id: 'feedback', systemId: 'feedback', src: 'feedback' },
    { id: 'tracker', systemId: 'tracker', src: 'tracker', input: undefined },
    { id: 'chunkReload', systemId: 'chunkReload', src: 'chunkReload', input: undefined },
  ],
});

export type AppActor = ActorRefFrom<typeof appMachine>;
export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type LoginDialogActor = ActorRefFrom<typeof loginDialogMachine>;
export type MessagesActor = ActorRefFrom<typeof messagesMachine>;

export interface SystemActors {
  session: SessionActor;
  /** Send to these three to open their dialogs; their views use the flows (`…Flow`), running once opened. */
  loginDialog: LazyFlowActor<typeof loginDialogMachine>;
  loginDialogFlow: LoginDialogActor;
  messages: MessagesActor;
  tracker: ActorRefFrom<typeof trackerMachine>;
  chunkReload: ActorRefFrom<typeof chunkReloadMachine>;
  activation: ActorRefFrom<typeof activationMachine>;
  consultation: LazyFlowActor<typeof consultationMachine>;
  consultationFlow: ActorRefFrom<typeof consultationMachine>;
  feedback: LazyFlowActor<typeof feedbackDialogMachine>;
  feedbackFlow: ActorRefFrom<typeof feedbackDialogMachine>;
}

export function startApp(
  options: { inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void) } = {},
): AppActor {
  return createActor(appMachine, { inspect: options.inspect }).start();
}

export function systemActor<K extends keyof SystemActors>(app: AppActor, id: K): SystemActors[K] {
  const ref = appSystem(app.system).get(id);
  if (!ref) throw new Error(`system actor ${id} is not running`);
  return ref;
}
