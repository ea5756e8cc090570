import { Stack, Text } from '@chakra-ui/react';
import { useCallback, useState, type ReactNode } from 'react';

/** Which fields the user has left: their messages show from then on, not while first typing. */
export function useTouched() {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = useCallback((name: string) => setTouched((s) => (s.has(name) ? s : new Set(s).add(name))), []);
  return { isTouched: (name: string) => touched.has(name), touch };
}

/**
 * Binds fields of a form whose values live in a machine: `field(name)` gives a TextField or
 * SelectField its value, its message (shown once the field was left) and its editor.
 */
export function useFieldBinding<V extends object>(values: V, errors: Partial<Record<keyof V, string>>, edit: (patch: Partial<V>) => void) {
  const { isTouched, touch } = useTouched();
  const field = <K extends keyof V & string>(name: K) => ({
    value: values[name] as string,
    error: errors[name],
    showError: isTouched(name),
    onValueChange: (value: string) => edit({ [name]: value } as Partial<V>),
    onBlur: () => touch(name),
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
export function FormStack({ onSubmit, gap = '2', children }: { onSubmit: () => void; gap?: string; children: ReactNode }) {
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
