import { lazy, Suspense, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useSystemActor } from '../hooks/appActor';

// Dialogs are split out of the first load: they load when first opened.
const LoginDialog = lazy(() => import('../dialogs/LoginDialog').then((m) => ({ default: m.LoginDialog })));
const MessagesDrawer = lazy(() => import('../dialogs/MessagesDrawer').then((m) => ({ default: m.MessagesDrawer })));
const ActivationDialog = lazy(() => import('../dialogs/ActivationDialog').then((m) => ({ default: m.ActivationDialog })));
const ConsultationDialog = lazy(() => import('../dialogs/ConsultationDialog').then((m) => ({ default: m.ConsultationDialog })));
const FeedbackDialog = lazy(() => import('../dialogs/FeedbackDialog').then((m) => ({ default: m.FeedbackDialog })));

/** Mounts a lazily loaded dialog the first time it opens, then keeps it (its closing animation and input survive). */
function useLoadedOnce(open: boolean): boolean {
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);
  return loaded;
}

/** The global dialogs, each driven by its system actor. */
export function DialogsHost() {
  const loginDialog = useSystemActor('loginDialog');
  const messages = useSystemActor('messages');
  const loginLoaded = useLoadedOnce(useSelector(loginDialog, (s) => s.context.open));
  const messagesLoaded = useLoadedOnce(useSelector(messages, (s) => s.context.drawerOpen));
  const activationLoaded = useLoadedOnce(useSelector(useSystemActor('activation'), (s) => !s.matches('closed')));
  const consultationLoaded = useLoadedOnce(useSelector(useSystemActor('consultation'), (s) => s.context.open));
  const feedbackLoaded = useLoadedOnce(useSelector(useSystemActor('feedback'), (s) => s.context.open));
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
