import { createEmbeddedStore } from "./embedded/embedded-store.ts";
import type { Database, DocumentStore } from "./port.ts";

export interface DocumentStoreConfig {
  /** When set, the official driver is used; otherwise the embedded engine. */
  mongoUrl?: string;
  /** Where the embedded engine keeps its files; `null` keeps them in memory. */
  dataDir: string | null;
  /** Prepended to every database name, so the platform's databases are recognisable. Default `cx_`. */
  databasePrefix?: string;
}

export const DEFAULT_DATABASE_PREFIX = "cx_";

/** Delegates to `inner`, naming each database `<prefix><name>`. */
class PrefixedStore implements DocumentStore {
  readonly kind: DocumentStore["kind"];

  constructor(
    private readonly inner: DocumentStore,
    private readonly prefix: string,
  ) {
    this.kind = inner.kind;
  }

  database(name: string): Database {
    return this.inner.database(`${this.prefix}${name}`);
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

export function createDocumentStore(config: DocumentStoreConfig): DocumentStore {
  // The MongoDB driver is loaded only by processes that use it (it weighs some 45 MB of memory).
  const inner = config.mongoUrl
    ? (require("./mongodb/mongo-store.ts") as typeof import("./mongodb/mongo-store.ts")).createMongoStore({
        url: config.mongoUrl,
      })
    : createEmbeddedStore({ dataDir: config.dataDir });
  return new PrefixedStore(inner, config.databasePrefix ?? DEFAULT_DATABASE_PREFIX);
}
