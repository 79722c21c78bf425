import { normalize } from "../domain/vectors.ts";
import { type Embedder, EmbeddingError } from "./port.ts";

export interface OpenAiEmbedderOptions {
  /** Up to the version segment, e.g. `https://api.example.com/v1`; `/embeddings` is appended. */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Texts per request. */
  batchSize?: number;
  timeoutMs?: number;
}

interface EmbeddingsResponse {
  data?: { index?: number; embedding?: unknown }[];
}

/** An adapter for any server that speaks the OpenAI `POST /embeddings` protocol. */
export function createOpenAiEmbedder(options: OpenAiEmbedderOptions): Embedder {
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/embeddings`;
  const batchSize = options.batchSize ?? 64;
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function embedBatch(batch: readonly string[]): Promise<Float32Array[]> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers,
        body: JSON.stringify({ model: options.model, input: batch }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new EmbeddingError(`The embeddings endpoint could not be reached (${(error as Error).name}).`);
    }
    if (!response.ok) {
      // The body may echo the request; only the status is reported.
      await response.body?.cancel();
      throw new EmbeddingError(`The embeddings endpoint answered ${response.status}.`);
    }
    const body = (await response.json().catch(() => null)) as EmbeddingsResponse | null;
    const data = body?.data;
    if (!Array.isArray(data) || data.length !== batch.length) {
      throw new EmbeddingError("The embeddings endpoint answered with a malformed body.");
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
        throw new EmbeddingError("The embeddings endpoint answered with a malformed embedding.");
      }
      vectors[index] = normalize(Float32Array.from(item.embedding as number[]));
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
