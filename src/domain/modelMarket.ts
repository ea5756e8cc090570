/**
 * The model square's market data: prices per million tokens, capabilities and deprecation,
 * with the extra sort orders and filters the model list endpoint takes beside SPEC's.
 */
import type { ModelCapability, ModelMarketSort } from './types/modelMarket.types';

export const capabilities: readonly { value: ModelCapability; label: string }[] = [
  { value: 'chat', label: '对话' },
  { value: 'vision', label: '图像理解' },
  { value: 'tools', label: '工具调用' },
  { value: 'json', label: 'JSON 输出' },
  { value: 'reasoning', label: '深度推理' },
  { value: 'code', label: '代码' },
  { value: 'longContext', label: '长上下文' },
  { value: 'speech', label: '语音' },
  { value: 'imageGeneration', label: '图像生成' },
];

export const marketSorts: readonly { value: ModelMarketSort; label: string }[] = [
  { value: 'inputPriceAsc', label: '输入价格从低到高' },
  { value: 'inputPriceDesc', label: '输入价格从高到低' },
  { value: 'outputPriceAsc', label: '输出价格从低到高' },
  { value: 'contextDesc', label: '上下文从长到短' },
];

/** Upper bounds of the input price filter, yuan per million tokens. */
export const priceCaps: readonly { value: number; label: string }[] = [
  { value: 1, label: '≤ 1 元/百万tokens' },
  { value: 5, label: '≤ 5 元/百万tokens' },
  { value: 20, label: '≤ 20 元/百万tokens' },
  { value: 50, label: '≤ 50 元/百万tokens' },
];

export const capabilityLabel = (value: ModelCapability): string =>
  capabilities.find((c) => c.value === value)?.label ?? value;

/** "输入 ¥0.8 · 输出 ¥2 / 百万tokens"; '' for a model not priced by tokens. */
export function perMillionPrice(input: number | null, output: number | null): string {
  if (input === null) return '';
  return output === null ? `输入 ¥${input} / 百万tokens` : `输入 ¥${input} · 输出 ¥${output} / 百万tokens`;
}

export const isCapability = (v: unknown): v is ModelCapability => capabilities.some((c) => c.value === v);
export const isMarketSort = (v: unknown): v is ModelMarketSort => marketSorts.some((s) => s.value === v);

/** Yuan per thousand tokens → yuan per million, without float noise (0.0008 → 0.8). */
export const perMillion = (perThousand: number): number => Math.round(perThousand * 1000 * 1e6) / 1e6;

/** "将于 2026-12-31 下线" before the date, "已于 … 下线" from it on; '' when not deprecated. */
export function deprecationNotice(deprecationDate: string, today: string): string {
  if (!deprecationDate) return '';
  return deprecationDate > today
    ? `该模型将于 ${deprecationDate} 下线，请尽快迁移到推荐的替代模型`
    : `该模型已于 ${deprecationDate} 下线`;
}
