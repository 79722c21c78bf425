export {
  type BusKnowledgeSourceOptions,
  createBusKnowledgeSource,
  KnowledgeReplyInvalidError,
  type KnowledgeSearchQuery,
  type KnowledgeSource,
} from "./bus-knowledge-source.ts";
