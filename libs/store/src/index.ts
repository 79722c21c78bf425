export { describeDocumentStoreContract } from "./contract.ts";
export { createDocumentStore, DEFAULT_DATABASE_PREFIX, type DocumentStoreConfig } from "./create-document-store.ts";
export type { CompactionPolicy } from "./embedded/collection-log.ts";
export { EmbeddedCollection, type ExplainResult } from "./embedded/embedded-collection.ts";
export {
  createEmbeddedStore,
  EmbeddedDatabase,
  EmbeddedStore,
  type EmbeddedStoreOptions,
} from "./embedded/embedded-store.ts";
export { createMongoStore, type MongoStoreOptions } from "./mongodb/mongo-store.ts";
export * from "./port.ts";
export { OutsideSubsetError } from "./subset.ts";
