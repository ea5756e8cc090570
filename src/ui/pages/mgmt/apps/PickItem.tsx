import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One entry of a picker's list: a full-width button, marked as current while its item is being edited. */
export function PickItem({
  selected,
  onPick,
  children,
}: {
  selected: boolean;
  onPick: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <Box
        as="button"
        w="full"
        textAlign="left"
        p="2"
        borderRadius="md"
        bg={selected ? 'blue.subtle' : undefined}
        aria-current={selected ? 'true' : undefined}
        onClick={onPick}
      >
        {children}
      </Box>
    </li>
  );
}
