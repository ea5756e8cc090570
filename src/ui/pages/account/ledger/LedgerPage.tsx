import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { fenText, ledgerKindLabels, ROUNDING_RULE } from '../../../../domain/ledger';
import type { LedgerFilter, LedgerKind, LedgerLine } from '../../../../domain/types/ledger.types';
import { ledgerListMachine, ledgerMachine } from '../../../../machines/ledger';
import { paths } from '../../../../routes/paths';
import { RequestLink } from './RequestLink';
import { ListView, useList, type Column } from '../../../components/ListView';
import { PageFrame } from '../../../components/PageFrame';
import { saveBlob } from '../../../components/saveBlob';
import { formatDateTime } from '../../../format';
import { DateFilter, FilterBar, KeywordFilter, SelectFilter } from '../parts/filters';
import { dateParam, useUrlFilters } from '../parts/urlFilters';

const screenMachine = ledgerMachine.provide({
  actions: {
    saveFile: (_, { csv, fileName }) =>
      saveBlob({ blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName }),
  },
});
type LedgerActor = ActorRefFrom<typeof screenMachine>;

const KIND_PALETTE: Record<LedgerKind, string> = {
  recharge: 'green',
  voucher: 'purple',
  call: 'blue',
  refund: 'teal',
  adjustment: 'orange',
  purchase: 'gray',
  settlement: 'gray',
};

const kinds = Object.keys(ledgerKindLabels) as LedgerKind[];

const columns: Column<LedgerLine>[] = [
  { header: '时间', cell: (l) => formatDateTime(l.time) },
  { header: '类型', cell: (l) => <Badge colorPalette={KIND_PALETTE[l.kind]}>{ledgerKindLabels[l.kind]}</Badge> },
  { header: '钱包', cell: (l) => l.walletName },
  {
    header: '金额',
    cell: (l) => (
      <Text as="span" fontVariantNumeric="tabular-nums" color={l.amountFen < 0 ? 'fg' : 'green.fg'}>
        {fenText(l.amountFen, { signed: true })}
      </Text>
    ),
  },
  {
    header: '余额',
    cell: (l) => (
      <Text as="span" fontVariantNumeric="tabular-nums">
        {fenText(l.balanceFen)}
      </Text>
    ),
  },
  {
    header: '调用',
    cell: (l) => (l.requestId ? <RequestLink requestId={l.requestId} /> : '—'),
  },
  { header: '价格版本', cell: (l) => l.priceVersion || '—' },
  { header: '说明', cell: (l) => l.remark || (l.model ? `调用 ${l.model}` : '—') },
];

function filterOf(params: URLSearchParams): LedgerFilter {
  const kind = params.get('kind');
  return {
    kind: kinds.includes(kind as LedgerKind) ? (kind as LedgerKind) : undefined,
    wallet: params.get('wallet') || undefined,
    requestId: params.get('id') || undefined,
    start: dateParam(params, 'start'),
    end: dateParam(params, 'end'),
  };
}

function Filters({
  ledger,
  filter,
  set,
}: {
  ledger: LedgerActor;
  filter: LedgerFilter;
  set: (patch: Record<string, string | undefined>) => void;
}) {
  const wallets = useSelector(ledger, (s) => s.context.wallets);
  return (
    <FilterBar>
      <SelectFilter
        label="类型"
        value={filter.kind ?? ''}
        options={kinds.map((k) => ({ value: k, label: ledgerKindLabels[k] }))}
        onChange={(v) => set({ kind: v })}
      />
      <SelectFilter
        label="钱包"
        value={filter.wallet ?? ''}
        options={wallets.map((w) => ({ value: w.id, label: w.name }))}
        onChange={(v) => set({ wallet: v })}
      />
      <KeywordFilter
        label="请求ID"
        value={filter.requestId}
        placeholder="req_…"
        onSearch={(v) => set({ id: v.trim() })}
      />
      <DateFilter label="开始日期" value={filter.start} max={filter.end} onChange={(v) => set({ start: v })} />
      <DateFilter label="结束日期" value={filter.end} min={filter.start} onChange={(v) => set({ end: v })} />
    </FilterBar>
  );
}

function Lines({ filter }: { filter: LedgerFilter }) {
  const list = useList(ledgerListMachine, filter, { pageSize: 20 });
  return (
    <ListView actor={list} columns={columns} label="资金账本" emptyText="暂无符合条件的账本记录" rowKey={(l) => l.id} />
  );
}

/** 资金账本: every movement of the wallets, one line each, with the running cash balance. */
export function LedgerPage() {
  const ledger = useActorRef(screenMachine);
  const [params, set] = useUrlFilters();
  const filter = filterOf(params);
  const exporting = useSelector(ledger, (s) => s.matches({ export: 'running' }));
  const rangeInvalid = Boolean(filter.start && filter.end && filter.start > filter.end);
  return (
    <PageFrame
      title="资金账本"
      description="每一笔资金变动一行：充值、代金券发放与抵扣、每次调用的扣费（链接到调用日志）、退款与调账，注明支付的钱包、计费的价格版本和变动后的余额；时间为北京时间。"
    >
      <Filters ledger={ledger} filter={filter} set={set} />
      <HStack justify="space-between" mb="3" gap="3" wrap="wrap">
        <Text fontSize="xs" color="fg.muted">
          金额以分为单位精确记账。{ROUNDING_RULE}
        </Text>
        <HStack gap="2">
          <Button size="sm" variant="outline" asChild>
            <Link href={paths.reconciliation()}>去对账</Link>
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={exporting}
            disabled={rangeInvalid}
            onClick={() => ledger.send({ type: 'LEDGER.EXPORT', filter })}
          >
            导出 CSV
          </Button>
        </HStack>
      </HStack>
      {rangeInvalid ? (
        <Text role="alert" color="red.fg" fontSize="sm">
          开始日期不能晚于结束日期
        </Text>
      ) : (
        <Lines filter={filter} />
      )}
    </PageFrame>
  );
}
