import { useSelector } from '@xstate/react';
import type { LoginDialogActor } from '../../../machines/app';
import { AppDialog } from '../../components/dialog/AppDialog';
import { DialogActions } from '../../components/dialog/DialogActions';

/** After a code login by a user without enterprise certification (SPEC section 4): a suggestion, not an alert. */
export function RealNamePrompt({ dialog }: { dialog: LoginDialogActor }) {
  const open = useSelector(dialog, (s) => s.matches('realNamePrompt'));
  const later = () => dialog.send({ type: 'REALNAME.LATER' });
  return (
    <AppDialog
      open={open}
      title="实名认证"
      onClose={later}
      size="sm"
      footer={
        <DialogActions
          onCancel={later}
          cancelText="稍后再说"
          confirmText="去认证"
          onConfirm={() => dialog.send({ type: 'REALNAME.GO' })}
        />
      }
    >
      您尚未完成企业认证，建议完成企业认证，以便使用平台的全部能力与服务。
    </AppDialog>
  );
}
