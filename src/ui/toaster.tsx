import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { onNotify, replayCarriedNotices, type Notice } from '../machines/notify';

/** The toast region's name: where the notices are, and the key that jumps there. */
export const TOAST_REGION_LABEL = '通知（按 Alt+T 跳转）';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

const show = ({ message, kind }: Notice) => void toaster.create({ id: message, title: message, type: kind, duration: 3000 });

/**
 * Shows every notice raised by machines and the http client. `takeEarly` hands over the notices
 * raised while this module was still loading (see NoticeHost).
 */
export function Toaster({ takeEarly }: { takeEarly?: () => Notice[] }) {
  useEffect(() => {
    let stop = () => {};
    // The toast region mounts through a portal after this effect; a toast raised before it would
    // not show. Until then NoticeHost keeps collecting; then they are taken over in one go.
    const ready = setTimeout(() => {
      const unsubscribe = onNotify(show);
      stop = () => void unsubscribe();
      takeEarly?.().forEach(show);
      replayCarriedNotices();
    }, 300);
    return () => (clearTimeout(ready), stop());
  }, [takeEarly]);
  return (
    <Portal>
      {/* Ark names the region "Notifications, top (alt+T)" unless told otherwise. */}
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={TOAST_REGION_LABEL}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="关闭通知" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
