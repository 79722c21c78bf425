import type { Cache } from "@cx/cache";
import { createLogger, type Logger } from "@cx/logger";
import { instrumented } from "./instrumented.ts";
import { createLocalLanguageModel } from "./local/local-language-model.ts";
import { createOpenAiClient } from "./openai/client.ts";
import { createOpenAiLanguageModel } from "./openai/openai-language-model.ts";
import type { LanguageModel } from "./port.ts";
import { withRateLimits } from "./rate-limits.ts";
import { type LlmConfig, resolveLlmSettings } from "./settings.ts";

export interface LanguageModelDeps {
  /** Carries the rate limits (shared by replicas when it is Redis); needed when LLM_RATE_LIMITS is set. */
  cache?: Cache;
  logger?: Logger;
}

/** The OpenAI-compatible adapter when LLM_BASE_URL is set, else the local engine; rate-limited and traced. */
export function createLanguageModel(config: LlmConfig, deps: LanguageModelDeps = {}): LanguageModel {
  const settings = resolveLlmSettings(config);
  const logger = deps.logger ?? createLogger("llm");
  let model: LanguageModel = settings.baseUrl
    ? createOpenAiLanguageModel({
        client: createOpenAiClient({ ...settings, baseUrl: settings.baseUrl }, logger),
        defaultModel: settings.defaultModel,
        modelMap: settings.modelMap,
        prices: settings.prices,
      })
    : createLocalLanguageModel({ defaultModel: settings.defaultModel, prices: settings.prices });
  if (Object.keys(settings.rateLimits).length > 0) {
    if (!deps.cache) throw new Error("LLM_RATE_LIMITS is set but no cache was given to share the budget through");
    model = withRateLimits(model, {
      cache: deps.cache,
      limits: settings.rateLimits,
      defaultModel: settings.defaultModel,
      maxWaitMs: settings.timeoutMs,
    });
  }
  return instrumented(model, { defaultModel: settings.defaultModel, logger });
}
