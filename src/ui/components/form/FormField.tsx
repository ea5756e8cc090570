import { Field, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  /** A muted note after the label, such as （选填）. */
  optionalHint?: string;
  required?: boolean;
  disabled?: boolean;
  /** The message to show now; undefined while the field is fine or not yet touched. */
  error?: string;
  /** Guidance under the control while there is no message. */
  helper?: ReactNode;
  /** Characters used of the limit, shown at the end of the message line. */
  counter?: { count: number; max: number };
  children: ReactNode;
}

/**
 * One labelled control with its message line (Field wires label, control and message ids). The
 * line is kept even while empty: a message that appears on the mouse-down of 提交 must not push the
 * button away before the mouse-up, or that first click is lost.
 */
export function FormField({
  label,
  optionalHint,
  required,
  disabled,
  error,
  helper,
  counter,
  children,
}: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} gap="1">
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
        {optionalHint && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {optionalHint}
          </Text>
        )}
      </Field.Label>
      {children}
      <HStack w="full" minH="1.25rem" gap="2" align="start" justify="space-between">
        {error ? (
          // role alert: the message is read out when it appears, not only when the field is focused.
          <Field.ErrorText role="alert" mt="0" color="red.fg">
            {error}
          </Field.ErrorText>
        ) : (
          helper && <Field.HelperText mt="0">{helper}</Field.HelperText>
        )}
        {counter && (
          <Text
            fontSize="xs"
            color={counter.count > counter.max ? 'red.fg' : 'fg.muted'}
            ms="auto"
            aria-label={`已输入${counter.count}个字符，最多${counter.max}个`}
          >
            {counter.count}/{counter.max}
          </Text>
        )}
      </HStack>
    </Field.Root>
  );
}
