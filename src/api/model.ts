/** Model center calls (SPEC section 7): GET list (query), GET detail. */
import { http } from './http';
import { paths } from './paths';
import { cached } from './requestCache';
import type { ModelDetailListing, ModelListing, ModelListQuery } from '../domain/types/modelMarket.types';
import type { Page } from '../domain/types/common.types';
import type { ModelDetail, ModelQuery, ModelSummary } from '../domain/types/model.types';

export type * from '../domain/types/modelMarket.types';

export type {
  ModelDetail,
  ModelLicense,
  ModelPricing,
  ModelQuery,
  ModelSort,
  ModelSummary,
  ModelType,
  ModelVersion,
} from '../domain/types/model.types';

export const searchModels = (params: ModelQuery): Promise<Page<ModelSummary>> => searchModelListings(params);

export const getModelDetail = (id: string) =>
  http.get<ModelDetail>(paths.model.detail, { params: { id }, silent: true }).then((r) => r.data);

// Platform extension (not SPEC): the same endpoints answer each model with its market data,
// and the list takes market sorts and filters; these typed calls are for screens that use them.

/** The square's list; its first page is asked for ahead by its route (src/api/requestCache.ts). */
export const searchModelListings = cached<[ModelListQuery], Page<ModelListing>>((params) => ({
  url: paths.model.list,
  params,
  silent: true,
}));
export const getModelListing = (id: string) =>
  http.get<ModelDetailListing>(paths.model.detail, { params: { id }, silent: true }).then((r) => r.data);
