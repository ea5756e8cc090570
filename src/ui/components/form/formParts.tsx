import { Stack, Text } from '@chakra-ui/react';
import { useCallback, useState, type ReactNode } from 'react';

/** Which fields the user has left: their messages show from then on, not while first typing. */
export function useTouched() {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = useCallback((name: string) => setTouched((s) => (s.has(name) ? s : new Set(s).add(name))), []);
  return { isTouched: (name: string) => touched.has(name), touch };
}

/** The keys of a draft whose values are text, which a TextField can edit. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

export interface DraftFieldOptions<T> {
  /** Whether a field's message shows yet (after a blur or the first submit); always by default. */
  shown?: (key: keyof T) => boolean;
  /** Marks a field as visited when it loses focus, for forms that show messages after a blur. */
  touch?: (key: keyof T) => void;
}

/**
 * Binds a form's text fields to the draft its machine holds: `field('email')` gives the value, the
 * message, when it shows and the change event, so each field is written once, with only what is its own.
 */
export function draftFields<T extends object>(
  draft: T,
  errors: Partial<Record<keyof T, string>>,
  change: (values: Partial<T>) => void,
  options: DraftFieldOptions<T> = {},
) {
  return <K extends TextKey<T>>(key: K) => ({
    value: draft[key] as string,
    error: errors[key],
    showError: options.shown?.(key) ?? true,
    onValueChange: (value: string) => change({ [key]: value } as unknown as Partial<T>),
    onBlur: options.touch && (() => options.touch?.(key)),
  });
}

/** `draftFields` for a form whose messages show once a field was left (or on submit, via `touch`). */
export function useFieldBinding<V extends object>(
  values: V,
  errors: Partial<Record<keyof V, string>>,
  edit: (patch: Partial<V>) => void,
) {
  const { isTouched, touch } = useTouched();
  const field = draftFields(values, errors, edit, {
    shown: (name) => isTouched(name as string),
    touch: (name) => touch(name as string),
  });
  return { field, isTouched, touch };
}

/** The server's refusal of the last submit; the typed values stay in place. */
export function ServerError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Text role="alert" color="red.fg" fontSize="sm">
      {message}
    </Text>
  );
}

/** A vertical form that submits through its machine instead of the browser. */
export function FormStack({
  onSubmit,
  gap = '2',
  children,
}: {
  onSubmit: () => void;
  gap?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap={gap}>{children}</Stack>
    </form>
  );
}
