/**
 * The price timeline of each token-priced model: the price it launched with (the catalogue's),
 * then every scheduled change, each in force from its moment on. A call is charged at the version
 * in force when it is billed, and keeps that version's id. A change is announced to every user by
 * site message from its announcement until it takes effect.
 */
import type { ModelDetail } from '../../src/domain/types/model.types';
import type { PriceHistory, PriceVersion } from '../../src/domain/types/ledger.types';
import { cachedPriceOf, microsPerMillion, priceChangeNotice, versionAt } from '../../src/domain/ledger';
import { tables, type PriceChangeRow, type UserRow } from '../db/models';
import { nowIso } from './clock';
import { findModel } from '../seed/models';
import { SCHEDULED_PRICE_CHANGES } from '../seed/priceVersions';
import { compareText } from '../../src/domain/ordering';

export const priceMessages = {
  unknownModel: '模型不存在或不按 tokens 计费',
  notLater: '新价格的生效时间须晚于现行及已排期的价格',
  announceFirst: '调价须在生效前公告',
  badPrice: '价格须为不小于0的整数（微元/百万tokens）',
} as const;

type Change = Omit<PriceChangeRow, 'id'>;

/** The catalogue's price of a model, as a version's exact integers. */
export function launchPriceOf(model: ModelDetail): Pick<PriceVersion, 'input' | 'cachedInput' | 'output'> {
  const input = microsPerMillion(model.pricing.input);
  return { input, cachedInput: cachedPriceOf(input), output: microsPerMillion(model.pricing.output) };
}

/** Every version of a model's price, oldest first; none for a model not priced by tokens. */
export function priceVersionsOf(modelId: string): PriceVersion[] {
  const model = findModel(modelId);
  if (!model || model.pricing.unit !== '千tokens') return [];
  const launch: Change = {
    model: model.id,
    effectiveFrom: '',
    announcedAt: '',
    ...launchPriceOf(model),
    note: '上线价格',
  };
  const changes = [...SCHEDULED_PRICE_CHANGES, ...tables.priceChange.all()]
    .filter((c) => c.model === model.id)
    .sort((a, b) => compareText(a.effectiveFrom, b.effectiveFrom));
  return [launch, ...changes].map((c, i) => ({
    id: `${model.id}@v${i + 1}`,
    model: model.id,
    version: i + 1,
    effectiveFrom: c.effectiveFrom,
    announcedAt: c.announcedAt,
    input: c.input,
    cachedInput: c.cachedInput,
    output: c.output,
    note: c.note,
  }));
}

/** The version of a token-priced model in force at `time` (now by default). */
export function priceAt(model: ModelDetail | string, time = nowIso()): PriceVersion | undefined {
  const versions = priceVersionsOf(typeof model === 'string' ? model : model.id);
  return versions.length ? versionAt(versions, time) : undefined;
}

/** The model as sold now: its token prices are the version in force, not the ones it launched with. */
export function pricedNow(model: ModelDetail): ModelDetail {
  const version = priceAt(model);
  if (!version) return model;
  return { ...model, pricing: { ...model.pricing, input: version.input / 1e9, output: version.output / 1e9 } };
}

export function priceHistory(modelId: string): PriceHistory | undefined {
  const versions = priceVersionsOf(modelId);
  if (!versions.length) return undefined;
  return { model: versions[0].model, versions, current: versionAt(versions, nowIso()).id };
}

/**
 * Schedules a new price: it must take effect after every version already in force or scheduled
 * (the past is never repriced) and be announced before it does.
 */
export async function schedulePriceChange(change: Change): Promise<PriceVersion> {
  const versions = priceVersionsOf(change.model);
  if (!versions.length) throw new RangeError(priceMessages.unknownModel);
  const prices = [change.input, change.cachedInput, change.output];
  if (prices.some((p) => !Number.isSafeInteger(p) || p < 0)) throw new RangeError(priceMessages.badPrice);
  const latest = versions.at(-1)!.effectiveFrom;
  if (change.effectiveFrom <= latest || change.effectiveFrom <= nowIso()) throw new RangeError(priceMessages.notLater);
  if (change.announcedAt > change.effectiveFrom) throw new RangeError(priceMessages.announceFirst);
  await tables.priceChange.insert({ ...change, model: versions[0].model });
  return priceVersionsOf(change.model).at(-1)!;
}

/**
 * Posts the announcement of every price change now between its announcement and its effect that
 * `user` has not been told of, dated when it was announced.
 */
export async function announcePriceChanges(user: UserRow): Promise<void> {
  const now = nowIso();
  const models = new Set([...SCHEDULED_PRICE_CHANGES, ...tables.priceChange.all()].map((c) => c.model));
  for (const modelId of models) {
    const versions = priceVersionsOf(modelId);
    for (const [i, to] of versions.entries()) {
      if (i === 0 || !(to.announcedAt <= now && now < to.effectiveFrom)) continue;
      const content = priceChangeNotice(findModel(modelId)?.name ?? modelId, versions[i - 1], to);
      if (tables.message.find((m) => m.userId === user.id && m.content === content)) continue;
      await tables.message.insert({ userId: user.id, content, createTime: to.announcedAt, isRead: false });
    }
  }
}
