import { Button, Stack, Text } from '@chakra-ui/react';
import { LoadingSpinner } from '../../components/LoadFailure';

/** A feedback thread not on screen yet (the user's and staff's views alike): its load failed, with 重试, or it is on its way. */
export function ThreadPending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (failed) {
    return (
      <Stack align="center" py="8" gap="3">
        <Text color="red.fg">加载失败</Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          重试
        </Button>
      </Stack>
    );
  }
  return <LoadingSpinner py="8" />;
}
