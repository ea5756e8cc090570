import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { LazyFlowActor, LazyFlowMachine } from '../../machines/lazyFlow';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { useSystemActor } from '../hooks/appActor';

// Dialogs are split out of the first load: they load when first opened.
const views = {
  login: () => import('../dialogs/LoginDialog').then((m) => ({ default: m.LoginDialog })),
  consultation: () => import('../dialogs/ConsultationDialog').then((m) => ({ default: m.ConsultationDialog })),
  feedback: () => import('../dialogs/FeedbackDialog').then((m) => ({ default: m.FeedbackDialog })),
};
const LoginDialog = lazy(views.login);
const MessagesDrawer = lazy(() => import('../dialogs/MessagesDrawer').then((m) => ({ default: m.MessagesDrawer })));
const ActivationDialog = lazy(() =>
  import('../dialogs/ActivationDialog').then((m) => ({ default: m.ActivationDialog })),
);
const ConsultationDialog = lazy(views.consultation);
const FeedbackDialog = lazy(views.feedback);

const requested = (s: SnapshotFrom<LazyFlowMachine>) => !s.matches('closedUnloaded');

/**
 * A lazily loaded flow's view starts downloading in the same task as the flow (lazyFlow.ts), as
 * its actor leaves `closedUnloaded`, not once React has rendered that: a first opening waits for
 * one round trip, not two, however busy the page is.
 */
function usePrefetchView(
  flow: Pick<LazyFlowActor<AnyStateMachine>, 'getSnapshot' | 'subscribe'>,
  load: () => Promise<unknown>,
) {
  useEffect(() => {
    if (requested(flow.getSnapshot())) return void load();
    const subscription = flow.subscribe((snapshot) => {
      if (!requested(snapshot)) return;
      subscription.unsubscribe();
      void load();
    });
    return () => subscription.unsubscribe();
  }, [flow, load]);
}

/** Mounts a lazily loaded dialog the first time it opens, then keeps it (its closing animation and input survive). */
function useLoadedOnce(open: boolean): boolean {
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);
  return loaded;
}

/** The global dialogs, each driven by its system actor. */
export function DialogsHost() {
  const loginDialog = useSystemActor('loginDialog');
  const consultation = useSystemActor('consultation');
  const feedback = useSystemActor('feedback');
  const messages = useSystemActor('messages');
  usePrefetchView(loginDialog, views.login);
  usePrefetchView(consultation, views.consultation);
  usePrefetchView(feedback, views.feedback);
  const loginLoaded = useLoadedOnce(useSelector(loginDialog, (s) => s.context.open));
  const messagesLoaded = useLoadedOnce(useSelector(messages, (s) => s.context.drawerOpen));
  const activationLoaded = useLoadedOnce(useSelector(useSystemActor('activation'), (s) => !s.matches('closed')));
  const consultationLoaded = useLoadedOnce(useSelector(consultation, (s) => s.context.open));
  const feedbackLoaded = useLoadedOnce(useSelector(feedback, (s) => s.context.open));
  return (
    <Suspense fallback={null}>
      {loginLoaded && <LoginDialog />}
      {messagesLoaded && <MessagesDrawer />}
      {activationLoaded && <ActivationDialog />}
      {consultationLoaded && <ConsultationDialog />}
      {feedbackLoaded && <FeedbackDialog />}
    </Suspense>
  );
}
