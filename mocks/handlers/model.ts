/**
 * Model center (SPEC section 7): GET list with filters, sort and paging; GET detail. The
 * catalogue is fixed platform data (mocks/seed/models.ts); reading it needs the model-square
 * permission, as the real gateway checks.
 */
import { http } from 'msw';
import type { ModelDetail, ModelSort } from '../../src/api/types';
import { paths } from '../../src/api/paths';
import { isLicense, isModelType, isSort } from '../../src/machines/rules/modelCatalog';
import { paginate, pageParams } from '../rules/paging';
import { ok, query, refuse, url, withAdmin } from '../rules/respond';
import { findModel, modelCatalogue, summaryOf } from '../seed/models';

export const MODEL_SQUARE_READ = 'DevC:modelC:modelPlaza:read';
export const MODEL_NOT_FOUND = '模型不存在或已下线';

const byOrder: Record<ModelSort, (a: ModelDetail, b: ModelDetail) => number> = {
  popular: (a, b) => b.monthlyCalls - a.monthlyCalls,
  newest: (a, b) => b.updatedAt.localeCompare(a.updatedAt),
  context: (a, b) => b.contextLength - a.contextLength || b.monthlyCalls - a.monthlyCalls,
  price: (a, b) => a.pricing.input + a.pricing.output - (b.pricing.input + b.pricing.output) || b.monthlyCalls - a.monthlyCalls,
};

function matches(model: ModelDetail, q: URLSearchParams): boolean {
  const keyword = (q.get('keyword') ?? '').trim().toLowerCase();
  const type = q.get('modelType');
  const provider = q.get('provider');
  const tag = q.get('tag');
  const minContext = Number(q.get('minContext') ?? 0);
  const license = q.get('license');
  if (keyword && ![model.name, model.id, model.provider, model.description, ...model.tags].some((t) => t.toLowerCase().includes(keyword))) return false;
  if (isModelType(type) && model.modelType !== type) return false;
  if (provider && model.provider !== provider) return false;
  if (tag && !model.tags.includes(tag)) return false;
  if (minContext > 0 && model.contextLength < minContext) return false;
  if (isLicense(license) && model.openSource !== (license === 'open')) return false;
  return true;
}

export const modelHandlers = [
  http.get(
    url(paths.model.list),
    withAdmin([MODEL_SQUARE_READ], ({ request }) => {
      const q = query(request);
      const sort = q.get('sort');
      const rows = modelCatalogue.filter((m) => matches(m, q)).sort(byOrder[isSort(sort) ? sort : 'popular']);
      const page = paginate(rows, pageParams({ pageNum: q.get('pageNum'), pageSize: q.get('pageSize') }, 9));
      return ok({ ...page, records: page.records.map(summaryOf) });
    }),
  ),
  http.get(
    url(paths.model.detail),
    withAdmin([MODEL_SQUARE_READ], ({ request }) => ok(findModel(query(request).get('id') ?? '') ?? refuse(MODEL_NOT_FOUND, 404))),
  ),
];
