import { Field, HStack, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  KeywordSearch,
  SelectFilter as KitSelectFilter,
  type SelectFilterProps,
} from '../../../components/form/FilterFields';

export { optionsOf } from '../../../components/form/FilterFields';

/** A labelled select whose empty option means "all". */
export function SelectFilter(props: SelectFilterProps) {
  return <KitSelectFilter maxW="220px" {...props} />;
}

export function DateFilter({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value?: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}) {
  return (
    <Field.Root maxW="180px">
      <Field.Label>{label}</Field.Label>
      <Input size="sm" type="date" value={value ?? ''} min={min} max={max} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}

/** A keyword box whose word goes into the URL on 搜索 (or Enter), not on every key. */
export function KeywordFilter({
  label,
  value,
  placeholder,
  onSearch,
}: {
  label: string;
  value?: string;
  placeholder?: string;
  onSearch: (value: string) => void;
}) {
  return (
    <KeywordSearch
      maxW="240px"
      label={label}
      formLabel={label}
      initial={value}
      placeholder={placeholder}
      onSearch={onSearch}
    />
  );
}

export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <HStack mb="4" gap="4" wrap="wrap" align="flex-end">
      {children}
    </HStack>
  );
}
