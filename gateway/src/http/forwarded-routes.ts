import { AppError } from "@cx/errors";
import { errorResponse, type FetchHandler, pathOf, unexpectedErrorResponse } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import { promiseOf } from "@cx/tracing";
import { Memoirist } from "memoirist";

/** What a forwarded route does with a request and the parameters of its path. */
export type ForwardHandler = (request: Request, params: Readonly<Record<string, string>>) => Promise<Response>;

/**
 * The route table's operations, matched in a radix tree (memoirist, the router inside Elysia)
 * ahead of the gateway's Elysia app. A forwarded request needs nothing Elysia prepares per request
 * (no body, query, cookie or schema), and going through it cost about a tenth of the gateway's
 * time per request (see docs/benchmarks-history.md). Whatever the tree does not match exactly (a trailing
 * slash, HEAD, an unknown path or method, the API reference) is handed to `fallback`, the Elysia
 * app where the same operations are registered, so that every answer it gives stays as it was.
 */
export function forwardedRoutes(
  routes: readonly { method: string; path: string; handle: ForwardHandler }[],
  fallback: FetchHandler,
  logger: Logger,
): FetchHandler {
  const tree = new Memoirist<ForwardHandler>();
  for (const route of routes) tree.add(route.method, route.path, route.handle);
  const failed = (error: unknown, request: Request) =>
    error instanceof AppError ? errorResponse(error) : unexpectedErrorResponse(error, request, logger);
  return (request) => {
    const found = tree.find(request.method, pathOf(request.url));
    const params = found ? decodedParams(found.params) : undefined;
    if (!found || !params) return fallback(request);
    // A handler that throws before its promise is made fails the same way as one that rejects.
    return promiseOf(() => found.store(request, params)).catch((error: unknown) => failed(error, request));
  };
}

/** Path parameters decoded as Elysia decodes them; undefined when one is not valid percent-encoding. */
function decodedParams(raw: Record<string, string>): Record<string, string> | undefined {
  for (const name in raw) {
    const value = raw[name] as string;
    if (!value.includes("%")) continue;
    try {
      raw[name] = decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return raw;
}
