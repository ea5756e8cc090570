import { Button, Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

export interface Option {
  value: string;
  label: string;
}

/** A labelled select whose empty option means "all". */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
  allLabel = '全部',
}: {
  label: string;
  value?: string;
  options: Option[];
  onChange: (value: string) => void;
  allLabel?: string;
}) {
  return (
    <Field.Root maxW="220px">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
          {allLabel && <option value="">{allLabel}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
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
        <Field.Root maxW="240px">
          <Field.Label>{label}</Field.Label>
          <Input size="sm" value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} />
        </Field.Root>
        <Button size="sm" type="submit" variant="outline">
          搜索
        </Button>
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

export const optionsOf = (labels: Record<number, string>): Option[] => Object.entries(labels).map(([value, label]) => ({ value, label }));
