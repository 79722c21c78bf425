export { describeDocumentStoreContract } from "./contract.ts";
export { createDocumentStore, DEFAULT_DATABASE_PREFIX, type DocumentStoreConfig } from "./create-document-store.ts";
export { type CompactionPolicy, LogCorruptError } from "./embedded/collection-log.ts";
export { EmbeddedCollection, type ExplainResult, IndexConflictError } from "./embedded/embedded-collection.ts";
export {
  createEmbeddedStore,
  EmbeddedDatabase,
  EmbeddedStore,
  type EmbeddedStoreOptions,
} from "./embedded/embedded-store.ts";
export { ParallelArraysError } from "./embedded/hash-index.ts";
export { UpdateTypeError } from "./embedded/update.ts";
export { findKeysetPage, type Page, type PageRequest } from "./keyset-page.ts";
export { createMongoStore, type MongoStoreOptions } from "./mongodb/mongo-store.ts";
export * from "./port.ts";
export { OutsideSubsetError } from "./subset.ts";
