import { monthLabel } from '../../../../machines/rules/dates';
import { FilterBar, SelectFilter } from './filters';

/**
 * Month and product of a bill report. The months come from the report itself (those with
 * bills); until it loads, the URL's month is the only choice shown.
 */
export function BillFilters({ month, months, productName, products, onChange }: {
  month?: string;
  months: string[];
  productName?: string;
  products: string[];
  onChange: (patch: Record<string, string | undefined>) => void;
}) {
  const monthOptions = (months.length ? months : month ? [month] : []).map((m) => ({ value: m, label: monthLabel(m) }));
  return (
    <FilterBar>
      <SelectFilter label="账单月份" value={month} options={monthOptions} allLabel="" onChange={(v) => onChange({ month: v, product: undefined })} />
      <SelectFilter label="产品" value={productName} options={products.map((p) => ({ value: p, label: p }))} allLabel="全部产品" onChange={(v) => onChange({ product: v })} />
    </FilterBar>
  );
}
