/**
 * Rules on an agent configuration (part 2.7) that do not need storage: validation with the path
 * of every offence, the one default the specification fixes, what a config attaches, and whether
 * it may take production traffic.
 */
import { AgentConfig, DEFAULT_MAX_RETRIEVED_RAG_CHUNKS, type FieldError, fieldErrors } from "@cx/contracts";
import { isPlainObject, type JsonObject } from "./json.ts";

/** Offences with JSON-pointer paths under `pointer` (e.g. `/config`). Empty when valid. */
export function configErrors(config: unknown, pointer = ""): FieldError[] {
  return fieldErrors(AgentConfig, config).map((field) => ({ path: `${pointer}${field.path}`, message: field.message }));
}

/**
 * The stored form of a valid config: a copy with `rag.max_retrieved_rag_chunks_count` filled in
 * (part 8: default 5) wherever `rag` is present without it. Storing the default rather than
 * applying it on read keeps versions, merges and `changed_paths` about one and the same value.
 */
export function normalizeConfig(config: JsonObject): JsonObject {
  const copy = structuredClone(config);
  const agent = copy.agent;
  const prompt = isPlainObject(agent) ? agent.prompt : undefined;
  const rag = isPlainObject(prompt) ? prompt.rag : undefined;
  if (isPlainObject(rag) && rag.max_retrieved_rag_chunks_count === undefined) {
    rag.max_retrieved_rag_chunks_count = DEFAULT_MAX_RETRIEVED_RAG_CHUNKS;
  }
  return copy;
}

/** Each `agent.prompt.knowledge_base` entry's document id, with the entry's index. */
export function knowledgeEntries(config: JsonObject): { index: number; id: string }[] {
  const agent = config.agent;
  const prompt = isPlainObject(agent) ? agent.prompt : undefined;
  const entries = isPlainObject(prompt) && Array.isArray(prompt.knowledge_base) ? prompt.knowledge_base : [];
  return entries.flatMap((entry, index) =>
    isPlainObject(entry) && typeof entry.id === "string" ? [{ index, id: entry.id }] : [],
  );
}

/** The knowledge documents a config attaches (`agent.prompt.knowledge_base[].id`), once each. */
export function knowledgeDocumentIds(config: JsonObject): string[] {
  return [...new Set(knowledgeEntries(config).map(({ id }) => id))];
}

/** Offences for every attached document that is not a document of the workspace. */
export function unknownDocumentErrors(config: JsonObject, exists: (id: string) => boolean, pointer: string) {
  return knowledgeEntries(config)
    .filter(({ id }) => !exists(id))
    .map(({ index }) => ({
      path: `${pointer}/agent/prompt/knowledge_base/${index}/id`,
      message: "is not a knowledge document of this workspace",
    }));
}

export type ReadinessProblem =
  | { problem: "invalid_config"; fields: FieldError[] }
  | { problem: "knowledge_document_deleted"; document_ids: string[] };

/**
 * Whether a published config may take production traffic (`deployment_stale` otherwise): it must
 * still validate against the configuration schema in force (a stored version may predate a
 * tightening of it), and every knowledge document it attaches must still exist. A document
 * deleted since the version was published (the knowledge service's `force` delete) is what makes
 * a once-ready branch "no longer ready".
 */
export function readinessProblems(config: unknown, isDeletedDocument: (id: string) => boolean): ReadinessProblem[] {
  const fields = configErrors(config);
  if (fields.length > 0) return [{ problem: "invalid_config", fields }];
  const deleted = knowledgeDocumentIds(config as JsonObject).filter(isDeletedDocument);
  return deleted.length > 0 ? [{ problem: "knowledge_document_deleted", document_ids: deleted }] : [];
}
