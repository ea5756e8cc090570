import {
  Box,
  HStack,
  Spinner,
  Stack,
  Table,
  Text,
  useRecipe,
  useSlotRecipe,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  isValidElement,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import type { ActorRef, AnyActorRef, EventObject, Snapshot } from 'xstate';
import {
  END_TEXT,
  LIST_ID,
  type ListContext,
  type ListEvent,
  type ListInput,
  type ListMachine,
} from '../../machines/listMachine';
import type { Page } from '../../domain/types/common.types';
import { LoadFailure } from './LoadFailure';
import { cellCss } from './tableCells';
import { Pager } from './Pager';
import { WINDOW_FROM, useListWindow } from './useListWindow';

export interface Column<T> {
  /** The column's name (and key). */
  header: string;
  /** Shown in the header cell instead of `header` (a select-all box). */
  head?: ReactNode;
  cell: (row: T) => ReactNode;
  width?: string;
}

/** Any list actor, whatever its query type: the view only pages, retries and reads rows. */
type AnyListSnapshot<T> = Snapshot<unknown> & {
  context: Omit<ListContext<T, unknown, Page<T>>, 'query'>;
  matches: (state: 'loading' | 'failed' | 'ready' | { ready: 'idle' | 'loadingMore' | 'moreFailed' }) => boolean;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of any query type may be shown; the view never sends LIST.QUERY
export type AnyListActor<T> = ActorRef<AnyListSnapshot<T>, ListEvent<any> & EventObject>;

const PHONE = '@media screen and (max-width: 47.99em)';

/**
 * Phones: the table scrolls sideways inside its own box (the page never does), cells keep to
 * one line, and the first column stays put so each row still says whose it is.
 */
const phoneTable = {
  [PHONE]: {
    '& td, & th': { whiteSpace: 'nowrap' },
    '& tr > :first-of-type': { position: 'sticky', left: 0, zIndex: 1, background: 'var(--chakra-colors-bg)' },
  },
};

function Loading() {
  return (
    <HStack justify="center" py="6">
      <Spinner size="sm" role="status" aria-label="加载中" />
    </HStack>
  );
}

function Empty({ text, action }: { text: string; action?: ReactNode }) {
  const line = (
    <Text textAlign="center" color="fg.muted" py="8" fontSize="sm">
      {text}
    </Text>
  );
  if (!action) return line;
  return (
    <Stack align="center" gap="0" pb="8">
      {line}
      {action}
    </Stack>
  );
}

export interface DataTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  loading: boolean;
  /** An answer has been shown: a reload keeps the header (and the rows, dimmed) under the spinner. */
  answered?: boolean;
  error?: string;
  onRetry: () => void;
  emptyText: string;
}

/**
 * The table's header, rows and cells styled once, from the table itself: the same recipe as
 * Chakra's Table.Row, Table.ColumnHeader and Table.Cell (size sm, variant line), set on plain
 * elements through the table's own styles. A page of ten rows of seven columns was some ninety
 * styled elements, each resolving its styles on every render (Emotion's performance advice; docs/performance.md,
 * "Styles set once on a list"). The cells' own badges and actions (tableCells.tsx) are styled
 * here too, as Chakra's Badge (sm subtle) and Button (xs ghost).
 */
function useTablePartsCss(): SystemStyleObject {
  const table = useSlotRecipe({ key: 'table' });
  const badge = useRecipe({ key: 'badge' });
  const button = useRecipe({ key: 'button' });
  return useMemo(() => {
    const slots = table({ size: 'sm', variant: 'line' });
    return {
      '& thead': slots.header,
      '& tbody': slots.body,
      '& tr': slots.row,
      '& th': { ...slots.columnHeader, whiteSpace: 'nowrap' },
      '& td': slots.cell,
      ...cellCss(badge({ size: 'sm', variant: 'subtle' }), button({ size: 'xs', variant: 'ghost' })),
    };
  }, [table, badge, button]);
}

/**
 * A table with its loading, failed-with-retry and empty states; lists feed it through ListView.
 * Until its first answer has come it shows the spinner alone: a header laid out without rows would
 * re-flow its columns when they arrive, moving under the reader's eyes. Once shown, it stays while
 * the table reloads (a filter, a page), its rows dimmed until the new ones come.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  answered = false,
  error,
  onRetry,
  emptyText,
}: DataTableProps<T>) {
  const parts = useTablePartsCss();
  if (loading && rows.length === 0 && !answered)
    return (
      <Box aria-busy>
        <Loading />
      </Box>
    );
  return (
    <Box maxW="100%" overflowX="auto" aria-busy={loading} css={phoneTable}>
      <Table.Root size="sm" aria-label={label} variant="line" css={parts}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} style={c.width ? { width: c.width } : undefined}>
                {c.head ?? c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody style={loading ? { opacity: 0.5 } : undefined}>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header}>{c.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table.Root>
      {loading && <Loading />}
      {!loading && error !== undefined && <LoadFailure error={error} onRetry={onRetry} />}
      {!loading && error === undefined && rows.length === 0 && <Empty text={emptyText} />}
    </Box>
  );
}

/**
 * Sends LIST.MORE whenever the bottom sentinel scrolls into view. Observed from the commit that
 * shows it (a layout effect): a list's rows come in a deferred render, whose passive effects may
 * run later, and a scroll to the end in between must not go unheard.
 */
function Sentinel({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useEffectEvent(onVisible);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && visible());
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} data-testid="list-sentinel" style={{ height: 1 }} />;
}

/**
 * What the list shows, deferred: a page of rows arrives as a store update, which React would
 * render at once, in one task (a page of model cards: ~100–200 ms on a phone's CPU). Every part of
 * the view takes it in the same background render instead, which React does in slices; rows,
 * pager and loading state change together. A screen's own line about the list (共 N 个) reads it
 * through this too, so it changes with the rows.
 */
export const useShown = <T, R>(actor: AnyListActor<T>, select: (s: AnyListSnapshot<T>) => R): R =>
  useDeferredValue(useSelector(actor, select));

/** 共 N 条 and the page buttons, shown once there is more than one page. */
export function PagerBar({
  total,
  pageSize,
  page,
  onPageChange,
}: {
  total: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
}) {
  if (total <= pageSize) return null;
  return (
    <HStack justify="flex-end" mt="4" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        共 {total} 条
      </Text>
      <Pager count={total} pageSize={pageSize} page={page} onPageChange={onPageChange} />
    </HStack>
  );
}

/**
 * `held`: not shown while the table holds its rows. Mounted all the same, so that once shown it is
 * as far behind the list as the rows are: a pager mounted then would show the list as it is now,
 * above rows still to come, and be pushed down by them.
 */
function ListPager<T>({
  actor,
  onPageChange,
  held,
}: {
  actor: AnyListActor<T>;
  onPageChange?: (pageNum: number) => void;
  held: boolean;
}) {
  const total = useShown(actor, (s) => s.context.total);
  const pageNum = useShown(actor, (s) => s.context.pageNum);
  const pageSize = useShown(actor, (s) => s.context.pageSize);
  if (held) return null;
  return (
    <PagerBar
      total={total}
      pageSize={pageSize}
      page={pageNum}
      onPageChange={onPageChange ?? ((n) => actor.send({ type: 'LIST.PAGE', pageNum: n }))}
    />
  );
}

/**
 * The end of an infinite list: the sentinel that asks for the next page, a spinner while it
 * comes, the end text, or the failure with 重试 (the pages shown stay).
 */
function ListEnd<T>({ actor, emptyText }: { actor: AnyListActor<T>; emptyText: string }) {
  const count = useShown(actor, (s) => s.context.records.length);
  const more = useShown(actor, (s) => s.context.more);
  const error = useShown(actor, (s) => s.context.error);
  const status = useShown(actor, (s) =>
    s.matches('loading') || s.matches({ ready: 'loadingMore' })
      ? 'loading'
      : s.matches('failed') || s.matches({ ready: 'moreFailed' })
        ? 'failed'
        : 'ready',
  );
  return (
    <Box py="4" textAlign="center" fontSize="sm" color="fg.muted">
      {status === 'loading' && <Spinner size="sm" role="status" aria-label="加载中" />}
      {/* Keyed by the item count: a fresh observer after each page reports a sentinel that is
          still in view (a page that did not fill the box), which an old one would not repeat. */}
      {status === 'ready' && more && <Sentinel key={count} onVisible={() => actor.send({ type: 'LIST.MORE' })} />}
      {status === 'ready' && !more && <Text>{count === 0 ? emptyText : END_TEXT}</Text>}
      {status === 'failed' && <LoadFailure error={error} onRetry={() => actor.send({ type: 'LIST.RETRY' })} />}
    </Box>
  );
}

/** Items of a card layout; long infinite lists render only those near the viewport (useListWindow). */
function Cards<T>({ actor, label, renderItem, grid, children }: CardLayout<T> & { children?: ReactNode }) {
  const items = useShown(actor, (s) => s.context.records);
  const busy = useShown(actor, (s) => s.matches('loading') || s.matches({ ready: 'loadingMore' }));
  const listRef = useRef<HTMLDivElement>(null);
  const { start, end, padTop, padBottom } = useListWindow(items.length, listRef);
  const layout = grid
    ? { display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }, gap: '4' }
    : { gap: '0' };
  if (items.length <= WINDOW_FROM) {
    return (
      <Stack ref={listRef} {...layout} aria-label={label} aria-busy={busy} role="list">
        {items.map((item, i) => renderItem(item, i))}
        {children}
      </Stack>
    );
  }
  return (
    <Stack ref={listRef} gap="0" aria-label={label} aria-busy={busy} role="list">
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
      {children}
    </Stack>
  );
}

interface ListViewBase<T> {
  actor: AnyListActor<T>;
  /** The table's or list's accessible name. */
  label: string;
  emptyText: string;
  /** Shown under the empty text (清除筛选 on a filtered list). */
  emptyAction?: ReactNode;
  /** A screen whose page lives in the URL changes the URL; the list follows its LIST.QUERY. */
  onPageChange?: (pageNum: number) => void;
}
interface TableLayout<T> extends ListViewBase<T> {
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /**
   * What the cells show has not all come yet (the names of the ids a row holds): the table shows
   * as loading until it has, so no cell changes after the rows appear.
   */
  cellsPending?: boolean;
}
interface CardLayout<T> extends ListViewBase<T> {
  /** Each item as a `role="listitem"` element with a key. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Cards side by side (1, 2 or 3 columns by width) rather than one under another. */
  grid?: boolean;
  /** Paged cards: what stands in for them while a page loads (skeleton cards); a spinner otherwise. */
  placeholder?: ReactNode;
}
export type ListViewProps<T> = TableLayout<T> | CardLayout<T>;

const NO_RECORDS: never[] = [];

function ListTable<T>({ actor, label, emptyText, columns, rowKey, cellsPending = false }: TableLayout<T>) {
  const records = useShown(actor, (s) => s.context.records);
  const loading = useShown(actor, (s) => s.matches('loading')) || cellsPending;
  const rows = cellsPending ? NO_RECORDS : records;
  const answered = useShown(actor, (s) => s.context.page !== undefined) && !cellsPending;
  const error = useShown(actor, (s) => (s.matches('failed') ? (s.context.error ?? '') : undefined));
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      loading={loading}
      answered={answered}
      error={error}
      onRetry={() => actor.send({ type: 'LIST.RETRY' })}
      emptyText={emptyText}
    />
  );
}

function PagedCards<T>(props: CardLayout<T>) {
  const { actor, emptyText, emptyAction, placeholder } = props;
  const loading = useShown(actor, (s) => s.matches('loading'));
  const error = useShown(actor, (s) => (s.matches('failed') ? (s.context.error ?? '') : undefined));
  const empty = useShown(actor, (s) => s.matches('ready') && s.context.records.length === 0);
  return (
    <>
      {loading && (placeholder ?? <Loading />)}
      {error !== undefined && <LoadFailure error={error} onRetry={() => actor.send({ type: 'LIST.RETRY' })} />}
      {empty && <Empty text={emptyText} action={emptyAction} />}
      {!loading && error === undefined && <Cards {...props} />}
    </>
  );
}

/**
 * The view of a list actor (listMachine): a table (`columns`) or cards (`renderItem`), the
 * empty text, loading and failed-with-retry states, and under it the pager (paged mode) or the
 * sentinel that loads the next page (infinite mode).
 */
export function ListView<T>(props: ListViewProps<T>) {
  const infinite = useSelector(props.actor, (s) => s.context.mode === 'infinite');
  // Deferred with the rows: the names coming last would otherwise render the held rows at once.
  const held = useDeferredValue('columns' in props && Boolean(props.cellsPending));
  if (infinite && 'renderItem' in props) {
    return (
      <Cards {...props}>
        <ListEnd actor={props.actor} emptyText={props.emptyText} />
      </Cards>
    );
  }
  // The pager comes with the rows: shown above a table still waiting, it would be pushed down.
  return (
    <Box>
      {'columns' in props ? <ListTable {...props} cellsPending={held} /> : <PagedCards {...props} />}
      <ListPager actor={props.actor} onPageChange={props.onPageChange} held={held} />
    </Box>
  );
}

/**
 * A list actor owned by a screen whose filters live in the URL: a changed `query` (or URL page)
 * is sent as LIST.QUERY; the same query again is no new load (the list started with it, or was
 * last sent it, and may already show its answer).
 */
export function useList<T, Q, P extends Page<T>>(
  machine: ListMachine<T, Q, P>,
  query: Q,
  options: Omit<ListInput<Q>, 'query'> = {},
) {
  const list = useActorRef(machine, { input: { query, ...options } });
  // A page from the URL (`options.pageNum`) is followed too; without one a new query starts at page 1.
  const key = JSON.stringify([query, options.pageNum]);
  const asked = useRef(key);
  const send = useEffectEvent(() => list.send({ type: 'LIST.QUERY', query, pageNum: options.pageNum }));
  useEffect(() => {
    if (asked.current === key) return;
    asked.current = key;
    send();
  }, [key]);
  return list;
}

/** The query a list was last asked (its filters as the screen shows them). */
export function useListQuery<Q>(actor: AnyListActor<unknown>): Q {
  return useSelector(actor, (s) => (s.context as { query?: unknown }).query as Q);
}

/** The rows a list shows (none before it starts): a dialog reads its row from them. */
export function useListRecords<T>(list: AnyListActor<T> | undefined): T[] {
  return useSelector(list, (s) => s?.context.records ?? NO_RECORDS);
}

/** The `list` child a screen's parent machine invokes (audit queue, row actions, dialogs); undefined once it stops. */
export function useListChild<T>(parent: AnyActorRef): AnyListActor<T> | undefined {
  return useSelector(
    parent,
    (s: { children: Record<string, unknown> }) => s.children[LIST_ID] as AnyListActor<T> | undefined,
  );
}
