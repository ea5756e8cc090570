import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Text } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { UsageSummary } from '../../../../domain/types/usage.types';
import { metricValue, type UsageMetric } from '../../../../machines/usage';
import { formatMetric, formatTick } from './usageText';

const COLORS = [
  'blue.solid',
  'teal.solid',
  'orange.solid',
  'purple.solid',
  'pink.solid',
  'cyan.solid',
  'yellow.solid',
  'green.solid',
  'red.solid',
  'gray.solid',
];

type Row = Record<string, string | number>;

export interface UsageChartProps {
  summary: UsageSummary;
  metric: UsageMetric;
  title: string;
  /** A bar segment was clicked: the bucket's index and the series' key. */
  onDrill: (bucket: number, groupKey: string) => void;
}

/**
 * The buckets as stacked bars, one segment per series (Chakra's recharts layer). Series keys
 * (model ids, key ids, '' for the console) become s0, s1 … as data keys, since an empty or
 * dotted key is no field name. Keyboard and screen reader users get the 表格视图 toggle.
 */
export function UsageChart({ summary, metric, title, onDrill }: UsageChartProps) {
  const data: Row[] = summary.buckets.map((b) => {
    const row: Row = { label: b.label };
    summary.series.forEach((s, i) => {
      const group = b.groups.find((g) => g.key === s.key);
      row[`s${i}`] = group ? metricValue(group, metric) : 0;
    });
    return row;
  });
  const chart = useChart<Row>({
    data,
    series: summary.series.map((s, i) => ({
      name: `s${i}`,
      label: s.label,
      color: COLORS[i % COLORS.length],
      stackId: 'usage',
    })),
  });
  return (
    <Box as="figure" m="0">
      <Box overflowX="auto">
        <Chart.Root
          chart={chart}
          aspectRatio="auto"
          h={{ base: '280px', md: '340px' }}
          minW="560px"
          data-testid="usage-chart"
        >
          <BarChart
            data={chart.data}
            responsive
            title={title}
            desc={`${title}，点击柱形查看对应的请求记录`}
            margin={{ left: 8, right: 8 }}
          >
            <CartesianGrid stroke={chart.color('border.muted') as string} vertical={false} />
            <XAxis
              dataKey={chart.key('label')}
              tickLine={false}
              axisLine={false}
              tickFormatter={(v: string) => (v.length === 10 ? v.slice(5) : v.slice(0, 10))}
            />
            <YAxis tickLine={false} axisLine={false} width={64} tickFormatter={(v: number) => formatTick(v, metric)} />
            <Tooltip
              cursor={{ fill: chart.color('bg.muted') as string }}
              animationDuration={100}
              content={<Chart.Tooltip formatter={(value: number) => formatMetric(value, metric)} />}
            />
            <Legend content={<Chart.Legend />} />
            {chart.series.map((item, i) => (
              <Bar
                key={item.name}
                isAnimationActive={false}
                dataKey={chart.key(item.name)}
                name={item.name}
                fill={chart.color(item.color) as string}
                stackId={item.stackId}
                cursor="pointer"
                onClick={(_, index) => onDrill(index, summary.series[i].key)}
              />
            ))}
          </BarChart>
        </Chart.Root>
      </Box>
      <Text as="figcaption" fontSize="sm" color="fg.muted" mt="1">
        {title}。点击柱形查看其中的请求记录；切换到“表格视图”可查看同样的数字。
      </Text>
    </Box>
  );
}
