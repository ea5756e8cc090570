import { lazy, Suspense, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useSystemActor } from '../hooks/appActor';

// Dialogs are split out of the first load: they load when first opened.
const LoginDialog = lazy(() => import('../dialogs/LoginDialog').then((m) => ({ default: m.LoginDialog })));

/** The global dialogs, each driven by its system actor. */
export function DialogsHost() {
  const loginDialog = useSystemActor('loginDialog');
  const loginOpen = useSelector(loginDialog, (s) => s.matches('open'));
  // Once loaded, a dialog stays mounted so its closing animation and typed input survive.
  const [loginLoaded, setLoginLoaded] = useState(false);
  if (loginOpen && !loginLoaded) setLoginLoaded(true);
  return <Suspense fallback={null}>{loginLoaded && <LoginDialog />}</Suspense>;
}
