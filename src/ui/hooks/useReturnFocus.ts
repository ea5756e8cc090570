import { useState } from 'react';

const focusedElement = (): HTMLElement | null => {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
};

/**
 * Where focus goes back to when a dialog closes: the element that had it when the dialog opened.
 * The dialog's focus trap records its own "previous" element only once it activates (a frame
 * later), and by then a step that focuses its first field itself has already moved the focus
 * into the dialog: the trap would then return focus to a field that is gone. Captured during the
 * render that opens the dialog, before any of its effects run. Pass the result as `finalFocusEl`.
 */
export function useReturnFocus(open: boolean): () => HTMLElement | null {
  const [opener, setOpener] = useState(() => ({ open, element: open ? focusedElement() : null }));
  if (opener.open !== open) setOpener({ open, element: open ? focusedElement() : opener.element });
  return () => (opener.element?.isConnected ? opener.element : null);
}
