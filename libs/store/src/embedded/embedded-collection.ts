import { SQLiteError } from "bun:sqlite";
import { assertDocumentDepth, assertDocumentSize, assertSeedDepth, assertUpdateDepth } from "../limits.ts";
import type {
  Collection,
  Filter,
  FindOptions,
  IndexSpec,
  SortSpec,
  StoredDocument,
  Update,
  UpdateResult,
} from "../port.ts";
import { DuplicateKeyError } from "../port.ts";
import {
  assertDocument,
  assertDroppableIndex,
  assertFilter,
  assertFindOptions,
  assertIndexSpecs,
  assertReplacement,
  assertSort,
  assertUpdate,
  defaultIndexName,
} from "../subset.ts";
import { assertReplacementUpsertId, equalityFields } from "../upsert.ts";
import { decodeDocument, encodeDocument } from "./codec.ts";
import { sortDocuments } from "./compare.ts";
import type { CollectionCatalog, IndexRecord } from "./embedded-database.ts";
import { indexEntries, sameIndexEntries } from "./index-keys.ts";
import { ID_INDEX_NAME, type Plan, plan } from "./plan.ts";
import { compileFilter, type Matcher, project } from "./query.ts";
import { UpdateTypeError, updatedCopy, upsertDocument, upsertReplacement } from "./update.ts";
import { deepEqual } from "./values.ts";

/** Which index a read uses and how many documents SQLite handed over to be matched. */
export interface ExplainResult {
  index: string | null;
  scanned: number;
}

export class IndexConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IndexConflictError";
  }
}

/** A stored document with its row id (insertion order, and what index entries point at). */
interface Row<T> {
  rowid: number;
  doc: T;
}

/** A write of one document: inserted (no `before`), replaced, or deleted (no `after`). */
interface Change<T> {
  before?: Row<T>;
  after?: { doc: T; text: string };
}

const ID_INDEX: IndexSpec = { name: ID_INDEX_NAME, keys: { _id: 1 }, unique: true };

function isUniqueViolation(error: unknown): boolean {
  return error instanceof SQLiteError && error.code === "SQLITE_CONSTRAINT_UNIQUE";
}

function isPrimaryKeyViolation(error: unknown): boolean {
  return error instanceof SQLiteError && error.code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/** A sorted read with a limit is one page: only its first skip + limit matches are needed. */
function wantedOf(options: FindOptions | undefined): number | undefined {
  return options?.limit ? (options.skip ?? 0) + options.limit : undefined;
}

/** The id of a filter that is a string id and nothing else (`{ _id: "..." }`). */
function onlyId(filter: Filter): string | undefined {
  for (const key in filter) if (key !== "_id") return undefined;
  const id = (filter as { _id?: unknown })._id;
  return typeof id === "string" ? id : undefined;
}

/** The bounded, encoded form of a document about to be stored. */
function encoded<T extends StoredDocument>(doc: T, where = "document"): { doc: T; text: string } {
  assertDocumentDepth(doc, where);
  const text = encodeDocument(doc);
  assertDocumentSize(Buffer.byteLength(text), where);
  return { doc, text };
}

/**
 * One collection of the embedded store: a SQLite table of JSON documents, plus one table of keys
 * per index. SQLite hands over candidates (by id, by index range and order, or by a scan with
 * text prefilters) and mingo decides each match, so MongoDB's query semantics hold whatever SQL
 * could narrow. Every public method runs synchronously inside its promise and each write is one
 * SQLite transaction, so operations never interleave: that makes `findOneAndUpdate` and unique
 * checks atomic, and a failed write leaves nothing behind.
 */
export class EmbeddedCollection<T extends StoredDocument> implements Collection<T> {
  constructor(
    readonly namespace: string,
    private readonly catalog: CollectionCatalog,
  ) {}

  async insertOne(doc: T): Promise<void> {
    this.catalog.assertOpen();
    assertDocument(doc);
    this.commit([{ after: encoded(doc) }]);
  }

  async insertMany(docs: T[]): Promise<void> {
    this.catalog.assertOpen();
    for (const [i, doc] of docs.entries()) assertDocument(doc, `documents[${i}]`);
    const changes = docs.map((doc, i) => ({ after: encoded(doc, `documents[${i}]`) }));
    if (changes.length > 0) this.commit(changes);
  }

  async findOne(filter: Filter, options?: FindOptions): Promise<T | null> {
    const [first] = this.read(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async find(filter: Filter, options?: FindOptions): Promise<T[]> {
    return this.read(filter, options);
  }

  async countDocuments(filter: Filter): Promise<number> {
    this.catalog.assertOpen();
    assertFilter(filter);
    const table = this.catalog.table();
    if (!table) return 0;
    if (Object.keys(filter).length === 0) {
      const row = this.catalog.statement(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number };
      return row.n;
    }
    return this.matching(filter).length;
  }

  async updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult> {
    this.checkUpdate(filter, update, options?.upsert);
    const [target] = this.matching(filter, 1);
    if (target) {
      const { doc, changed } = updatedCopy(target.doc, update);
      if (changed) this.commit([{ before: target, after: encoded(doc) }]);
      return { matchedCount: 1, modifiedCount: changed ? 1 : 0, upsertedId: null };
    }
    if (!options?.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
    const inserted = encoded(upsertDocument<T>(filter, update));
    this.commit([{ after: inserted }]);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: inserted.doc._id };
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    this.checkUpdate(filter, update, false);
    const matches = this.matching(filter);
    const changes: Change<T>[] = [];
    for (const before of matches) {
      const { doc, changed } = updatedCopy(before.doc, update);
      if (changed) changes.push({ before, after: encoded(doc) });
    }
    // All or nothing: a unique violation anywhere leaves every document as it was.
    if (changes.length > 0) this.commit(changes);
    return { matchedCount: matches.length, modifiedCount: changes.length, upsertedId: null };
  }

  async findOneAndUpdate(
    filter: Filter,
    update: Update,
    options?: { upsert?: boolean; returnDocument?: "before" | "after"; sort?: SortSpec },
  ): Promise<T | null> {
    this.checkUpdate(filter, update, options?.upsert);
    if (options?.sort) assertSort(options.sort, "options.sort");
    const returnAfter = options?.returnDocument === "after";
    const [target] = options?.sort ? this.sortedMatches(filter, options.sort, 1) : this.matching(filter, 1);
    if (target) {
      const { doc, changed } = updatedCopy(target.doc, update);
      const after = encoded(doc);
      if (changed) this.commit([{ before: target, after }]);
      return returnAfter ? decodeDocument<T>(after.text) : target.doc;
    }
    if (!options?.upsert) return null;
    const inserted = encoded(upsertDocument<T>(filter, update));
    this.commit([{ after: inserted }]);
    return returnAfter ? decodeDocument<T>(inserted.text) : null;
  }

  async replaceOne(filter: Filter, doc: T, options?: { upsert?: boolean }): Promise<UpdateResult> {
    this.catalog.assertOpen();
    assertFilter(filter);
    assertReplacement(doc);
    assertDocumentDepth(doc, "replacement");
    if (options?.upsert) assertReplacementUpsertId(filter, doc);
    const [target] = this.matching(filter, 1);
    if (target) {
      if (doc._id !== undefined && doc._id !== target.doc._id) throw new UpdateTypeError("the _id field is immutable");
      const { _id: _ignored, ...fields } = doc;
      const next = encoded({ _id: target.doc._id, ...fields } as T, "replacement");
      const stored = decodeDocument<T>(next.text);
      const changed = !deepEqual(target.doc, stored);
      if (changed) this.commit([{ before: target, after: { doc: stored, text: next.text } }]);
      return { matchedCount: 1, modifiedCount: changed ? 1 : 0, upsertedId: null };
    }
    if (!options?.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
    const inserted = encoded(upsertReplacement(filter, doc), "replacement");
    this.commit([{ after: inserted }]);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: inserted.doc._id };
  }

  async deleteOne(filter: Filter): Promise<number> {
    this.catalog.assertOpen();
    assertFilter(filter);
    const [target] = this.matching(filter, 1);
    if (!target) return 0;
    this.commit([{ before: target }]);
    return 1;
  }

  async deleteMany(filter: Filter): Promise<number> {
    this.catalog.assertOpen();
    assertFilter(filter);
    const matches = this.matching(filter);
    if (matches.length > 0) this.commit(matches.map((before) => ({ before })));
    return matches.length;
  }

  async createIndexes(specs: IndexSpec[]): Promise<void> {
    this.catalog.assertOpen();
    assertIndexSpecs(specs);
    if (specs.length === 0) return;
    const added: Array<Required<IndexSpec>> = [];
    for (const spec of specs) {
      const definition = {
        name: spec.name ?? defaultIndexName(spec.keys),
        keys: { ...spec.keys },
        unique: spec.unique ?? false,
      };
      if (definition.name === ID_INDEX_NAME || (deepEqual(definition.keys, { _id: 1 }) && !spec.name)) continue;
      const existing = [...this.catalog.indexes().map((index) => index.definition), ...added];
      const sameName = existing.find((other) => other.name === definition.name);
      const sameKeys = existing.find((other) => deepEqual(other.keys, definition.keys));
      if (sameName && deepEqual(sameName, definition)) continue;
      if (sameName) throw new IndexConflictError(`an index named ${definition.name} exists with other keys or options`);
      if (sameKeys) {
        throw new IndexConflictError(`index ${sameKeys.name} already has keys ${JSON.stringify(definition.keys)}`);
      }
      added.push(definition);
    }
    // One transaction: a duplicate found in existing data adds none of the new indexes.
    this.catalog.transaction(() => {
      this.catalog.ensureTable();
      for (const definition of added) {
        const index = this.catalog.addIndex(definition);
        for (const row of this.allRows()) this.writeEntries(index, row.rowid, row.doc);
      }
    });
  }

  async listIndexes(): Promise<IndexSpec[]> {
    this.catalog.assertOpen();
    if (!this.catalog.table()) return [];
    return [ID_INDEX, ...this.catalog.indexes().map((index) => index.definition)].map((spec) => ({
      name: spec.name,
      keys: { ...spec.keys },
      unique: spec.unique ?? false,
    }));
  }

  async dropIndex(name: string): Promise<void> {
    this.catalog.assertOpen();
    assertDroppableIndex(name);
    if (!this.catalog.indexes().some((index) => index.definition.name === name)) return;
    this.catalog.transaction(() => this.catalog.removeIndex(name));
  }

  /** Fills a collection with indexes and documents in one transaction, synchronously (migrating data). */
  importSync(indexes: Array<Required<IndexSpec>>, docs: T[]): void {
    const changes = docs.map((doc) => {
      assertDocument(doc);
      return { after: encoded(doc) };
    });
    this.catalog.transaction(() => {
      this.catalog.ensureTable();
      for (const definition of indexes) this.catalog.addIndex(definition);
      if (changes.length > 0) this.commit(changes);
    });
  }

  /** The index a read would use and how many documents it hands to the matcher, for tests and diagnostics. */
  explain(filter: Filter, options?: FindOptions): ExplainResult {
    this.catalog.assertOpen();
    assertFilter(filter);
    assertFindOptions(options);
    const table = this.catalog.table();
    if (!table) return { index: null, scanned: 0 };
    const chosen = this.plan(filter, options?.sort);
    const wanted = chosen.ordered ? wantedOf(options) : undefined;
    let scanned = 0;
    this.walk(chosen, compileFilter(filter), wanted, () => scanned++);
    return { index: chosen.index, scanned };
  }

  private checkUpdate(filter: Filter, update: Update, upsert: boolean | undefined): void {
    this.catalog.assertOpen();
    assertFilter(filter);
    assertUpdate(update);
    assertUpdateDepth(update);
    if (upsert) assertSeedDepth(equalityFields(filter));
  }

  private read(filter: Filter, options: FindOptions | undefined): T[] {
    this.catalog.assertOpen();
    assertFilter(filter);
    assertFindOptions(options);
    const wanted = wantedOf(options);
    const id = onlyId(filter);
    const rows =
      id !== undefined
        ? this.byId(id)
        : options?.sort
          ? this.sortedMatches(filter, options.sort, wanted)
          : this.matching(filter, wanted);
    const start = options?.skip ?? 0;
    const page = rows.slice(start, options?.limit ? start + options.limit : undefined);
    return page.map((row) => project(row.doc, options?.projection));
  }

  private plan(filter: Filter, sort: SortSpec | undefined): Plan {
    return plan(this.catalog.table() as string, this.catalog.shapes(), filter, sort);
  }

  /**
   * The document with this id, if any: the one row whose key column holds it, read with no plan
   * and no matcher, which cost an id lookup (the most common read: every `findById`) three times
   * what SQLite takes to find the row (docs/benchmarks-history.md). Every stored id is a non-empty string
   * (the subset's rule), so the key column's text is the id itself.
   */
  private byId(id: string): Row<T>[] {
    const table = this.catalog.table();
    if (!table) return [];
    const row = this.catalog
      .statement<{ r: number; d: string }, [string]>(`SELECT rowid AS r, doc AS d FROM "${table}" WHERE id = ?`)
      .get(id);
    return row ? [{ rowid: row.r, doc: decodeDocument<T>(row.d) }] : [];
  }

  /** Matching documents in natural (insertion) order, stopping after `max` when given. */
  private matching(filter: Filter, max?: number): Row<T>[] {
    if (!this.catalog.table()) return [];
    const rows: Row<T>[] = [];
    const chosen = this.plan(filter, undefined);
    this.walk(chosen, compileFilter(filter), max, undefined, rows);
    // A walk of every candidate took them in any order (see `walk`).
    return chosen.index === null || max !== undefined ? rows : rows.sort((a, b) => a.rowid - b.rowid);
  }

  /** The first `wanted` matches in sort order: from an index walk when one gives the order, else sorted here. */
  private sortedMatches(filter: Filter, sort: SortSpec, wanted: number | undefined): Row<T>[] {
    if (!this.catalog.table()) return [];
    const chosen = this.plan(filter, sort);
    const rows: Row<T>[] = [];
    this.walk(chosen, compileFilter(filter), chosen.ordered ? wanted : undefined, undefined, rows);
    if (chosen.ordered) return rows;
    const natural = rows.sort((a, b) => a.rowid - b.rowid);
    return sortDocuments(natural, sort, (row) => row.doc);
  }

  /** Runs a plan, keeping matches in `out` until `max` of them are found. */
  private walk(chosen: Plan, matcher: Matcher, max: number | undefined, onRow?: () => void, out?: Row<T>[]): void {
    const seen = chosen.mayRepeat ? new Set<number>() : null;
    let found = 0;
    // A walk that stops early needs the plan's order; one that reads every candidate does not,
    // and its caller orders what it kept.
    const sql = max === undefined && chosen.anyOrderSql ? chosen.anyOrderSql : chosen.sql;
    const statement = this.catalog.statement<{ r: number; d: string }, Array<string | number | Uint8Array>>(sql);
    // A lookup by id reads its few rows at once: stepping a generator costs more than they do.
    const rows = chosen.lookup ? statement.all(...chosen.params) : statement.iterate(...chosen.params);
    for (const row of rows) {
      if (seen) {
        if (seen.has(row.r)) continue;
        seen.add(row.r);
      }
      onRow?.();
      const doc = decodeDocument<T>(row.d);
      if (!matcher(doc)) continue;
      out?.push({ rowid: row.r, doc });
      found++;
      if (max !== undefined && found >= max) break;
    }
  }

  private *allRows(): Generator<Row<T>> {
    const table = this.catalog.table();
    if (!table) return;
    const rows = this.catalog.statement<{ r: number; d: string }, []>(`SELECT rowid AS r, doc AS d FROM "${table}"`);
    for (const row of rows.all()) yield { rowid: row.r, doc: decodeDocument<T>(row.d) };
  }

  private writeEntries(index: IndexRecord, rowid: number, doc: T): void {
    const { entries, irregular } = indexEntries(index.definition.name, index.shape.fields, doc);
    this.catalog.noteIrregular(index, irregular);
    const insert = this.catalog.statement(index.insertSql as string);
    for (const keys of entries) {
      try {
        insert.run(...keys, rowid);
      } catch (error) {
        if (isUniqueViolation(error) || isPrimaryKeyViolation(error)) {
          throw new DuplicateKeyError(this.namespace, index.definition.keys);
        }
        throw error;
      }
    }
  }

  /** Applies a set of changes as one transaction; any failure (a duplicate key) undoes all of it. */
  private commit(changes: Change<T>[]): void {
    this.catalog.transaction(() => {
      const table = this.catalog.ensureTable();
      const statement = this.catalog.statement;
      const indexes = this.catalog.indexes();
      for (const { before, after } of changes) {
        if (before && !after) {
          statement(`DELETE FROM "${table}" WHERE rowid = ?`).run(before.rowid);
          for (const index of indexes) statement(`DELETE FROM "${index.shape.table}" WHERE rid = ?`).run(before.rowid);
          continue;
        }
        if (!after) continue;
        if (!before) {
          let rowid: number;
          try {
            rowid = Number(
              statement(`INSERT INTO "${table}" (id, doc) VALUES (?, ?)`).run(after.doc._id, after.text)
                .lastInsertRowid,
            );
          } catch (error) {
            if (isUniqueViolation(error)) throw new DuplicateKeyError(this.namespace, { _id: 1 });
            throw error;
          }
          for (const index of indexes) this.writeEntries(index, rowid, after.doc);
          continue;
        }
        statement(`UPDATE "${table}" SET doc = ? WHERE rowid = ?`).run(after.text, before.rowid);
        for (const index of indexes) {
          if (sameIndexEntries(index.definition.name, index.shape.fields, before.doc, after.doc)) continue;
          statement(`DELETE FROM "${index.shape.table}" WHERE rid = ?`).run(before.rowid);
          this.writeEntries(index, before.rowid, after.doc);
        }
      }
    });
  }
}
