import { Code, Text } from '@chakra-ui/react';
import type { Transaction } from '../../../domain/types/trade.types';
import { transactionsListMachine, type TransactionFilter } from '../../../machines/bills';
import { ListView, useList, type Column } from '../../components/ListView';
import { PageFrame } from '../../components/PageFrame';
import { formatDateTime } from '../../format';
import { DateFilter, FilterBar, SelectFilter, optionsOf } from './parts/filters';
import { Amount, StatusBadge, TRADE_TYPE } from './parts/labels';
import { dateParam, numberParam, useUrlFilters } from './parts/urlFilters';

const columns: Column<Transaction>[] = [
  { header: '交易时间', cell: (t) => formatDateTime(t.tradeTime) },
  { header: '交易流水号', cell: (t) => <Code>{t.tradeNo}</Code> },
  { header: '类型', cell: (t) => <StatusBadge text={TRADE_TYPE[t.tradeType]} /> },
  { header: '金额', cell: (t) => <Amount value={t.amount} signed /> },
  { header: '交易后余额', cell: (t) => <Amount value={t.balanceAfter} /> },
  { header: '说明', cell: (t) => t.remark },
];

/** 交易明细: the ledger (top-ups, spend, refunds), by type and a date range (?type=&start=&end=). */
/** Mounted only for a valid range: an impossible one is never asked for. */
function TransactionList({ query }: { query: TransactionFilter }) {
  const list = useList(transactionsListMachine, query);
  return (
    <ListView actor={list} columns={columns} label="交易明细" emptyText="所选范围内暂无交易" rowKey={(t) => t.id} />
  );
}

export function TransactionDetailsPage() {
  const [params, setFilters] = useUrlFilters();
  const query = {
    tradeType: numberParam(params, 'type'),
    start: dateParam(params, 'start'),
    end: dateParam(params, 'end'),
  };
  const rangeInvalid = Boolean(query.start && query.end && query.start > query.end);
  return (
    <PageFrame title="交易明细" description="账户的充值、消费与退款流水（北京时间）。">
      <FilterBar>
        <SelectFilter
          label="交易类型"
          value={query.tradeType ? String(query.tradeType) : ''}
          options={optionsOf(TRADE_TYPE)}
          onChange={(v) => setFilters({ type: v })}
        />
        <DateFilter label="开始日期" value={query.start} max={query.end} onChange={(v) => setFilters({ start: v })} />
        <DateFilter label="结束日期" value={query.end} min={query.start} onChange={(v) => setFilters({ end: v })} />
      </FilterBar>
      {rangeInvalid ? (
        <Text role="alert" color="red.fg" fontSize="sm">
          开始日期不能晚于结束日期
        </Text>
      ) : (
        <TransactionList query={query} />
      )}
    </PageFrame>
  );
}
