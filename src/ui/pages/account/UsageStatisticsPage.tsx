import { Box, Heading } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { usageMachine } from '../../../machines/usage';
import { saveBlob } from '../../components/saveBlob';
import { PageFrame } from '../../components/PageFrame';
import { ReportStatus } from './parts/ReportStatus';
import { RequestLog } from './usage/RequestLog';
import { UsageChart } from './usage/UsageChart';
import { UsageFilters } from './usage/UsageFilters';
import { UsageTable } from './usage/UsageTable';
import { UsageTotals } from './usage/UsageTotals';
import { reportTitle } from './usage/usageText';

const screenMachine = usageMachine.provide({
  actions: {
    saveFile: (_, { csv, fileName }) =>
      saveBlob({ blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName }),
  },
});

/** 用量统计: tokens, calls and cost over a range, by model, key or app; the requests behind any bar; CSV. */
export function UsageStatisticsPage() {
  const usage = useActorRef(screenMachine, { input: {} });
  const summary = useSelector(usage, (s) => s.context.summary);
  const loading = useSelector(usage, (s) => s.matches({ summary: 'loading' }));
  const error = useSelector(usage, (s) => (s.matches({ summary: 'failed' }) ? s.context.error : undefined));
  const metric = useSelector(usage, (s) => s.context.metric);
  const view = useSelector(usage, (s) => s.context.view);
  const drill = (bucket: number, groupKey?: string) => usage.send({ type: 'USAGE.DRILL', bucket, groupKey });
  const title = summary ? reportTitle(summary, metric) : '';
  return (
    <PageFrame
      title="用量统计"
      description="按日、周、月查看 Tokens、调用次数和费用（北京时间），合计与消费账单、日账单一致；点击柱形查看其中的请求。"
    >
      <UsageFilters usage={usage} />
      {/* Once a summary has come, it stays under the next load; a failure says so above it. */}
      {(!summary || error) && (
        <ReportStatus loading={loading} error={error} onRetry={() => usage.send({ type: 'USAGE.RETRY' })} />
      )}
      {summary && (
        <Box aria-busy={loading} opacity={loading ? 0.6 : 1}>
          <UsageTotals totals={summary.totals} />
          <Heading as="h2" size="sm" mb="2">
            {title}
          </Heading>
          {view === 'chart' ? (
            <UsageChart summary={summary} metric={metric} title={title} onDrill={drill} />
          ) : (
            <UsageTable summary={summary} metric={metric} title={title} onDrill={drill} />
          )}
        </Box>
      )}
      <RequestLog usage={usage} />
    </PageFrame>
  );
}
