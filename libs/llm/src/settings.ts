import { ConfigError, type ConfigValues } from "@cx/config";
import { type Static, type TSchema, Type } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import type { llmConfig } from "./config.ts";
import { type PriceTable, priceTable } from "./prices.ts";

export type LlmConfig = ConfigValues<typeof llmConfig>;

/** A request budget: `requests` per `perSeconds`, shared by every replica on one cache. */
export interface ModelRateLimit {
  requests: number;
  perSeconds: number;
}

/** The configuration, with its JSON-valued settings parsed. */
export interface LlmSettings {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  defaultModel: string;
  modelMap: Readonly<Record<string, string>>;
  prices: PriceTable;
  timeoutMs: number;
  maxRetries: number;
  /** By model id; `*` applies to every model without its own entry (each model has its own budget). */
  rateLimits: Readonly<Record<string, ModelRateLimit>>;
  embeddingsModel: string;
  /** Where embeddings are asked for: LLM_EMBEDDINGS_BASE_URL, else LLM_BASE_URL; undefined for the local embedder. */
  embeddingsBaseUrl: string | undefined;
  embeddingsApiKey: string | undefined;
}

const ModelMapSchema = Type.Record(Type.String({ minLength: 1 }), Type.String({ minLength: 1 }));
const PricesSchema = Type.Record(
  Type.String({ minLength: 1 }),
  Type.Object(
    { input: Type.Number({ minimum: 0 }), output: Type.Number({ minimum: 0 }) },
    { additionalProperties: false },
  ),
);
const RateLimitsSchema = Type.Record(
  Type.String({ minLength: 1 }),
  Type.Object(
    {
      requests: Type.Integer({ minimum: 1 }),
      per_seconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 86400 })),
    },
    { additionalProperties: false },
  ),
);

function parseJsonSetting<S extends TSchema>(
  env: string,
  raw: string | undefined,
  schema: S,
  problems: string[],
): Static<S> | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    problems.push(`${env} is invalid (not JSON)`);
    return undefined;
  }
  if (!Value.Check(schema, value)) {
    const first = [...Value.Errors(schema, value)][0];
    problems.push(`${env} is invalid (${first ? `${first.path || "/"}: ${first.message}` : "unexpected shape"})`);
    return undefined;
  }
  return value;
}

/** Parses the JSON-valued settings; a malformed one stops the process with a message naming it. */
export function resolveLlmSettings(config: LlmConfig): LlmSettings {
  const problems: string[] = [];
  const modelMap = parseJsonSetting("LLM_MODEL_MAP", config.llmModelMap, ModelMapSchema, problems) ?? {};
  const prices = parseJsonSetting("LLM_PRICES", config.llmPrices, PricesSchema, problems) ?? {};
  const limits = parseJsonSetting("LLM_RATE_LIMITS", config.llmRateLimits, RateLimitsSchema, problems) ?? {};
  if (problems.length > 0) throw new ConfigError(problems);
  const rateLimits: Record<string, ModelRateLimit> = {};
  for (const [model, limit] of Object.entries(limits)) {
    rateLimits[model] = { requests: limit.requests, perSeconds: limit.per_seconds ?? 60 };
  }
  const baseUrl = config.llmBaseUrl?.trim() || undefined;
  const apiKey = config.llmApiKey || undefined;
  const embeddingsBase = config.llmEmbeddingsBaseUrl?.trim() || undefined;
  return {
    baseUrl,
    apiKey,
    defaultModel: config.llmDefaultModel,
    modelMap,
    prices: priceTable(prices),
    timeoutMs: config.llmTimeoutMs,
    maxRetries: config.llmMaxRetries,
    rateLimits,
    embeddingsModel: config.llmEmbeddingsModel,
    embeddingsBaseUrl: embeddingsBase === "local" ? undefined : (embeddingsBase ?? baseUrl),
    embeddingsApiKey: config.llmEmbeddingsApiKey || apiKey,
  };
}

/** The platform model id a request runs on: an empty id means the default model. */
export function platformModel(settings: Pick<LlmSettings, "defaultModel">, model: string): string {
  return model.trim() === "" ? settings.defaultModel : model;
}
