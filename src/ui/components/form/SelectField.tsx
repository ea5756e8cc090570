import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from './FormField';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

export interface SelectInputProps {
  value: string;
  /** A bare string is both the value and the text. */
  options: readonly (string | SelectOption)[];
  /** The empty first option (请选择, 全部…); none when left out. */
  placeholder?: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  size?: 'sm' | 'md';
  disabled?: boolean;
}

const asOption = (o: string | SelectOption): SelectOption => (typeof o === 'string' ? { value: o, label: o } : o);

/** A select's options, after its empty first option when there is one. */
export function SelectOptions({ options, placeholder }: Pick<SelectInputProps, 'options' | 'placeholder'>) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map(asOption).map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

/** A native select: on phones it opens the system picker, which a custom listbox cannot beat. */
export function SelectInput({ value, options, placeholder, onValueChange, onBlur, size, disabled }: SelectInputProps) {
  return (
    <NativeSelect.Root size={size} disabled={disabled}>
      <NativeSelect.Field value={value} onChange={(e) => onValueChange(e.target.value)} onBlur={onBlur}>
        <SelectOptions options={options} placeholder={placeholder} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export interface SelectFieldProps extends Omit<SelectInputProps, 'size'> {
  /** The empty first option, 请选择 by default; '' for a select that always has a value. */
  placeholder?: string;
  label: string;
  required?: boolean;
  /** The field's current message; shown unless `showError` is false (not yet touched). */
  error?: string;
  showError?: boolean;
}

/** A labelled select with its message line, the select counterpart of TextField. */
export function SelectField({
  label,
  required,
  error,
  showError = true,
  placeholder = '请选择',
  ...select
}: SelectFieldProps) {
  return (
    <FormField label={label} required={required} disabled={select.disabled} error={showError ? error : undefined}>
      <SelectInput placeholder={placeholder || undefined} {...select} />
    </FormField>
  );
}
