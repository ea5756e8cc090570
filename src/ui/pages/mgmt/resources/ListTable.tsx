import { useSelector } from '@xstate/react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';
import { PagedTable, type Column } from '../../../components/PagedTable';

/** What the paged list machines (pagedList, actionList, auditQueue) have in common. */
type ListSnapshot<T> = Snapshot<unknown> & {
  context: { records: T[]; total: number; pageNum: number; pageSize: number; error?: string };
  matches: (state: 'loading' | 'failed') => boolean;
};
type ListEvent = { type: 'LIST.PAGE'; pageNum: number } | { type: 'LIST.RELOAD' };
export type ListActor<T> = ActorRef<ListSnapshot<T>, ListEvent & EventObject>;

/** A PagedTable fed by a list machine: rows, pager, loading, failure with retry. */
export function ListTable<T extends { id: string }>({ actor, label, columns, emptyText }: { actor: ListActor<T>; label: string; columns: Column<T>[]; emptyText: string }) {
  const rows = useSelector(actor, (s) => s.context.records);
  const total = useSelector(actor, (s) => s.context.total);
  const page = useSelector(actor, (s) => s.context.pageNum);
  const pageSize = useSelector(actor, (s) => s.context.pageSize);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : undefined));
  return (
    <PagedTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      loading={loading}
      error={error}
      onRetry={() => actor.send({ type: 'LIST.RELOAD' })}
      emptyText={emptyText}
      page={page}
      pageSize={pageSize}
      total={total}
      onPageChange={(pageNum) => actor.send({ type: 'LIST.PAGE', pageNum })}
    />
  );
}
