import { Badge, Box, Button, HStack, Heading, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { UsageRequest } from '../../../../domain/types/usage.types';
import type { usageMachine } from '../../../../machines/usage';
import { ListView, useListChild, type Column } from '../../../components/ListView';
import { formatDateTime, formatYuan } from '../../../format';
import { formatCount, GROUP_NAME } from './usageText';

const statusOf = (r: UsageRequest) =>
  r.status === 200 ? <Badge colorPalette="green">成功</Badge> : <Badge colorPalette="red">失败（{r.status}）</Badge>;

const columns: Column<UsageRequest>[] = [
  {
    header: '时间',
    cell: (r) => (
      <Text as="span" whiteSpace="nowrap">
        {formatDateTime(r.time)}
      </Text>
    ),
  },
  { header: 'API密钥', cell: (r) => r.keyName },
  { header: '模型', cell: (r) => r.model },
  { header: '输入 Tokens', cell: (r) => formatCount(r.tokensIn) },
  { header: '输出 Tokens', cell: (r) => formatCount(r.tokensOut) },
  { header: '费用', cell: (r) => formatYuan(r.cost) },
  { header: '延迟', cell: (r) => `${formatCount(r.latencyMs)} ms` },
  { header: '状态', cell: statusOf },
];

/** The requests behind the bar (or segment) chosen, paged, with their own CSV export. */
export function RequestLog({ usage }: { usage: ActorRefFrom<typeof usageMachine> }) {
  const drill = useSelector(usage, (s) => s.context.drill);
  const exporting = useSelector(usage, (s) => s.matches({ export: 'running' }));
  const list = useListChild<UsageRequest>(usage);
  if (!drill || !list) return null;
  const title = `${drill.bucketLabel}${drill.groupLabel ? ` · ${GROUP_NAME[drill.groupBy]}：${drill.groupLabel}` : ''} 的请求记录`;
  return (
    <Box as="section" aria-label="请求记录" mt="6" borderTopWidth="1px" pt="4">
      <HStack justify="space-between" wrap="wrap" mb="2" gap="2">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        <HStack gap="2">
          <Button
            size="xs"
            variant="outline"
            loading={exporting}
            onClick={() => usage.send({ type: 'USAGE.EXPORT_REQUESTS' })}
          >
            导出请求明细
          </Button>
          <Button size="xs" variant="ghost" onClick={() => usage.send({ type: 'USAGE.CLOSE_DRILL' })}>
            关闭
          </Button>
        </HStack>
      </HStack>
      <ListView actor={list} label={title} columns={columns} rowKey={(r) => r.id} emptyText="该时段暂无请求" />
    </Box>
  );
}
