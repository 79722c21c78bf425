/**
 * The document store port: the subset of MongoDB that repositories may use. Both adapters (the
 * official driver and the embedded engine) implement exactly this, and one contract suite holds
 * them to the same behaviour. Anything not listed here is outside the subset; see
 * `docs/decisions/document-store-subset.md`.
 */

/** Every stored document has a string `_id`; the platform makes its own prefixed ids. */
export interface StoredDocument {
  _id: string;
}

/**
 * A MongoDB query filter. Supported: field equality (dotted paths, array membership), `$ne`,
 * `$gt`, `$gte`, `$lt`, `$lte`, `$in`, `$exists`, `$regex` (+ `$options: "i"`), `$and`, `$or`,
 * `$size`.
 */
export type Filter = Record<string, unknown>;

/**
 * A MongoDB update document. Supported operators: `$set`, `$unset`, `$inc`, `$push` (with
 * `$each`), `$pull`, `$setOnInsert`, `$max`.
 */
export type Update = Record<string, Record<string, unknown>>;

export type SortSpec = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: SortSpec;
  limit?: number;
  skip?: number;
  /** Inclusion (`1`) or exclusion (`0`) projection; not both, except `_id: 0`. */
  projection?: Record<string, 0 | 1>;
}

export interface IndexSpec {
  keys: Record<string, 1 | -1>;
  unique?: boolean;
  name?: string;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedId: string | null;
}

export interface Collection<T extends StoredDocument> {
  /** Throws `DuplicateKeyError` when a unique index (or `_id`) would be violated. */
  insertOne(doc: T): Promise<void>;
  insertMany(docs: T[]): Promise<void>;
  findOne(filter: Filter, options?: FindOptions): Promise<T | null>;
  find(filter: Filter, options?: FindOptions): Promise<T[]>;
  countDocuments(filter: Filter): Promise<number>;
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  /** Atomic read-modify-write of the first match (by `sort` when given). */
  findOneAndUpdate(
    filter: Filter,
    update: Update,
    options?: { upsert?: boolean; returnDocument?: "before" | "after"; sort?: SortSpec },
  ): Promise<T | null>;
  replaceOne(filter: Filter, doc: T, options?: { upsert?: boolean }): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter: Filter): Promise<number>;
  /** Idempotent: creating an index that exists with the same keys and options does nothing. */
  createIndexes(specs: IndexSpec[]): Promise<void>;
  listIndexes(): Promise<IndexSpec[]>;
  /** Idempotent: dropping an index that does not exist does nothing. The `_id_` index cannot be dropped. */
  dropIndex(name: string): Promise<void>;
}

/** One service's own database. No other service opens it. */
export interface Database {
  readonly name: string;
  collection<T extends StoredDocument>(name: string): Collection<T>;
  /** Removes every collection of this database (used by tests). */
  drop(): Promise<void>;
}

export interface DocumentStore {
  readonly kind: "mongodb" | "embedded";
  database(name: string): Database;
  /** Resolves when the store answers; rejects otherwise (used by readiness). */
  ping(): Promise<void>;
  /** Flushes pending writes and releases connections or files. */
  close(): Promise<void>;
}

/** The same error for both adapters, raised on a unique-key violation (MongoDB code 11000). */
export class DuplicateKeyError extends Error {
  readonly code = 11000;
  constructor(
    readonly collection: string,
    readonly keyPattern: Record<string, 1 | -1>,
  ) {
    super(`E11000 duplicate key error collection: ${collection} index keys ${JSON.stringify(keyPattern)}`);
    this.name = "DuplicateKeyError";
  }
}
