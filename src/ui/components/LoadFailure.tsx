import { Button, HStack, Spinner, Stack, Text, type StackProps, type TextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FailureProps {
  error?: ReactNode;
  onRetry: () => void;
}

/** A failure where it happened, in the page's flow: what went wrong, announced, and 重试 beside it. */
export function InlineFailure({
  error,
  onRetry,
  fontSize,
  ...props
}: FailureProps & StackProps & Pick<TextProps, 'fontSize'>) {
  return (
    <HStack role="alert" {...props}>
      <Text color="red.fg" fontSize={fontSize}>
        {error}
      </Text>
      <Button size="xs" variant="outline" onClick={onRetry}>
        重试
      </Button>
    </HStack>
  );
}

/** A load that failed, in place of what it would have shown. */
export function LoadFailure({ error, onRetry }: FailureProps) {
  return <InlineFailure justify="center" py="6" wrap="wrap" fontSize="sm" error={error} onRetry={onRetry} />;
}

/** A load on its way, in place of what it will show: one spinner, centred, announced as 加载中. */
export function LoadingSpinner({ py }: { py: '8' | '10' }) {
  return (
    <Stack align="center" py={py}>
      <Spinner role="status" aria-label="加载中" />
    </Stack>
  );
}
