import { Box, Table, Text, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { formatYuan, sumYuan } from '../../../format';

export interface SpendPoint {
  date: string;
  amount: number;
}

const W = 720;
const H = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 64 };

/** A round upper bound for the axis: 1, 2 or 5 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((m) => m * power).find((v) => v >= value) ?? 10 * power;
}

/**
 * Daily spend as bars: a small hand-written SVG (no chart library, for bundle weight). Screen
 * readers get the visible one-line summary as its description; everyone can open the same
 * numbers as a table below.
 */
export function SpendChart({ series, title }: { series: SpendPoint[]; title: string }) {
  const id = useId();
  const max = niceMax(Math.max(0, ...series.map((p) => p.amount)));
  const total = sumYuan(series.map((p) => p.amount));
  const peak = series.reduce<SpendPoint | undefined>(
    (best, p) => (!best || p.amount > best.amount ? p : best),
    undefined,
  );
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(series.length, 1);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const summary = `${title}：共 ${series.length} 天，合计 ${formatYuan(total)}${peak && peak.amount > 0 ? `，最高 ${formatYuan(peak.amount)}（${peak.date}）` : ''}`;
  return (
    <Box>
      {/* On a phone the chart keeps a readable size and scrolls sideways; the table below needs no scrolling. */}
      <Box overflowX="auto">
        <chakra.svg
          viewBox={`0 0 ${W} ${H}`}
          width="100%"
          minW="600px"
          maxH="260px"
          role="img"
          aria-labelledby={`${id}-t ${id}-d`}
          data-testid="spend-chart"
        >
          <title id={`${id}-t`}>{title}</title>
          {[0, 0.5, 1].map((f) => (
            <g key={f}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(max * f)} y2={y(max * f)} stroke="#e2e8f0" />
              <text x={PAD.left - 6} y={y(max * f) + 4} textAnchor="end" fontSize="11" fill="#718096">
                {formatYuan(max * f).replace(/\.00$/, '')}
              </text>
            </g>
          ))}
          {series.map((p, i) => {
            const h = (p.amount / max) * innerH;
            return (
              <g key={p.date}>
                <rect
                  x={PAD.left + i * slot + slot * 0.15}
                  y={y(p.amount)}
                  width={slot * 0.7}
                  height={Math.max(h, 0)}
                  rx="2"
                  fill="#3182ce"
                  data-amount={p.amount}
                >
                  <title>{`${p.date}：${formatYuan(p.amount)}`}</title>
                </rect>
                {(i % 5 === 0 || i === series.length - 1) && (
                  // The last day's label ends at the bar's right edge, so it is never cut off.
                  <text
                    x={i === series.length - 1 ? PAD.left + (i + 1) * slot : PAD.left + i * slot + slot / 2}
                    y={H - 8}
                    textAnchor={i === series.length - 1 ? 'end' : 'middle'}
                    fontSize="11"
                    fill="#718096"
                  >
                    {p.date.slice(5)}
                  </text>
                )}
              </g>
            );
          })}
        </chakra.svg>
      </Box>
      <Text id={`${id}-d`} fontSize="sm" color="fg.muted" mt="1">
        {summary}
      </Text>
      <details>
        <chakra.summary cursor="pointer" fontSize="sm" color="blue.fg" mt="2">
          以表格查看图表数据
        </chakra.summary>
        <Table.Root size="sm" mt="2" maxW="360px" aria-label={`${title}数据`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>日期</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">消费金额</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {series.map((p) => (
              <Table.Row key={p.date}>
                <Table.Cell>{p.date}</Table.Cell>
                <Table.Cell textAlign="end">{formatYuan(p.amount)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </details>
    </Box>
  );
}
