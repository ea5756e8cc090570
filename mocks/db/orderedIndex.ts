/**
 * A table's rows grouped by a key and kept sorted, so a list query reads its page instead of
 * filtering and sorting the whole table (100,000 messages took most of a page's time). Writes
 * move one row (a binary search and one splice); models.ts keeps every index of a table in step
 * with the table's writes and rebuilds it whole when the table is loaded.
 */
import { compareText } from '../../src/domain/ordering';

export interface IndexSpec<Row> {
  /** The group a row belongs to; undefined leaves the row out of the index. */
  group: (row: Row) => string | undefined;
  /** Rows of a group are kept in ascending order of this key; it must be unique per row (end it with the id). */
  sortKey: (row: Row) => string;
}

interface Entry<Row> {
  key: string;
  row: Row;
}

/** The first position whose key is not below `key`. */
function lowerBound<Row>(entries: ReadonlyArray<Entry<Row>>, key: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (entries[mid].key < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class OrderedIndex<Row extends { id: string }> {
  private readonly groups = new Map<string, Array<Entry<Row>>>();
  /** Where each indexed row is now: its group and key as they were when it was indexed. */
  private readonly placed = new Map<string, { group: string; key: string }>();

  constructor(private readonly spec: IndexSpec<Row>) {}

  /** The group's rows in ascending key order. Do not change the array. */
  rows(group: string): readonly Row[] {
    return (this.groups.get(group) ?? []).map((entry) => entry.row);
  }

  /** How many rows the group has. */
  size(group: string): number {
    return this.groups.get(group)?.length ?? 0;
  }

  /** The group's rows from `start` (0 = lowest key) to before `end`. */
  slice(group: string, start: number, end: number): Row[] {
    return (this.groups.get(group) ?? []).slice(start, end).map((entry) => entry.row);
  }

  /** Everything again from these rows (a load). */
  rebuild(rows: Iterable<Row>): void {
    this.groups.clear();
    this.placed.clear();
    for (const row of rows) {
      const group = this.spec.group(row);
      if (group === undefined) continue;
      const key = this.spec.sortKey(row);
      const entries = this.groups.get(group) ?? [];
      entries.push({ key, row });
      this.groups.set(group, entries);
      this.placed.set(row.id, { group, key });
    }
    for (const entries of this.groups.values()) entries.sort((a, b) => compareText(a.key, b.key));
  }

  /** The row was written (created or changed): it takes its place as it is now. */
  set(row: Row): void {
    this.delete(row.id);
    const group = this.spec.group(row);
    if (group === undefined) return;
    const key = this.spec.sortKey(row);
    const entries = this.groups.get(group) ?? [];
    this.groups.set(group, entries);
    // Rows mostly arrive in key order (time runs forward): appending is the common case.
    if (entries.length === 0 || entries[entries.length - 1].key < key) entries.push({ key, row });
    else entries.splice(lowerBound(entries, key), 0, { key, row });
    this.placed.set(row.id, { group, key });
  }

  delete(id: string): void {
    const where = this.placed.get(id);
    if (!where) return;
    this.placed.delete(id);
    const entries = this.groups.get(where.group);
    if (!entries) return;
    const at = lowerBound(entries, where.key);
    if (entries[at]?.key === where.key) entries.splice(at, 1);
    if (entries.length === 0) this.groups.delete(where.group);
  }
}
