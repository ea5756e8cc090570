import { Box, Button, ButtonGroup, HStack, Input } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  granularities,
  groupings,
  rangePresets,
  type UsageGranularity,
  type UsageGroupBy,
} from '../../../../domain/usageQuery';
import { metrics, type UsageMetric, type UsageView, type usageMachine } from '../../../../machines/usage';
import { FormField } from '../../../components/form/FormField';
import { FilterBar, SelectFilter } from '../parts/filters';

type UsageActor = ActorRefFrom<typeof usageMachine>;

function RangeFields({ usage }: { usage: UsageActor }) {
  const range = useSelector(usage, (s) => s.context.range);
  const error = useSelector(usage, (s) => s.context.rangeError);
  return (
    <>
      <Box flex="1" minW="120px" maxW="200px">
        <FormField label="开始日期">
          <Input
            size="sm"
            type="date"
            value={range.start}
            onChange={(e) => usage.send({ type: 'USAGE.RANGE', start: e.target.value, end: range.end })}
          />
        </FormField>
      </Box>
      <Box flex="1" minW="120px" maxW="240px">
        <FormField label="结束日期" error={error}>
          <Input
            size="sm"
            type="date"
            value={range.end}
            onChange={(e) => usage.send({ type: 'USAGE.RANGE', start: range.start, end: e.target.value })}
          />
        </FormField>
      </Box>
      {/* Level with the inputs, above their message line; on a phone they wrap under them. */}
      <ButtonGroup
        size="sm"
        variant="outline"
        role="group"
        aria-label="快捷时段"
        mb={{ base: '0', md: '1.75rem' }}
        flexWrap="wrap"
        gap="2"
      >
        {rangePresets.map((p) => (
          <Button key={p.value} onClick={() => usage.send({ type: 'USAGE.PRESET', preset: p.value })}>
            {p.label}
          </Button>
        ))}
      </ButtonGroup>
    </>
  );
}

/** Two or three choices of which exactly one is on, as pressed buttons. */
function Toggle<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (v: V) => void;
}) {
  return (
    <ButtonGroup size="sm" attached role="group" aria-label={label}>
      {options.map((o) => (
        <Button
          key={o.value}
          variant={o.value === value ? 'solid' : 'outline'}
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}

const views: readonly { value: UsageView; label: string }[] = [
  { value: 'chart', label: '图表视图' },
  { value: 'table', label: '表格视图' },
];

/** Range, granularity and grouping (a new query); metric and view (the same numbers shown another way). */
export function UsageFilters({ usage }: { usage: UsageActor }) {
  const granularity = useSelector(usage, (s) => s.context.query.granularity);
  const groupBy = useSelector(usage, (s) => s.context.query.groupBy);
  const metric = useSelector(usage, (s) => s.context.metric);
  const view = useSelector(usage, (s) => s.context.view);
  const exporting = useSelector(usage, (s) => s.matches({ export: 'running' }));
  const canExport = useSelector(usage, (s) => s.context.summary !== undefined);
  return (
    <>
      <FilterBar>
        <RangeFields usage={usage} />
      </FilterBar>
      <FilterBar>
        <SelectFilter
          label="统计粒度"
          allLabel=""
          value={granularity}
          options={[...granularities]}
          onChange={(v) => usage.send({ type: 'USAGE.GRANULARITY', value: v as UsageGranularity })}
        />
        <SelectFilter
          label="分组方式"
          allLabel=""
          value={groupBy}
          options={[...groupings]}
          onChange={(v) => usage.send({ type: 'USAGE.GROUP', value: v as UsageGroupBy })}
        />
        <SelectFilter
          label="统计指标"
          allLabel=""
          value={metric}
          options={[...metrics]}
          onChange={(v) => usage.send({ type: 'USAGE.METRIC', value: v as UsageMetric })}
        />
      </FilterBar>
      <HStack justify="space-between" wrap="wrap" gap="3" mb="3">
        <Toggle
          label="展示方式"
          value={view}
          options={views}
          onChange={(v) => usage.send({ type: 'USAGE.VIEW', value: v })}
        />
        <Button
          size="sm"
          variant="outline"
          loading={exporting}
          disabled={!canExport}
          onClick={() => usage.send({ type: 'USAGE.EXPORT' })}
        >
          导出 CSV
        </Button>
      </HStack>
    </>
  );
}
