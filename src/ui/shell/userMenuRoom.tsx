import { Box, HStack } from '@chakra-ui/react';

/**
 * The greeting's width beside the avatar in the header. Fixed (a long name is cut short) so the
 * room kept for the user menu while it loads is exactly its size: the buttons beside it must not
 * move when it arrives (no layout shift).
 */
export const GREETING_WIDTH = '8em';

/** The user menu's room while the session is restored or the menu's code loads: its trigger's size. */
export function UserMenuRoom() {
  return (
    // The trigger is a small ghost button (a 1px transparent border, px 1) around a small avatar (size 9).
    <HStack
      gap="2"
      px="1"
      h="9"
      borderWidth="1px"
      borderColor="transparent"
      flexShrink={0}
      fontSize="sm"
      aria-hidden
      data-testid="user-menu-room"
    >
      <Box w="9" h="9" borderRadius="full" bg="bg.muted" />
      <Box w={GREETING_WIDTH} hideBelow="md" />
    </HStack>
  );
}
