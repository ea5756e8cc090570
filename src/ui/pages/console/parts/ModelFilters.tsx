import { Button, chakra, Field, HStack, Input, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import type { ModelFilterPatch, ModelSquareQuery } from '../../../../machines/modelSquare';
import { capabilityTags, contextBuckets, isLicense, isModelType, licenses, modelTypes, providers, sortOrders } from '../../../../machines/rules/modelCatalog';
import { capabilities, isCapability, marketSorts, priceCaps } from '../../../../machines/rules/modelMarket';
import { isSquareSort } from '../../../../machines/modelSquare';
import { SelectInput, type SelectOption } from '../../../components/form/SelectField';

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
  return (
    <Field.Root w={{ base: 'calc(50% - 6px)', md: 'auto' }} minW={{ md: '140px' }}>
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <SelectInput size="sm" value={value ?? ''} options={options} placeholder={allLabel} onValueChange={onChange} />
    </Field.Root>
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

export function ModelFilters({ query, onChange, onClear, filtered }: { query: ModelSquareQuery; onChange: (patch: ModelFilterPatch) => void; onClear: () => void; filtered: boolean }) {
  return (
    <Wrap gap="3" align="flex-end" mb="5">
      <KeywordSearch value={query.keyword} onSearch={(keyword) => onChange({ keyword: keyword || undefined })} />
      <Select label="模型类型" allLabel="全部类型" value={query.modelType} options={modelTypes} onChange={(v) => onChange({ modelType: isModelType(v) ? v : undefined })} />
      <Select label="厂商" allLabel="全部厂商" value={query.provider} options={providers} onChange={(v) => onChange({ provider: v || undefined })} />
      <Select label="能力标签" allLabel="全部能力" value={query.tag} options={capabilityTags} onChange={(v) => onChange({ tag: v || undefined })} />
      <Select
        label="上下文长度"
        allLabel="不限"
        value={query.minContext ? String(query.minContext) : undefined}
        options={contextBuckets.map((b) => ({ value: String(b.value), label: b.label }))}
        onChange={(v) => onChange({ minContext: v ? Number(v) : undefined })}
      />
      <Select label="授权" allLabel="开源与商用" value={query.license} options={licenses} onChange={(v) => onChange({ license: isLicense(v) ? v : undefined })} />
      <Select label="模型能力" allLabel="全部能力" value={query.capability} options={capabilities} onChange={(v) => onChange({ capability: isCapability(v) ? v : undefined })} />
      <Select
        label="输入价格"
        allLabel="不限价格"
        value={query.maxInputPrice ? String(query.maxInputPrice) : undefined}
        options={priceCaps.map((c) => ({ value: String(c.value), label: c.label }))}
        onChange={(v) => onChange({ maxInputPrice: v ? Number(v) : undefined })}
      />
      <Select label="排序" value={query.sort} options={[...sortOrders, ...marketSorts]} onChange={(v) => onChange({ sort: isSquareSort(v) ? v : undefined })} />
      {filtered && (
        <Button size="sm" variant="ghost" onClick={onClear}>
          清除筛选
        </Button>
      )}
    </Wrap>
  );
}
