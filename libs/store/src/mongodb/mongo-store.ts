import {
  BSON,
  type Db,
  type Document,
  type Collection as DriverCollection,
  type Filter as DriverFilter,
  type UpdateResult as DriverUpdateResult,
  MongoClient,
  type MongoClientOptions,
  MongoError,
  MongoServerError,
  type UpdateFilter,
} from "mongodb";
import {
  assertDocumentDepth,
  assertDocumentSize,
  assertSeedDepth,
  assertUpdateDepth,
  DocumentLimitError,
} from "../limits.ts";
import type * as port from "../port.ts";
import * as subset from "../subset.ts";
import { assertReplacementUpsertId, equalityFields, needsGeneratedId, newDocumentId } from "../upsert.ts";
import { translatingDuplicates } from "./duplicate-key.ts";

const NAMESPACE_NOT_FOUND = 26;
const INDEX_NOT_FOUND = 27;

/** What the driver sees: any document with the platform's string `_id`. */
type Row = Document & { _id: string };

export interface MongoStoreOptions {
  url: string;
  client?: MongoClientOptions;
}

function toResult(result: DriverUpdateResult<Row>): port.UpdateResult {
  return {
    matchedCount: result.matchedCount,
    modifiedCount: result.modifiedCount,
    upsertedId: result.upsertedId === null || result.upsertedId === undefined ? null : String(result.upsertedId),
  };
}

/** BSON's own serializer recurses, so depth is checked (iteratively) before size is computed. */
function assertStorable(doc: object, where = "document"): void {
  assertDocumentDepth(doc, where);
  assertDocumentSize(BSON.calculateObjectSize(doc as Document), where);
}

function assertUpdateStorable(filter: port.Filter, update: port.Update, upsert: boolean | undefined): void {
  assertUpdateDepth(update);
  if (upsert) assertSeedDepth(equalityFields(filter));
  // An update larger than a document can be makes a document larger than that too.
  assertDocumentSize(BSON.calculateObjectSize(update as Document), "update");
}

// The server's refusals of a document it would have to store too large or too deep.
const TOO_LARGE = new Set([10334, 17419, 17420]);

/** Turns the server's (or the driver's) document-limit refusals into the port's `DocumentLimitError`. */
async function translatingLimits<R>(call: () => Promise<R>): Promise<R> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MongoServerError && typeof error.code === "number" && TOO_LARGE.has(error.code)) {
      throw new DocumentLimitError("size");
    }
    if (error instanceof MongoError && /larger than the maximum|too large/i.test(error.message)) {
      throw new DocumentLimitError("size");
    }
    if (error instanceof MongoError && /nesting depth|levels of nesting/i.test(error.message)) {
      throw new DocumentLimitError("depth");
    }
    throw error;
  }
}

/** Leaves out options the caller did not give, rather than passing them to the driver as undefined. */
function defined<O extends Record<string, unknown>>(options: O): Partial<O> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<O>;
}

/** Upserts get a string `_id` (see `needsGeneratedId`) instead of the server's ObjectId. */
function withUpsertId(filter: port.Filter, update: port.Update, upsert: boolean | undefined): port.Update {
  if (!upsert || !needsGeneratedId(filter, update)) return update;
  return { ...update, $setOnInsert: { ...update.$setOnInsert, _id: newDocumentId() } };
}

class MongoCollection<T extends port.StoredDocument> implements port.Collection<T> {
  private readonly namespace: string;

  constructor(private readonly inner: DriverCollection<Row>) {
    this.namespace = inner.namespace;
  }

  private guarded<R>(call: () => Promise<R>): Promise<R> {
    return translatingLimits(() => translatingDuplicates(this.namespace, call));
  }

  async insertOne(doc: T): Promise<void> {
    subset.assertDocument(doc);
    assertStorable(doc);
    await this.guarded(() => this.inner.insertOne({ ...doc } as Row));
  }

  async insertMany(docs: T[]): Promise<void> {
    for (const [i, doc] of docs.entries()) subset.assertDocument(doc, `documents[${i}]`);
    for (const [i, doc] of docs.entries()) assertStorable(doc, `documents[${i}]`);
    if (docs.length === 0) return;
    await this.guarded(() =>
      this.inner.insertMany(
        docs.map((doc) => ({ ...doc }) as Row),
        { ordered: true },
      ),
    );
  }

  async findOne(filter: port.Filter, options?: port.FindOptions): Promise<T | null> {
    subset.assertFilter(filter);
    subset.assertFindOptions(options);
    const doc = await this.inner.findOne(
      filter as DriverFilter<Row>,
      defined({ sort: options?.sort, skip: options?.skip, projection: options?.projection }),
    );
    return doc as unknown as T | null;
  }

  async find(filter: port.Filter, options?: port.FindOptions): Promise<T[]> {
    subset.assertFilter(filter);
    subset.assertFindOptions(options);
    const docs = await this.inner
      .find(
        filter as DriverFilter<Row>,
        defined({ sort: options?.sort, skip: options?.skip, limit: options?.limit, projection: options?.projection }),
      )
      .toArray();
    return docs as unknown as T[];
  }

  async countDocuments(filter: port.Filter): Promise<number> {
    subset.assertFilter(filter);
    return this.inner.countDocuments(filter as DriverFilter<Row>);
  }

  async updateOne(
    filter: port.Filter,
    update: port.Update,
    options?: { upsert?: boolean },
  ): Promise<port.UpdateResult> {
    subset.assertFilter(filter);
    subset.assertUpdate(update);
    assertUpdateStorable(filter, update, options?.upsert);
    const result = await this.guarded(() =>
      this.inner.updateOne(
        filter as DriverFilter<Row>,
        withUpsertId(filter, update, options?.upsert) as UpdateFilter<Row>,
        { upsert: options?.upsert ?? false },
      ),
    );
    return toResult(result);
  }

  async updateMany(filter: port.Filter, update: port.Update): Promise<port.UpdateResult> {
    subset.assertFilter(filter);
    subset.assertUpdate(update);
    assertUpdateStorable(filter, update, false);
    const result = await this.guarded(() =>
      this.inner.updateMany(filter as DriverFilter<Row>, update as UpdateFilter<Row>),
    );
    return toResult(result);
  }

  async findOneAndUpdate(
    filter: port.Filter,
    update: port.Update,
    options?: { upsert?: boolean; returnDocument?: "before" | "after"; sort?: port.SortSpec },
  ): Promise<T | null> {
    subset.assertFilter(filter);
    subset.assertUpdate(update);
    assertUpdateStorable(filter, update, options?.upsert);
    if (options?.sort) subset.assertSort(options.sort, "options.sort");
    const doc = await this.guarded(() =>
      this.inner.findOneAndUpdate(
        filter as DriverFilter<Row>,
        withUpsertId(filter, update, options?.upsert) as UpdateFilter<Row>,
        {
          upsert: options?.upsert ?? false,
          returnDocument: options?.returnDocument ?? "before",
          includeResultMetadata: false,
          ...defined({ sort: options?.sort }),
        },
      ),
    );
    return doc as unknown as T | null;
  }

  async replaceOne(filter: port.Filter, doc: T, options?: { upsert?: boolean }): Promise<port.UpdateResult> {
    subset.assertFilter(filter);
    subset.assertReplacement(doc);
    assertStorable(doc, "replacement");
    if (options?.upsert) assertReplacementUpsertId(filter, doc);
    const result = await this.guarded(() =>
      this.inner.replaceOne(filter as DriverFilter<Row>, { ...doc } as Row, { upsert: options?.upsert ?? false }),
    );
    return toResult(result as DriverUpdateResult<Row>);
  }

  async deleteOne(filter: port.Filter): Promise<number> {
    subset.assertFilter(filter);
    const result = await this.inner.deleteOne(filter as DriverFilter<Row>);
    return result.deletedCount;
  }

  async deleteMany(filter: port.Filter): Promise<number> {
    subset.assertFilter(filter);
    const result = await this.inner.deleteMany(filter as DriverFilter<Row>);
    return result.deletedCount;
  }

  async createIndexes(specs: port.IndexSpec[]): Promise<void> {
    subset.assertIndexSpecs(specs);
    if (specs.length === 0) return;
    // Names are always sent so both adapters agree on them; `unique: false` is left out because
    // the server would otherwise see different options than an index created without it.
    const descriptions = specs.map((spec) => ({
      key: spec.keys,
      name: spec.name ?? subset.defaultIndexName(spec.keys),
      ...(spec.unique ? { unique: true } : {}),
    }));
    await this.guarded(() => this.inner.createIndexes(descriptions));
  }

  async listIndexes(): Promise<port.IndexSpec[]> {
    try {
      const infos = await this.inner.listIndexes().toArray();
      return infos.map((info) => ({
        name: String(info.name),
        keys: info.key as Record<string, 1 | -1>,
        // The server does not flag the _id index as unique, but it is.
        unique: info.name === "_id_" || info.unique === true,
      }));
    } catch (error) {
      if (error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND) return [];
      throw error;
    }
  }

  async dropIndex(name: string): Promise<void> {
    subset.assertDroppableIndex(name);
    try {
      await this.inner.dropIndex(name);
    } catch (error) {
      const absent =
        error instanceof MongoServerError && (error.code === INDEX_NOT_FOUND || error.code === NAMESPACE_NOT_FOUND);
      if (!absent) throw error;
    }
  }
}

class MongoDatabase implements port.Database {
  readonly name: string;

  constructor(private readonly db: Db) {
    this.name = db.databaseName;
  }

  collection<T extends port.StoredDocument>(name: string): port.Collection<T> {
    return new MongoCollection<T>(this.db.collection<Row>(name));
  }

  async drop(): Promise<void> {
    await this.db.dropDatabase();
  }
}

class MongoStore implements port.DocumentStore {
  readonly kind = "mongodb" as const;
  private readonly client: MongoClient;

  constructor(options: MongoStoreOptions) {
    // The driver connects lazily on the first operation and reconnects on its own.
    this.client = new MongoClient(options.url, options.client);
  }

  database(name: string): port.Database {
    return new MongoDatabase(this.client.db(name));
  }

  async ping(): Promise<void> {
    await this.client.db("admin").admin().command({ ping: 1 });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

export function createMongoStore(options: MongoStoreOptions): port.DocumentStore {
  return new MongoStore(options);
}
