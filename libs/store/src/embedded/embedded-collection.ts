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
import { OrderedIndex, type Sequenced } from "./ordered-index.ts";
import { walk } from "./ordered-walk.ts";
import { choosePlan, ID_INDEX_NAME, type IndexStructures, type Plan, planName } from "./planner.ts";
import { compileFilter, type Matcher, project } from "./query.ts";
import { UpdateTypeError, updatedCopy, upsertDocument, upsertReplacement } from "./update.ts";
import { cloneDocument, deepEqual } from "./values.ts";

/**
 * Which index a query would use and how many documents it would examine. `ordered` is set when a
 * sorted page is read by walking the index in order; `scanned` then counts what the walk examined.
 */
export interface ExplainResult {
  index: string | null;
  scanned: number;
  ordered?: true;
}

export class IndexConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IndexConflictError";
  }
}

/** `seq` is the insertion order, the natural order results come back in when there is no sort. */
type Entry<T> = Sequenced<T>;

interface Change<T> {
  id: string;
  before: T | undefined;
  after: T | undefined;
}

const ID_INDEX: IndexSpec = { name: ID_INDEX_NAME, keys: { _id: 1 }, unique: true };

/**
 * One collection of the embedded engine. Every public method runs to completion synchronously
 * inside its promise (no `await` between reading and writing), so operations never interleave:
 * that is what makes `findOneAndUpdate` and the unique checks atomic. Stored documents are never
 * handed out; callers get copies.
 */
export class EmbeddedCollection<T extends StoredDocument> implements Collection<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private indexes: IndexStructures<T>[] = [];
  private readonly idOrder = new OrderedIndex<T>({ _id: 1 });
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
    this.idOrder.rebuild(this.entries.values());
    for (const definition of loaded.indexes) this.indexes.push(this.buildIndex(definition));
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
    const target = options?.sort ? this.sortedMatches(filter, options.sort, 1)[0] : this.matching(filter, 1)[0];
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
      const existing = [...this.indexes.map((index) => index.hash.definition), ...added];
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
    return [ID_INDEX, ...this.indexes.map((index) => index.hash.definition)].map((spec) => ({
      name: spec.name,
      keys: { ...spec.keys },
      unique: spec.unique ?? false,
    }));
  }

  /**
   * The index a query would be answered with, for tests and diagnostics. With `sort` and `limit`
   * it plans (and, for an ordered walk, runs) the read exactly as `find` would.
   */
  explain(filter: Filter, options?: FindOptions): ExplainResult {
    this.assertOpen();
    assertFilter(filter);
    assertFindOptions(options);
    const order = pageOrder(options);
    const plan = this.plan(filter, order);
    if (plan.kind === "walk" && order) {
      const { scanned } = walk(plan.walk, compileFilter(filter), order.wanted);
      return { index: plan.walk.index, scanned, ordered: true };
    }
    return { index: planName(plan), scanned: this.candidates(plan)?.length ?? this.entries.size };
  }

  /** Forgets everything (the database was dropped); the handle stays usable, like MongoDB's. */
  reset(): void {
    this.entries.clear();
    this.indexes = [];
    this.idOrder.clear();
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
    const order = pageOrder(options);
    let docs: T[];
    if (order) docs = this.sortedMatches(filter, order.sort, order.wanted);
    else if (options?.sort) docs = sortDocuments(this.matching(filter), options.sort);
    else docs = this.matching(filter, sliceEnd(options));
    const start = options?.skip ?? 0;
    docs = docs.slice(start, options?.limit ? start + options.limit : undefined);
    return docs.map((doc) => cloneDocument(project(doc, options?.projection)));
  }

  /** Matching stored documents in natural order, stopping after `max` when given. */
  private matching(filter: Filter, max?: number): T[] {
    const candidates = this.candidates(this.plan(filter, null));
    return matchEntries(candidates ?? this.entries.values(), compileFilter(filter), max);
  }

  /**
   * The first `wanted` matches in sort order (or more: a walk finishes the group of ties it is
   * in), by an ordered walk when the planner prefers one, else by matching and sorting.
   */
  private sortedMatches(filter: Filter, sort: SortSpec, wanted: number): T[] {
    const matcher = compileFilter(filter);
    const plan = this.plan(filter, { sort, wanted });
    if (plan.kind === "walk") return walk(plan.walk, matcher, wanted).docs;
    return sortDocuments(matchEntries(this.candidates(plan) ?? this.entries.values(), matcher), sort);
  }

  private plan(filter: Filter, order: { sort: SortSpec; wanted: number } | null): Plan<T> {
    return choosePlan({
      filter,
      order,
      documents: this.entries.size,
      countIds: (ids) => ids.filter((id) => typeof id === "string" && this.entries.has(id)).length,
      indexes: this.indexes,
      idOrder: this.idOrder,
    });
  }

  /** The entries an equality plan narrows to, in natural order; null for a full scan. */
  private candidates(plan: Plan<T>): Entry<T>[] | null {
    let ids: Iterable<unknown>;
    if (plan.kind === "ids") ids = new Set(plan.ids);
    else if (plan.kind === "hash") ids = plan.index.lookup(plan.values) ?? [];
    else return null;
    const found: Entry<T>[] = [];
    for (const id of ids) {
      const entry = typeof id === "string" ? this.entries.get(id) : undefined;
      if (entry) found.push(entry);
    }
    return found.sort((a, b) => a.seq - b.seq);
  }

  private isIdIndex(definition: IndexDefinition): boolean {
    if (!deepEqual(definition.keys, ID_INDEX.keys)) return false;
    if (definition.name !== ID_INDEX.name && definition.name !== defaultIndexName(ID_INDEX.keys)) {
      throw new IndexConflictError("the _id index cannot be renamed");
    }
    return true;
  }

  private buildIndex(definition: IndexDefinition): IndexStructures<T> {
    const hash = new HashIndex(definition);
    for (const [id, { doc }] of this.entries) {
      if (definition.unique) {
        for (const key of hash.fullKeys(doc)) {
          if (hash.holders(key)?.size) throw new DuplicateKeyError(this.namespace, definition.keys);
        }
      }
      hash.add(id, doc);
    }
    const ordered = new OrderedIndex<T>(definition.keys);
    ordered.rebuild(this.entries.values());
    return { hash, ordered };
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
    for (const { hash: index } of this.indexes) {
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
    const removed: Entry<T>[] = [];
    const added: Entry<T>[] = [];
    for (const { id, before, after } of changes) {
      const seq = this.entries.get(id)?.seq ?? ++this.seq;
      if (before) {
        for (const { hash } of this.indexes) hash.remove(id, before);
        removed.push({ seq, doc: before });
      }
      if (after) {
        this.entries.set(id, { doc: after, seq });
        for (const { hash } of this.indexes) hash.add(id, after);
        added.push({ seq, doc: after });
      } else {
        this.entries.delete(id);
      }
    }
    this.idOrder.apply(removed, added);
    for (const { ordered } of this.indexes) ordered.apply(removed, added);
    this.exists = true;
    this.log?.maybeCompact(this.entries.size, () => ({
      docs: [...this.entries.values()].map((entry) => entry.doc),
      indexes: this.indexes.map((index) => index.hash.definition),
    }));
  }
}

function matchEntries<T extends object>(entries: Iterable<Entry<T>>, matcher: Matcher, max?: number): T[] {
  const out: T[] = [];
  for (const entry of entries) {
    if (matcher(entry.doc)) out.push(entry.doc);
    if (max !== undefined && out.length >= max) break;
  }
  return out;
}

/** A sorted read with a limit is one page: only its first skip + limit matches are needed. */
function pageOrder(options: FindOptions | undefined): { sort: SortSpec; wanted: number } | null {
  if (!options?.sort || Object.keys(options.sort).length === 0 || !options.limit) return null;
  return { sort: options.sort, wanted: (options.skip ?? 0) + options.limit };
}

function sliceEnd(options: FindOptions | undefined): number | undefined {
  return options?.limit ? (options.skip ?? 0) + options.limit : undefined;
}
