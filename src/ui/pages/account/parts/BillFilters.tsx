import { monthLabel } from '../../../format';
import { FilterBar, SelectFilter } from './filters';

/**
 * Month and product of a bill report. The months come from the report itself (those with
 * bills); the chosen month is always one of the choices, even one without bills (from the URL).
 */
export function BillFilters({
  month,
  months,
  productName,
  products,
  onChange,
}: {
  month?: string;
  months: string[];
  productName?: string;
  products: string[];
  onChange: (patch: Record<string, string | undefined>) => void;
}) {
  const choices = month && !months.includes(month) ? [...months, month].sort().reverse() : months;
  const monthOptions = choices.map((m) => ({ value: m, label: monthLabel(m) }));
  return (
    <FilterBar>
      <SelectFilter
        label="账单月份"
        value={month}
        options={monthOptions}
        allLabel=""
        onChange={(v) => onChange({ month: v, product: undefined })}
      />
      <SelectFilter
        label="产品"
        value={productName}
        options={products.map((p) => ({ value: p, label: p }))}
        allLabel="全部产品"
        onChange={(v) => onChange({ product: v })}
      />
    </FilterBar>
  );
}
