import type { StatusFilter } from '../../../../machines/bills';
import type { ListMachine } from '../../../../machines/listMachine';
import { ListView, useList, type Column } from '../../../components/ListView';
import { PageFrame } from '../../../components/PageFrame';
import { FilterBar, SelectFilter, optionsOf } from './filters';
import { numberParam, useUrlFilters } from './urlFilters';

/** An account list filtered by one status select (?status=), such as 授权码管理 and 代金券记录. */
export function StatusListPage<T extends { id: string }>({
  title,
  description,
  machine,
  statuses,
  columns,
  label,
  emptyText,
}: {
  title: string;
  description: string;
  machine: ListMachine<T, StatusFilter>;
  /** Status code → its label: the select's choices. */
  statuses: Record<number, string>;
  columns: Column<T>[];
  label: string;
  emptyText: string;
}) {
  const [params, setFilters] = useUrlFilters();
  const status = numberParam(params, 'status');
  const list = useList(machine, { status });
  return (
    <PageFrame title={title} description={description}>
      <FilterBar>
        <SelectFilter
          label="状态"
          value={status ? String(status) : ''}
          options={optionsOf(statuses)}
          onChange={(v) => setFilters({ status: v })}
        />
      </FilterBar>
      <ListView actor={list} columns={columns} label={label} emptyText={emptyText} rowKey={(row) => row.id} />
    </PageFrame>
  );
}
