import { type Static, Type } from "@sinclair/typebox";
import { DateTime, LiteralUnion, Nullable } from "../builders.ts";
import { KnowledgeDocumentType } from "../resources/agent-config.ts";
import { EventPayload } from "./base.ts";

/** Work for an import worker (fetch, extract, chunk, embed, index). */
export const DocumentImportRequestedEvent = EventPayload({
  document_id: Type.String(),
  type: KnowledgeDocumentType,
  source_url: Type.Optional(Nullable(Type.String())),
});
export type DocumentImportRequestedEvent = Static<typeof DocumentImportRequestedEvent>;

/** Indexing finished either way: `ready` with counts, or `failed` with `error`. */
export const INDEXING_OUTCOMES = ["ready", "failed"] as const;
export const DocumentIndexedEvent = EventPayload({
  document_id: Type.String(),
  name: Type.Optional(Type.String()),
  status: LiteralUnion(INDEXING_OUTCOMES),
  chunk_count: Type.Optional(Type.Integer({ minimum: 0 })),
  byte_size: Type.Optional(Type.Integer({ minimum: 0 })),
  error: Type.Optional(Nullable(Type.String())),
  indexed_at: Type.Optional(Nullable(DateTime())),
});
export type DocumentIndexedEvent = Static<typeof DocumentIndexedEvent>;

/** Versions keep the document's name, so consumers only drop their copies of its chunks. */
export const DocumentDeletedEvent = EventPayload({
  document_id: Type.String(),
  name: Type.Optional(Type.String()),
});
export type DocumentDeletedEvent = Static<typeof DocumentDeletedEvent>;
