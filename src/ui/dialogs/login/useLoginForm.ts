import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { LoginDialogActor } from '../../../machines/app';
import { CODE_SENDERS } from '../../../machines/loginDialog';
import type { FormName, LoginForms } from '../../../domain/loginForms';
import { useSystemActor } from '../../hooks/appActor';
import type { CodeSenderActor } from '../../components/form/PhoneCodeFields';

/** One form of the dialog: its values (held by the machine, so nothing typed is lost) and an editor. */
export function useLoginForm<K extends FormName>(form: K) {
  const dialog = useSystemActor('loginDialogFlow');
  const values = useSelector(dialog, (s) => s.context.forms[form]) as LoginForms[K];
  const edit = (patch: Partial<LoginForms[K]>) => dialog.send({ type: 'FORM.CHANGE', form, values: patch } as never);
  return { dialog, values, edit };
}

type BusyState = Parameters<SnapshotFrom<LoginDialogActor>['matches']>[0];

/** What every step's footer needs: may it submit, is it submitting, and the server's last refusal. */
export function useSubmitState(dialog: LoginDialogActor, busyState: BusyState) {
  const canSubmit = useSelector(dialog, (s) => s.can({ type: 'LOGIN.SUBMIT' }));
  const submitting = useSelector(dialog, (s) => s.matches(busyState));
  const error = useSelector(dialog, (s) => s.context.error);
  return { canSubmit, submitting, error, submit: () => dialog.send({ type: 'LOGIN.SUBMIT' }) };
}

export function useCodeSender(dialog: LoginDialogActor, form: keyof typeof CODE_SENDERS): CodeSenderActor | undefined {
  return useSelector(dialog, (s) => s.children[CODE_SENDERS[form]] as CodeSenderActor | undefined);
}
