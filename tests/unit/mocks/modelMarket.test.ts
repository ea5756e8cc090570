import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/api/paths';
import type { ModelDetailListing, ModelListing } from '../../../src/api/model';
import type { Page } from '../../../src/domain/types/common.types';
import { get, loginAs, serveSimulatorPerTest } from './client';

serveSimulatorPerTest();

const list = async (token: string, query: Record<string, string | number> = {}) =>
  (await get<Page<ModelListing>>(paths.model.list, token, { pageNum: 1, pageSize: 50, ...query })).data;

describe('model square market data', () => {
  it('answers prices per million tokens, capabilities and deprecation on list and detail', async () => {
    const token = await loginAs('dev_ent');
    const models = (await list(token)).records;
    const lite = models.find((m) => m.id === 'sky-lite');
    // ¥0.0008 / ¥0.002 per thousand tokens.
    expect(lite).toMatchObject({
      inputPricePerMillion: 0.8,
      outputPricePerMillion: 2,
      deprecationDate: '',
      chat: true,
    });
    expect(models.find((m) => m.id === 'paraformer-asr')).toMatchObject({
      inputPricePerMillion: null,
      chat: false,
      capabilityCodes: ['speech'],
    });
    expect(models.find((m) => m.id === 'ernie-speed')).toMatchObject({
      deprecationDate: '2026-12-31',
      replacement: 'ernie-4.0-turbo',
    });
    const detail = (await get<ModelDetailListing>(paths.model.detail, token, { id: 'qwen-max' })).data;
    expect(detail).toMatchObject({ inputPricePerMillion: 20, outputPricePerMillion: 60, limits: { rpm: 300 } });
    expect(detail.capabilityCodes).toEqual(['chat', 'tools', 'json', 'reasoning', 'code', 'longContext']);
  });

  it('sorts by input price both ways, unpriced models last', async () => {
    const token = await loginAs('dev_ent');
    const asc = (await list(token, { sort: 'inputPriceAsc' })).records;
    const prices = asc.map((m) => m.inputPricePerMillion);
    const priced = prices.filter((p): p is number => p !== null);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    expect(prices.slice(priced.length).every((p) => p === null)).toBe(true);
    const desc = (await list(token, { sort: 'inputPriceDesc' })).records
      .map((m) => m.inputPricePerMillion)
      .filter((p): p is number => p !== null);
    expect(desc).toEqual([...priced].sort((a, b) => b - a));
    const context = (await list(token, { sort: 'contextDesc' })).records.map((m) => m.contextLength);
    expect(context).toEqual([...context].sort((a, b) => b - a));
  });

  it('filters by capability, price ceiling and deprecation', async () => {
    const token = await loginAs('dev_ent');
    const reasoning = (await list(token, { capability: 'reasoning' })).records;
    expect(reasoning.length).toBeGreaterThan(0);
    expect(reasoning.every((m) => m.capabilityCodes.includes('reasoning'))).toBe(true);
    const cheap = (await list(token, { maxInputPrice: 1 })).records;
    expect(cheap.map((m) => m.id)).toContain('sky-lite');
    expect(cheap.every((m) => m.inputPricePerMillion !== null && m.inputPricePerMillion <= 1)).toBe(true);
    const all = (await list(token)).total;
    const current = (await list(token, { hideDeprecated: 'true' })).records;
    // moonshot-v1-128k went offline on 2026-10-15; ernie-speed is only announced.
    expect(current).toHaveLength(all - 1);
    expect(current.map((m) => m.id)).not.toContain('moonshot-v1-128k');
    expect(current.map((m) => m.id)).toContain('ernie-speed');
  });
});
