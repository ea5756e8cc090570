import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog } from '../../../components/dialog/AppDialog';
import { DialogActions } from '../../../components/dialog/DialogActions';
import { ServerError } from '../../../components/form/formParts';

export interface FormDialogProps {
  open: boolean;
  title: string;
  busy: boolean;
  /** The server's refusal, shown above the buttons; the fields keep what was typed. */
  error?: string;
  submitText?: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** A create/edit form in a real dialog; Enter submits, Escape closes unless saving. */
export function FormDialogView({ open, title, busy, error, submitText = '保存', onClose, onSubmit, children }: FormDialogProps) {
  return (
    <AppDialog open={open} title={title} onClose={onClose} busy={busy} onSubmit={onSubmit} footer={<DialogActions onCancel={onClose} confirmText={submitText} busy={busy} />}>
      <Stack gap="2">
        {children}
        <ServerError message={error} />
      </Stack>
    </AppDialog>
  );
}
