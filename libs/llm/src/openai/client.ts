import type { Logger } from "@cx/logger";
import { tracedFetch } from "@cx/tracing";
import type OpenAI from "openai";
import { openAiLibrary } from "./library.ts";

export interface OpenAiClientSettings {
  baseUrl: string;
  apiKey: string | undefined;
  timeoutMs: number;
  maxRetries: number;
}

/** The client needs some key; without a configured one this stands in and is never sent. */
const NO_KEY = "no-key-configured";

/**
 * The one OpenAI client of a process, for chat and embeddings alike. Its own retry loop is the
 * retry mechanism (exponential back-off with jitter, `Retry-After` and `retry-after-ms`
 * honoured, 408/409/429/5XX and time-outs retried); nothing else retries on top of it.
 *
 * Every attempt goes through `tracedFetch` (a client span with the URL, never headers) and a
 * failed one is logged with its status only. The client's own log output is off: its messages are
 * not ours to vet for secrets.
 */
export function createOpenAiClient(settings: OpenAiClientSettings, logger: Logger): OpenAI {
  const attemptFetch = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    if (settings.apiKey === undefined) headers.delete("authorization");
    const target = url instanceof Request ? url.url : url;
    try {
      const response = await tracedFetch(target, { ...init, headers });
      if (response.status === 429 || response.status >= 500) {
        logger.warn(
          { status: response.status, retryAfter: response.headers.get("retry-after") },
          "model endpoint answered with a retryable status",
        );
      }
      return response;
    } catch (error) {
      logger.warn({ error: (error as Error).name }, "model endpoint could not be reached");
      throw error;
    }
  };
  return new (openAiLibrary().default)({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey ?? NO_KEY,
    // Explicit, so that OPENAI_* variables of the environment never change what is sent.
    organization: null,
    project: null,
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    logLevel: "off",
    fetch: attemptFetch,
  });
}
