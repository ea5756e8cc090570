import { Box, type BoxProps } from '@chakra-ui/react';

/** The dark block, scrolling sideways, that every code sample sits in (docs, answers, API examples). */
export function CodePre(props: BoxProps) {
  return <Box as="pre" bg="gray.900" color="gray.100" borderRadius="md" overflowX="auto" {...props} />;
}
