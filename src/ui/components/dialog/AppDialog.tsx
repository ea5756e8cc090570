import { chakra, CloseButton, Dialog, HStack, Portal } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';

type DialogSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface AppDialogProps {
  open: boolean;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** Asked to close (Escape, outside click, the close button); absent, the dialog only closes from within. */
  onClose?: () => void;
  /**
   * false: a step the user must finish: no close button, Escape and outside clicks do nothing.
   * 'notOnOutsideClick': everything closes it but a click beside it (long forms, shown-once secrets).
   */
  closable?: boolean | 'notOnOutsideClick';
  /** Saving or deleting: the dialog stays until the answer arrives. */
  busy?: boolean;
  /** The × in the corner; by default only dialogs without footer buttons have one. */
  closeButton?: boolean;
  role?: 'dialog' | 'alertdialog';
  size?: DialogSize;
  /** Whether it fills a phone's screen; by default all but the short yes/no questions (alertdialog) do. */
  fullScreenOnPhones?: boolean;
  /** Before the title in the header, e.g. a way back. */
  headerStart?: ReactNode;
  footer?: ReactNode;
  footerProps?: Dialog.FooterProps;
  bodyProps?: Dialog.BodyProps;
  contentProps?: Dialog.ContentProps & { 'data-testid'?: string };
  contentRef?: RefObject<HTMLDivElement | null>;
  /** Makes the dialog a form: Enter submits it, the footer's submit button included. */
  onSubmit?: () => void;
  initialFocusEl?: () => HTMLElement | null;
  finalFocusEl?: () => HTMLElement | null;
  children?: ReactNode;
}

/** The width of each size at 768 px and up, as Chakra's dialog recipe has it. */
const WIDTH: Record<DialogSize, string> = { xs: 'sm', sm: 'md', md: 'lg', lg: '2xl', xl: '4xl' };

/**
 * Below 768 px (Chakra's md) a dialog is a full-screen sheet: its header, close button and footer
 * stay on screen however long the body, which scrolls by itself. Set here rather than with a
 * responsive size="full", whose min-height would stay on at every width.
 */
export const phoneSheet = (size: DialogSize) => ({
  maxW: { base: '100dvw', md: WIDTH[size] },
  h: { base: '100dvh', md: 'auto' },
  maxH: { base: '100dvh', md: 'calc(100% - 7.5rem)' },
  my: { base: '0', md: 'auto' },
  borderRadius: { base: '0', md: 'l3' },
});
/** A short question stays a card on a phone, clear of the screen's edges. */
const CARD = { mx: { base: '4', md: 'auto' } };

/** A real dialog (focus trapped, title as its name) with the platform's closing rules; see Chakra's dialog snippet. */
export function AppDialog({
  open,
  title,
  onClose,
  closable = true,
  busy = false,
  closeButton,
  role = 'dialog',
  size = 'md',
  fullScreenOnPhones = role !== 'alertdialog',
  headerStart,
  footer,
  footerProps,
  bodyProps,
  contentProps,
  contentRef,
  onSubmit,
  initialFocusEl,
  finalFocusEl,
  children,
}: AppDialogProps) {
  const canClose = Boolean(onClose) && closable !== false;
  const showClose = canClose && (closeButton ?? !footer);
  const inner = (
    <>
      <Dialog.Header>
        <HStack gap="2">
          {headerStart}
          <Dialog.Title>{title}</Dialog.Title>
        </HStack>
      </Dialog.Header>
      <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
      {footer && <Dialog.Footer {...footerProps}>{footer}</Dialog.Footer>}
    </>
  );
  return (
    <Dialog.Root
      role={role}
      open={open}
      onOpenChange={(e) => !e.open && canClose && !busy && onClose?.()}
      closeOnEscape={canClose}
      closeOnInteractOutside={canClose && closable !== 'notOnOutsideClick'}
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
      placement="center"
      scrollBehavior="inside"
      size={size}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={contentRef} {...(fullScreenOnPhones ? phoneSheet(size) : CARD)} {...contentProps}>
            {onSubmit ? (
              <chakra.form
                noValidate
                display="contents"
                onSubmit={(e) => {
                  e.preventDefault();
                  onSubmit();
                }}
              >
                {inner}
              </chakra.form>
            ) : (
              inner
            )}
            {showClose && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="关闭" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
