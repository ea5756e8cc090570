import { Button, HStack, Text } from '@chakra-ui/react';

/** A load that failed: what went wrong, announced, and 重试 beside it. */
export function LoadFailure({ error, onRetry }: { error?: string; onRetry: () => void }) {
  return (
    <HStack justify="center" py="6" role="alert" wrap="wrap">
      <Text color="red.fg" fontSize="sm">
        {error}
      </Text>
      <Button size="xs" variant="outline" onClick={onRetry}>
        重试
      </Button>
    </HStack>
  );
}
