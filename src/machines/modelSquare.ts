/**
 * The model square's list. The URL is the source of truth for filters, sort and page: the
 * page parses the query string (`parseModelSearch`) and hands filters and page to its list
 * (listMachine), which loads and drops answers to queries that were superseded.
 */
import { searchModelListings, type ModelListing, type ModelListQuery } from '../api/model';
import { question } from '../api/requestCache';
import { listAsking, type ListRequest } from './listMachine';
import { DEFAULT_SORT, MODEL_PAGE_SIZE, isLicense, isModelType, isSort } from '../domain/modelCatalog';
import { isCapability, isMarketSort } from '../domain/modelMarket';

/** The square's query: SPEC's filters and sorts, and the market's (capability, input price cap, price sorts). */
export type ModelSquareQuery = ModelListQuery;
type SquareSort = NonNullable<ModelSquareQuery['sort']>;
export const isSquareSort = (v: unknown): v is SquareSort => isSort(v) || isMarketSort(v);

/** What the list is asked: the filters and sort, without the page. */
export type ModelFilter = Omit<ModelSquareQuery, 'pageNum' | 'pageSize'>;

/**
 * The request for a page, always built the same way (same keys, same order): the route's
 * prefetch and the list's first request must be the same request for the list to take it.
 */
const modelPage = ({ query, pageNum, pageSize }: ListRequest<ModelFilter>) =>
  question(searchModelListings, { pageNum, pageSize, ...query });

export const modelListMachine = listAsking<ModelListing, ModelFilter>(modelPage);

/** The list's request for a URL: its filters, page and page size. */
export function modelRequestFor(search: string): ListRequest<ModelFilter> {
  const { pageNum, pageSize, ...query } = parseModelSearch(search);
  return { query, pageNum, pageSize };
}

/** The filters as they appear in the URL (short, shareable keys). */
export function parseModelSearch(search: string): ModelSquareQuery {
  const p = new URLSearchParams(search);
  const text = (key: string) => p.get(key)?.trim() || undefined;
  const type = p.get('type');
  const license = p.get('license');
  const sort = p.get('sort');
  const ctx = Number(p.get('ctx'));
  const page = Number(p.get('page'));
  const capability = p.get('cap');
  const maxPrice = Number(p.get('maxPrice'));
  return {
    pageNum: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: MODEL_PAGE_SIZE,
    keyword: text('q'),
    modelType: isModelType(type) ? type : undefined,
    provider: text('provider'),
    tag: text('tag'),
    minContext: Number.isInteger(ctx) && ctx > 0 ? ctx : undefined,
    license: isLicense(license) ? license : undefined,
    sort: isSquareSort(sort) ? sort : DEFAULT_SORT,
    capability: isCapability(capability) ? capability : undefined,
    maxInputPrice: Number.isFinite(maxPrice) && maxPrice > 0 ? maxPrice : undefined,
  };
}

export type ModelFilterPatch = Partial<Omit<ModelSquareQuery, 'pageSize'>>;

/** The query string for `query` changed by `patch`; any filter change goes back to page 1. */
export function modelSearchFor(query: ModelSquareQuery, patch: ModelFilterPatch): string {
  const next = { ...query, ...patch };
  if (!('pageNum' in patch)) next.pageNum = 1;
  const p = new URLSearchParams();
  if (next.keyword) p.set('q', next.keyword);
  if (next.modelType) p.set('type', next.modelType);
  if (next.provider) p.set('provider', next.provider);
  if (next.tag) p.set('tag', next.tag);
  if (next.minContext) p.set('ctx', String(next.minContext));
  if (next.license) p.set('license', next.license);
  if (next.capability) p.set('cap', next.capability);
  if (next.maxInputPrice) p.set('maxPrice', String(next.maxInputPrice));
  if (next.sort && next.sort !== DEFAULT_SORT) p.set('sort', next.sort);
  if (next.pageNum > 1) p.set('page', String(next.pageNum));
  return p.toString();
}

export const hasFilters = (q: ModelSquareQuery): boolean =>
  Boolean(
    q.keyword || q.modelType || q.provider || q.tag || q.minContext || q.license || q.capability || q.maxInputPrice,
  );

/** What the square's first screen at `search` asks for: its first page. */
export const modelsFirstScreen = (search: string) => [modelPage(modelRequestFor(search))];
