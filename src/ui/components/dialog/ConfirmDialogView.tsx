import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from './AppDialog';
import { DialogActions } from './DialogActions';

export interface ConfirmProps {
  open: boolean;
  title: string;
  message: string;
  confirmText: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

type Wording = Pick<ConfirmProps, 'title' | 'message' | 'confirmText' | 'danger'>;

const sameWording = (a: Wording, b: Wording) =>
  a.title === b.title && a.message === b.message && a.confirmText === b.confirmText && a.danger === b.danger;

/**
 * The words of the question last asked. Callers derive them from what is pending, which clears the
 * moment the answer is given; the dialog keeps showing the question it asked while it fades out
 * instead of flipping to an empty one.
 */
function useWordingAsked(open: boolean, wording: Wording): Wording {
  const [asked, setAsked] = useState(wording);
  if (open && !sameWording(asked, wording)) setAsked(wording);
  return open ? wording : asked;
}

/** A yes/no question as a real dialog (role alertdialog, focus trapped, Escape cancels). */
export function ConfirmDialogView({ open, busy = false, onConfirm, onCancel, ...wording }: ConfirmProps) {
  const { title, message, confirmText, danger } = useWordingAsked(open, wording);
  return (
    <AppDialog
      role="alertdialog"
      open={open}
      title={title}
      onClose={onCancel}
      busy={busy}
      footer={
        <DialogActions
          onCancel={onCancel}
          onConfirm={onConfirm}
          confirmText={confirmText}
          busy={busy}
          danger={danger}
        />
      }
    >
      <Text>{message}</Text>
    </AppDialog>
  );
}
