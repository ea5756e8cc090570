import { Badge, Box, Button, Code, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { RequestLogFilter, RequestLogRow, RequestLogStatus } from '../../../domain/types/requestLog.types';
import { requestLogListMachine, requestLogMachine } from '../../../machines/requestLog';
import { outcomeLabel, priceFormula } from '../../../domain/requestLog';
import { CodePre } from '../../components/CodePre';
import { AppDrawer } from '../../components/dialog/AppDrawer';
import { ListView, useList, type Column } from '../../components/ListView';
import { LoadFailure } from '../../components/LoadFailure';
import { PageFrame } from '../../components/PageFrame';
import { saveBlob } from '../../components/saveBlob';
import { formatDateTime, formatYuan } from '../../format';
import { DateFilter, FilterBar, KeywordFilter, SelectFilter } from './parts/filters';
import { dateParam, useUrlFilters } from './parts/urlFilters';
import { LimitInspector } from './parts/LimitInspector';

const screenMachine = requestLogMachine.provide({
  actions: {
    saveFile: (_, { csv, fileName }) =>
      saveBlob({ blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName }),
  },
});
type LogActor = ActorRefFrom<typeof screenMachine>;

const count = (n: number) => n.toLocaleString('zh-CN');

function Outcome({ row }: { row: Pick<RequestLogRow, 'status' | 'outcome' | 'errorCode'> }) {
  const palette = row.outcome === 'disconnected' ? 'orange' : row.status === 200 ? 'green' : 'red';
  return (
    <Badge colorPalette={palette}>
      {outcomeLabel(row)}
      {row.status !== 200 &&
        `（${row.status}${row.errorCode && row.errorCode !== String(row.status) ? ` ${row.errorCode}` : ''}）`}
    </Badge>
  );
}

const columnsFor = (log: LogActor): Column<RequestLogRow>[] => [
  { header: '时间', cell: (r) => formatDateTime(r.time) },
  {
    header: '请求ID',
    cell: (r) => (
      <Button
        size="xs"
        variant="plain"
        px="0"
        fontFamily="mono"
        aria-label={`查看调用详情 ${r.requestId}`}
        onClick={() => log.send({ type: 'LOG.OPEN', requestId: r.requestId })}
      >
        {r.requestId}
      </Button>
    ),
  },
  { header: 'API密钥', cell: (r) => r.keyName },
  { header: '模型', cell: (r) => r.model || '—' },
  {
    header: '状态',
    cell: (r) => (
      <HStack gap="1" wrap="wrap">
        <Outcome row={r} />
        {r.status !== 200 && (
          <Button
            size="xs"
            variant="plain"
            px="0"
            colorPalette="blue"
            aria-label={`为什么被拒 ${r.requestId}`}
            onClick={() => log.send({ type: 'LOG.OPEN', requestId: r.requestId })}
          >
            为什么被拒
          </Button>
        )}
      </HStack>
    ),
  },
  {
    header: '输入 / 缓存 / 输出 Tokens',
    cell: (r) => `${count(r.tokensIn)} / ${count(r.cachedTokens)} / ${count(r.tokensOut)}`,
  },
  { header: '费用', cell: (r) => formatYuan(r.cost) },
  { header: '延迟', cell: (r) => `${count(r.latencyMs)} ms` },
];

const STATUS_OPTIONS: { value: RequestLogStatus; label: string }[] = [
  { value: 'success', label: '成功' },
  { value: 'error', label: '失败' },
];

function filterOf(params: URLSearchParams): RequestLogFilter {
  const pick = (key: string) => params.get(key) || undefined;
  const status = params.get('status');
  return {
    keyId: pick('key'),
    model: pick('model'),
    status: status === 'success' || status === 'error' ? status : undefined,
    errorCode: pick('code'),
    requestId: pick('id'),
    appId: pick('app'),
    start: dateParam(params, 'start'),
    end: dateParam(params, 'end'),
  };
}

function Filters({
  log,
  filter,
  set,
}: {
  log: LogActor;
  filter: RequestLogFilter;
  set: (patch: Record<string, string | undefined>) => void;
}) {
  const options = useSelector(log, (s) => s.context.options);
  // Eight filters fill a phone's screen: there they fold behind one button (which counts those set).
  const [open, setOpen] = useState(false);
  const active = Object.values(filter).filter(Boolean).length;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        mb="3"
        display={{ base: 'none', mdDown: 'inline-flex' }}
        aria-expanded={open}
        aria-controls="request-log-filters"
        onClick={() => setOpen(!open)}
      >
        {active ? `筛选（${active}）` : '筛选'}
      </Button>
      <Box id="request-log-filters" display={{ mdDown: open ? 'block' : 'none' }}>
        <FilterBar>
          <KeywordFilter
            label="请求ID"
            value={filter.requestId}
            placeholder="x-request-id，如 req_…"
            onSearch={(v) => set({ id: v.trim() })}
          />
          <SelectFilter
            label="API密钥"
            value={filter.keyId ?? ''}
            options={(options?.keys ?? []).map((k) => ({ value: k.id, label: k.name }))}
            onChange={(v) => set({ key: v })}
          />
          <SelectFilter
            label="模型"
            value={filter.model ?? ''}
            options={(options?.models ?? []).map((m) => ({ value: m, label: m }))}
            onChange={(v) => set({ model: v })}
          />
          <SelectFilter
            label="状态"
            value={filter.status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(v) => set({ status: v })}
          />
          <KeywordFilter
            label="错误码"
            value={filter.errorCode}
            placeholder="如 429 或 rate_limit_exceeded"
            onSearch={(v) => set({ code: v.trim() })}
          />
          <SelectFilter
            label="应用"
            value={filter.appId ?? ''}
            options={(options?.apps ?? []).map((a) => ({ value: a.id, label: a.name }))}
            onChange={(v) => set({ app: v })}
          />
          <DateFilter label="开始日期" value={filter.start} max={filter.end} onChange={(v) => set({ start: v })} />
          <DateFilter label="结束日期" value={filter.end} min={filter.start} onChange={(v) => set({ end: v })} />
        </FilterBar>
      </Box>
    </>
  );
}

function DetailDrawer({ log }: { log: LogActor }) {
  const openId = useSelector(log, (s) => s.context.openId);
  const detail = useSelector(log, (s) => s.context.detail);
  const error = useSelector(log, (s) => (s.matches({ detail: 'failed' }) ? s.context.detailError : undefined));
  const item = (label: string, value: ReactNode) => (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
  return (
    <AppDrawer
      open={Boolean(openId)}
      title="调用详情"
      size="md"
      onOpenChange={(open) => !open && log.send({ type: 'LOG.CLOSE' })}
    >
      {error !== undefined && <LoadFailure error={error} onRetry={() => log.send({ type: 'LOG.RETRY_DETAIL' })} />}
      {!detail && error === undefined && <Text color="fg.muted">加载中…</Text>}
      {detail && (
        <Stack gap="4">
          <DataList.Root orientation="horizontal" size="sm">
            {item('请求ID', <Code wordBreak="break-all">{detail.requestId}</Code>)}
            {item('时间', formatDateTime(detail.time))}
            {item('状态', <Outcome row={detail} />)}
            {item('API密钥', detail.keyName)}
            {item('模型', detail.model || '—')}
            {item('应用', detail.appName || '—')}
            {item('调用方式', detail.stream ? '流式' : '非流式')}
            {item('输入 Tokens', count(detail.tokensIn))}
            {item('其中缓存命中', count(detail.cachedTokens))}
            {item('输出 Tokens', count(detail.tokensOut))}
            {item('首字延迟', `${count(detail.firstTokenMs)} ms`)}
            {item('总延迟', `${count(detail.latencyMs)} ms`)}
            {item('费用', formatYuan(detail.cost))}
            {item('客户端 IP', detail.clientIp || '—')}
          </DataList.Root>
          {detail.outcome === 'disconnected' && (
            <Text fontSize="sm" color="orange.fg">
              客户端在回答结束前断开连接，仅按已送达的输出 Tokens 计费。
            </Text>
          )}
          <Stack gap="1">
            <Text fontWeight="medium" fontSize="sm">
              计费公式
            </Text>
            <Text fontSize="sm" overflowWrap="anywhere" data-testid="price-formula">
              {priceFormula(detail)}
            </Text>
          </Stack>
          {detail.limits ? (
            <LimitInspector stack={detail.limits} requestId={detail.requestId} />
          ) : (
            detail.status !== 200 && (
              <Text fontSize="sm" color="fg.muted" data-testid="limit-verdict">
                该调用在限额检查之前即被拒绝（密钥无效或请求格式错误），见下方错误响应。
              </Text>
            )
          )}
          {detail.errorBody && (
            <Stack gap="1">
              <Text fontWeight="medium" fontSize="sm">
                错误响应
              </Text>
              <CodePre p="3" fontSize="xs">
                <code>{JSON.stringify(JSON.parse(detail.errorBody), null, 2)}</code>
              </CodePre>
            </Stack>
          )}
        </Stack>
      )}
    </AppDrawer>
  );
}

/** The calls of the filter (mounted once the range is valid: an impossible one is never asked for). */
function CallList({ log, filter }: { log: LogActor; filter: RequestLogFilter }) {
  const list = useList(requestLogListMachine, filter, { pageSize: 20 });
  return (
    <ListView
      actor={list}
      columns={columnsFor(log)}
      label="调用日志"
      emptyText="暂无符合条件的调用"
      rowKey={(r) => r.requestId}
    />
  );
}

/** 调用日志: every model-gateway call (SDKs and the console alike), found by the id in x-request-id. */
export function RequestLogPage() {
  const log = useActorRef(screenMachine);
  const [params, set] = useUrlFilters();
  const filter = filterOf(params);
  const exporting = useSelector(log, (s) => s.matches({ export: 'running' }));
  const rangeInvalid = Boolean(filter.start && filter.end && filter.start > filter.end);
  return (
    <PageFrame
      title="调用日志"
      description="模型接口的每一次调用（SDK、curl 与调试台），按请求 ID（响应头 x-request-id）、密钥、模型、状态与日期查找；时间为北京时间。"
    >
      <Filters log={log} filter={filter} set={set} />
      <HStack justify="flex-end" mb="3">
        <Button
          size="sm"
          variant="outline"
          loading={exporting}
          disabled={rangeInvalid}
          onClick={() => log.send({ type: 'LOG.EXPORT', filter })}
        >
          导出 CSV
        </Button>
      </HStack>
      {rangeInvalid ? (
        <Text role="alert" color="red.fg" fontSize="sm">
          开始日期不能晚于结束日期
        </Text>
      ) : (
        <CallList log={log} filter={filter} />
      )}
      <DetailDrawer log={log} />
    </PageFrame>
  );
}
