import { Box, Field, Flex, Heading, Input, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { docsCenterMachine } from '../../../machines/docsCenter';
import { Markdown } from '../../components/Markdown';
import { docOfPath, docPath, docsIndex, headingOfHash, markdownOf, useGatewayBaseUrl } from './docsContent';
import { CodeBlock } from './parts/CodeBlock';
import { DocsToc } from './parts/DocsToc';
import { SearchResults } from './parts/SearchResults';

function initialPlace() {
  // Prerendered at build time (src/prerender) for /docs-center, where no document is picked.
  if (typeof window === 'undefined') return { doc: undefined, heading: undefined };
  const doc = docOfPath(window.location.pathname);
  return { doc, heading: doc ? headingOfHash(window.location.hash) : undefined };
}

/** Docs center (kept alive): guide documents, table of contents, full-text search, deep links. */
export function DocsCenterPage() {
  const baseUrl = useGatewayBaseUrl();
  const actor = useActorRef(docsCenterMachine, { input: { index: docsIndex, ...initialPlace() } });
  const doc = useSelector(actor, (s) => s.context.doc);
  const heading = useSelector(actor, (s) => s.context.heading);
  const jump = useSelector(actor, (s) => s.context.jump);
  const query = useSelector(actor, (s) => s.context.query);
  const results = useSelector(actor, (s) => s.context.results);
  const [location, navigate] = useLocation();
  const articleRef = useRef<HTMLElement>(null);
  const shownJump = useRef(-1);

  // The address is outside the machine: a deep link, back/forward or another page's link.
  useEffect(() => {
    const routed = docOfPath(location);
    if (routed) actor.send({ type: 'DOCS.ROUTE', doc: routed, heading: headingOfHash(window.location.hash) });
  }, [location, actor]);

  // Bring the requested heading (or the top of a newly opened document) into view, once per request.
  useEffect(() => {
    if (shownJump.current === jump) return;
    shownJump.current = jump;
    const target = heading ? document.getElementById(heading) : jump > 0 ? articleRef.current : null;
    target?.scrollIntoView({ block: 'start' });
  }, [doc, heading, jump]);

  const open = (nextDoc: string, nextHeading?: string) => {
    actor.send({ type: 'DOCS.OPEN', doc: nextDoc, heading: nextHeading });
    navigate(docPath(nextDoc, nextHeading));
  };

  return (
    <Box p={{ base: '4', md: '6' }} maxW="1400px">
      <Heading as="h1" size="lg" mb="1">
        文档中心
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="5">
        平台使用指南与 API 参考。
      </Text>
      <Field.Root maxW="xl" mb="4">
        <Field.Label>搜索文档</Field.Label>
        <Input
          type="search"
          value={query}
          onChange={(e) => actor.send({ type: 'DOCS.SEARCH', query: e.target.value })}
          placeholder="输入关键词，如 密钥、知识库、反馈"
          bg="bg.panel"
        />
      </Field.Root>
      {query.trim() && (
        <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" p="3" mb="4" maxH="360px" overflowY="auto">
          <SearchResults results={results} onOpen={open} />
        </Box>
      )}
      <Flex direction={{ base: 'column', md: 'row' }} gap="5" align="start">
        <Box
          w={{ base: 'full', md: '220px' }}
          flexShrink={0}
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="lg"
          p="3"
          position={{ md: 'sticky' }}
          top="4"
        >
          <DocsToc index={docsIndex} doc={doc} onOpen={open} />
        </Box>
        <Box
          as="article"
          ref={articleRef}
          flex="1"
          minW="0"
          // Stacked on a phone, it takes the column's width, not its longest code line's.
          w={{ base: 'full', md: 'auto' }}
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="lg"
          px={{ base: '4', md: '8' }}
          py="5"
          scrollMarginTop="80px"
          css={{
            '& h1, & h2, & h3, & h4': { scrollMarginTop: '80px' },
            '& h1': { fontSize: '2xl' },
            '& h2': { fontSize: 'xl' },
            '& h3': { fontSize: 'lg' },
          }}
        >
          <Markdown codeBlock={CodeBlock}>{markdownOf(doc, baseUrl)}</Markdown>
        </Box>
      </Flex>
    </Box>
  );
}
