/** Model center calls (SPEC section 7): GET list (query), GET detail. */
import { earlyKey, fetchEarly, takeEarly } from './early';
import { http } from './http';
import { paths } from './paths';
import type { ModelDetail, ModelQuery, ModelSummary, Page } from './types';

export type { ModelDetail, ModelLicense, ModelPricing, ModelQuery, ModelSort, ModelSummary, ModelType, ModelVersion } from './types';

const loadModels = (params: ModelQuery) => http.get<Page<ModelSummary>>(paths.model.list, { params, silent: true }).then((r) => r.data);

export const searchModels = (params: ModelQuery) => takeEarly(earlyKey(paths.model.list, params), () => loadModels(params));

/** The model square's first page, asked for while the session restores (see early.ts). */
export const searchModelsEarly = (params: ModelQuery) => fetchEarly(earlyKey(paths.model.list, params), () => loadModels(params));

export const getModelDetail = (id: string) => http.get<ModelDetail>(paths.model.detail, { params: { id }, silent: true }).then((r) => r.data);
