import { AppError } from "@cx/errors";
import { errorResponse, type FetchHandler, pathOf } from "@cx/http-kit";
import { injectTraceContextIntoHeaders, SpanKind, withSpan } from "@cx/tracing";
import { abandonmentOf } from "./forward-request.ts";
import { Abandonment } from "./forward-within.ts";

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
 *
 * The request is the gateway's own (built by `forwardRequest`): its headers are sent as they are,
 * with the client span's trace context written into them, and its body streams through. The
 * answer comes back as `fetch` gives it, its body a stream, so a server-sent event stream reaches
 * the client as the service writes it.
 */
export function httpClient(baseUrl: string, forwardTimeoutMs: number): ServiceClient {
  const limitMs = Math.max(forwardTimeoutMs, LATE_ANSWER_LIMIT_MS);
  const base = new URL(baseUrl);
  const origin = base.origin;
  const spanName = (method: string) => `${method} ${base.host}`;
  return (request) => {
    const pathAndQuery = request.url.slice(request.url.indexOf("/", request.url.indexOf("://") + 3));
    const target = origin + pathAndQuery;
    return withSpan(
      spanName(request.method),
      {
        kind: SpanKind.CLIENT,
        attributes: { "http.request.method": request.method, "url.full": origin + pathOf(request.url) },
      },
      async (span) => {
        injectTraceContextIntoHeaders(request.headers);
        // The caller's abandonment, or one of our own, also gives up once no late answer is
        // wanted. Its timer is cleared as soon as the answer's head arrives: a timer left to run
        // for the whole limit on every request piled up millions of pending timers under load.
        const abandon = abandonmentOf(request) ?? new Abandonment();
        const limit = setTimeout(() => abandon.abort(), limitMs);
        try {
          const response = await fetch(target, {
            method: request.method,
            headers: request.headers,
            body: request.method === "GET" || request.method === "HEAD" ? undefined : request.body,
            signal: abandon.signal,
            redirect: "manual",
            // A streamed body needs half duplex.
            duplex: "half",
          } as RequestInit);
          span.setAttribute("http.response.status_code", response.status);
          return response;
        } catch {
          return errorResponse(new AppError("unavailable", "The service that owns this operation is not available."));
        } finally {
          clearTimeout(limit);
        }
      },
    );
  };
}
