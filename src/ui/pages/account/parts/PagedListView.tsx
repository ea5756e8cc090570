import { useActorRef, useSelector } from '@xstate/react';
import type { createListMachine } from '../../../../machines/listMachine';
import { PagedTable, type Column } from '../../../components/PagedTable';
import { TableFit } from './TableFit';

type ListMachine<T, Q> = ReturnType<typeof createListMachine<T, Q>>;

interface PagedListViewProps<T, Q> {
  machine: ListMachine<T, Q>;
  query: Q;
  columns: Column<T>[];
  label: string;
  emptyText: string;
  rowKey: (row: T) => string;
  pageSize?: number;
}

/**
 * One paged list of the account centre. Parents key it by the URL's filters, so a new filter
 * starts a fresh list machine from page 1 with the query the URL holds.
 */
export function PagedListView<T, Q>({ machine, query, columns, label, emptyText, rowKey, pageSize = 10 }: PagedListViewProps<T, Q>) {
  const list = useActorRef(machine, { input: { query, pageSize } });
  const rows = useSelector(list, (s) => s.context.records);
  const total = useSelector(list, (s) => s.context.total);
  const page = useSelector(list, (s) => s.context.pageNum);
  const loading = useSelector(list, (s) => s.matches('loading'));
  const error = useSelector(list, (s) => (s.matches('failed') ? s.context.error : undefined));
  return (
    <TableFit>
      <PagedTable
        label={label}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        loading={loading}
        error={error}
        onRetry={() => list.send({ type: 'LIST.RELOAD' })}
        emptyText={emptyText}
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={(pageNum) => list.send({ type: 'LIST.PAGE', pageNum })}
      />
    </TableFit>
  );
}
