import { Popover, Portal } from '@chakra-ui/react';
import type { LazyPopoverProps } from './LazyPopover';

/** The popover itself (zag's popover and floating-ui): loaded by LazyPopover when first opened. */
export function PopoverShown({ trigger, placement, width, open, onOpenChange, children }: LazyPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} positioning={{ placement }}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={width}>
            <Popover.Body>{children}</Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
