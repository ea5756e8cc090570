/**
 * The simulator's tables: one @msw/data Collection per schema (schema.ts), its relations, and
 * the small `Table` API the handlers use. This is the only module that imports @msw/data.
 *
 * Every write is noted in a journal (which rows, which blobs, whether the clock or the id
 * counters moved); persist.ts takes the journal at the end of a unit of work and hands it to
 * the durable store, so a request's writes are stored together before it is answered.
 *
 * Records keep their `id` as @msw/data's primary key, so a stored relation is a list of plain
 * ids (user 3's roles: ['1']), readable in the stored data and stable across reloads.
 */
import { Collection, Query, type Relation } from '@msw/data';
import { createFromSerializedRecord, serializeRecord, type SerializedRecord } from '@msw/data/extensions/persist';
import { OrderedIndex, type IndexSpec } from './orderedIndex';
import { schemas, tableNames, type NewRowOf, type RowOf, type TableName } from './schema';

type StoredRecord = Parameters<AnyCollection['delete']>[0];

export * from './schema';
export type { SerializedRecord };

// Collections are typed loosely inside this module; the Table API below gives callers the row types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCollection = Collection<any>;
type AnyRecord = Record<string, unknown> & { id: string };

const collections = Object.fromEntries(
  tableNames.map((name) => [name, new Collection({ schema: schemas[name] })]),
) as Record<TableName, AnyCollection>;

/**
 * Every relation, as [owner table, property, target table]. Each has its own `role`: @msw/data
 * pairs relations between the same two collections as two sides of one link unless their roles
 * differ, and a group's admins are not the groups its users belong to.
 */
export const relations = [
  ['user', 'roles', 'role'],
  ['user', 'groups', 'group'],
  ['group', 'admins', 'user'],
  ['group', 'roles', 'role'],
  ['feedbackMessage', 'images', 'file'],
] as const satisfies ReadonlyArray<readonly [TableName, string, TableName]>;

/**
 * Each row's relations by table, row id and property, noted as @msw/data initializes them. A row's
 * relation is set through its `foreignKeys`, never through a collection update: the update's draft
 * and its schema check follow the related rows' own relations (a group's admins belong to groups
 * whose admins…), and one group edit did not finish within a minute.
 */
const rowRelations = Object.fromEntries(
  tableNames.map((name) => [name, new Map<string, Map<string, Relation>>()]),
) as Record<TableName, Map<string, Map<string, Relation>>>;

/** The relation as @msw/data declares it, noting each row's instance where `rowRelations` finds it. */
function noted(owner: TableName, declare: () => Relation): () => Relation {
  return () => {
    const relation = declare();
    const initialize = relation.initialize.bind(relation);
    relation.initialize = (record, path, initialValues) => {
      initialize(record, path, initialValues);
      const id = String(record.id);
      const byProperty = rowRelations[owner].get(id) ?? new Map<string, Relation>();
      byProperty.set(path.join('.'), relation);
      rowRelations[owner].set(id, byProperty);
    };
    return relation;
  };
}

for (const owner of new Set(relations.map(([o]) => o))) {
  collections[owner].defineRelations(({ many }) =>
    Object.fromEntries(
      relations
        .filter(([o]) => o === owner)
        .map(([, property, target]) => [
          property,
          noted(owner, many(collections[target], { role: `${owner}.${property}` })),
        ]),
    ),
  );
  collections[owner].hooks.on(
    'delete',
    (event) => void rowRelations[owner].delete(String((event.data.deletedRecord as AnyRecord).id)),
  );
}

const inRelation = new Set<TableName>(relations.flatMap(([owner, , target]) => [owner, target]));
/** Tables whose rows own a Blob (the bytes of an upload), stored beside the row. */
export const blobTables = ['file', 'knowledgeFile'] as const satisfies readonly TableName[];
export type BlobTable = (typeof blobTables)[number];
const holdsBlobs = (name: TableName): name is BlobTable => (blobTables as readonly string[]).includes(name);

// ---------------------------------------------------------------------------------------------
// Id counters and the journal of writes.

const counters = Object.fromEntries(tableNames.map((name) => [name, 0])) as Record<TableName, number>;

export const idCounters = (): Record<TableName, number> => ({ ...counters });
export function setIdCounters(values: Partial<Record<TableName, number>>): void {
  for (const name of tableNames) counters[name] = values[name] ?? 0;
}

/** Blob writes waiting for the next commit: the new bytes, or null to delete them. */
export type StagedBlobs = Map<string, { table: BlobTable; id: string; blob: Blob | null }>;

interface Journal {
  rows: Map<TableName, Set<string>>;
  blobs: StagedBlobs;
  /** The clock or an id counter moved. */
  state: boolean;
}

const emptyJournal = (): Journal => ({ rows: new Map(), blobs: new Map(), state: false });
let journal = emptyJournal();

const blobKey = (table: BlobTable, id: string): string => `${table}/${id}`;

/** Per table, bumped by every write and load (Table.version). */
const versions = Object.fromEntries(tableNames.map((name) => [name, 0])) as Record<TableName, number>;

/** A table's indexes (orderedIndex.ts): kept in step with its writes, rebuilt on first use after a load. */
interface MaintainedIndex {
  index: OrderedIndex<AnyRecord>;
  stale: boolean;
}
const indexes = Object.fromEntries(tableNames.map((name) => [name, [] as MaintainedIndex[]])) as Record<
  TableName,
  MaintainedIndex[]
>;

/** An index over a table's rows, kept in step with its writes: the function gives it, current. */
export function tableIndex<T extends TableName>(name: T, spec: IndexSpec<RowOf<T>>): () => OrderedIndex<RowOf<T>> {
  const maintained: MaintainedIndex = { index: new OrderedIndex(spec as unknown as IndexSpec<AnyRecord>), stale: true };
  indexes[name].push(maintained);
  return () => {
    refresh(name, maintained);
    return maintained.index as unknown as OrderedIndex<RowOf<T>>;
  };
}

function refresh(name: TableName, maintained: MaintainedIndex): void {
  if (!maintained.stale) return;
  maintained.index.rebuild(collections[name].all() as AnyRecord[]);
  maintained.stale = false;
}

/** Loaded rows bypass the Table API: the table's indexes are rebuilt when next used. */
function staleIndexes(name: TableName): void {
  for (const maintained of indexes[name]) maintained.stale = true;
}

/**
 * `record` is the row as it is now (@msw/data replaces a record on update); none when it was
 * deleted. An index stale since a load is rebuilt at the first write, while the table is as small
 * as it will be, so a table filled row by row afterwards never waits for a rebuild of all of it.
 */
function noteRow(name: TableName, id: string, record?: AnyRecord): void {
  for (const maintained of indexes[name]) {
    if (maintained.stale) refresh(name, maintained);
    else if (record) maintained.index.set(record);
    else maintained.index.delete(id);
  }
  versions[name] += 1;
  const ids = journal.rows.get(name) ?? new Set<string>();
  ids.add(id);
  journal.rows.set(name, ids);
}

/** The clock or another part of the stored state changed (mocks/rules/clock.ts). */
export function noteStateChanged(): void {
  journal.state = true;
}

/** What a commit stores: each touched row as stored now (null: deleted), staged blobs, and whether the state moved. */
export interface Changes {
  put: Array<[TableName, SerializedRecord]>;
  del: Array<[TableName, string]>;
  blobs: StagedBlobs;
  state: boolean;
}

export const hasChanges = (): boolean => journal.rows.size > 0 || journal.blobs.size > 0 || journal.state;

/** Takes the journal (it starts empty again) as the records to store. */
export function takeChanges(): Changes {
  const taken = journal;
  journal = emptyJournal();
  const changes: Changes = { put: [], del: [], blobs: taken.blobs, state: taken.state };
  for (const [name, ids] of taken.rows) {
    // One pass over the table, not one lookup per row: a bulk insert touches every row.
    const byId = new Map((collections[name].all() as AnyRecord[]).map((record) => [record.id, record]));
    for (const id of ids) {
      const record = byId.get(id);
      if (record) changes.put.push([name, serializeRecord(record as unknown as Parameters<typeof serializeRecord>[0])]);
      else changes.del.push([name, id]);
    }
  }
  return changes;
}

/** Forgets what the journal noted: the memory is about to be replaced by what is stored. */
export function discardChanges(): void {
  journal = emptyJournal();
}

/** A blob staged in this unit of work and not yet stored; undefined when none is staged. */
export function stagedBlob(table: BlobTable, id: string): Blob | null | undefined {
  return journal.blobs.get(blobKey(table, id))?.blob;
}

// ---------------------------------------------------------------------------------------------
// The Table API.

type Match<Row> = (row: Row) => boolean;
type Fields<T extends TableName> = Partial<Omit<RowOf<T>, 'id'>>;
/** A new row's values: defaulted fields may be left out, and `id` when the table's counter gives it. */
export type NewRow<T extends TableName> = Omit<NewRowOf<T>, 'id'> & { id?: string };

export interface Table<T extends TableName> {
  /** Every row, in the order they were created. Rows are the store's own records: read them, change them with `patch`. */
  all(): Array<RowOf<T>>;
  get(id: string): RowOf<T> | undefined;
  /** The rows with these ids that exist, in table order (e.g. to set a relation from ids a client sent). */
  getMany(ids: Iterable<string>): Array<RowOf<T>>;
  find(match: Match<RowOf<T>>): RowOf<T> | undefined;
  filter(match?: Match<RowOf<T>>): Array<RowOf<T>>;
  /** Changes whenever a row of the table does: what is derived from its rows can be kept until then. */
  version(): number;
  count(match?: Match<RowOf<T>>): number;
  /** Creates a row; `id` comes from the table's counter unless given. */
  insert(values: NewRow<T>): Promise<RowOf<T>>;
  patch(id: string, data: Fields<T>): Promise<RowOf<T> | undefined>;
  remove(id: string): boolean;
  removeWhere(match: Match<RowOf<T>>): number;
  clear(): void;
}

const query = <Row>(match: Match<Row>) => new Query<Row>(match);
const byId = (id: string) => query<AnyRecord>((row) => row.id === id);
const findRecord = (name: TableName, id: string): AnyRecord | undefined =>
  collections[name].findFirst(byId(id)) as AnyRecord | undefined;

/**
 * Points a row's relation at `rows`. Every relation here has its own role, so there is no inverse
 * side to keep in step; rows are created with their id as @msw/data's primary key, so the ids are
 * the foreign keys.
 */
function relink(name: TableName, id: string, property: string, ids: Iterable<string>): void {
  const relation = rowRelations[name].get(id)?.get(property);
  if (!relation) throw new Error(`${property} is not a relation of ${name} ${id}`);
  relation.foreignKeys.clear();
  for (const foreignKey of ids) relation.foreignKeys.add(foreignKey);
}

/** Splits changes into plain fields and relations (by the owner table's relation names). */
function splitRelations(
  name: TableName,
  data: Record<string, unknown>,
): { plain: Record<string, unknown>; linked: Array<[string, AnyRecord[]]> } {
  const names = new Set<string>(relations.filter(([owner]) => owner === name).map(([, property]) => property));
  const plain: Record<string, unknown> = {};
  const linked: Array<[string, AnyRecord[]]> = [];
  for (const [key, value] of Object.entries(data)) {
    if (names.has(key)) linked.push([key, value as AnyRecord[]]);
    else plain[key] = value;
  }
  return { plain, linked };
}

/** Owners whose relation points at the row: their stored relation changes when it goes. */
function noteOwnersOf(name: TableName, id: string): void {
  for (const [owner, property, target] of relations) {
    if (target !== name) continue;
    for (const row of collections[owner].all() as AnyRecord[]) {
      if ((row[property] as AnyRecord[]).some((r) => r.id === id)) noteRow(owner, row.id, row);
    }
  }
}

function deleteRecord(name: TableName, record: AnyRecord): void {
  noteOwnersOf(name, record.id);
  collections[name].delete(record as StoredRecord);
  noteRow(name, record.id);
  if (holdsBlobs(name)) journal.blobs.set(blobKey(name, record.id), { table: name, id: record.id, blob: null });
}

function nextId(name: TableName): string {
  counters[name] += 1;
  journal.state = true;
  return String(counters[name]);
}

/** Creates a record whose primary key is its id, with relations given as stored ids. */
function createRecord(
  name: TableName,
  values: Record<string, unknown>,
  relationIds: SerializedRecord['__metadata__']['relations'] = [],
) {
  const id = String(values.id);
  return createFromSerializedRecord(collections[name], {
    ...values,
    id,
    __metadata__: { primaryKey: id, relations: relationIds },
  });
}

function tableOf<T extends TableName>(name: T): Table<T> {
  type Row = RowOf<T>;
  const collection = collections[name];
  const records = (match?: Match<Row>) => collection.findMany(match ? query(match) : undefined) as Row[];
  const table: Table<T> = {
    // A copy: sorting what a caller got must not reorder the collection.
    all: () => collection.all().slice() as Row[],
    get: (id) => findRecord(name, id) as Row | undefined,
    getMany: (ids) => {
      const wanted = new Set(ids);
      return records((row) => wanted.has(row.id));
    },
    find: (match) => collection.findFirst(query(match)) as Row | undefined,
    filter: (match) => records(match),
    version: () => versions[name],
    count: (match) => {
      if (!match) return collection.count();
      // A plain pass: collecting 100,000 matches only to count them cost more than the scan.
      let matching = 0;
      for (const row of collection.all() as Row[]) if (match(row)) matching += 1;
      return matching;
    },
    insert: async (values) => {
      const given = values.id;
      if (given !== undefined && findRecord(name, given)) throw new Error(`${name} ${given} already exists`);
      const id = given ?? nextId(name);
      const record = (await createRecord(name, { ...values, id })) as Row;
      noteRow(name, id, record as unknown as AnyRecord);
      return record;
    },
    patch: async (id, data) => {
      const record = findRecord(name, id);
      if (!record) return undefined;
      const { plain, linked } = splitRelations(name, data as Record<string, unknown>);
      for (const [property, rows] of linked)
        relink(
          name,
          id,
          property,
          rows.map((row) => row.id),
        );
      if (Object.keys(plain).length > 0) {
        await collection.update(record as StoredRecord, {
          data(draft) {
            Object.assign(draft, plain);
          },
        });
      }
      const updated = findRecord(name, id);
      noteRow(name, id, updated);
      return updated as Row | undefined;
    },
    remove: (id) => {
      const record = findRecord(name, id);
      if (!record) return false;
      deleteRecord(name, record);
      return true;
    },
    removeWhere: (match) => {
      const doomed = records(match) as AnyRecord[];
      doomed.forEach((record) => deleteRecord(name, record));
      return doomed.length;
    },
    clear: () => {
      (collection.all() as AnyRecord[]).slice().forEach((record) => deleteRecord(name, record));
    },
  };
  return table;
}

type Tables = { [T in TableName]: Table<T> };
export const tables = Object.fromEntries(tableNames.map((name) => [name, tableOf(name)])) as Tables;

/** Keeps the bytes of an upload with its row; stored by the same commit as the row. */
export function stageBlob(table: BlobTable, id: string, blob: Blob): void {
  journal.blobs.set(blobKey(table, id), { table, id, blob });
}

// ---------------------------------------------------------------------------------------------
// Loading stored records into memory (persist.ts): not journaled, the records are already stored.

/** Empties every table. Tables without relations are cleared at once: no hook listens to them. */
export function clearTables(): void {
  for (const name of tableNames) {
    versions[name] += 1;
    staleIndexes(name);
    const collection = collections[name];
    if (!inRelation.has(name)) collection.clear();
    // One by one, so each delete takes down the relation's hook listeners that record set up.
    else
      for (const record of (collection.all() as AnyRecord[]).slice().reverse())
        collection.delete(record as StoredRecord);
  }
}

const numericFirst = (a: SerializedRecord, b: SerializedRecord): number => {
  const [x, y] = [Number(a.id), Number(b.id)];
  if (Number.isInteger(x) && Number.isInteger(y)) return x - y;
  return String(a.id) < String(b.id) ? -1 : 1;
};

/**
 * Creates stored records, in id order: counter ids grow with time, so this is the order they were
 * made in.
 */
export async function createStored(name: TableName, stored: readonly SerializedRecord[]): Promise<void> {
  versions[name] += 1;
  staleIndexes(name);
  for (const record of [...stored].sort(numericFirst)) {
    const { __metadata__: meta, ...values } = record;
    await createRecord(name, values, meta.relations);
  }
}

/**
 * Brings memory in line with records another tab (or a failed commit's rollback) left in the
 * store: new rows are created, changed rows updated in place (so relations pointing at them
 * stay), gone rows deleted last, once every row a relation may now point at exists.
 */
export async function applyStored(
  put: ReadonlyArray<readonly [TableName, SerializedRecord]>,
  del: ReadonlyArray<readonly [TableName, string]>,
): Promise<void> {
  for (const [name] of [...put, ...del]) {
    versions[name] += 1;
    staleIndexes(name);
  }
  const fresh = put.filter(([name, record]) => !findRecord(name, String(record.id)));
  for (const [name, record] of fresh) await createStored(name, [record]);
  for (const [name, record] of put) {
    if (fresh.some(([n, r]) => n === name && r === record)) continue;
    const { __metadata__: meta, ...values } = record;
    const current = findRecord(name, String(values.id));
    if (!current) continue;
    for (const [owner, property, target] of relations) {
      if (owner !== name) continue;
      const ids = meta.relations.find((r) => r.path.join('.') === property)?.foreignKeys ?? [];
      relink(
        name,
        current.id,
        property,
        ids.filter((id) => findRecord(target, id)),
      );
    }
    await collections[name].update(current as StoredRecord, {
      data(draft) {
        Object.assign(draft, values);
      },
    });
  }
  for (const [name, id] of del) {
    const record = findRecord(name, id);
    if (record) collections[name].delete(record as StoredRecord);
  }
}
