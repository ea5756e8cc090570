import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AppDrawerProps {
  open: boolean;
  /** The drawer's accessible name. */
  title: ReactNode;
  onOpenChange: (open: boolean) => void;
  size?: 'sm' | 'md' | 'lg';
  /** The button that opens it, when the drawer owns its open state. */
  trigger?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}

/** The dialog kit's side panel: a real dialog from the end edge, the whole screen below 768 px. */
export function AppDrawer({ open, title, onOpenChange, size = 'sm', trigger, footer, children }: AppDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} size={{ base: 'full', md: size }}>
      {trigger && <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>}
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            {/* Full-screen on a phone: whatever fixed control a build adds in a bottom corner (the demo's launcher) must not cover the last lines. */}
            <Drawer.Body pb={{ base: 'calc(1.5rem + var(--corner-control-clearance, 0px))', md: '6' }}>
              {children}
            </Drawer.Body>
            {footer && <Drawer.Footer>{footer}</Drawer.Footer>}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
