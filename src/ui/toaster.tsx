import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useLayoutEffect } from 'react';
import { notices, noticeLeftScreen, takePendingNotices, type Notice } from '../machines/notify';

/** The toast region's name: where the notices are, and the key that jumps there. */
export const TOAST_REGION_LABEL = '通知（按 Alt+T 跳转）';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

const show = ({ message, kind }: Notice) =>
  void toaster.create({
    id: message,
    title: message,
    type: kind,
    duration: 3000,
    // Until it has left the screen a reload carries it over (see carryNotices).
    onStatusChange: ({ status }) => status === 'unmounted' && noticeLeftScreen(message),
  });

/**
 * Takes the notice store's notices to the toaster: the ones it holds when the region is ready
 * (raised while this module loaded, or carried over from the previous page), then each new one.
 * The region starts listening to the toaster in a microtask queued by its layout effect (Ark's
 * machine start) and drops toasts created before that; this sibling's layout effect runs after
 * the region's, so its microtask runs after the region has subscribed.
 */
function NoticeFeed() {
  useLayoutEffect(() => {
    let live = true;
    let stop = () => {};
    queueMicrotask(() => {
      if (!live) return;
      const showPending = () => takePendingNotices().forEach(show);
      showPending();
      const subscription = notices.subscribe(showPending);
      stop = () => subscription.unsubscribe();
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  return null;
}

/** Shows every notice raised by machines and the http client (see NoticeHost). */
export function Toaster() {
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
      <NoticeFeed />
    </Portal>
  );
}
