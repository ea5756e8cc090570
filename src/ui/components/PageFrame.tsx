import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The common frame of a console page: its title, a one-line purpose, then the content. */
export function PageFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <Box p={{ base: '4', md: '6' }} maxW="1400px">
      <Heading as="h1" size="lg" mb="1">
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" fontSize="sm" mb="5">
          {description}
        </Text>
      )}
      <Box bg="bg.panel" borderRadius="lg" borderWidth="1px" p="5" minH="240px">
        {children}
      </Box>
    </Box>
  );
}
