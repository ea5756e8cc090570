import { cloneElement, lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';

export interface LazyPopoverProps {
  /** A button; it opens the popover. */
  trigger: ReactElement<Record<string, unknown>>;
  placement: 'left' | 'bottom-end';
  width: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

// The shell's popovers (contacts, the user menu) bring zag's popover and floating-ui, which no
// first screen needs until one is opened: they load on the first hover, focus or click.
const load = () => import('./PopoverShown');
const PopoverShown = lazy(() => load().then((m) => ({ default: m.PopoverShown })));
const preload = () => void load();

/** A popover whose code loads when it is first wanted; until then its trigger is a plain button. */
export function LazyPopover(props: LazyPopoverProps) {
  const [wanted, setWanted] = useState(false);
  if (props.open && !wanted) setWanted(true);
  const idle = cloneElement(props.trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => props.onOpenChange(true),
  });
  if (!wanted) return idle;
  return (
    <Suspense fallback={idle}>
      <PopoverShown {...props} />
    </Suspense>
  );
}
