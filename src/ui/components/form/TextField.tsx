import { Input, Textarea, type InputProps } from '@chakra-ui/react';
import { FormField } from './FormField';

export interface TextFieldProps extends Omit<InputProps, 'onChange' | 'onBlur' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  /** The field's current message; shown unless `showError` is false (not yet touched). */
  error?: string;
  showError?: boolean;
  optionalHint?: string;
  helper?: string;
  /** Shows a counter of the trimmed length, which is what the rules measure. */
  maxChars?: number;
  /** A multi-line field of this many rows. */
  rows?: number;
  /** A multi-line field grows with its text, up to six lines. */
  autoresize?: boolean;
}

/** A labelled text input (or textarea) with its message line. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  showError = true,
  optionalHint,
  helper,
  maxChars,
  rows,
  autoresize,
  required,
  disabled,
  onBlur,
  ...input
}: TextFieldProps) {
  const counter = maxChars === undefined ? undefined : { count: value.trim().length, max: maxChars };
  return (
    <FormField
      label={label}
      optionalHint={optionalHint}
      required={required}
      disabled={disabled}
      error={showError ? error : undefined}
      helper={helper}
      counter={counter}
    >
      {rows ? (
        <Textarea
          value={value}
          rows={rows}
          autoresize={autoresize}
          minH={autoresize ? `${rows}lh` : undefined}
          maxH={autoresize ? '6lh' : undefined}
          placeholder={input.placeholder}
          maxLength={input.maxLength}
          onBlur={onBlur}
          onChange={(e) => onValueChange(e.target.value)}
        />
      ) : (
        <Input value={value} onChange={(e) => onValueChange(e.target.value)} onBlur={onBlur} {...input} />
      )}
    </FormField>
  );
}
