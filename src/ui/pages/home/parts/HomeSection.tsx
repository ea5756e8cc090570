import { Box, Heading, SimpleGrid, Text, type BoxProps, type SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A titled band of cards on the landing page; `id` names the heading the section is labelled by. */
export function HomeSection({
  id,
  title,
  columns,
  children,
}: {
  id: string;
  title: string;
  columns: SimpleGridProps['columns'];
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="xl" mb="6">
        {title}
      </Heading>
      <SimpleGrid columns={columns} gap="5">
        {children}
      </SimpleGrid>
    </Box>
  );
}

/** A card that is one link, with what the tracker records of a click on it. */
export function CardLink({
  href,
  track,
  children,
  ...card
}: { href: string; track: Record<string, string>; children: ReactNode } & BoxProps) {
  return (
    <Link href={href} style={{ textDecoration: 'none' }} {...track}>
      <Box borderWidth="1px" borderRadius="xl" p="5" h="full" transition="all 0.15s" {...card}>
        {children}
      </Box>
    </Link>
  );
}

/** A card's title and its muted text under it. */
export function CardText({ title, text, color, mb }: { title: string; text: string; color?: string; mb?: string }) {
  return (
    <>
      <Heading as="h3" size="md" mb="2" color={color}>
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb={mb}>
        {text}
      </Text>
    </>
  );
}
