import type OpenAI from "openai";
import { providerCode, toLlmError } from "../openai/errors.ts";
import { openAiLibrary } from "../openai/library.ts";
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
      throw refusal(error, options.client.baseURL, options.model) ?? fromFailure(error, options.client.maxRetries);
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

function fromFailure(error: unknown, retries: number): EmbeddingError {
  const failure = toLlmError(error, retries);
  return new EmbeddingError(failure.code, failure.message);
}

/** What the operator changes when the endpoint answers each of the statuses no retry can change. */
const REMEDY: Record<number, string> = {
  400: "it refused the request: set LLM_EMBEDDINGS_MODEL to an embedding model it serves, or LLM_EMBEDDINGS_BASE_URL to another server",
  401: "it refused the key: set LLM_EMBEDDINGS_API_KEY (LLM_API_KEY when unset) to a key it accepts, or LLM_EMBEDDINGS_BASE_URL to another server",
  403: "it refused the key: set LLM_EMBEDDINGS_API_KEY (LLM_API_KEY when unset) to a key it accepts, or LLM_EMBEDDINGS_BASE_URL to another server",
  404: "it serves no embeddings, or not this model: set LLM_EMBEDDINGS_BASE_URL to a server that does (`local` for the built-in embedder), or LLM_EMBEDDINGS_MODEL to a model it serves",
};

/**
 * A 400, 401, 403 or 404: the endpoint, the key or the model is wrong, and asking again changes
 * nothing (a chat-only server answers 404 to every embeddings request). The message names the
 * endpoint, the model and the setting to change, so that whoever reads a failed document's error
 * knows what to fix; the endpoint is shown without any user, password or query it was set with.
 */
function refusal(error: unknown, baseUrl: string, model: string): EmbeddingError | null {
  if (!(error instanceof openAiLibrary().APIError) || error.status === undefined) return null;
  const remedy = REMEDY[error.status];
  if (!remedy) return null;
  const code = providerCode(error);
  return new EmbeddingError(
    "runtime_error",
    `The embeddings endpoint ${endpointOf(baseUrl)} answered ${error.status}${code ? ` (${code})` : ""} for model ${model}: ${remedy}.`,
    { retryable: false },
  );
}

function endpointOf(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, "")}/embeddings`;
  } catch {
    return "(unparsable URL)/embeddings";
  }
}
