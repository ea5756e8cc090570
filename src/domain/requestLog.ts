/**
 * The request log's words and arithmetic, shared by the page and the simulator: refusal messages,
 * how a call's outcome reads, and the price formula that shows how its cost was reached.
 */
import type { RequestLogDetail, RequestLogRow } from './types/requestLog.types';

export const requestLogMessages = {
  dateInvalid: '请选择正确的日期',
  rangeReversed: '开始日期不能晚于结束日期',
  notFound: '未找到该请求ID对应的调用记录',
  exportTooLarge: (max: number) => `导出的记录超过${max}条，请缩小筛选范围`,
  exportEmpty: '当前筛选条件下没有可导出的记录',
} as const;

/** How a call ended, in a word or two. */
export function outcomeLabel(row: Pick<RequestLogRow, 'status' | 'outcome'>): string {
  if (row.outcome === 'disconnected') return '客户端中断';
  return row.status === 200 ? '成功' : '失败';
}

const yuan = (n: number) => `¥${Number(n.toFixed(6))}`;
const count = (n: number) => n.toLocaleString('en-US');

/**
 * The cost of one call spelled out: uncached prompt, cached prompt and output tokens, each at its
 * price per million, their sum, and the amount billed (rounded up to the fen, as every call is).
 */
export function priceFormula(
  d: Pick<RequestLogDetail, 'tokensIn' | 'cachedTokens' | 'tokensOut' | 'cost' | 'prices'>,
): string {
  if (!d.prices) return `按次计费 ${yuan(d.cost)}`;
  const { input, cachedInput, output } = d.prices;
  const fresh = d.tokensIn - d.cachedTokens;
  const exact = (fresh * input + d.cachedTokens * cachedInput + d.tokensOut * output) / 1_000_000;
  const terms = [
    `${count(fresh)} × ${yuan(input)}/百万`,
    ...(d.cachedTokens ? [`${count(d.cachedTokens)} × ${yuan(cachedInput)}/百万（缓存）`] : []),
    `${count(d.tokensOut)} × ${yuan(output)}/百万`,
  ];
  return `${terms.join(' + ')} = ${yuan(Number(exact.toFixed(6)))}，按分向上取整计费 ¥${d.cost.toFixed(2)}`;
}
