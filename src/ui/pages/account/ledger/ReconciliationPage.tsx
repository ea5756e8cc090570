import { Alert, Badge, Box, Button, Field, HStack, Input, List, SimpleGrid, Stat, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { fenText, gapLabels } from '../../../../domain/ledger';
import type { ReconcileLine, ReconcilePeriod, Reconciliation } from '../../../../domain/types/ledger.types';
import { beijingToday } from '../../../../machines/clock';
import { reconciliationMachine } from '../../../../machines/ledger';
import { paths } from '../../../../routes/paths';
import { RequestLink } from './RequestLink';
import { DataTable, type Column } from '../../../components/ListView';
import { PageFrame } from '../../../components/PageFrame';
import { saveBlob } from '../../../components/saveBlob';
import { formatDateTime } from '../../../format';
import { SelectFilter } from '../parts/filters';
import { useUrlFilters } from '../parts/urlFilters';
import { StatHelp } from '../../../components/StatHelp';

const screenMachine = reconciliationMachine.provide({
  actions: {
    saveFile: (_, { csv, fileName }) =>
      saveBlob({ blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName }),
  },
});
type ReconActor = ActorRefFrom<typeof screenMachine>;

const PERIODS: { value: ReconcilePeriod; label: string }[] = [
  { value: 'day', label: '按日' },
  { value: 'month', label: '按月' },
];

const money = (fen: number) => (
  <Text as="span" fontVariantNumeric="tabular-nums">
    {fenText(fen)}
  </Text>
);

const columns: Column<ReconcileLine>[] = [
  {
    header: '请求ID',
    cell: (l) => <RequestLink requestId={l.requestId} />,
  },
  { header: '模型', cell: (l) => l.model || '—' },
  { header: '开始时间', cell: (l) => formatDateTime(l.startedAt) },
  { header: '日志费用', cell: (l) => money(l.logFen) },
  { header: '扣费', cell: (l) => money(l.chargedFen) },
  { header: '其中代金券', cell: (l) => money(l.voucherFen) },
  { header: '退款', cell: (l) => money(l.refundFen) },
  { header: '价格版本', cell: (l) => l.priceVersion || '—' },
  {
    header: '结果',
    cell: (l) =>
      l.gap ? (
        <Badge colorPalette={l.explained ? 'orange' : 'red'}>{gapLabels[l.gap]}</Badge>
      ) : (
        <Badge colorPalette="green">一致</Badge>
      ),
  },
];

function Verdict({ r }: { r: Reconciliation }) {
  const gaps = r.lines.filter((l) => l.gap);
  const errors = gaps.filter((l) => !l.explained);
  const period = r.period === 'day' ? r.date : `${r.date} 月`;
  if (r.verdict === 'match')
    return (
      <Alert.Root status="success" data-testid="recon-verdict">
        <Alert.Indicator />
        <Alert.Title>
          {period} 对账一致：请求日志 {fenText(r.logFen)} = 账单 {fenText(r.billFen)} = 余额与代金券扣减{' '}
          {fenText(r.balancePaidFen + r.voucherPaidFen - r.refundFen)}，{r.lines.length} 笔逐笔相符，精确到 ¥0.01。
        </Alert.Title>
      </Alert.Root>
    );
  return (
    <Alert.Root status={errors.length ? 'error' : 'warning'} data-testid="recon-verdict">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {errors.length
            ? `${period} 发现 ${errors.length} 项异常${gaps.length > errors.length ? `，另有 ${gaps.length - errors.length} 项可解释的差异` : ''}`
            : `${period} 有 ${gaps.length} 项可解释的差异，其余逐笔相符`}
        </Alert.Title>
        <Alert.Description>
          <List.Root as="ul" ps="4" mt="1" gap="1" aria-label="差异">
            {gaps.map((l) => (
              <List.Item key={l.requestId} overflowWrap="anywhere">
                <Badge colorPalette={l.explained ? 'orange' : 'red'} me="2">
                  {gapLabels[l.gap!]}
                </Badge>
                <Text as="span" fontFamily="mono" fontSize="xs" me="2">
                  {l.requestId}
                </Text>
                {l.cause}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function Totals({ r }: { r: Reconciliation }) {
  const stat = (label: string, fen: number, help: string, testId: string) => (
    <Stat.Root borderWidth="1px" borderRadius="md" p="3">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText fontSize={{ base: 'lg', md: '2xl' }} fontVariantNumeric="tabular-nums" data-testid={testId}>
        {fenText(fen)}
      </Stat.ValueText>
      <StatHelp fontSize="xs">{help}</StatHelp>
    </Stat.Root>
  );
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" role="group" aria-label="对账合计">
      {stat(
        '请求日志合计',
        r.logFen,
        `${r.lines.filter((l) => l.logFen > 0).length} 次计费调用（按开始时间）`,
        'recon-log',
      )}
      {stat('账单合计', r.billFen, '扣费减退款，含代金券抵扣', 'recon-bill')}
      {stat(
        '余额与代金券扣减',
        r.balancePaidFen + r.voucherPaidFen - r.refundFen,
        `余额扣费 ${fenText(r.balancePaidFen)} + 代金券 ${fenText(r.voucherPaidFen)} − 退款 ${fenText(r.refundFen)}`,
        'recon-wallets',
      )}
    </SimpleGrid>
  );
}

function BalanceChange({ r }: { r: Reconciliation }) {
  const parts = [
    ['充值', r.rechargeFen],
    ['退款', r.refundFen],
    ['调账', r.adjustmentFen],
    ['余额扣费', -r.balancePaidFen],
    ['日结扣费', -r.settledFen],
  ] as const;
  const moves = parts
    .filter(([, fen]) => fen !== 0)
    .map(([label, fen]) => `${label} ${fenText(fen, { signed: true })}`);
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="recon-balance">
      余额 {fenText(r.openingBalanceFen)} → {fenText(r.closingBalanceFen)}，变动{' '}
      {fenText(r.balanceChangeFen, { signed: true })}
      {moves.length
        ? `（${moves.join('，')}）`
        : `（本期余额无变动${r.voucherPaidFen > 0 ? '，扣费均由代金券支付' : ''}）`}
    </Text>
  );
}

function Result({ recon }: { recon: ReconActor }) {
  const result = useSelector(recon, (s) => (s.matches('shown') ? s.context.result : undefined));
  const exporting = useSelector(recon, (s) => s.matches({ shown: 'exporting' }));
  if (!result) return null;
  return (
    <Stack gap="4">
      <Verdict r={result} />
      <Totals r={result} />
      <BalanceChange r={result} />
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="xs" color="fg.muted">
          {result.rounding}
        </Text>
        <Button size="sm" variant="outline" loading={exporting} onClick={() => recon.send({ type: 'RECON.EXPORT' })}>
          导出对账单 CSV
        </Button>
      </HStack>
      <Box overflowX="auto">
        <DataTable
          label="对账明细"
          columns={columns}
          rows={result.lines}
          rowKey={(l) => l.requestId}
          loading={false}
          answered
          onRetry={() => undefined}
          emptyText="该期间没有计费调用"
        />
      </Box>
    </Stack>
  );
}

/** 对账: request log = bill = balance change for a day or a month, or each gap named with its cause. */
export function ReconciliationPage() {
  const recon = useActorRef(screenMachine);
  const [params, set] = useUrlFilters();
  const period: ReconcilePeriod = params.get('period') === 'month' ? 'month' : 'day';
  const today = beijingToday();
  const result = useSelector(recon, (s) => s.context.result);
  // Without a date in the address the platform's today (or month) is reconciled, and shown once answered.
  const date = params.get('date') || (result?.period === period ? result.date : '');
  const running = useSelector(recon, (s) => s.matches('running'));
  const error = useSelector(recon, (s) => (s.matches('failed') ? s.context.error : undefined));
  return (
    <PageFrame
      title="对账"
      description="选择一天或一个月，一键核对：请求日志合计 = 账单合计 = 余额与代金券的扣减，逐笔精确到 ¥0.01；不一致时逐项列出差异及原因（截止时仍在输出的流式调用、次日入账的退款、代金券抵扣、错误扣费等）。"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          recon.send({ type: 'RECON.RUN', query: { period, date } });
        }}
      >
        <HStack gap="4" align="flex-end" wrap="wrap" mb="5">
          <SelectFilter
            allLabel=""
            label="对账周期"
            value={period}
            options={PERIODS}
            onChange={(v) => set({ period: v, date: undefined })}
          />
          <Field.Root maxW="200px">
            <Field.Label>{period === 'day' ? '对账日期' : '对账月份'}</Field.Label>
            <Input
              size="sm"
              type={period === 'day' ? 'date' : 'month'}
              value={date}
              max={period === 'day' ? today : today.slice(0, 7)}
              onChange={(e) => set({ date: e.target.value })}
            />
          </Field.Root>
          <Button type="submit" size="sm" colorPalette="blue" loading={running}>
            {date ? '开始对账' : period === 'day' ? '开始对账（今天）' : '开始对账（本月）'}
          </Button>
          <Button size="sm" variant="outline" asChild>
            <Link href={paths.ledger()}>查看资金账本</Link>
          </Button>
        </HStack>
      </form>
      {error !== undefined && (
        <Text role="alert" color="red.fg" fontSize="sm" mb="3">
          {error}
        </Text>
      )}
      <Result recon={recon} />
    </PageFrame>
  );
}
