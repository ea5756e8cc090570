/** Model center calls (SPEC section 7): GET list (query), GET detail. */
import { http } from './http';
import { paths } from './paths';
import type { ModelDetail, ModelQuery, ModelSummary, Page } from './types';

export type { ModelDetail, ModelLicense, ModelPricing, ModelQuery, ModelSort, ModelSummary, ModelType, ModelVersion } from './types';

export const searchModels = (params: ModelQuery) =>
  http.get<Page<ModelSummary>>(paths.model.list, { params, silent: true }).then((r) => r.data);

export const getModelDetail = (id: string) => http.get<ModelDetail>(paths.model.detail, { params: { id }, silent: true }).then((r) => r.data);
