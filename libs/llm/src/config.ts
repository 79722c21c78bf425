import { defineSlice } from "@cx/config";
import { Type } from "@sinclair/typebox";

/**
 * Settings of every model call (chat and embeddings). The JSON-valued ones are read as text here
 * and parsed by `resolveLlmSettings`, which names the variable when one is malformed.
 */
export const llmConfig = defineSlice({
  llmBaseUrl: {
    env: "LLM_BASE_URL",
    schema: Type.String({ pattern: "^https?://" }),
    description:
      "OpenAI-compatible endpoint up to the version (e.g. https://api.example.com/v1, or a local vLLM, Ollama or LiteLLM server); unset: the local deterministic engine and embedder.",
  },
  llmApiKey: {
    env: "LLM_API_KEY",
    schema: Type.String({ minLength: 1 }),
    secret: true,
    description: "Bearer key sent to LLM_BASE_URL (none is sent when unset).",
  },
  llmDefaultModel: {
    env: "LLM_DEFAULT_MODEL",
    schema: Type.String({ minLength: 1 }),
    default: "vendor-a-5-mini",
    description: "Model id used when an agent, test or analysis names none.",
  },
  llmModelMap: {
    env: "LLM_MODEL_MAP",
    schema: Type.String(),
    description:
      'JSON object from platform model id to the provider\'s model name, e.g. {"vendor-a-5-mini":"gpt-5-mini"}; unmapped ids are sent as they are.',
  },
  llmPrices: {
    env: "LLM_PRICES",
    schema: Type.String(),
    description:
      'JSON object of USD per million tokens by model id, e.g. {"my-model":{"input":0.5,"output":1.5}}; overrides or adds to the built-in prices of the platform\'s model ids.',
  },
  llmTimeoutMs: {
    env: "LLM_TIMEOUT_MS",
    schema: Type.Integer({ minimum: 100, maximum: 600000 }),
    default: 60000,
    description: "Time allowed to one model request (each retry has its own), and to waiting for a rate-limit token.",
  },
  llmMaxRetries: {
    env: "LLM_MAX_RETRIES",
    schema: Type.Integer({ minimum: 0, maximum: 10 }),
    default: 3,
    description:
      "Retries of a model request answered 429 or 5XX, or timed out (exponential back-off with jitter, honouring Retry-After).",
  },
  llmRateLimits: {
    env: "LLM_RATE_LIMITS",
    schema: Type.String(),
    description:
      'JSON object of request budgets by model id, e.g. {"vendor-a-5":{"requests":60,"per_seconds":60}} ("*" for every other model); shared by replicas through Redis when REDIS_URL is set. A call waits for its turn.',
  },
  llmEmbeddingsModel: {
    env: "LLM_EMBEDDINGS_MODEL",
    schema: Type.String({ minLength: 1 }),
    default: "text-embedding-3-small",
    description: "Embedding model asked of LLM_EMBEDDINGS_BASE_URL for knowledge search.",
  },
  llmEmbeddingsBaseUrl: {
    env: "LLM_EMBEDDINGS_BASE_URL",
    schema: Type.String({ pattern: "^(https?://|local$)" }),
    description:
      "OpenAI-compatible endpoint up to the version that serves POST /embeddings, when it is not LLM_BASE_URL (a chat-only vLLM or proxy serves none); `local`: the local embedder whatever LLM_BASE_URL is; unset: LLM_BASE_URL.",
  },
  llmEmbeddingsApiKey: {
    env: "LLM_EMBEDDINGS_API_KEY",
    schema: Type.String({ minLength: 1 }),
    secret: true,
    description: "Bearer key sent to the embeddings endpoint; unset: LLM_API_KEY.",
  },
});
