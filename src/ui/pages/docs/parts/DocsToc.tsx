import { Box, Stack } from '@chakra-ui/react';
import type { DocsIndex } from '../../../../machines/docsSearch';
import { docPath } from '../docsContent';

function TocLink({
  href,
  current,
  indent,
  onClick,
  children,
}: {
  href: string;
  current?: boolean;
  indent?: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <Box
      asChild
      display="block"
      pl={indent ? '5' : '2'}
      pr="2"
      py="1"
      borderRadius="md"
      fontSize={indent ? 'xs' : 'sm'}
      fontWeight={current ? 'semibold' : 'normal'}
      color={current ? 'blue.fg' : 'fg.muted'}
      bg={current ? 'blue.subtle' : undefined}
      _hover={{ color: 'blue.fg' }}
    >
      <a
        href={href}
        aria-current={current ? 'page' : undefined}
        onClick={(e) => {
          e.preventDefault();
          onClick();
        }}
      >
        {children}
      </a>
    </Box>
  );
}

/** The table of contents: every document, and the sections of the open one. */
export function DocsToc({
  index,
  doc,
  onOpen,
}: {
  index: DocsIndex;
  doc: string;
  onOpen: (doc: string, heading?: string) => void;
}) {
  return (
    <Stack as="nav" aria-label="文档目录" gap="0.5">
      {[...index.outline.entries()].map(([slug, entry]) => (
        <Box key={slug}>
          <TocLink href={docPath(slug)} current={slug === doc} onClick={() => onOpen(slug)}>
            {entry.title}
          </TocLink>
          {slug === doc &&
            entry.headings
              .filter((h) => h.level === 2)
              .map((h) => (
                <TocLink key={h.id} href={docPath(slug, h.id)} indent onClick={() => onOpen(slug, h.id)}>
                  {h.text}
                </TocLink>
              ))}
        </Box>
      ))}
    </Stack>
  );
}
