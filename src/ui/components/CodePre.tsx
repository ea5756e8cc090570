import { Box, type BoxProps } from '@chakra-ui/react';

/** Markdown renders a fenced block as <pre><code>: the inline code's own chip stops at the block's edge. */
const codeInside = { '& code': { bg: 'transparent', color: 'inherit', p: '0' } };

/** The dark block, scrolling sideways, that every code sample sits in (docs, answers, API examples). */
export function CodePre(props: BoxProps) {
  return <Box as="pre" bg="gray.900" color="gray.100" borderRadius="md" overflowX="auto" css={codeInside} {...props} />;
}
