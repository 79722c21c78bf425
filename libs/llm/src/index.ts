export { llmConfig } from "./config.ts";
export { createLanguageModel, type LanguageModelDeps } from "./create-language-model.ts";
export { createEmbedder } from "./embeddings/create-embedder.ts";
export { EmbeddingError } from "./embeddings/embedding-error.ts";
export { createLocalEmbedder, LOCAL_DIMENSIONS } from "./embeddings/local-embedder.ts";
export * from "./port.ts";
export { costUsd, DEFAULT_PRICES, type ModelPrice, type PriceTable, priceTable } from "./prices.ts";
export { type LlmConfig, type LlmSettings, type ModelRateLimit, resolveLlmSettings } from "./settings.ts";
export { estimateInputTokens, estimateTokens } from "./tokens.ts";
