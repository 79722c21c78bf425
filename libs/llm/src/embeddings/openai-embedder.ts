import type OpenAI from "openai";
import { toLlmError } from "../openai/errors.ts";
import type { Embedder } from "../port.ts";
import { EmbeddingError } from "./embedding-error.ts";
import { normalize } from "./vectors.ts";

export interface OpenAiEmbedderOptions {
  /** The process's OpenAI client (`createOpenAiClient`): same endpoint, key, timeout and retries as chat. */
  client: OpenAI;
  model: string;
  /** Texts per request. */
  batchSize?: number;
}

/** An adapter for any server that speaks the OpenAI `POST /embeddings` protocol. */
export function createOpenAiEmbedder(options: OpenAiEmbedderOptions): Embedder {
  const batchSize = options.batchSize ?? 64;

  async function embedBatch(batch: readonly string[]): Promise<Float32Array[]> {
    let data: OpenAI.Embeddings.Embedding[];
    try {
      // Floats, not the base64 default: not every compatible server speaks base64.
      const response = await options.client.embeddings.create({
        model: options.model,
        input: [...batch],
        encoding_format: "float",
      });
      data = response.data;
    } catch (error) {
      const failure = toLlmError(error, options.client.maxRetries);
      throw new EmbeddingError(failure.code, failure.message);
    }
    if (!Array.isArray(data) || data.length !== batch.length) {
      throw new EmbeddingError("runtime_error", "The embeddings endpoint answered with a malformed body.");
    }
    const vectors: Float32Array[] = new Array(batch.length);
    for (const [position, item] of data.entries()) {
      const index = typeof item.index === "number" ? item.index : position;
      if (
        !Array.isArray(item.embedding) ||
        index < 0 ||
        index >= batch.length ||
        !item.embedding.every(Number.isFinite)
      ) {
        throw new EmbeddingError("runtime_error", "The embeddings endpoint answered with a malformed embedding.");
      }
      vectors[index] = normalize(Float32Array.from(item.embedding));
    }
    return vectors;
  }

  return {
    id: `openai:${options.model}`,
    async embed(texts) {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += batchSize) out.push(...(await embedBatch(texts.slice(i, i + batchSize))));
      return out;
    },
  };
}
