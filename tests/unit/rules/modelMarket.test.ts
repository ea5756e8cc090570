import { describe, expect, it } from 'vitest';
import type { ModelCapability } from '../../../src/domain/types/modelMarket.types';
import {
  capabilityLabel,
  deprecationNotice,
  isCapability,
  isMarketSort,
  perMillion,
  perMillionPrice,
} from '../../../src/domain/modelMarket';

describe('a model card’s capabilities', () => {
  it('read in Chinese', () => {
    expect(capabilityLabel('vision')).toBe('图像理解');
    expect(capabilityLabel('longContext')).toBe('长上下文');
    expect(capabilityLabel('imageGeneration')).toBe('图像生成');
  });

  it('show a code the portal does not know yet as it came', () => {
    expect(capabilityLabel('video' as ModelCapability)).toBe('video');
  });

  it('take only known values from the address bar', () => {
    expect(isCapability('tools')).toBe(true);
    expect(isCapability('chat')).toBe(true);
    expect(isCapability('Tools')).toBe(false);
    expect(isCapability('')).toBe(false);
    expect(isCapability(undefined)).toBe(false);
  });
});

describe('the market sort orders', () => {
  it('take only known values from the address bar', () => {
    expect(isMarketSort('inputPriceAsc')).toBe(true);
    expect(isMarketSort('contextDesc')).toBe(true);
    expect(isMarketSort('popular')).toBe(false);
    expect(isMarketSort(null)).toBe(false);
  });
});

describe('prices per million tokens', () => {
  it('show input and output', () => expect(perMillionPrice(0.8, 2)).toBe('输入 ¥0.8 · 输出 ¥2 / 百万tokens'));
  it('show input alone when output has no price', () => expect(perMillionPrice(4, null)).toBe('输入 ¥4 / 百万tokens'));
  it('show nothing for a model not priced by tokens', () => {
    expect(perMillionPrice(null, null)).toBe('');
    expect(perMillionPrice(null, 2)).toBe('');
  });
  it('show a free model as ¥0', () => expect(perMillionPrice(0, 0)).toBe('输入 ¥0 · 输出 ¥0 / 百万tokens'));

  it('come from the per-thousand price ×1000, without float noise', () => {
    expect(perMillion(0.0008)).toBe(0.8);
    expect(perMillion(0.012)).toBe(12);
    // 0.0041 × 1000 is 4.1000000000000005 in floating point, 0.0049 × 1000 is 4.8999999999999995.
    expect(perMillion(0.0041)).toBe(4.1);
    expect(perMillion(0.0049)).toBe(4.9);
    expect(perMillion(0)).toBe(0);
  });
});

describe('the deprecation notice', () => {
  it('says nothing for a model that is not deprecated', () => expect(deprecationNotice('', '2026-11-24')).toBe(''));
  it('announces the date before it comes', () =>
    expect(deprecationNotice('2026-12-31', '2026-12-30')).toBe(
      '该模型将于 2026-12-31 下线，请尽快迁移到推荐的替代模型',
    ));
  it('says the model is offline from that day on', () => {
    expect(deprecationNotice('2026-12-31', '2026-12-31')).toBe('该模型已于 2026-12-31 下线');
    expect(deprecationNotice('2026-06-30', '2027-01-01')).toBe('该模型已于 2026-06-30 下线');
  });
});
