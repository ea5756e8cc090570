import { Box, Button, Flex, SimpleGrid, Text, VStack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { hasFilters, modelSearchFor, modelSquareMachine, parseModelSearch, type ModelFilterPatch } from '../../../machines/modelSquare';
import { MODEL_PAGE_SIZE } from '../../../machines/rules/modelCatalog';
import { PageFrame } from '../../components/PageFrame';
import { ModelCard, ModelCardSkeleton } from './parts/ModelCard';
import { ModelFilters } from './parts/ModelFilters';
import { useCanTry } from './parts/useCanTry';
import { trackEvents } from '../../../machines/trackEvents';
import { useTrack } from '../../hooks/useTrack';
import { Pager } from '../../components/Pager';

export const MODELS_EMPTY = '暂无符合条件的模型';

/**
 * The model square. Filters, sort and page live in the URL (shareable, survive reload, back
 * and forward work); the page turns the URL into a query and hands it to the list machine.
 */
export function ModelSquarePage() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(() => parseModelSearch(search), [search]);
  const square = useActorRef(modelSquareMachine, { input: { query } });
  // The URL changed (filter, page, back button): the machine loads it unless it already has.
  useEffect(() => {
    square.send({ type: 'MODELS.QUERY', query });
  }, [square, query]);

  const track = useTrack();
  const setFilters = useCallback(
    (patch: ModelFilterPatch) => {
      if (!('pageNum' in patch)) track(trackEvents.modelSquare.filter, patch);
      const next = modelSearchFor(query, patch);
      navigate(next ? `${location}?${next}` : location);
    },
    [query, location, navigate, track],
  );

  const loading = useSelector(square, (s) => s.matches('loading'));
  const failed = useSelector(square, (s) => s.matches('failed'));
  const empty = useSelector(square, (s) => s.matches('empty'));
  const records = useSelector(square, (s) => s.context.page?.records);
  const total = useSelector(square, (s) => s.context.page?.total ?? 0);
  const error = useSelector(square, (s) => s.context.error);
  const filtered = hasFilters(query);
  const canTry = useCanTry();

  return (
    <PageFrame title="模型广场" description="浏览平台提供的大模型，按类型、厂商、能力与上下文长度筛选，找到适合业务的模型。">
      <ModelFilters query={query} filtered={filtered} onChange={setFilters} onClear={() => navigate(location)} />
      <Text fontSize="sm" color="fg.muted" mb="3" aria-live="polite">
        {loading ? '正在加载模型…' : failed ? '' : `共 ${total} 个模型`}
      </Text>
      {loading && (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <ModelCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      )}
      {failed && (
        <VStack py="12" gap="3" role="alert">
          <Text color="red.fg">{error}</Text>
          <Button size="sm" onClick={() => square.send({ type: 'MODELS.RETRY' })}>
            重试
          </Button>
        </VStack>
      )}
      {empty && (
        <VStack py="12" gap="3">
          <Text color="fg.muted">{MODELS_EMPTY}</Text>
          {filtered && (
            <Button size="sm" variant="outline" onClick={() => navigate(location)}>
              清除筛选
            </Button>
          )}
        </VStack>
      )}
      {!loading && !failed && !empty && records && (
        <>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" role="list" aria-label="模型列表">
            {records.map((m) => (
              <Box role="listitem" key={m.id}>
                <ModelCard model={m} canTry={canTry} />
              </Box>
            ))}
          </SimpleGrid>
          {total > MODEL_PAGE_SIZE && (
            <Flex justify="center" mt="6">
              <Pager count={total} pageSize={MODEL_PAGE_SIZE} page={query.pageNum} onPageChange={(pageNum) => setFilters({ pageNum })} />
            </Flex>
          )}
        </>
      )}
    </PageFrame>
  );
}
