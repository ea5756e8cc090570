import { describe, expect, it } from 'vitest';
import { outcomeLabel, priceFormula, requestLogMessages } from '../../../src/domain/requestLog';

describe('a call in the request log', () => {
  it('reads 成功 for a 200, 失败 for any other status, 客户端中断 when the client left mid-stream whatever the status', () => {
    expect(outcomeLabel({ status: 200, outcome: '' })).toBe('成功');
    expect(outcomeLabel({ status: 429, outcome: '' })).toBe('失败');
    expect(outcomeLabel({ status: 500, outcome: '' })).toBe('失败');
    expect(outcomeLabel({ status: 200, outcome: 'disconnected' })).toBe('客户端中断');
  });

  it('spells out its cost: uncached and output tokens at their prices per million, the exact sum, the fen billed', () => {
    expect(
      priceFormula({
        tokensIn: 1_200,
        cachedTokens: 0,
        tokensOut: 3_456,
        cost: 0.08,
        prices: { input: 4, cachedInput: 0.4, output: 12 },
      }),
    ).toBe('1,200 × ¥4/百万 + 3,456 × ¥12/百万 = ¥0.046272，按分向上取整计费 ¥0.08');
  });

  it('adds the cached part of the prompt at the cached price, counted out of the prompt', () => {
    expect(
      priceFormula({
        tokensIn: 2_048,
        cachedTokens: 1_024,
        tokensOut: 100,
        cost: 0.01,
        prices: { input: 2, cachedInput: 0.2, output: 8 },
      }),
    ).toBe('1,024 × ¥2/百万 + 1,024 × ¥0.2/百万（缓存） + 100 × ¥8/百万 = ¥0.003053，按分向上取整计费 ¥0.01');
  });

  it('is a price per call when the model is not priced by tokens', () => {
    expect(priceFormula({ tokensIn: 10, cachedTokens: 0, tokensOut: 0, cost: 0.2, prices: null })).toBe(
      '按次计费 ¥0.2',
    );
  });

  it('refuses in the words the page shows', () => {
    expect(requestLogMessages.exportTooLarge(10_000)).toBe('导出的记录超过10000条，请缩小筛选范围');
    expect(requestLogMessages).toMatchObject({
      dateInvalid: '请选择正确的日期',
      rangeReversed: '开始日期不能晚于结束日期',
      notFound: '未找到该请求ID对应的调用记录',
      exportEmpty: '当前筛选条件下没有可导出的记录',
    });
  });
});
