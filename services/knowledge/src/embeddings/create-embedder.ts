import { createLocalEmbedder } from "./local-embedder.ts";
import { createOpenAiEmbedder } from "./openai-embedder.ts";
import type { Embedder } from "./port.ts";

export interface EmbeddingsSettings {
  embeddingsBaseUrl?: string | undefined;
  embeddingsApiKey?: string | undefined;
  embeddingsModel: string;
}

/** The OpenAI-compatible adapter when an endpoint is configured, else the local embedder. */
export function createEmbedder(settings: EmbeddingsSettings): Embedder {
  if (settings.embeddingsBaseUrl) {
    return createOpenAiEmbedder({
      baseUrl: settings.embeddingsBaseUrl,
      apiKey: settings.embeddingsApiKey,
      model: settings.embeddingsModel,
    });
  }
  return createLocalEmbedder();
}
