import { createLogger, type Logger } from "@cx/logger";
import { createOpenAiClient } from "../openai/client.ts";
import type { Embedder } from "../port.ts";
import { type LlmConfig, resolveLlmSettings } from "../settings.ts";
import { createLocalEmbedder } from "./local-embedder.ts";
import { createOpenAiEmbedder } from "./openai-embedder.ts";

/**
 * The OpenAI-compatible adapter when an embeddings endpoint is configured (LLM_EMBEDDINGS_BASE_URL,
 * else LLM_BASE_URL), else the local embedder. It has a client of its own: the endpoint and key
 * may differ from the chat's, since many chat servers serve no embeddings.
 */
export function createEmbedder(config: LlmConfig, deps: { logger?: Logger } = {}): Embedder {
  const settings = resolveLlmSettings(config);
  if (settings.embeddingsBaseUrl) {
    const logger = deps.logger ?? createLogger("llm");
    return createOpenAiEmbedder({
      client: createOpenAiClient(
        { ...settings, baseUrl: settings.embeddingsBaseUrl, apiKey: settings.embeddingsApiKey },
        logger,
      ),
      model: settings.embeddingsModel,
    });
  }
  return createLocalEmbedder();
}
