import type { Page } from '../../src/domain/types/common.types';
import type { OrderedIndex } from '../db/orderedIndex';

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

type Timed = { createTime: string; id: string };

/** What newestFirstPage needs of a table (mocks/db/models.ts). */
interface TimedTable<Row extends Timed> {
  all(): Row[];
  version(): number;
}

/** Newer first; the same time: the later row (higher id) first. createTime is ISO text, so a plain comparison orders it. */
const newer = (a: Timed, b: Timed): number =>
  a.createTime === b.createTime ? Number(b.id) - Number(a.id) : a.createTime < b.createTime ? 1 : -1;

const newestFirstOrders = new WeakMap<object, { version: number; rows: readonly Timed[] }>();

/**
 * A table's rows newest first, kept until the table changes. Rows are created as the clock runs
 * (it only moves forward), so a table is usually oldest first already: one pass checks that and
 * the rows are read backwards; rows created out of time order (the bench's, a back-dated
 * scenario) are sorted once per change, not once per page.
 */
function newestFirstOrder<Row extends Timed>(table: TimedTable<Row>): readonly Row[] {
  const cached = newestFirstOrders.get(table);
  if (cached?.version === table.version()) return cached.rows as readonly Row[];
  const rows = table.all();
  const oldestFirst = rows.every((row, i) => i === 0 || newer(rows[i - 1], row) > 0);
  const ordered = oldestFirst ? rows.reverse() : rows.sort(newer);
  newestFirstOrders.set(table, { version: table.version(), rows: ordered });
  return ordered;
}

/**
 * One page of a table's matching rows, newest first, and how many match: one pass over the
 * ordered rows. Copying and sorting 100,000 rows for every page was most of a page's time
 * (bench: simulator).
 */
export function newestFirstPage<Row extends Timed>(
  table: TimedTable<Row>,
  match: (row: Row) => boolean,
  { pageNum, pageSize }: PageParams,
): { records: Row[]; total: number } {
  const skip = (pageNum - 1) * pageSize;
  const records: Row[] = [];
  let total = 0;
  for (const row of newestFirstOrder(table)) {
    if (!match(row)) continue;
    if (total >= skip && records.length < pageSize) records.push(row);
    total += 1;
  }
  return { records, total };
}

/**
 * One page, newest first, of a group an index keeps oldest first (mocks/db/indexes.ts), and the
 * group's size: the page is read from the index, nothing is scanned.
 */
export function newestFirstPageOf<Row extends { id: string }>(
  index: OrderedIndex<Row>,
  group: string,
  { pageNum, pageSize }: PageParams,
): { records: Row[]; total: number } {
  const total = index.size(group);
  const end = total - (pageNum - 1) * pageSize;
  return { records: end > 0 ? index.slice(group, Math.max(0, end - pageSize), end).reverse() : [], total };
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

/**
 * The page a list query asks for (its pageNum and pageSize) of the matching rows, each shown through
 * `toWire`: only the rows on the page are converted.
 */
export function pageOf<T, W = T>(
  rows: readonly T[],
  query: { pageNum?: unknown; pageSize?: unknown },
  toWire: (row: T) => W = (row) => row as unknown as W,
  defaultSize?: number,
): Page<W> {
  const page = paginate(rows, pageParams(query, defaultSize));
  return { ...page, records: page.records.map((row) => toWire(row)) };
}
