export { createDocumentStore, DEFAULT_DATABASE_PREFIX, type DocumentStoreConfig } from "./create-document-store.ts";
export { EmbeddedCollection, type ExplainResult, IndexConflictError } from "./embedded/embedded-collection.ts";
export { EmbeddedDatabase } from "./embedded/embedded-database.ts";
export {
  createEmbeddedStore,
  DataDirectoryInUseError,
  EmbeddedStore,
  type EmbeddedStoreOptions,
} from "./embedded/embedded-store.ts";
export { LegacyDataError } from "./embedded/legacy-migration.ts";
export { UpdateTypeError } from "./embedded/update.ts";
export {
  type CursorBinding,
  cursorKey,
  encodeCursor,
  findKeysetPage,
  isSeq,
  isTimeAndId,
  type ListPage,
  listPage,
  type Page,
  type PageRequest,
  pageOf,
  readCursor,
} from "./keyset-page.ts";
export { DocumentLimitError, MAX_DOCUMENT_BYTES, MAX_DOCUMENT_DEPTH, nestingDepth } from "./limits.ts";
export * from "./port.ts";
export { MIGRATIONS_COLLECTION, renameStoredFields, renameStoredFieldsIn } from "./rename-fields.ts";
export { OutsideSubsetError } from "./subset.ts";
export { requireTenant } from "./tenancy.ts";
