import { rmSync } from "node:fs";
import { join } from "node:path";
import type { Database, DocumentStore, StoredDocument } from "../port.ts";
import { CollectionLog, type CompactionPolicy, DEFAULT_COMPACTION } from "./collection-log.ts";
import { EmbeddedCollection } from "./embedded-collection.ts";

export interface EmbeddedStoreOptions {
  /** `null` keeps everything in memory; a path keeps `<dataDir>/<database>/<collection>.jsonl`. */
  dataDir: string | null;
  compaction?: Partial<CompactionPolicy>;
}

// Names become file and directory names, so they are held to what is safe on every filesystem.
const DATABASE_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const COLLECTION_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,119}$/;

export class EmbeddedDatabase implements Database {
  private readonly collections = new Map<string, EmbeddedCollection<StoredDocument>>();

  constructor(
    readonly name: string,
    private readonly dir: string | null,
    private readonly policy: CompactionPolicy,
    private readonly assertOpen: () => void,
  ) {}

  collection<T extends StoredDocument>(name: string): EmbeddedCollection<T> {
    if (!COLLECTION_NAME.test(name) || name.includes("..")) throw new Error(`invalid collection name "${name}"`);
    let collection = this.collections.get(name);
    if (!collection) {
      const log = this.dir ? new CollectionLog(join(this.dir, `${name}.jsonl`), this.policy) : null;
      collection = new EmbeddedCollection(`${this.name}.${name}`, log, this.assertOpen);
      this.collections.set(name, collection);
    }
    return collection as unknown as EmbeddedCollection<T>;
  }

  async drop(): Promise<void> {
    this.assertOpen();
    for (const collection of this.collections.values()) collection.reset();
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }

  close(): void {
    for (const collection of this.collections.values()) collection.close();
  }
}

export class EmbeddedStore implements DocumentStore {
  readonly kind = "embedded" as const;
  private readonly databases = new Map<string, EmbeddedDatabase>();
  private readonly policy: CompactionPolicy;
  private closed = false;

  constructor(
    private readonly dataDir: string | null,
    compaction?: Partial<CompactionPolicy>,
  ) {
    this.policy = { ...DEFAULT_COMPACTION, ...compaction };
  }

  database(name: string): EmbeddedDatabase {
    if (!DATABASE_NAME.test(name)) throw new Error(`invalid database name "${name}"`);
    let database = this.databases.get(name);
    if (!database) {
      const dir = this.dataDir ? join(this.dataDir, name) : null;
      database = new EmbeddedDatabase(name, dir, this.policy, this.assertOpen);
      this.databases.set(name, database);
    }
    return database;
  }

  async ping(): Promise<void> {
    this.assertOpen();
  }

  /** Every write is already on disk when its promise resolves; closing releases the files. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const database of this.databases.values()) database.close();
  }

  private readonly assertOpen = (): void => {
    if (this.closed) throw new Error("the embedded document store is closed");
  };
}

export function createEmbeddedStore(options: EmbeddedStoreOptions): EmbeddedStore {
  return new EmbeddedStore(options.dataDir, options.compaction);
}
