import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A table cell's main line with a small muted line under it (a user's company, a model's version). */
export function TwoLines({
  main,
  sub,
  minW,
  compact,
}: {
  main: ReactNode;
  sub: ReactNode;
  minW?: string;
  /** In a side list: a smaller main line that truncates. */ compact?: boolean;
}) {
  return (
    <Stack gap="0" minW={minW}>
      <Text fontSize={compact ? 'sm' : undefined} truncate={compact}>
        {main}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {sub}
      </Text>
    </Stack>
  );
}

/** A status badge with the reason of a refusal under it, when there is one. */
export function StatusWithReason({ badge, reason }: { badge: ReactNode; reason?: string }) {
  return (
    <Stack gap="0" align="flex-start">
      {badge}
      {reason && (
        <Text fontSize="xs" color="red.fg">
          {reason}
        </Text>
      )}
    </Stack>
  );
}
