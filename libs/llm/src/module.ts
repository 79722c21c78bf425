import { cacheModule, defineModule } from "@cx/runtime";
import { llmConfig } from "./config.ts";
import { createLanguageModel } from "./create-language-model.ts";
import { createEmbedder } from "./embeddings/create-embedder.ts";

/**
 * The language-model port as an internal module of the graph: the services that run agents,
 * judge, analyse or embed depend on it, and one configuration (`LLM_*`) serves them all. It
 * depends on the cache, which carries the rate limits shared by replicas.
 */
export const languageModelModule = defineModule({
  name: "llm",
  kind: "internal",
  dependencies: { cache: cacheModule },
  config: llmConfig,
  async init({ config, deps: { cache }, logger }) {
    return {
      provides: { model: createLanguageModel(config, { cache, logger }), embedder: createEmbedder(config, { logger }) },
    };
  },
});
