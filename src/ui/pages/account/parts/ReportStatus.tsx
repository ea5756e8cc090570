import { Button, HStack, Skeleton, Text } from '@chakra-ui/react';

/** Loading and failure of a bill report (its empty state is the table's). */
export function ReportStatus({ loading, error, onRetry }: { loading: boolean; error?: string; onRetry: () => void }) {
  if (error) {
    return (
      <HStack role="alert" py="6" justify="center">
        <Text color="red.600" fontSize="sm">
          {error}
        </Text>
        <Button size="xs" variant="outline" onClick={onRetry}>
          重试
        </Button>
      </HStack>
    );
  }
  return loading ? <Skeleton height="120px" aria-label="加载中" /> : null;
}
