import { createLogger, type Logger } from "@cx/logger";
import { createOpenAiClient } from "../openai/client.ts";
import type { Embedder } from "../port.ts";
import { type LlmConfig, resolveLlmSettings } from "../settings.ts";
import { createLocalEmbedder } from "./local-embedder.ts";
import { createOpenAiEmbedder } from "./openai-embedder.ts";

/** The OpenAI-compatible adapter when LLM_BASE_URL is set (LLM_EMBEDDINGS_MODEL), else the local embedder. */
export function createEmbedder(config: LlmConfig, deps: { logger?: Logger } = {}): Embedder {
  const settings = resolveLlmSettings(config);
  if (settings.baseUrl) {
    const logger = deps.logger ?? createLogger("llm");
    return createOpenAiEmbedder({
      client: createOpenAiClient({ ...settings, baseUrl: settings.baseUrl }, logger),
      model: settings.embeddingsModel,
    });
  }
  return createLocalEmbedder();
}
