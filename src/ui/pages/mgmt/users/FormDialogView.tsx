import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog, type AppDialogProps } from '../../../components/dialog/AppDialog';
import { DialogActions } from '../../../components/dialog/DialogActions';
import { ServerError } from '../../../components/form/formParts';

export interface FormDialogProps extends Required<
  Pick<AppDialogProps, 'open' | 'title' | 'busy' | 'onClose' | 'onSubmit'>
> {
  /** The server's refusal, shown above the buttons; the fields keep what was typed. */
  error?: string;
  submitText?: string;
  children: ReactNode;
}

/** A create/edit form in a real dialog; Enter submits, Escape closes unless saving. */
export function FormDialogView({ error, submitText = '保存', children, ...dialog }: FormDialogProps) {
  return (
    <AppDialog
      {...dialog}
      footer={<DialogActions onCancel={dialog.onClose} confirmText={submitText} busy={dialog.busy} />}
    >
      <Stack gap="2">
        {children}
        <ServerError message={error} />
      </Stack>
    </AppDialog>
  );
}
