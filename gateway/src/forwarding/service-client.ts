import { AppError } from "@cx/errors";
import { errorResponse, type FetchHandler } from "@cx/http-kit";
import { tracedFetch } from "@cx/tracing";

/** How the gateway reaches one service: its handler in this process, or its HTTP address. */
export type ServiceClient = FetchHandler;

export function inProcessClient(handler: FetchHandler): ServiceClient {
  return handler;
}

/**
 * How long a call over HTTP may go on at most. The gateway answers its caller 503 after the forward
 * time-out, but may keep waiting for a late answer (one an idempotency key will keep) this long.
 */
export const LATE_ANSWER_LIMIT_MS = 10 * 60 * 1000;

/**
 * Over HTTP, Bun's fetch keeps connections alive between requests. A service that cannot be
 * reached, or answers after the request's signal gave up on it, is 503 `unavailable`, never a
 * hang or a stack. The caller's own time-out (`forwardTimeoutMs`) is applied by whoever calls:
 * here a call is only cut off once no late answer is wanted any more.
 */
export function httpClient(baseUrl: string, forwardTimeoutMs: number): ServiceClient {
  const limitMs = Math.max(forwardTimeoutMs, LATE_ANSWER_LIMIT_MS);
  const base = new URL(baseUrl);
  return async (request) => {
    const incoming = new URL(request.url);
    const target = new URL(incoming.pathname + incoming.search, base);
    try {
      return await tracedFetch(target, {
        method: request.method,
        headers: request.headers,
        body: request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer(),
        signal: AbortSignal.any([request.signal, AbortSignal.timeout(limitMs)]),
        redirect: "manual",
      });
    } catch {
      return errorResponse(new AppError("unavailable", "The service that owns this operation is not available."));
    }
  };
}
