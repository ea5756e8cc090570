import { Button, SimpleGrid, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  hasFilters,
  modelListMachine,
  modelSearchFor,
  parseModelSearch,
  type ModelFilterPatch,
} from '../../../machines/modelSquare';
import { PageFrame } from '../../components/PageFrame';
import { ListView, useList, useShown } from '../../components/ListView';
import { ModelCard, ModelCardSkeleton, ModelCardStyles } from './parts/ModelCard';
import { ModelFilters } from './parts/ModelFilters';
import { useCanTry } from './parts/useCanTry';
import { trackEvents } from '../../../machines/trackEvents';
import { useTrack } from '../../hooks/useTrack';

export const MODELS_EMPTY = '暂无符合条件的模型';

const skeletons = (
  <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy="true">
    {Array.from({ length: 6 }, (_, i) => (
      <ModelCardSkeleton key={i} />
    ))}
  </SimpleGrid>
);

/**
 * The model square. Filters, sort and page live in the URL (shareable, survive reload, back
 * and forward work); the page turns the URL into a query and hands it to its list.
 */
export function ModelSquarePage() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(() => parseModelSearch(search), [search]);
  const { pageNum, pageSize, ...filter } = query;
  // The URL changed (filter, page, back button): the list loads it unless it already has.
  const list = useList(modelListMachine, filter, { pageNum, pageSize });

  const track = useTrack();
  const setFilters = useCallback(
    (patch: ModelFilterPatch) => {
      if (!('pageNum' in patch)) track(trackEvents.modelSquare.filter, patch);
      const next = modelSearchFor(query, patch);
      navigate(next ? `${location}?${next}` : location);
    },
    [query, location, navigate, track],
  );

  const count = useShown(list, (s) =>
    s.matches('loading') ? '正在加载模型…' : s.matches('failed') ? '' : `共 ${s.context.total} 个模型`,
  );
  const filtered = hasFilters(query);
  const canTry = useCanTry();

  return (
    <PageFrame
      title="模型广场"
      description="浏览平台提供的大模型，按类型、厂商、能力与上下文长度筛选，找到适合业务的模型。"
    >
      <ModelFilters query={query} filtered={filtered} onChange={setFilters} onClear={() => navigate(location)} />
      <Text fontSize="sm" color="fg.muted" mb="3" aria-live="polite">
        {count}
      </Text>
      <ModelCardStyles>
        <ListView
          actor={list}
          label="模型列表"
          grid
          placeholder={skeletons}
          emptyText={MODELS_EMPTY}
          emptyAction={
            filtered && (
              <Button size="sm" variant="outline" onClick={() => navigate(location)}>
                清除筛选
              </Button>
            )
          }
          onPageChange={(n) => setFilters({ pageNum: n })}
          renderItem={(m) => (
            <div role="listitem" key={m.id}>
              <ModelCard model={m} canTry={canTry} />
            </div>
          )}
        />
      </ModelCardStyles>
    </PageFrame>
  );
}
