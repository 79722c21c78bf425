import { AppError } from "@cx/errors";
import { errorResponse, type FetchHandler } from "@cx/http-kit";
import { tracedFetch } from "@cx/tracing";

/** How the gateway reaches one service: its handler in this process, or its HTTP address. */
export type ServiceClient = FetchHandler;

export function inProcessClient(handler: FetchHandler): ServiceClient {
  return handler;
}

/**
 * Over HTTP, Bun's fetch keeps connections alive between requests. A service that does not
 * answer in time, or at all, is 503 `unavailable` for the caller, never a hang or a stack.
 */
export function httpClient(baseUrl: string, timeoutMs: number): ServiceClient {
  const base = new URL(baseUrl);
  return async (request) => {
    const incoming = new URL(request.url);
    const target = new URL(incoming.pathname + incoming.search, base);
    try {
      return await tracedFetch(target, {
        method: request.method,
        headers: request.headers,
        body: request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer(),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "manual",
      });
    } catch {
      return errorResponse(new AppError("unavailable", "The service that owns this operation is not available."));
    }
  };
}
