import type { Logger } from "@cx/logger";
import {
  type AllowedNetworks,
  createSafeFetcher,
  FetchRefusedError,
  isControlledHeader,
  type Resolver,
  type SafeFetcher,
  type SafeRequest,
  type SafeResponse,
  type TestFetchAllowance,
} from "@cx/safe-fetch";

/** Most bytes of an answer a webhook tool may return (extension spec part 7). */
export const WEBHOOK_MAX_ANSWER_BYTES = 1024 * 1024;

export interface WebhookTarget {
  url: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent with the call; never logged or put in a result. */
  headers: Record<string, string>;
  timeout_ms: number;
}

/** What the model gets back: the answer text, or why there is none. */
export interface WebhookCallResult {
  result: string;
  is_error: boolean;
  latency_ms: number;
}

export interface WebhookExecutorOptions {
  logger?: Logger;
  /** Tests: make names resolve to chosen addresses. */
  resolver?: Resolver;
  /** Test code only: lets calls reach loopback test servers (see `@cx/safe-fetch/testing`). */
  allowance?: TestFetchAllowance;
  /** Private ranges the operator opened to webhook calls (`OUTBOUND_ALLOWED_NETWORKS`). */
  allowedNetworks?: AllowedNetworks | undefined;
  /** Replaces the fetcher entirely (its own rules then apply). */
  fetcher?: SafeFetcher;
}

export interface WebhookExecutor {
  /** Never throws for anything the webhook or the network does: failures are error results. */
  call(target: WebhookTarget, args: Record<string, unknown>): Promise<WebhookCallResult>;
}

/**
 * Calls webhook tools through the safe public fetcher: the arguments go as the JSON body (as the
 * query for GET), the answer is read up to 1 MB within the tool's timeout, and its text is the
 * result. A non-2XX answer, a refused address and a time-out are error results.
 */
export function createWebhookExecutor(options: WebhookExecutorOptions = {}): WebhookExecutor {
  const fetcher =
    options.fetcher ??
    createSafeFetcher({
      maxBytes: WEBHOOK_MAX_ANSWER_BYTES,
      ...(options.resolver ? { resolver: options.resolver } : {}),
      ...(options.allowance ? { allowance: options.allowance } : {}),
      ...(options.allowedNetworks ? { allowedNetworks: options.allowedNetworks } : {}),
    });
  const logger = options.logger;

  return {
    async call(target, args) {
      const started = performance.now();
      const latency = () => Math.round(performance.now() - started);
      // Only what cannot hold a secret: no headers, no query, no arguments.
      const where = describeTarget(target);
      try {
        const response = await fetcher.send(requestFor(target, args));
        const okay = response.status >= 200 && response.status < 300;
        const text = answerText(response);
        logger?.debug({ webhook: where, status: response.status, latencyMs: latency() }, "webhook tool called");
        return {
          result: okay || text.length > 0 ? text : `The webhook answered ${response.status} with no content.`,
          is_error: !okay,
          latency_ms: latency(),
        };
      } catch (error) {
        const reason = error instanceof FetchRefusedError ? error.reason : "internal";
        logger?.info({ webhook: where, reason, latencyMs: latency() }, "webhook tool call failed");
        return { result: failureText(error, target), is_error: true, latency_ms: latency() };
      }
    },
  };
}

/**
 * The tool's headers go to its own origin only (the fetcher drops them on a redirect elsewhere);
 * the executor's own describe the body and may follow it. Framing and connection headers are
 * never sent, even from a tool stored before they were refused.
 */
function requestFor(target: WebhookTarget, args: Record<string, unknown>): SafeRequest {
  const headers = Object.fromEntries(Object.entries(target.headers).filter(([name]) => !isControlledHeader(name)));
  const base = { method: target.method, maxBytes: WEBHOOK_MAX_ANSWER_BYTES, timeoutMs: target.timeout_ms, headers };
  if (target.method === "GET") {
    return { ...base, url: withQuery(target.url, args), publicHeaders: { accept: "application/json, text/*" } };
  }
  return {
    ...base,
    url: target.url,
    publicHeaders: { accept: "application/json, text/*", "content-type": "application/json" },
    body: JSON.stringify(args),
  };
}

/** Each argument as a query parameter: strings as they are, anything else as JSON. */
function withQuery(url: string, args: Record<string, unknown>): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url; // The fetcher refuses it with its own reason.
  }
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined) continue;
    parsed.searchParams.append(name, typeof value === "string" ? value : JSON.stringify(value));
  }
  return parsed.href;
}

function answerText(response: SafeResponse): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder((response.charset ?? "utf-8") as ConstructorParameters<typeof TextDecoder>[0]);
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(response.body);
}

function failureText(error: unknown, target: WebhookTarget): string {
  if (!(error instanceof FetchRefusedError)) return "The webhook could not be called.";
  switch (error.reason) {
    case "timeout":
      return `The webhook did not answer within ${target.timeout_ms} ms.`;
    case "too_large":
      return `The webhook answered more than ${WEBHOOK_MAX_ANSWER_BYTES / 1024 / 1024} MB.`;
    case "url_not_public":
    case "redirect_not_allowed":
      return `The webhook address is not allowed: ${error.message}`;
    default:
      return `The webhook could not be called: ${error.message}`;
  }
}

function describeTarget(target: WebhookTarget): string {
  try {
    const url = new URL(target.url);
    return `${target.method} ${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return `${target.method} (unparseable URL)`;
  }
}
