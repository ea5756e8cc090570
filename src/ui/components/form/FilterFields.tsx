import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { SelectInput, type SelectInputProps } from './SelectField';

/** The options of a select from a code → text table, such as a status's labels. */
export const optionsOf = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Where a filter sits in its bar: its width, which differs from bar to bar. */
type FilterRootProps = Omit<Field.RootProps, 'onChange' | 'children'>;

export interface SelectFilterProps extends FilterRootProps {
  label: string;
  value?: string;
  options: SelectInputProps['options'];
  onChange: (value: string) => void;
  /** The empty option, meaning "all"; '' for a select that always has a value. */
  allLabel?: string;
  disabled?: boolean;
}

/** A small labelled select above a list; its empty option means "all". */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
  allLabel = '全部',
  disabled,
  ...root
}: SelectFilterProps) {
  return (
    <Field.Root {...root}>
      <Field.Label>{label}</Field.Label>
      <SelectInput
        size="sm"
        value={value ?? ''}
        options={options}
        placeholder={allLabel || undefined}
        onValueChange={onChange}
        disabled={disabled}
      />
    </Field.Root>
  );
}

export interface KeywordInputProps extends FilterRootProps {
  label: string;
  /** The label is for screen readers only (a picker's box, whose list says what it searches). */
  hideLabel?: boolean;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
}

/** The keyword box of a filter bar; its form's 搜索 button applies it. */
export function KeywordInput({ label, hideLabel, value, placeholder, onChange, ...root }: KeywordInputProps) {
  return (
    <Field.Root {...root}>
      <Field.Label srOnly={hideLabel}>{label}</Field.Label>
      <Input size="sm" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}

export function SearchButton() {
  return (
    <Button size="sm" variant="outline" type="submit">
      搜索
    </Button>
  );
}

export interface KeywordSearchProps extends Omit<KeywordInputProps, 'value' | 'onChange'> {
  /** What the box starts with (the keyword a list was opened with). */
  initial?: string;
  /** Names the search landmark, where a page has more than one. */
  formLabel?: string;
  onSearch: (keyword: string) => void;
}

/**
 * A keyword box with its 搜索 button: what is typed stays local until 搜索 (or Enter) hands it over,
 * so a half-typed word does not reload a list on every key; the keyword stays in the box after.
 */
export function KeywordSearch({ label, initial = '', formLabel, onSearch, ...input }: KeywordSearchProps) {
  const [keyword, setKeyword] = useState(initial);
  return (
    <form
      role="search"
      aria-label={formLabel}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(keyword.trim());
      }}
    >
      <HStack gap="2" align="end">
        <KeywordInput label={label} value={keyword} onChange={setKeyword} {...input} />
        <SearchButton />
      </HStack>
    </form>
  );
}
