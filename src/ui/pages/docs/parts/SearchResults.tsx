import { Box, Stack, Text } from '@chakra-ui/react';
import type { SearchResult } from '../../../../machines/docsSearch';
import { docPath } from '../docsContent';

/** Search hits: document › heading, with the matching words marked in a short snippet. */
export function SearchResults({
  results,
  onOpen,
}: {
  results: SearchResult[];
  onOpen: (doc: string, heading: string) => void;
}) {
  if (!results.length) return <Text color="fg.muted">没有找到相关文档</Text>;
  return (
    <Stack as="ul" aria-label="搜索结果" gap="1" listStyleType="none" p="0" m="0">
      {results.map((r) => (
        <Box as="li" key={`${r.doc}#${r.headingId}`}>
          <Box
            asChild
            display="block"
            px="3"
            py="2"
            borderRadius="md"
            _hover={{ bg: 'blue.subtle' }}
            textDecoration="none"
          >
            <a
              href={docPath(r.doc, r.headingId)}
              onClick={(e) => {
                e.preventDefault();
                onOpen(r.doc, r.headingId);
              }}
            >
              <Text fontWeight="medium" color="blue.fg">
                {r.docTitle} › {r.heading}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {r.snippet.before}
                <Box as="mark" bg="yellow.200" color="inherit" px="0.5">
                  {r.snippet.match}
                </Box>
                {r.snippet.after}
              </Text>
            </a>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
