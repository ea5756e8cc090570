import { Alert, Box, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { PlaygroundUsage } from '../../../../domain/types/playground.types';
import { formatYuan } from '../../../format';
import type { PlaygroundActor } from './PlaygroundParams';

const latencyText = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms} ms`);

/** Tokens in and out, latency and cost of one answer. */
function UsageLine({ usage }: { usage: PlaygroundUsage }) {
  const items = [
    ['输入', `${usage.tokensIn} tokens`],
    ['输出', `${usage.tokensOut} tokens`],
    ['耗时', latencyText(usage.latencyMs)],
    ['费用', formatYuan(usage.cost)],
  ];
  return (
    <HStack as="dl" gap="4" wrap="wrap" fontSize="sm" color="fg.muted" aria-label="调用统计">
      {items.map(([term, value]) => (
        <HStack key={term} gap="1">
          <Text as="dt">{term}</Text>
          <Text as="dd" color="fg" fontWeight="medium">
            {value}
          </Text>
        </HStack>
      ))}
      {usage.finishReason === 'length' && <Text color="orange.fg">已达最大输出长度，回答被截断</Text>}
    </HStack>
  );
}

function AnswerText({ text }: { text: string }) {
  return (
    <Text whiteSpace="pre-wrap" fontSize="sm" lineHeight="tall">
      {text}
    </Text>
  );
}

/** The streamed answer of one model; its usage once the stream ends. */
export function SingleResult({ actor }: { actor: PlaygroundActor }) {
  const answer = useSelector(actor, (s) => s.context.answer);
  const usage = useSelector(actor, (s) => s.context.usage);
  const running = useSelector(actor, (s) => s.matches({ call: 'running' }));
  if (!answer && !usage && !running) return null;
  return (
    <Box as="section" aria-label="模型回答" aria-busy={running} borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        {running && !answer ? <Spinner size="sm" role="status" aria-label="生成中" /> : <AnswerText text={answer} />}
        {usage && <UsageLine usage={usage} />}
      </Stack>
    </Box>
  );
}

/** One column per model, in the order asked: its answer and usage, or why it failed. */
export function CompareResults({ actor }: { actor: PlaygroundActor }) {
  const results = useSelector(actor, (s) => s.context.results);
  const comparing = useSelector(actor, (s) => s.matches({ call: 'comparing' }));
  const names = useSelector(actor, (s) => s.context.models);
  if (comparing) return <Spinner size="sm" role="status" aria-label="对比中" />;
  if (results.length === 0) return null;
  const nameOf = (id: string) => names.find((m) => m.id === id)?.name ?? id;
  return (
    <Grid
      role="list"
      aria-label="对比结果"
      templateColumns={{ base: '1fr', md: `repeat(${results.length}, minmax(0, 1fr))` }}
      gap="3"
    >
      {results.map((r) => (
        <Stack
          key={r.model}
          role="listitem"
          aria-label={nameOf(r.model)}
          gap="3"
          borderWidth="1px"
          borderRadius="md"
          p="4"
        >
          <Heading as="h3" size="xs">
            {nameOf(r.model)}
          </Heading>
          {'error' in r ? (
            <Alert.Root status="error" size="sm">
              <Alert.Indicator />
              <Alert.Title>{r.error}</Alert.Title>
            </Alert.Root>
          ) : (
            <>
              <UsageLine usage={r.usage} />
              <AnswerText text={r.content} />
            </>
          )}
        </Stack>
      ))}
    </Grid>
  );
}
