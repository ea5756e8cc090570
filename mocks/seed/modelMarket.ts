/**
 * Market data of the model catalogue (platform extension): prices per million tokens,
 * capability codes derived from each model's tags, and the scheduled deprecations.
 */
import type { ModelMarketInfo, ModelCapability } from '../../src/domain/types/modelMarket.types';
import type { ModelDetail } from '../../src/domain/types/model.types';
import { perMillion } from '../../src/domain/modelMarket';

/** Model id → [last day, replacement]. One already offline, two announced. */
export const DEPRECATIONS: Readonly<Record<string, readonly [string, string]>> = {
  'moonshot-v1-128k': ['2026-10-15', 'qwen-max'],
  'ernie-speed': ['2026-12-31', 'ernie-4.0-turbo'],
  'glm-4-9b': ['2027-01-31', 'glm-4'],
};

const LONG_CONTEXT = 128 * 1024;

function capabilityCodesOf(m: ModelDetail): ModelCapability[] {
  const has = (...tags: string[]) => tags.some((t) => m.tags.includes(t));
  const codes: [ModelCapability, boolean][] = [
    ['chat', isChatModel(m)],
    ['vision', m.modelType === 'vision' || has('图文理解', '视频理解', 'OCR')],
    ['tools', has('工具调用')],
    ['json', m.capabilities.some((c) => c.includes('JSON'))],
    ['reasoning', has('数学推理') || m.id.endsWith('-r1')],
    ['code', has('代码生成')],
    ['longContext', m.contextLength >= LONG_CONTEXT],
    ['speech', m.modelType === 'speech'],
    ['imageGeneration', has('图像生成')],
  ];
  return codes.filter(([, yes]) => yes).map(([code]) => code);
}

/** Token-priced models that answer text take chat calls; speech and image generation do not. */
export function isChatModel(m: ModelDetail): boolean {
  return m.pricing.unit === '千tokens' && m.modelType !== 'speech' && !m.tags.includes('图像生成');
}

export function marketInfoOf(m: ModelDetail): ModelMarketInfo {
  const byTokens = m.pricing.unit === '千tokens';
  const [deprecationDate, replacement] = DEPRECATIONS[m.id] ?? ['', ''];
  return {
    inputPricePerMillion: byTokens ? perMillion(m.pricing.input) : null,
    outputPricePerMillion: byTokens ? perMillion(m.pricing.output) : null,
    capabilityCodes: capabilityCodesOf(m),
    deprecationDate,
    replacement,
    chat: isChatModel(m),
  };
}

/** Fen a call costs: the token price, rounded up to the fen (a call that costs anything costs at least 0.01 yuan). */
export function callCostCents(m: ModelDetail, tokensIn: number, tokensOut: number): number {
  const yuan = (tokensIn * m.pricing.input + tokensOut * m.pricing.output) / 1000;
  return Math.ceil(Math.round(yuan * 100 * 1e6) / 1e6);
}
