import { Field, HStack, Input } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { KeywordInput, SearchButton, SelectFilter as KitSelectFilter, type SelectFilterProps } from '../../../components/form/FilterFields';

export { optionsOf } from '../../../components/form/FilterFields';

/** A labelled select whose empty option means "all". */
export function SelectFilter(props: SelectFilterProps) {
  return <KitSelectFilter maxW="220px" {...props} />;
}

export function DateFilter({ label, value, onChange, min, max }: { label: string; value?: string; onChange: (value: string) => void; min?: string; max?: string }) {
  return (
    <Field.Root maxW="180px">
      <Field.Label>{label}</Field.Label>
      <Input size="sm" type="date" value={value ?? ''} min={min} max={max} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}

/**
 * A keyword box: what is typed stays local until 搜索 (or Enter) puts it in the URL, so a
 * half-typed word does not reload the list on every key.
 */
export function KeywordFilter({ label, value, placeholder, onSearch }: { label: string; value?: string; placeholder?: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(value ?? '');
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <HStack align="flex-end">
        <KeywordInput maxW="240px" label={label} value={text} placeholder={placeholder} onChange={setText} />
        <SearchButton />
      </HStack>
    </form>
  );
}

export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <HStack mb="4" gap="4" wrap="wrap" align="flex-end">
      {children}
    </HStack>
  );
}
