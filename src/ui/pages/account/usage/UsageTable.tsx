import { Box, Button, Table } from '@chakra-ui/react';
import type { UsageAmounts, UsageSummary } from '../../../../domain/types/usage.types';
import type { UsageMetric } from '../../../../machines/usage';
import { formatAmount } from './usageText';

export interface UsageTableProps {
  summary: UsageSummary;
  metric: UsageMetric;
  title: string;
  /** A cell was chosen: the bucket's index and the series' key (none for the bucket's total). */
  onDrill: (bucket: number, groupKey?: string) => void;
}

function DrillCell({
  amounts,
  metric,
  label,
  onClick,
}: {
  amounts?: UsageAmounts;
  metric: UsageMetric;
  label: string;
  onClick: () => void;
}) {
  if (!amounts || amounts.calls === 0)
    return (
      <Table.Cell textAlign="end" color="fg.muted">
        {amounts ? formatAmount(amounts, metric) : '—'}
      </Table.Cell>
    );
  return (
    <Table.Cell textAlign="end">
      {/* The name starts with the number shown (what a voice user says), then says what pressing does. */}
      <Button
        variant="plain"
        size="sm"
        px="0"
        h="auto"
        minW="0"
        color="blue.fg"
        fontVariantNumeric="tabular-nums"
        aria-label={`${formatAmount(amounts, metric)}，${label}`}
        onClick={onClick}
      >
        {formatAmount(amounts, metric)}
      </Button>
    </Table.Cell>
  );
}

/**
 * The chart's numbers as a table (the accessible view): a row per bucket, a column per series
 * and the bucket's total; each number opens the requests behind it, as a bar click does.
 */
export function UsageTable({ summary, metric, title, onDrill }: UsageTableProps) {
  return (
    <Box maxW="100%" overflowX="auto">
      <Table.Root size="sm" aria-label={title} variant="line">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader whiteSpace="nowrap">时间</Table.ColumnHeader>
            {summary.series.map((s) => (
              <Table.ColumnHeader key={s.key} textAlign="end" whiteSpace="nowrap">
                {s.label}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">合计</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {summary.buckets.map((b, i) => (
            <Table.Row key={b.start}>
              <Table.Cell whiteSpace="nowrap">{b.label}</Table.Cell>
              {summary.series.map((s) => (
                <DrillCell
                  key={s.key}
                  amounts={b.groups.find((g) => g.key === s.key)}
                  metric={metric}
                  label={`查看 ${b.label} ${s.label} 的请求`}
                  onClick={() => onDrill(i, s.key)}
                />
              ))}
              <DrillCell
                amounts={b.total}
                metric={metric}
                label={`查看 ${b.label} 全部请求`}
                onClick={() => onDrill(i)}
              />
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold">
            <Table.Cell>合计</Table.Cell>
            {summary.series.map((s) => (
              <Table.Cell key={s.key} textAlign="end" fontVariantNumeric="tabular-nums">
                {formatAmount(seriesTotal(summary, s.key), metric)}
              </Table.Cell>
            ))}
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {formatAmount(summary.totals, metric)}
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Box>
  );
}

/** A series over the whole range; cost added in fen, as the bills add it. */
function seriesTotal(summary: UsageSummary, key: string): UsageAmounts {
  const groups = summary.buckets.flatMap((b) => b.groups.filter((g) => g.key === key));
  const sum = (pick: (a: UsageAmounts) => number) => groups.reduce((s, g) => s + pick(g), 0);
  return {
    calls: sum((g) => g.calls),
    failedCalls: sum((g) => g.failedCalls),
    tokensIn: sum((g) => g.tokensIn),
    tokensOut: sum((g) => g.tokensOut),
    cost: groups.reduce((s, g) => s + Math.round(g.cost * 100), 0) / 100,
  };
}
