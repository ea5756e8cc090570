import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { onNotify, replayCarriedNotices } from '../machines/notify';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

/** Shows every notice raised by machines and the http client. */
export function Toaster() {
  useEffect(() => {
    const stop = onNotify(({ message, kind }) => void toaster.create({ id: message, title: message, type: kind, duration: 3000 }));
    // The toast region mounts through a portal after this effect; a toast raised before it would not show.
    const replay = setTimeout(replayCarriedNotices, 300);
    return () => (clearTimeout(replay), stop());
  }, []);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
