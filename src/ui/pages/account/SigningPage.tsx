import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'wouter';
import type { Contract } from '../../../domain/types/developer.types';
import { contractsListMachine } from '../../../machines/bills';
import { ListView, useList, type Column } from '../../components/ListView';
import { PageFrame } from '../../components/PageFrame';
import { formatDateTime } from '../../format';
import { FilterBar, KeywordFilter, SelectFilter, optionsOf } from './parts/filters';
import { Amount, CONTRACT_STATUS, StatusBadge } from './parts/labels';
import { numberParam, useUrlFilters } from './parts/urlFilters';
import { paths } from '../../../routes/paths';

export const contractDetailPath = (id: string) => paths.contractDetail({ id });

const columns: Column<Contract>[] = [
  { header: '合同编号', cell: (c) => c.contractNo },
  {
    header: '合同名称',
    cell: (c) => (
      <ChakraLink asChild color="blue.fg">
        <Link to={contractDetailPath(c.id)}>{c.name}</Link>
      </ChakraLink>
    ),
  },
  { header: '合同金额', cell: (c) => <Amount value={c.amount} /> },
  { header: '服务期限', cell: (c) => `${c.startDate} 至 ${c.endDate}` },
  { header: '状态', cell: (c) => <StatusBadge text={CONTRACT_STATUS[c.status]} /> },
  { header: '签署时间', cell: (c) => formatDateTime(c.signTime) },
];

/** 合同管理: the account's contracts (?status=&keyword=); each opens its signing details. */
export function SigningPage() {
  const [params, setFilters] = useUrlFilters();
  const query = { status: numberParam(params, 'status'), keyword: params.get('keyword') ?? undefined };
  const list = useList(contractsListMachine, query);
  return (
    <PageFrame title="合同管理" description="查看与签署与平台的服务合同。">
      <FilterBar>
        <SelectFilter
          label="合同状态"
          value={query.status ? String(query.status) : ''}
          options={optionsOf(CONTRACT_STATUS)}
          onChange={(v) => setFilters({ status: v })}
        />
        <KeywordFilter
          key={query.keyword ?? ''}
          label="合同名称或编号"
          value={query.keyword}
          placeholder="输入合同名称或编号"
          onSearch={(v) => setFilters({ keyword: v })}
        />
      </FilterBar>
      <ListView actor={list} columns={columns} label="合同列表" emptyText="暂无合同" rowKey={(c) => c.id} />
    </PageFrame>
  );
}
