import { Field, Input, Stack, Text, type InputProps } from '@chakra-ui/react';
import { useCallback, useState, type ReactNode } from 'react';

/** Which fields the user has left: their messages show from then on, not while first typing. */
export function useTouched() {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = useCallback((name: string) => setTouched((s) => (s.has(name) ? s : new Set(s).add(name))), []);
  return { isTouched: (name: string) => touched.has(name), touch };
}

interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: string;
  value: string;
  /** The field's current message; shown once `showError`. */
  error?: string;
  showError: boolean;
  onValueChange: (value: string) => void;
  optionalHint?: string;
}

/** A labelled input with its validation message (Field wires label, input and message ids). */
export function TextField({ label, value, error, showError, onValueChange, optionalHint, ...input }: TextFieldProps) {
  const shown = showError ? error : undefined;
  return (
    <Field.Root invalid={Boolean(shown)}>
      <Field.Label>
        {label}
        {optionalHint && (
          <Text as="span" color="gray.500" fontWeight="normal">
            {optionalHint}
          </Text>
        )}
      </Field.Label>
      <Input value={value} onChange={(e) => onValueChange(e.target.value)} {...input} />
      {shown && <Field.ErrorText>{shown}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The server's refusal of the last submit; the typed values stay in place. */
export function ServerError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Text role="alert" color="red.600" fontSize="sm">
      {message}
    </Text>
  );
}

/** Matches the field a step should focus first when it appears. */
export const FIRST_FIELD_SELECTOR = 'input:not([type=hidden]):not([disabled]), select, textarea, [role=slider][tabindex="0"]';

/** A vertical form that submits through the dialog machine instead of the browser. */
export function FormStack({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="4">{children}</Stack>
    </form>
  );
}
