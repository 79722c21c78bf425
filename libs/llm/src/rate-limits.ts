import type { Cache, RateLimiter } from "@cx/cache";
import { type ChatRequest, type ChatStreamEvent, type LanguageModel, LlmError } from "./port.ts";
import { type ModelRateLimit, platformModel } from "./settings.ts";

export interface RateLimitOptions {
  cache: Cache;
  /** By platform model id; `*` for every model without its own entry. */
  limits: Readonly<Record<string, ModelRateLimit>>;
  defaultModel: string;
  /** How long a call may wait for its turn. */
  maxWaitMs: number;
}

/** Spreads replicas that were refused together, so they do not all come back at the same instant. */
const SPREAD_MS = 100;

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new LlmError("runtime_error", "The model call was cancelled."));
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new LlmError("runtime_error", "The model call was cancelled."));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Limits calls per model with the cache's rate limiter (rate-limiter-flexible; on Redis every
 * replica draws from one budget). A call over the budget waits for the next window instead of
 * failing; when no turn comes within `maxWaitMs` it fails with `quota_exceeded`.
 */
export function withRateLimits(model: LanguageModel, options: RateLimitOptions): LanguageModel {
  const limiters = new Map<string, RateLimiter | null>();
  const limiterFor = (id: string): RateLimiter | null => {
    let limiter = limiters.get(id);
    if (limiter === undefined) {
      const limit = options.limits[id] ?? options.limits["*"];
      limiter = limit
        ? options.cache.rateLimiter({ name: `llm:${id}`, points: limit.requests, windowSeconds: limit.perSeconds })
        : null;
      limiters.set(id, limiter);
    }
    return limiter;
  };

  const waitForTurn = async (request: ChatRequest): Promise<void> => {
    const id = platformModel(options, request.model);
    const limiter = limiterFor(id);
    if (!limiter) return;
    const deadline = Date.now() + options.maxWaitMs;
    for (;;) {
      const decision = await limiter.consume("calls");
      if (decision.allowed) return;
      const wait = decision.retryAfterSeconds * 1000 + Math.floor(Math.random() * SPREAD_MS);
      if (Date.now() + wait > deadline) {
        throw new LlmError(
          "quota_exceeded",
          `The request budget of ${id} left no turn within ${options.maxWaitMs} ms.`,
        );
      }
      await sleep(wait, request.signal);
    }
  };

  return {
    async chat(request) {
      await waitForTurn(request);
      return model.chat(request);
    },
    async *stream(request): AsyncGenerator<ChatStreamEvent> {
      await waitForTurn(request);
      yield* model.stream(request);
    },
  };
}
