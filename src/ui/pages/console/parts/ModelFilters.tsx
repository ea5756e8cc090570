import { Button, chakra, Field, HStack, Input, Wrap, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import type { ModelFilterPatch, ModelSquareQuery } from '../../../../machines/modelSquare';
import {
  capabilityTags,
  contextBuckets,
  isLicense,
  isModelType,
  licenses,
  modelTypes,
  providers,
  sortOrders,
} from '../../../../domain/modelCatalog';
import { capabilities, isCapability, marketSorts, priceCaps } from '../../../../domain/modelMarket';
import { isSquareSort } from '../../../../machines/modelSquare';
import { SelectOptions, type SelectOption } from '../../../components/form/SelectField';

/**
 * The filters' styles, set once on the bar from Chakra's Field and NativeSelect recipes (size sm,
 * outline): each of the eight filters was five styled elements, resolving their styles on every
 * render (docs/performance.md, "Styles set once on a list").
 */
function useFilterCss(): SystemStyleObject {
  const field = useSlotRecipe({ key: 'field' });
  const select = useSlotRecipe({ key: 'nativeSelect' });
  return useMemo(() => {
    const f = field({});
    const s = select({ size: 'sm', variant: 'outline' });
    return {
      '& .filter': { ...f.root, w: { base: 'calc(50% - 6px)', md: 'auto' }, minW: { md: '140px' } },
      '& .filter-label': { ...f.label, fontSize: 'xs', color: 'fg.muted' },
      '& .filter-select': s.root,
      '& .filter-select > select': s.field,
      '& .filter-select > svg': { ...s.indicator, w: '1em', h: '1em' },
    };
  }, [field, select]);
}

function Select({
  label,
  value,
  options,
  onChange,
  allLabel,
}: {
  label: string;
  value?: string;
  options: readonly (string | SelectOption)[];
  onChange: (v: string) => void;
  allLabel?: string;
}) {
  const id = useId();
  return (
    <div className="filter">
      <label className="filter-label" htmlFor={id}>
        {label}
      </label>
      <div className="filter-select">
        <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
          <SelectOptions options={options} placeholder={allLabel} />
        </select>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </div>
    </div>
  );
}

/** What is typed stays local until 搜索 (or Enter) puts it in the URL. */
function KeywordSearch({ value, onSearch }: { value?: string; onSearch: (v: string) => void }) {
  const [text, setText] = useState(value ?? '');
  // A new URL (back button, clear filters) replaces the box's text.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  return (
    <chakra.form
      w={{ base: 'full', md: 'auto' }}
      role="search"
      aria-label="搜索模型"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <HStack align="flex-end">
        <Field.Root w={{ base: 'full', md: '260px' }}>
          <Field.Label fontSize="xs" color="fg.muted">
            关键词
          </Field.Label>
          <Input size="sm" value={text} placeholder="模型名称、厂商或能力" onChange={(e) => setText(e.target.value)} />
        </Field.Root>
        <Button size="sm" type="submit" colorPalette="blue">
          搜索
        </Button>
      </HStack>
    </chakra.form>
  );
}

export function ModelFilters({
  query,
  onChange,
  onClear,
  filtered,
}: {
  query: ModelSquareQuery;
  onChange: (patch: ModelFilterPatch) => void;
  onClear: () => void;
  filtered: boolean;
}) {
  const filterCss = useFilterCss();
  return (
    <Wrap gap="3" align="flex-end" mb="5" css={filterCss}>
      <KeywordSearch value={query.keyword} onSearch={(keyword) => onChange({ keyword: keyword || undefined })} />
      <Select
        label="模型类型"
        allLabel="全部类型"
        value={query.modelType}
        options={modelTypes}
        onChange={(v) => onChange({ modelType: isModelType(v) ? v : undefined })}
      />
      <Select
        label="厂商"
        allLabel="全部厂商"
        value={query.provider}
        options={providers}
        onChange={(v) => onChange({ provider: v || undefined })}
      />
      <Select
        label="能力标签"
        allLabel="全部能力"
        value={query.tag}
        options={capabilityTags}
        onChange={(v) => onChange({ tag: v || undefined })}
      />
      <Select
        label="上下文长度"
        allLabel="不限"
        value={query.minContext ? String(query.minContext) : undefined}
        options={contextBuckets.map((b) => ({ value: String(b.value), label: b.label }))}
        onChange={(v) => onChange({ minContext: v ? Number(v) : undefined })}
      />
      <Select
        label="授权"
        allLabel="开源与商用"
        value={query.license}
        options={licenses}
        onChange={(v) => onChange({ license: isLicense(v) ? v : undefined })}
      />
      <Select
        label="模型能力"
        allLabel="全部能力"
        value={query.capability}
        options={capabilities}
        onChange={(v) => onChange({ capability: isCapability(v) ? v : undefined })}
      />
      <Select
        label="输入价格"
        allLabel="不限价格"
        value={query.maxInputPrice ? String(query.maxInputPrice) : undefined}
        options={priceCaps.map((c) => ({ value: String(c.value), label: c.label }))}
        onChange={(v) => onChange({ maxInputPrice: v ? Number(v) : undefined })}
      />
      <Select
        label="排序"
        value={query.sort}
        options={[...sortOrders, ...marketSorts]}
        onChange={(v) => onChange({ sort: isSquareSort(v) ? v : undefined })}
      />
      {filtered && (
        <Button size="sm" variant="ghost" onClick={onClear}>
          清除筛选
        </Button>
      )}
    </Wrap>
  );
}
