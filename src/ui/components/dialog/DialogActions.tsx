import { Button } from '@chakra-ui/react';

export interface DialogActionsProps {
  onCancel: () => void;
  /** The answer that goes ahead; a submit button of the dialog's form unless `onConfirm` is given. */
  confirmText: string;
  onConfirm?: () => void;
  cancelText?: string;
  /** The answer is on its way: the confirm button spins and cancelling waits. */
  busy?: boolean;
  /** The confirm button cannot be pressed yet. */
  disabled?: boolean;
  danger?: boolean;
}

/** A dialog footer's two answers: 取消 and the one that goes ahead. */
export function DialogActions({
  onCancel,
  confirmText,
  onConfirm,
  cancelText = '取消',
  busy = false,
  disabled,
  danger,
}: DialogActionsProps) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {cancelText}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        colorPalette={danger ? 'red' : 'blue'}
        loading={busy}
        disabled={disabled}
        onClick={onConfirm}
      >
        {confirmText}
      </Button>
    </>
  );
}
