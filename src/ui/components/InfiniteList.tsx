import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { isValidElement, useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { END_TEXT, type InfiniteListMachine } from '../../machines/infiniteList';
import { WINDOW_FROM, useListWindow } from './useListWindow';

/** Sends LIST.MORE whenever the bottom sentinel scrolls into view. */
function Sentinel({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useEffectEvent(onVisible);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && visible());
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} data-testid="list-sentinel" style={{ height: 1 }} />;
}

export interface InfiniteListProps<T, Q> {
  actor: ActorRefFrom<InfiniteListMachine<T, Q>>;
  renderItem: (item: T, index: number) => ReactNode;
  emptyText: string;
  label: string;
}

/**
 * The view of an infinite-list actor: items, then loading, error with retry, end or empty text.
 * Long lists render only the items near the viewport (useListWindow), so the DOM stays bounded.
 */
export function InfiniteList<T, Q>({ actor, renderItem, emptyText, label }: InfiniteListProps<T, Q>) {
  const items = useSelector(actor, (s) => s.context.items);
  const error = useSelector(actor, (s) => s.context.error);
  const status = useSelector(actor, (s) => s.value as string);
  const more = () => actor.send({ type: 'LIST.MORE' });
  const listRef = useRef<HTMLDivElement>(null);
  const { start, end, padTop, padBottom } = useListWindow(items.length, listRef);
  const windowed = items.length > WINDOW_FROM;
  return (
    <Stack ref={listRef} gap="0" aria-label={label} aria-busy={status === 'loading' || status === 'loadingMore'} role="list">
      {!windowed && items.map((item, i) => renderItem(item, i))}
      {windowed && (
        <>
          <div aria-hidden style={{ height: padTop }} />
          {items.slice(start, end).map((item, offset) => {
            const node = renderItem(item, start + offset);
            return (
              <div key={isValidElement(node) && node.key != null ? node.key : start + offset} data-index={start + offset}>
                {node}
              </div>
            );
          })}
          <div aria-hidden style={{ height: padBottom }} />
        </>
      )}
      <Box py="4" textAlign="center" fontSize="sm" color="fg.muted">
        {(status === 'loading' || status === 'loadingMore') && <Spinner size="sm" role="status" aria-label="加载中" />}
        {/* Keyed by the item count: a fresh observer after each page reports a sentinel that is
            still in view (a page that did not fill the box), which an old one would not repeat. */}
        {status === 'ready' && <Sentinel key={items.length} onVisible={more} />}
        {status === 'ended' && <Text>{END_TEXT}</Text>}
        {status === 'empty' && <Text>{emptyText}</Text>}
        {(status === 'failed' || status === 'moreFailed') && (
          <Stack align="center" gap="2">
            <Text color="red.600">{error}</Text>
            <Button size="xs" variant="outline" onClick={() => actor.send({ type: 'LIST.RETRY' })}>
              重试
            </Button>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
