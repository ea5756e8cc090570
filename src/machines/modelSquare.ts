/**
 * The model square's list. The URL is the source of truth for filters, sort and page: the
 * page parses the query string (`parseModelSearch`) and sends MODELS.QUERY whenever it
 * changes; the machine only loads, and drops answers to queries that were superseded.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import { searchModels, searchModelsEarly } from '../api/model';
import type { ModelQuery, ModelSummary, Page } from '../api/types';
import { DEFAULT_SORT, MODEL_PAGE_SIZE, isLicense, isModelType, isSort } from './rules/modelCatalog';

export interface ModelSquareContext {
  query: ModelQuery;
  page?: Page<ModelSummary>;
  error?: string;
}

export type ModelSquareEvent = { type: 'MODELS.QUERY'; query: ModelQuery } | { type: 'MODELS.RETRY' };

const sameQuery = (a: ModelQuery, b: ModelQuery) => JSON.stringify(a) === JSON.stringify(b);

export const modelSquareMachine = setup({
  types: {} as { context: ModelSquareContext; events: ModelSquareEvent; input: { query: ModelQuery } },
  actors: { loadModels: fromPromise(({ input }: { input: ModelQuery }) => searchModels(input)) },
  guards: {
    isNewQuery: ({ context, event }) => event.type === 'MODELS.QUERY' && !sameQuery(context.query, event.query),
    hasRecords: (_, page: Page<ModelSummary>) => page.records.length > 0,
  },
  actions: {
    setQuery: assign({ query: ({ context, event }) => (event.type === 'MODELS.QUERY' ? event.query : context.query) }),
  },
}).createMachine({
  id: 'modelSquare',
  context: ({ input }) => ({ query: input.query }),
  initial: 'loading',
  on: {
    // Re-entering `loading` restarts the request, so a slower stale answer never lands.
    'MODELS.QUERY': { guard: 'isNewQuery', target: '.loading', reenter: true, actions: 'setQuery' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadModels',
        src: 'loadModels',
        input: ({ context }) => context.query,
        onDone: [
          {
            guard: { type: 'hasRecords', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign({ page: ({ event }) => event.output, error: undefined }),
          },
          { target: 'empty', actions: assign({ page: ({ event }) => event.output, error: undefined }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: {},
    empty: {},
    failed: { on: { 'MODELS.RETRY': 'loading' } },
  },
});

/** The filters as they appear in the URL (short, shareable keys). */
export function parseModelSearch(search: string): ModelQuery {
  const p = new URLSearchParams(search);
  const text = (key: string) => p.get(key)?.trim() || undefined;
  const type = p.get('type');
  const license = p.get('license');
  const sort = p.get('sort');
  const ctx = Number(p.get('ctx'));
  const page = Number(p.get('page'));
  return {
    pageNum: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: MODEL_PAGE_SIZE,
    keyword: text('q'),
    modelType: isModelType(type) ? type : undefined,
    provider: text('provider'),
    tag: text('tag'),
    minContext: Number.isInteger(ctx) && ctx > 0 ? ctx : undefined,
    license: isLicense(license) ? license : undefined,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

export type ModelFilterPatch = Partial<Omit<ModelQuery, 'pageSize'>>;

/** The query string for `query` changed by `patch`; any filter change goes back to page 1. */
export function modelSearchFor(query: ModelQuery, patch: ModelFilterPatch): string {
  const next = { ...query, ...patch };
  if (!('pageNum' in patch)) next.pageNum = 1;
  const p = new URLSearchParams();
  if (next.keyword) p.set('q', next.keyword);
  if (next.modelType) p.set('type', next.modelType);
  if (next.provider) p.set('provider', next.provider);
  if (next.tag) p.set('tag', next.tag);
  if (next.minContext) p.set('ctx', String(next.minContext));
  if (next.license) p.set('license', next.license);
  if (next.sort && next.sort !== DEFAULT_SORT) p.set('sort', next.sort);
  if (next.pageNum > 1) p.set('page', String(next.pageNum));
  return p.toString();
}

export const hasFilters = (q: ModelQuery): boolean => Boolean(q.keyword || q.modelType || q.provider || q.tag || q.minContext || q.license);

/** For the route table: the first page of the square at `search`, asked for with the session restore. */
export const fetchModelsEarly = (search: string) => searchModelsEarly(parseModelSearch(search));
