/**
 * The model square's list. The URL is the source of truth for filters, sort and page: the
 * page parses the query string (`parseModelSearch`) and hands filters and page to its list
 * (listMachine), which loads and drops answers to queries that were superseded.
 */
import { searchModels, searchModelsEarly } from '../api/model';
import type { ModelQuery, ModelSummary } from '../api/types';
import { listOf, type ListRequest } from './listMachine';
import { DEFAULT_SORT, MODEL_PAGE_SIZE, isLicense, isModelType, isSort } from './rules/modelCatalog';

/** What the list is asked: the filters and sort, without the page. */
export type ModelFilter = Omit<ModelQuery, 'pageNum' | 'pageSize'>;

/**
 * The request's parameters, always built the same way (same keys, same order): the route's
 * early request and the page's first one must be the same request for the page to take it.
 */
export const modelListParams = ({ query, pageNum, pageSize }: ListRequest<ModelFilter>): ModelQuery => ({ pageNum, pageSize, ...query });

export const modelListMachine = listOf<ModelSummary, ModelFilter>((request) => searchModels(modelListParams(request)));

/** The list's request for a URL: its filters, page and page size. */
export function modelRequestFor(search: string): ListRequest<ModelFilter> {
  const { pageNum, pageSize, ...query } = parseModelSearch(search);
  return { query, pageNum, pageSize };
}

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
export const fetchModelsEarly = (search: string) => searchModelsEarly(modelListParams(modelRequestFor(search)));
