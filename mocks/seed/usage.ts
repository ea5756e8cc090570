/**
 * The usage history behind the demo accounts' bills: every daily bill (seed/trade.ts) split
 * into calls by model, API key and app, so usage analytics add up to the bills to the fen.
 * Pure and cached like the bills it derives from; the request log behind a day is generated
 * on demand from the same seeded streams, so it too sums to the day's usage.
 */
import { beijingDate, beijingInstant } from '../rules/beijing';
import { DAY, SIM_EPOCH } from '../rules/clock';
import { intBetween, randomFor } from '../rules/random';
import { SEEDED_KEYS, tradeHistory, type BillRecord } from './trade';

/** The model each billed product is served by. */
export const PRODUCT_MODEL: Readonly<Record<string, string>> = {
  '通用大模型 Pro': 'qwen-max',
  '通用大模型 Lite': 'sky-lite',
  视觉理解模型: 'qwen-vl-plus',
  语音转写服务: 'paraformer-asr',
};

/** The apps calls came through; '' is a direct API call. Shares of each day's usage. */
export const USAGE_APPS: readonly { id: string; name: string; share: number }[] = [
  { id: '', name: 'API 直连', share: 0.6 },
  { id: 'app-inspection', name: '电力巡检助手', share: 0.25 },
  { id: 'app-service', name: '智能客服机器人', share: 0.15 },
];
export const PLAYGROUND_APP = { id: 'playground', name: '调试台' } as const;
export const CONSOLE_KEY_NAME = '控制台（无密钥）';

/** One day's usage of one model through one key and one app; cost in fen. */
export interface HistoryCell {
  date: string;
  model: string;
  /** A seeded key's name; '' = before the account had a key (console calls). */
  keyName: string;
  appId: string;
  appName: string;
  calls: number;
  tokensIn: number;
  tokensOut: number;
  costCents: number;
}

/** Splits an integer total by weights, exactly (largest remainder first). */
export function splitInteger(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const exact = weights.map((w) => (sum > 0 ? (total * w) / sum : 0));
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((s, p) => s + p, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}

/** Tokens and calls a bill's usage stands for: 千tokens at ~4,000 tokens a call, image calls, audio minutes. */
function volumeOf(bill: BillRecord): { calls: number; tokensIn: number; tokensOut: number } {
  if (bill.unit === '千tokens') {
    const tokens = Math.round(bill.usage * 1000);
    const tokensIn = Math.round(tokens * 0.72);
    return { calls: Math.max(1, Math.round(tokens / 4000)), tokensIn, tokensOut: tokens - tokensIn };
  }
  if (bill.unit === '次') return { calls: bill.usage, tokensIn: bill.usage * 850, tokensOut: bill.usage * 120 };
  return { calls: Math.max(1, Math.round(bill.usage / 4)), tokensIn: 0, tokensOut: 0 };
}

const keyBirthday = (daysBefore: number): string => beijingDate(SIM_EPOCH - daysBefore * DAY);

/** The seeded keys alive on `date`, with their shares: the newer key takes a quarter once it exists. */
function keysOn(userName: string, date: string): { name: string; share: number }[] {
  const alive = (SEEDED_KEYS[userName] ?? []).filter(([, daysBefore]) => keyBirthday(daysBefore) <= date);
  if (alive.length === 0) return [{ name: '', share: 1 }];
  return alive.map(([name], i) => ({ name, share: i === 0 ? 3 : 1 }));
}

function cellsOf(userName: string, bill: BillRecord): HistoryCell[] {
  const model = PRODUCT_MODEL[bill.productName];
  const volume = volumeOf(bill);
  const keys = keysOn(userName, bill.date);
  const slots = keys.flatMap((k) => USAGE_APPS.map((a) => ({ key: k, app: a, weight: k.share * a.share })));
  const calls = splitInteger(
    volume.calls,
    slots.map((s) => s.weight),
  );
  // Tokens and cost go only to slots that had a call, so every cell's request log sums to it.
  const weights = slots.map((s, i) => (calls[i] > 0 ? s.weight : 0));
  const [tokensIn, tokensOut, costCents] = [volume.tokensIn, volume.tokensOut, bill.amountCents].map((total) =>
    splitInteger(total, weights),
  );
  return slots
    .map((slot, i) => ({
      date: bill.date,
      model,
      keyName: slot.key.name,
      appId: slot.app.id,
      appName: slot.app.name,
      calls: calls[i],
      tokensIn: tokensIn[i],
      tokensOut: tokensOut[i],
      costCents: costCents[i],
    }))
    .filter((c) => c.calls > 0);
}

const cached = new Map<string, readonly HistoryCell[]>();

/** Every history cell of a demo account, oldest day first (empty for other accounts). */
export function usageHistory(userName: string): readonly HistoryCell[] {
  const hit = cached.get(userName);
  if (hit) return hit;
  const cells = tradeHistory(userName).bills.flatMap((bill) => cellsOf(userName, bill));
  cached.set(userName, cells);
  return cells;
}

export interface HistoryRequest {
  time: string;
  tokensIn: number;
  tokensOut: number;
  costCents: number;
  latencyMs: number;
}

/** The calls behind one cell, in no particular order; they sum to the cell. */
export function requestsOfCell(userName: string, cell: HistoryCell): HistoryRequest[] {
  const random = randomFor(`usage:${userName}:${cell.date}:${cell.model}:${cell.keyName}:${cell.appId}`);
  const weights = Array.from({ length: cell.calls }, () => 0.3 + random() * 1.4);
  const ins = splitInteger(cell.tokensIn, weights);
  const outs = splitInteger(cell.tokensOut, weights);
  const costs = splitInteger(cell.costCents, weights);
  return weights.map((_, i) => {
    // Office hours mostly: 08:00 to 23:59 Beijing.
    const minute = intBetween(random, 8 * 60, 24 * 60 - 1);
    const time = new Date(
      Date.parse(beijingInstant(cell.date)) + minute * 60_000 + intBetween(random, 0, 59_999),
    ).toISOString();
    return {
      time,
      tokensIn: ins[i],
      tokensOut: outs[i],
      costCents: costs[i],
      latencyMs: 180 + Math.round(outs[i] * (12 + random() * 10)),
    };
  });
}
