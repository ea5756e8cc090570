/**
 * How the simulator pages its lists: page numbers and sizes read from a request (SPEC section 7:
 * role and group lists ask for pageSize 1000, the most it serves), newest rows first.
 */
import { describe, expect, it } from 'vitest';
import { newestFirstPage, newestFirstPageOf, pageParams, paginate } from '../../../../mocks/rules/paging';
import { OrderedIndex } from '../../../../mocks/db/orderedIndex';

interface Row {
  id: string;
  createTime: string;
  owner: string;
}

/** A stand-in for a simulator table: its rows and a version that moves on every change. */
function tableOf(rows: Row[]) {
  let version = 1;
  return {
    all: () => [...rows],
    version: () => version,
    add(row: Row) {
      rows.push(row);
      version += 1;
    },
  };
}

const row = (id: number, createTime: string, owner = 'a'): Row => ({ id: String(id), createTime, owner });
const ids = (rows: readonly Row[]) => rows.map((r) => r.id);

describe('page parameters', () => {
  it('reads whole positive numbers, from text too, and falls back to page 1 of the default size', () => {
    expect(pageParams({})).toEqual({ pageNum: 1, pageSize: 10 });
    expect(pageParams({ pageNum: '3', pageSize: '20' })).toEqual({ pageNum: 3, pageSize: 20 });
    expect(pageParams({}, 15)).toEqual({ pageNum: 1, pageSize: 15 });
    for (const bad of [0, -2, 1.5, 'abc', null, undefined, '']) {
      expect(pageParams({ pageNum: bad, pageSize: bad })).toEqual({ pageNum: 1, pageSize: 10 });
    }
  });

  it('serves at most 1000 rows a page', () => {
    expect(pageParams({ pageSize: 1000 })).toEqual({ pageNum: 1, pageSize: 1000 });
    expect(pageParams({ pageSize: 1001 })).toEqual({ pageNum: 1, pageSize: 1000 });
    expect(pageParams({ pageSize: 999 })).toEqual({ pageNum: 1, pageSize: 999 });
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 25 }, (_, i) => i + 1);

  it('cuts the page asked for and tells the totals', () => {
    expect(paginate(items, { pageNum: 1, pageSize: 10 })).toEqual({
      records: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      total: 25,
      pageNum: 1,
      pageSize: 10,
      pages: 3,
    });
    expect(paginate(items, { pageNum: 3, pageSize: 10 })).toEqual({
      records: [21, 22, 23, 24, 25],
      total: 25,
      pageNum: 3,
      pageSize: 10,
      pages: 3,
    });
    expect(paginate(items, { pageNum: 4, pageSize: 10 }).records).toEqual([]);
    expect(paginate(items, { pageNum: 1, pageSize: 25 }).pages).toBe(1);
    expect(paginate([], { pageNum: 1, pageSize: 10 })).toEqual({
      records: [],
      total: 0,
      pageNum: 1,
      pageSize: 10,
      pages: 0,
    });
  });
});

describe('newest first', () => {
  it('pages rows newest first and counts every match', () => {
    const table = tableOf([
      row(1, '2026-11-01T01:00:00Z'),
      row(2, '2026-11-01T02:00:00Z', 'b'),
      row(3, '2026-11-01T03:00:00Z'),
      row(4, '2026-11-01T04:00:00Z'),
      row(5, '2026-11-01T05:00:00Z'),
    ]);
    const mine = (r: Row) => r.owner === 'a';
    const first = newestFirstPage(table, mine, { pageNum: 1, pageSize: 2 });
    expect(ids(first.records)).toEqual(['5', '4']);
    expect(first.total).toBe(4);
    expect(ids(newestFirstPage(table, mine, { pageNum: 2, pageSize: 2 }).records)).toEqual(['3', '1']);
    expect(newestFirstPage(table, mine, { pageNum: 3, pageSize: 2 })).toEqual({ records: [], total: 4 });
  });

  it('orders rows created out of time order, and rows of the same moment by the higher id first', () => {
    const table = tableOf([
      row(1, '2026-11-03T00:00:00Z'),
      row(2, '2026-11-01T00:00:00Z'),
      row(3, '2026-11-02T00:00:00Z'),
      row(4, '2026-11-02T00:00:00Z'),
      row(10, '2026-11-02T00:00:00Z'),
    ]);
    expect(ids(newestFirstPage(table, () => true, { pageNum: 1, pageSize: 10 }).records)).toEqual([
      '1',
      '10',
      '4',
      '3',
      '2',
    ]);
  });

  it('reads ids as numbers when two rows share a moment', () => {
    const table = tableOf([row(9, '2026-11-02T00:00:00Z'), row(10, '2026-11-02T00:00:00Z')]);
    expect(ids(newestFirstPage(table, () => true, { pageNum: 1, pageSize: 10 }).records)).toEqual(['10', '9']);
  });

  it('reads a table that lists its rows newest first the right way round', () => {
    const table = tableOf([
      row(3, '2026-11-03T00:00:00Z'),
      row(2, '2026-11-02T00:00:00Z'),
      row(1, '2026-11-01T00:00:00Z'),
    ]);
    expect(ids(newestFirstPage(table, () => true, { pageNum: 1, pageSize: 10 }).records)).toEqual(['3', '2', '1']);
  });

  it('puts the higher id first when rows of the same moment are listed higher id first', () => {
    const table = tableOf([
      row(10, '2026-11-02T00:00:00Z'),
      row(9, '2026-11-02T00:00:00Z'),
      row(8, '2026-11-02T00:00:00Z'),
    ]);
    expect(ids(newestFirstPage(table, () => true, { pageNum: 1, pageSize: 10 }).records)).toEqual(['10', '9', '8']);
  });

  it('sees a row added after an earlier page was read', () => {
    const table = tableOf([row(1, '2026-11-01T00:00:00Z'), row(2, '2026-11-02T00:00:00Z')]);
    expect(ids(newestFirstPage(table, () => true, { pageNum: 1, pageSize: 10 }).records)).toEqual(['2', '1']);
    table.add(row(3, '2026-11-03T00:00:00Z'));
    expect(ids(newestFirstPage(table, () => true, { pageNum: 1, pageSize: 10 }).records)).toEqual(['3', '2', '1']);
  });

  it('pages a group an index keeps oldest first, newest first', () => {
    const index = new OrderedIndex<Row>({
      group: (r) => r.owner,
      sortKey: (r) => `${r.createTime}|${r.id.padStart(4, '0')}`,
    });
    index.rebuild([1, 2, 3, 4, 5].map((n) => row(n, `2026-11-0${n}T00:00:00Z`)));
    expect(newestFirstPageOf(index, 'a', { pageNum: 1, pageSize: 2 })).toEqual({
      records: [row(5, '2026-11-05T00:00:00Z'), row(4, '2026-11-04T00:00:00Z')],
      total: 5,
    });
    expect(ids(newestFirstPageOf(index, 'a', { pageNum: 3, pageSize: 2 }).records)).toEqual(['1']);
    expect(newestFirstPageOf(index, 'a', { pageNum: 4, pageSize: 2 })).toEqual({ records: [], total: 5 });
    expect(newestFirstPageOf(index, 'nobody', { pageNum: 1, pageSize: 2 })).toEqual({ records: [], total: 0 });
  });
});
