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
  assertFilter,
  assertFindOptions,
  assertIndexSpecs,
  assertReplacement,
  assertSort,
  assertUpdate,
  defaultIndexName,
} from "../subset.ts";
import { assertReplacementUpsertId } from "../upsert.ts";
import type { CollectionLog } from "./collection-log.ts";
import { sortDocuments } from "./compare.ts";
import { HashIndex, type IndexDefinition } from "./hash-index.ts";
import { equalityConstraints } from "./planner.ts";
import { compileFilter, project } from "./query.ts";
import { UpdateTypeError, updatedCopy, upsertDocument, upsertReplacement } from "./update.ts";
import { cloneDocument, deepEqual } from "./values.ts";

/** Which index a query would use and how many documents it would examine. */
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

interface Entry<T> {
  doc: T;
  /** Insertion order, the natural order results come back in when there is no sort. */
  seq: number;
}

interface Change<T> {
  id: string;
  before: T | undefined;
  after: T | undefined;
}

interface Plan {
  index: string | null;
  /** Candidate ids in natural order, or null for a full scan. */
  ids: string[] | null;
}

const ID_INDEX: IndexSpec = { name: "_id_", keys: { _id: 1 }, unique: true };

/**
 * One collection of the embedded engine. Every public method runs to completion synchronously
 * inside its promise (no `await` between reading and writing), so operations never interleave:
 * that is what makes `findOneAndUpdate` and the unique checks atomic. Stored documents are never
 * handed out; callers get copies.
 */
export class EmbeddedCollection<T extends StoredDocument> implements Collection<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private indexes: HashIndex[] = [];
  private seq = 0;
  /** Like MongoDB, a collection exists once something was written to it or an index was made. */
  private exists = false;

  constructor(
    readonly namespace: string,
    private readonly log: CollectionLog | null,
    private readonly assertOpen: () => void,
  ) {
    if (!log) return;
    const loaded = log.load();
    this.exists = loaded.exists;
    for (const doc of loaded.docs.values()) this.entries.set(doc._id, { doc: doc as T, seq: ++this.seq });
    for (const definition of loaded.indexes) {
      const index = this.buildIndex(definition);
      this.indexes.push(index);
    }
  }

  async insertOne(doc: T): Promise<void> {
    this.assertOpen();
    assertDocument(doc);
    this.commit([{ id: doc._id, before: undefined, after: cloneDocument(doc) }]);
  }

  async insertMany(docs: T[]): Promise<void> {
    this.assertOpen();
    for (const [i, doc] of docs.entries()) assertDocument(doc, `documents[${i}]`);
    this.commit(docs.map((doc) => ({ id: doc._id, before: undefined, after: cloneDocument(doc) })));
  }

  async findOne(filter: Filter, options?: FindOptions): Promise<T | null> {
    const [first] = this.read(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async find(filter: Filter, options?: FindOptions): Promise<T[]> {
    return this.read(filter, options);
  }

  async countDocuments(filter: Filter): Promise<number> {
    this.assertOpen();
    assertFilter(filter);
    return this.matching(filter).length;
  }

  async updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult> {
    this.assertOpen();
    assertFilter(filter);
    assertUpdate(update);
    const [target] = this.matching(filter, 1);
    if (target) {
      const { doc, changed } = updatedCopy(target, update);
      if (changed) this.commit([{ id: target._id, before: target, after: doc }]);
      return { matchedCount: 1, modifiedCount: changed ? 1 : 0, upsertedId: null };
    }
    if (!options?.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
    const inserted = upsertDocument<T>(filter, update);
    this.commit([{ id: inserted._id, before: undefined, after: inserted }]);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: inserted._id };
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    this.assertOpen();
    assertFilter(filter);
    assertUpdate(update);
    const matches = this.matching(filter);
    const changes: Change<T>[] = [];
    for (const before of matches) {
      const { doc, changed } = updatedCopy(before, update);
      if (changed) changes.push({ id: before._id, before, after: doc });
    }
    // All or nothing: a unique violation anywhere leaves every document as it was.
    this.commit(changes);
    return { matchedCount: matches.length, modifiedCount: changes.length, upsertedId: null };
  }

  async findOneAndUpdate(
    filter: Filter,
    update: Update,
    options?: { upsert?: boolean; returnDocument?: "before" | "after"; sort?: SortSpec },
  ): Promise<T | null> {
    this.assertOpen();
    assertFilter(filter);
    assertUpdate(update);
    if (options?.sort) assertSort(options.sort, "options.sort");
    const returnAfter = options?.returnDocument === "after";
    const target = options?.sort ? sortDocuments(this.matching(filter), options.sort)[0] : this.matching(filter, 1)[0];
    if (target) {
      const { doc, changed } = updatedCopy(target, update);
      if (changed) this.commit([{ id: target._id, before: target, after: doc }]);
      return cloneDocument(returnAfter ? doc : target);
    }
    if (!options?.upsert) return null;
    const inserted = upsertDocument<T>(filter, update);
    this.commit([{ id: inserted._id, before: undefined, after: inserted }]);
    return returnAfter ? cloneDocument(inserted) : null;
  }

  async replaceOne(filter: Filter, doc: T, options?: { upsert?: boolean }): Promise<UpdateResult> {
    this.assertOpen();
    assertFilter(filter);
    assertReplacement(doc);
    if (options?.upsert) assertReplacementUpsertId(filter, doc);
    const [target] = this.matching(filter, 1);
    if (target) {
      if (doc._id !== undefined && doc._id !== target._id) throw new UpdateTypeError("the _id field is immutable");
      const { _id: _ignored, ...fields } = cloneDocument(doc);
      const next = { _id: target._id, ...fields } as T;
      const changed = !deepEqual(target, next);
      if (changed) this.commit([{ id: target._id, before: target, after: next }]);
      return { matchedCount: 1, modifiedCount: changed ? 1 : 0, upsertedId: null };
    }
    if (!options?.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
    const inserted = upsertReplacement(filter, doc);
    this.commit([{ id: inserted._id, before: undefined, after: inserted }]);
    return { matchedCount: 0, modifiedCount: 0, upsertedId: inserted._id };
  }

  async deleteOne(filter: Filter): Promise<number> {
    this.assertOpen();
    assertFilter(filter);
    const [target] = this.matching(filter, 1);
    if (!target) return 0;
    this.commit([{ id: target._id, before: target, after: undefined }]);
    return 1;
  }

  async deleteMany(filter: Filter): Promise<number> {
    this.assertOpen();
    assertFilter(filter);
    const matches = this.matching(filter);
    this.commit(matches.map((doc) => ({ id: doc._id, before: doc, after: undefined })));
    return matches.length;
  }

  async createIndexes(specs: IndexSpec[]): Promise<void> {
    this.assertOpen();
    assertIndexSpecs(specs);
    if (specs.length === 0) return;
    const added: IndexDefinition[] = [];
    for (const spec of specs) {
      const definition: IndexDefinition = {
        name: spec.name ?? defaultIndexName(spec.keys),
        keys: { ...spec.keys },
        unique: spec.unique ?? false,
      };
      if (this.isIdIndex(definition)) continue;
      const existing = [...this.indexes.map((index) => index.definition), ...added];
      const sameName = existing.find((other) => other.name === definition.name);
      const sameKeys = existing.find((other) => deepEqual(other.keys, definition.keys));
      if (sameName && deepEqual(sameName, definition)) continue;
      if (sameName) throw new IndexConflictError(`an index named ${definition.name} exists with other keys or options`);
      if (sameKeys)
        throw new IndexConflictError(`index ${sameKeys.name} already has keys ${JSON.stringify(definition.keys)}`);
      added.push(definition);
    }
    // Build every new index before keeping any, so a duplicate found in existing data adds none.
    const built = added.map((definition) => this.buildIndex(definition));
    if (this.log) {
      if (built.length > 0) this.log.appendIndexes(added);
      else if (!this.exists) this.log.touch();
    }
    this.indexes.push(...built);
    this.exists = true;
  }

  async listIndexes(): Promise<IndexSpec[]> {
    this.assertOpen();
    if (!this.exists) return [];
    return [ID_INDEX, ...this.indexes.map((index) => index.definition)].map((spec) => ({
      name: spec.name,
      keys: { ...spec.keys },
      unique: spec.unique ?? false,
    }));
  }

  /** The index a filter would be answered with, for tests and diagnostics. */
  explain(filter: Filter): ExplainResult {
    this.assertOpen();
    assertFilter(filter);
    const plan = this.plan(filter);
    return { index: plan.index, scanned: plan.ids ? plan.ids.length : this.entries.size };
  }

  /** Forgets everything (the database was dropped); the handle stays usable, like MongoDB's. */
  reset(): void {
    this.entries.clear();
    this.indexes = [];
    this.exists = false;
    this.log?.remove();
  }

  close(): void {
    this.log?.close();
  }

  private read(filter: Filter, options: FindOptions | undefined): T[] {
    this.assertOpen();
    assertFilter(filter);
    assertFindOptions(options);
    let docs = this.matching(filter, options?.sort ? undefined : sliceEnd(options));
    if (options?.sort) docs = sortDocuments(docs, options.sort);
    const start = options?.skip ?? 0;
    docs = docs.slice(start, options?.limit ? start + options.limit : undefined);
    return docs.map((doc) => cloneDocument(project(doc, options?.projection)));
  }

  /** Matching stored documents in natural order, stopping after `max` when given. */
  private matching(filter: Filter, max?: number): T[] {
    const matcher = compileFilter(filter);
    const { ids } = this.plan(filter);
    const out: T[] = [];
    const consider = (doc: T) => {
      if (matcher(doc)) out.push(doc);
      return max !== undefined && out.length >= max;
    };
    if (ids) {
      for (const id of ids) {
        const entry = this.entries.get(id);
        if (entry && consider(entry.doc)) break;
      }
    } else {
      for (const entry of this.entries.values()) if (consider(entry.doc)) break;
    }
    return out;
  }

  /** Picks the index (if any) that leaves the fewest candidates for the filter's equalities. */
  private plan(filter: Filter): Plan {
    const constraints = equalityConstraints(filter);
    if (constraints.size === 0) return { index: null, ids: null };
    let best: { index: string; ids: Iterable<string>; size: number } | null = null;
    const idValues = constraints.get("_id");
    if (idValues) {
      const ids = new Set(idValues.filter((id): id is string => typeof id === "string" && this.entries.has(id)));
      best = { index: ID_INDEX.name as string, ids, size: ids.size };
    }
    for (const index of this.indexes) {
      const values: unknown[][] = [];
      for (const field of index.fields) {
        const allowed = constraints.get(field);
        if (!allowed) break;
        values.push(allowed);
      }
      if (values.length === 0) continue;
      const ids = index.lookup(values);
      if (ids && (!best || ids.size < best.size)) best = { index: index.definition.name, ids, size: ids.size };
    }
    if (!best) return { index: null, ids: null };
    const seqOf = (id: string) => this.entries.get(id)?.seq ?? 0;
    return { index: best.index, ids: [...best.ids].sort((a, b) => seqOf(a) - seqOf(b)) };
  }

  private isIdIndex(definition: IndexDefinition): boolean {
    if (!deepEqual(definition.keys, ID_INDEX.keys)) return false;
    if (definition.name !== ID_INDEX.name && definition.name !== defaultIndexName(ID_INDEX.keys)) {
      throw new IndexConflictError("the _id index cannot be renamed");
    }
    return true;
  }

  private buildIndex(definition: IndexDefinition): HashIndex {
    const index = new HashIndex(definition);
    for (const [id, { doc }] of this.entries) {
      if (definition.unique) {
        for (const key of index.fullKeys(doc)) {
          if (index.holders(key)?.size) throw new DuplicateKeyError(this.namespace, definition.keys);
        }
      }
      index.add(id, doc);
    }
    return index;
  }

  /**
   * The only place state changes: checks every change against `_id` and the unique indexes,
   * logs them as one entry, then applies them, so a rejected write changes nothing.
   */
  private commit(changes: Change<T>[]): void {
    if (changes.length === 0) return;
    const inserted = new Set<string>();
    for (const { id, before, after } of changes) {
      if (before || !after) continue;
      if (this.entries.has(id) || inserted.has(id)) throw new DuplicateKeyError(this.namespace, ID_INDEX.keys);
      inserted.add(id);
    }
    for (const index of this.indexes) {
      const claimed = new Map<string, string>();
      for (const { id, after } of changes) {
        if (!after) continue;
        if (!index.definition.unique) {
          index.check(after);
          continue;
        }
        for (const key of index.fullKeys(after)) {
          const claimant = claimed.get(key);
          const holders = index.holders(key) ?? [];
          // Another document's current value counts even if the same write would change it:
          // MongoDB checks document by document, so such a write may fail there too.
          const heldElsewhere = [...holders].some((holder) => holder !== id);
          if ((claimant !== undefined && claimant !== id) || heldElsewhere) {
            throw new DuplicateKeyError(this.namespace, index.definition.keys);
          }
          claimed.set(key, id);
        }
      }
    }
    this.log?.appendWrite(
      changes.flatMap((change) => (change.after ? [change.after] : [])),
      changes.filter((change) => !change.after).map((change) => change.id),
    );
    for (const { id, before, after } of changes) {
      if (before) for (const index of this.indexes) index.remove(id, before);
      if (after) {
        const seq = this.entries.get(id)?.seq ?? ++this.seq;
        this.entries.set(id, { doc: after, seq });
        for (const index of this.indexes) index.add(id, after);
      } else {
        this.entries.delete(id);
      }
    }
    this.exists = true;
    this.log?.maybeCompact(this.entries.size, () => ({
      docs: [...this.entries.values()].map((entry) => entry.doc),
      indexes: this.indexes.map((index) => index.definition),
    }));
  }
}

function sliceEnd(options: FindOptions | undefined): number | undefined {
  return options?.limit ? (options.skip ?? 0) + options.limit : undefined;
}
