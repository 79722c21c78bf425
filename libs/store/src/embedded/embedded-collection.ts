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
import { type CollectionCatalog, type IndexRecord, jsonPath } from "./catalog.ts";
import { decodeDocument, encodeDocument } from "./codec.ts";
import { irregularAt, irregularSql, keyPart, missingDuplicatesSql, sameKeySql } from "./index-checks.ts";
import { residualMatcher } from "./mingo.ts";
import { project } from "./projection.ts";
import { orderBy, type SqlFilter, type SqlValue, toSql } from "./sql-filter.ts";
import { UpdateTypeError, updatedCopy, upsertDocument, upsertReplacement } from "./update.ts";
import { deepEqual } from "./values.ts";

/** Which SQLite index a read uses (by the port's name) and how many documents SQLite handed over. */
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

/** A stored document with its row id (insertion order). */
interface Row<T> {
  rowid: number;
  doc: T;
}

/** A write of one document: inserted (no `before`), replaced, or deleted (no `after`). */
interface Change<T> {
  before?: Row<T>;
  after?: { doc: T; text: string };
}

interface ReadOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
}

const ID_INDEX_NAME = "_id_";
const ID_INDEX: IndexSpec = { name: ID_INDEX_NAME, keys: { _id: 1 }, unique: true };

/** SQLite names the expression index a unique violation hit; a violation of the id column names the column. */
const VIOLATED_INDEX = /index '([^']+)'/;

function isUniqueViolation(error: unknown): error is SQLiteError {
  return error instanceof SQLiteError && error.code === "SQLITE_CONSTRAINT_UNIQUE";
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
 * One collection of the embedded store: a SQLite table of JSON documents, with a SQLite
 * expression index per index of the port. A filter becomes a SQL WHERE clause (`sql-filter.ts`)
 * and a sort an ORDER BY over the same expressions, and SQLite's planner chooses the index; the
 * few conditions SQL cannot state are left to mingo on the rows SQL hands over. Every public
 * method runs synchronously inside its promise and each write is one SQLite transaction, so
 * operations never interleave: that makes `findOneAndUpdate` and unique checks atomic, and a
 * failed write leaves nothing behind.
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
    const { where, params, residual } = this.translate(filter);
    if (residual.length > 0) return this.matching(filter).length;
    const row = this.catalog.statement(`SELECT count(*) AS n FROM "${table}" WHERE ${where}`).get(...params) as {
      n: number;
    };
    return row.n;
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
    const [target] = this.rows(filter, { sort: options?.sort, limit: 1 });
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
    for (const spec of specs) for (const path of Object.keys(spec.keys)) jsonPath(path);
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
      const table = this.catalog.ensureTable();
      for (const definition of added) {
        const paths = Object.keys(definition.keys);
        if (definition.unique && this.hasMissingDuplicates(table, paths)) {
          throw new DuplicateKeyError(this.namespace, definition.keys);
        }
        let index: IndexRecord;
        try {
          index = this.catalog.addIndex(definition);
        } catch (error) {
          if (isUniqueViolation(error)) throw new DuplicateKeyError(this.namespace, definition.keys);
          throw error;
        }
        const irregular = paths.map((path) => {
          const sql = `SELECT EXISTS (SELECT 1 FROM "${table}" WHERE ${irregularSql(path)}) AS found`;
          return (this.catalog.statement<{ found: number }, []>(sql).get() as { found: number }).found === 1;
        });
        this.catalog.noteIrregular(index, irregular);
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

  /**
   * The index SQLite chose for a read (`_id_` for the id column, null for a scan of the table)
   * and how many documents it handed over (to mingo when a condition is left to it), for tests
   * and diagnostics.
   */
  explain(filter: Filter, options?: FindOptions): ExplainResult {
    this.catalog.assertOpen();
    assertFilter(filter);
    assertFindOptions(options);
    const table = this.catalog.table();
    if (!table) return { index: null, scanned: 0 };
    const query = this.query(filter, options ?? {});
    const plan = this.catalog
      .statement<{ detail: string }, SqlValue[]>(`EXPLAIN QUERY PLAN ${query.sql}`)
      .all(...query.params);
    let scanned = 0;
    query.rows(() => scanned++);
    return { index: this.indexOfPlan(plan.map((step) => step.detail)), scanned };
  }

  private indexOfPlan(details: string[]): string | null {
    for (const detail of details) {
      if (/USING (COVERING )?INDEX sqlite_autoindex|USING INTEGER PRIMARY KEY/.test(detail)) return ID_INDEX_NAME;
      const used = /USING (?:COVERING )?INDEX (\S+)/.exec(detail)?.[1];
      const index = this.catalog.indexes().find((candidate) => candidate.sqlName === used);
      if (index) return index.definition.name;
    }
    return null;
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
    const id = onlyId(filter);
    const rows = id !== undefined ? this.byId(id) : this.rows(filter, options ?? {});
    const page =
      id !== undefined
        ? rows.slice(options?.skip ?? 0, options?.limit ? (options.skip ?? 0) + options.limit : undefined)
        : rows;
    return page.map((row) => project(row.doc, options?.projection));
  }

  /**
   * The document with this id, if any: the one row whose key column holds it, read with no
   * translation, which cost an id lookup (the most common read: every `findById`) more than what
   * SQLite takes to find the row (docs/benchmarks-history.md). Every stored id is a non-empty
   * string (the subset's rule), so the key column's text is the id itself.
   */
  private byId(id: string): Row<T>[] {
    const table = this.catalog.table();
    if (!table) return [];
    const row = this.catalog
      .statement<{ r: number; d: string }, [string]>(`SELECT rowid AS r, doc AS d FROM "${table}" WHERE id = ?`)
      .get(id);
    return row ? [{ rowid: row.r, doc: decodeDocument<T>(row.d) }] : [];
  }

  /** Whether `path` holds no array or embedded document in any document: some index over it says so. */
  private readonly regular = (path: string): boolean =>
    this.catalog.indexes().some((index) => {
      const position = Object.keys(index.definition.keys).indexOf(path);
      return position >= 0 && index.irregular[position] === false;
    });

  private translate(filter: Filter): SqlFilter {
    return toSql(filter, this.regular);
  }

  /** Matching documents in insertion order, stopping after `max` when given. */
  private matching(filter: Filter, max?: number): Row<T>[] {
    return this.rows(filter, { limit: max });
  }

  /** The matches of a read, in its sort's order (else insertion order), skipped and limited. */
  private rows(filter: Filter, options: ReadOptions): Row<T>[] {
    if (!this.catalog.table()) return [];
    return this.query(filter, options).rows();
  }

  /**
   * The statement of a read and how to run it. Without mingo, skip and limit go to SQLite; with
   * it, rows are tested in order until the page is full. A read of every match without a sort
   * asks for no order and puts the rows in insertion order itself: SQLite's sorter costs a few
   * µs a statement even when no row comes back.
   */
  private query(
    filter: Filter,
    options: ReadOptions,
  ): { sql: string; params: SqlValue[]; rows(onRow?: () => void): Row<T>[] } {
    const table = this.catalog.table() as string;
    const { where, params, residual } = this.translate(filter);
    const matches = residualMatcher(residual);
    const skip = options.skip ?? 0;
    const wanted = options.limit ? skip + options.limit : undefined;
    const sortSql = options.sort && Object.keys(options.sort).length > 0 ? orderBy(options.sort) : null;
    const order = sortSql ?? (wanted !== undefined ? "rowid" : null);
    let sql = `SELECT rowid AS r, doc AS d FROM "${table}" WHERE ${where}${order ? ` ORDER BY ${order}` : ""}`;
    const bound = [...params];
    if (!matches && (wanted !== undefined || skip > 0)) {
      // -1: no limit, the offset alone.
      sql += " LIMIT ? OFFSET ?";
      bound.push(options.limit || -1, skip);
    }
    const rows = (onRow?: () => void): Row<T>[] => {
      const statement = this.catalog.statement<{ r: number; d: string }, SqlValue[]>(sql);
      const out: Row<T>[] = [];
      if (!matches) {
        for (const row of statement.all(...bound)) {
          onRow?.();
          out.push({ rowid: row.r, doc: decodeDocument<T>(row.d) });
        }
        return order ? out : out.sort((a, b) => a.rowid - b.rowid);
      }
      for (const row of statement.iterate(...bound)) {
        onRow?.();
        const doc = decodeDocument<T>(row.d);
        if (!matches(doc)) continue;
        out.push({ rowid: row.r, doc });
        if (wanted !== undefined && out.length >= wanted) break;
      }
      const ordered = order ? out : out.sort((a, b) => a.rowid - b.rowid);
      return skip > 0 ? ordered.slice(skip) : ordered;
    };
    return { sql, params: bound, rows };
  }

  /**
   * SQLite holds NULLs distinct in a unique index, where MongoDB takes a missing field as null and
   * refuses a second document without it: a key with a null part is looked up before it is kept.
   */
  private hasMissingDuplicates(table: string, paths: string[]): boolean {
    return this.catalog.statement(missingDuplicatesSql(table, paths)).get() !== null;
  }

  private checkMissingKeys(table: string, rowid: number, doc: T): void {
    for (const index of this.catalog.indexes()) {
      if (!index.definition.unique) continue;
      const paths = Object.keys(index.definition.keys);
      const parts = paths.map((path) => keyPart(doc, path));
      if (!parts.includes(null) || parts.includes(undefined)) continue;
      const sql = sameKeySql(table, paths);
      if (this.catalog.statement(sql).get(...(parts as Array<SqlValue | null>), rowid) !== null) {
        throw new DuplicateKeyError(this.namespace, index.definition.keys);
      }
    }
  }

  private noteShapes(doc: T): void {
    for (const index of this.catalog.indexes()) {
      const paths = Object.keys(index.definition.keys);
      if (paths.every((_, i) => index.irregular[i])) continue;
      this.catalog.noteIrregular(
        index,
        paths.map((path) => irregularAt(doc, path)),
      );
    }
  }

  private duplicateOf(error: SQLiteError): DuplicateKeyError {
    const name = VIOLATED_INDEX.exec(error.message)?.[1];
    const index = this.catalog.indexes().find((candidate) => candidate.sqlName === name);
    return new DuplicateKeyError(this.namespace, index ? index.definition.keys : { _id: 1 });
  }

  /** Applies a set of changes as one transaction; any failure (a duplicate key) undoes all of it. */
  private commit(changes: Change<T>[]): void {
    this.catalog.transaction(() => {
      const table = this.catalog.ensureTable();
      const statement = this.catalog.statement;
      for (const { before, after } of changes) {
        if (before && !after) {
          statement(`DELETE FROM "${table}" WHERE rowid = ?`).run(before.rowid);
          continue;
        }
        if (!after) continue;
        let rowid: number;
        try {
          if (before) {
            statement(`UPDATE "${table}" SET doc = ? WHERE rowid = ?`).run(after.text, before.rowid);
            rowid = before.rowid;
          } else {
            rowid = Number(
              statement(`INSERT INTO "${table}" (id, doc) VALUES (?, ?)`).run(after.doc._id, after.text)
                .lastInsertRowid,
            );
          }
        } catch (error) {
          if (isUniqueViolation(error)) throw this.duplicateOf(error);
          throw error;
        }
        this.noteShapes(after.doc);
        this.checkMissingKeys(table, rowid, after.doc);
      }
    });
  }
}
