import { Box, Code, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import MarkdownToJsx from 'markdown-to-jsx';
import type { ReactNode } from 'react';
import { headingSlug } from '../../domain/headingSlug';
import { CodePre } from './CodePre';

/**
 * Safe Markdown for documents, chat answers and user text: raw HTML in the source is never
 * parsed (it shows as text), so nothing in a document or a model's answer can run.
 * Headings get ids (slugs) so they can be deep-linked.
 */
export function Markdown({
  children,
  codeBlock,
}: {
  children: string;
  codeBlock?: (props: { children?: ReactNode; className?: string }) => ReactNode;
}) {
  return (
    <Box
      className="markdown"
      css={{
        '& p': { my: '2' },
        '& ul, & ol': { pl: '6', my: '2' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& h1, & h2, & h3': { fontWeight: 'bold', mt: '4', mb: '2' },
      }}
    >
      <MarkdownToJsx
        options={{
          disableParsingRawHTML: true,
          // Keeps Chinese letters, which the library's default slugify drops (empty ids).
          slugify: (text) => headingSlug(text),
          overrides: {
            a: { component: ChakraLink, props: { color: 'blue.fg', target: '_blank', rel: 'noopener noreferrer' } },
            p: { component: Text },
            code: { component: Code, props: { fontSize: '0.9em' } },
            pre: codeBlock ? { component: codeBlock } : { component: CodePre, props: { p: '3', fontSize: 'sm' } },
            table: { component: Table.Root, props: { size: 'sm', my: '3' } },
          },
        }}
      >
        {children}
      </MarkdownToJsx>
    </Box>
  );
}
