/** Model center calls (SPEC section 7): GET list (query), GET detail. */
import { earlyAnswer, earlyKey, fetchEarly, takeEarly } from './early';
import { http } from './http';
import { paths } from './paths';
import type { ModelDetailListing, ModelListing, ModelListQuery } from './modelMarket.types';
import type { Page } from './common.types';
import type { ModelDetail, ModelQuery, ModelSummary } from './model.types';

export type * from './modelMarket.types';

export type { ModelDetail, ModelLicense, ModelPricing, ModelQuery, ModelSort, ModelSummary, ModelType, ModelVersion } from './model.types';

const loadModels = (params: ModelListQuery) => http.get<Page<ModelListing>>(paths.model.list, { params, silent: true }).then((r) => r.data);

export const searchModels = (params: ModelQuery): Promise<Page<ModelSummary>> => takeEarly(earlyKey(paths.model.list, params), () => loadModels(params));

/** The model square's first page, asked for while the session restores (see early.ts). */
export const searchModelsEarly = (params: ModelListQuery) => fetchEarly(earlyKey(paths.model.list, params), () => loadModels(params));

export const getModelDetail = (id: string) => http.get<ModelDetail>(paths.model.detail, { params: { id }, silent: true }).then((r) => r.data);

// Platform extension (not SPEC): the same endpoints answer each model with its market data,
// and the list takes market sorts and filters; these typed calls are for screens that use them.

/** The square's list: takes the route's early answer to the same request (see early.ts). */
export const searchModelListings = (params: ModelListQuery) => takeEarly(earlyKey(paths.model.list, params), () => loadModels(params));
/** The square's early answer to `params`, if it is in already (see early.ts). */
export const answeredModelListings = (params: ModelListQuery) => earlyAnswer<Page<ModelListing>>(earlyKey(paths.model.list, params));
export const getModelListing = (id: string) => http.get<ModelDetailListing>(paths.model.detail, { params: { id }, silent: true }).then((r) => r.data);
