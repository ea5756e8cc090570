/**
 * Model center (SPEC section 7): GET list with filters, sort and paging; GET detail. The
 * catalogue is fixed platform data (mocks/seed/models.ts); reading it needs the model-square
 * permission, as the real gateway checks.
 */
import { http } from 'msw';
import type { ModelDetail, ModelSort } from '../../src/domain/types/model.types';
import { paths } from '../../src/api/paths';
import { isLicense, isModelType, isSort } from '../../src/domain/modelCatalog';
import type { ModelMarketSort } from '../../src/domain/types/modelMarket.types';
import { isCapability, isMarketSort } from '../../src/domain/modelMarket';
import { beijingDate } from '../rules/beijing';
import { now } from '../rules/clock';
import { marketInfoOf } from '../seed/modelMarket';
import { paginate, pageParams } from '../rules/paging';
import { pricedNow } from '../rules/priceVersions';
import { ok, query, refuse, url, withAdmin } from '../rules/respond';
import { findModel, modelCatalogue, summaryOf } from '../seed/models';
import { compareText } from '../../src/domain/ordering';

export const MODEL_SQUARE_READ = 'DevC:modelC:modelPlaza:read';
export const MODEL_NOT_FOUND = '模型不存在或已下线';

const byOrder: Record<ModelSort, (a: ModelDetail, b: ModelDetail) => number> = {
  popular: (a, b) => b.monthlyCalls - a.monthlyCalls,
  newest: (a, b) => compareText(b.updatedAt, a.updatedAt),
  context: (a, b) => b.contextLength - a.contextLength || b.monthlyCalls - a.monthlyCalls,
  price: (a, b) =>
    a.pricing.input + a.pricing.output - (b.pricing.input + b.pricing.output) || b.monthlyCalls - a.monthlyCalls,
};

/** Unpriced-by-tokens models (null price) sort after every priced one, whichever the direction. */
const byPrice = (price: (m: ModelDetail) => number | null, direction: 1 | -1) => (a: ModelDetail, b: ModelDetail) => {
  const [x, y] = [price(a), price(b)];
  if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0) || b.monthlyCalls - a.monthlyCalls;
  return (x - y) * direction || b.monthlyCalls - a.monthlyCalls;
};

// Platform extension (not SPEC): market sorts by price per million tokens and context length.
const byMarketOrder: Record<ModelMarketSort, (a: ModelDetail, b: ModelDetail) => number> = {
  inputPriceAsc: byPrice((m) => marketInfoOf(m).inputPricePerMillion, 1),
  inputPriceDesc: byPrice((m) => marketInfoOf(m).inputPricePerMillion, -1),
  outputPriceAsc: byPrice((m) => marketInfoOf(m).outputPricePerMillion, 1),
  contextDesc: (a, b) => b.contextLength - a.contextLength || compareText(a.id, b.id),
};

/** Platform extension (not SPEC): capability, price ceiling (yuan per million input tokens) and hiding deprecated models. */
function matchesMarket(model: ModelDetail, q: URLSearchParams): boolean {
  const info = marketInfoOf(model);
  const capability = q.get('capability');
  if (isCapability(capability) && !info.capabilityCodes.includes(capability)) return false;
  const maxPrice = q.get('maxInputPrice');
  if (
    maxPrice !== null &&
    maxPrice !== '' &&
    Number.isFinite(Number(maxPrice)) &&
    (info.inputPricePerMillion === null || info.inputPricePerMillion > Number(maxPrice))
  )
    return false;
  if (q.get('hideDeprecated') === 'true' && info.deprecationDate && info.deprecationDate <= beijingDate(now()))
    return false;
  return true;
}

const withMarket = <T extends ModelDetail | ReturnType<typeof summaryOf>>(summary: T, model: ModelDetail) => ({
  ...summary,
  ...marketInfoOf(model),
});

function orderOf(sort: string | null): (a: ModelDetail, b: ModelDetail) => number {
  if (isMarketSort(sort)) return byMarketOrder[sort];
  return byOrder[isSort(sort) ? sort : 'popular'];
}

function matches(model: ModelDetail, q: URLSearchParams): boolean {
  if (!matchesMarket(model, q)) return false;
  const keyword = (q.get('keyword') ?? '').trim().toLowerCase();
  const type = q.get('modelType');
  const provider = q.get('provider');
  const tag = q.get('tag');
  const minContext = Number(q.get('minContext') ?? 0);
  const license = q.get('license');
  if (
    keyword &&
    ![model.name, model.id, model.provider, model.description, ...model.tags].some((t) =>
      t.toLowerCase().includes(keyword),
    )
  )
    return false;
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
      const rows = modelCatalogue
        .map(pricedNow)
        .filter((m) => matches(m, q))
        .sort(orderOf(sort));
      const page = paginate(rows, pageParams({ pageNum: q.get('pageNum'), pageSize: q.get('pageSize') }, 9));
      return ok({ ...page, records: page.records.map((m) => withMarket(summaryOf(m), m)) });
    }),
  ),
  http.get(
    url(paths.model.detail),
    withAdmin([MODEL_SQUARE_READ], ({ request }) => {
      const model = pricedNow(findModel(query(request).get('id') ?? '') ?? refuse(MODEL_NOT_FOUND, 404));
      return ok(withMarket(model, model));
    }),
  ),
];
