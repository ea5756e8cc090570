import { Button, Field, Input } from '@chakra-ui/react';
import { SelectInput, type SelectInputProps } from './SelectField';

/** The options of a select from a code → text table, such as a status's labels. */
export const optionsOf = (labels: Record<number, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

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
export function SelectFilter({ label, value, options, onChange, allLabel = '全部', disabled, ...root }: SelectFilterProps) {
  return (
    <Field.Root {...root}>
      <Field.Label>{label}</Field.Label>
      <SelectInput size="sm" value={value ?? ''} options={options} placeholder={allLabel || undefined} onValueChange={onChange} disabled={disabled} />
    </Field.Root>
  );
}

export interface KeywordInputProps extends FilterRootProps {
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
}

/** The keyword box of a filter bar; its form's 搜索 button applies it. */
export function KeywordInput({ label, value, placeholder, onChange, ...root }: KeywordInputProps) {
  return (
    <Field.Root {...root}>
      <Field.Label>{label}</Field.Label>
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
