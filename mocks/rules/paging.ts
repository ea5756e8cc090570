import type { Page } from '../../src/api/types';

export interface PageParams {
  pageNum: number;
  pageSize: number;
}

function positive(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function pageParams(source: { pageNum?: unknown; pageSize?: unknown }, defaultSize = 10): PageParams {
  return { pageNum: positive(source.pageNum, 1), pageSize: Math.min(positive(source.pageSize, defaultSize), 1000) };
}

export function paginate<T>(items: readonly T[], { pageNum, pageSize }: PageParams): Page<T> {
  const start = (pageNum - 1) * pageSize;
  return {
    records: items.slice(start, start + pageSize),
    total: items.length,
    pageNum,
    pageSize,
    pages: Math.ceil(items.length / pageSize),
  };
}
