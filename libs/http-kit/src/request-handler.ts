import { context, extractTraceContext, SpanKind, withSpan } from "@cx/tracing";

export type FetchHandler = (request: Request) => Promise<Response>;

export const REQUEST_ID_HEADER = "x-request-id";
/** Set by the runtime from the TCP peer of each connection, replacing anything a client sent. */
export const PEER_ADDRESS_HEADER = "x-cx-peer-address";
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Wraps an app's `handle` with what Bun leaves to us: a server span whose context is active for
 * the whole request (so fetches and bus messages made while handling it join the trace), and the
 * request id, taken from the caller when it is well-formed and echoed on the response.
 */
export function instrumentHandler(
  name: string,
  handle: FetchHandler,
  options: { extractParent?: boolean } = {},
): FetchHandler {
  return async (incoming) => {
    const offered = incoming.headers.get(REQUEST_ID_HEADER);
    const requestId = offered && REQUEST_ID_PATTERN.test(offered) ? offered : crypto.randomUUID();
    let request = incoming;
    if (offered !== requestId) {
      const headers = new Headers(incoming.headers);
      headers.set(REQUEST_ID_HEADER, requestId);
      request = new Request(incoming, { headers });
    }
    const url = new URL(request.url);
    const parent =
      options.extractParent === false ? context.active() : extractTraceContext(Object.fromEntries(request.headers));
    return withSpan(
      `${request.method} ${url.pathname}`,
      {
        kind: SpanKind.SERVER,
        parent,
        attributes: { "http.request.method": request.method, "url.path": url.pathname, "cx.component": name },
      },
      async (span) => {
        const response = await handle(request);
        span.setAttribute("http.response.status_code", response.status);
        return withHeader(response, REQUEST_ID_HEADER, requestId);
      },
    );
  };
}

/** Responses that came from `fetch` have immutable headers; only those are copied. */
export function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
