import {
  activeSpanIsRecording,
  extractTraceContextFromHeaders,
  promiseOf,
  SpanKind,
  type SpanOptions,
  withSpan,
} from "@cx/tracing";

export type FetchHandler = (request: Request) => Promise<Response>;

export const REQUEST_ID_HEADER = "x-request-id";
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The peer address of a request this process built itself (a call over a service link, a test).
 * A request from a socket carries its peer with it (`attachPeer`), and then the header, which a
 * client may have sent, is never read.
 */
export const PEER_ADDRESS_HEADER = "x-cx-peer-address";

/** What can tell the peer of a request it received: Bun's server. */
export interface PeerSource {
  requestIP(request: Request): { address: string } | null;
}

const PEER = Symbol("peer");
type WithPeer = Request & { [PEER]?: PeerSource };

/**
 * Marks `request` as received by `server`. The peer is asked for only when something needs it
 * (the gateway's attempt limit and anonymous callers): asking costs a system call, and most
 * requests never need it.
 */
export function attachPeer(request: Request, server: PeerSource): void {
  (request as WithPeer)[PEER] = server;
}

/** The address of the peer a request came from: its socket's, else the header a link or test set. */
export function peerAddressOf(request: Request): string {
  const server = (request as WithPeer)[PEER];
  if (server) return server.requestIP(request)?.address ?? "";
  return request.headers.get(PEER_ADDRESS_HEADER) ?? "";
}

/**
 * The path of a request's URL, without parsing the whole URL: requests that reach a handler
 * always carry an absolute URL (`http://host/path?query`). Not normalised (no dot segments
 * resolved): use it for names and exact matches, not for access decisions that normalising would
 * widen.
 */
export function pathOf(url: string): string {
  const start = pathStart(url);
  if (start < 0) return "/";
  const query = url.indexOf("?", start);
  return query < 0 ? url.slice(start) : url.slice(start, query);
}

/** The path and query of a request's URL, as a request line carries them (see `pathOf`). */
export function pathAndQueryOf(url: string): string {
  const start = pathStart(url);
  return start < 0 ? "/" : url.slice(start);
}

function pathStart(url: string): number {
  const scheme = url.indexOf("://");
  return url.indexOf("/", scheme < 0 ? 0 : scheme + 3);
}

/** Whether a request of this method may carry a body: `GET` and `HEAD` never do here. */
export function methodTakesBody(method: string): boolean {
  return method !== "GET" && method !== "HEAD";
}

const HANDLED = Symbol("handled in this process");
type HandledRequest = Request & { [HANDLED]?: true };

/**
 * Wraps an app's `handle` with what Bun leaves to us: a server span whose context is active for
 * the whole request (so fetches and bus messages made while handling it join the trace), and the
 * request id, taken from the caller when it is well-formed and echoed on the response.
 *
 * A request one handler hands to another in the same process (the gateway to a service of the
 * all-in-one process) already has both: the inner handler adds only its span, and only when the
 * trace is recorded. The mark is a property of the request object, which nothing outside this
 * process can set.
 */
export function instrumentHandler(
  name: string,
  handle: (request: Request) => Promise<Response> | Response,
): FetchHandler {
  return (incoming) => {
    const handled = incoming as HandledRequest;
    if (handled[HANDLED]) {
      if (!activeSpanIsRecording()) return promiseOf(() => handle(incoming));
      return inServerSpan(name, incoming, handle, undefined, (response) => response);
    }
    const offered = incoming.headers.get(REQUEST_ID_HEADER);
    const wellFormed = offered !== null && REQUEST_ID_PATTERN.test(offered);
    const requestId = wellFormed ? offered : crypto.randomUUID();
    const request = (wellFormed ? incoming : withRequestId(incoming, requestId)) as HandledRequest;
    request[HANDLED] = true;
    return inServerSpan(name, request, handle, extractTraceContextFromHeaders(request.headers), (response) =>
      withHeader(response, REQUEST_ID_HEADER, requestId),
    );
  };
}

/**
 * `handle(request)` in a server span named for it, under `parent` (the active context when not
 * given), with the answer's status recorded and the answer then passed through `finish`.
 */
function inServerSpan(
  component: string,
  request: Request,
  handle: (request: Request) => Promise<Response> | Response,
  parent: SpanOptions["parent"],
  finish: (response: Response) => Response,
): Promise<Response> {
  const path = pathOf(request.url);
  return withSpan(
    `${request.method} ${path}`,
    {
      kind: SpanKind.SERVER,
      parent,
      attributes: () => ({ "http.request.method": request.method, "url.path": path, "cx.component": component }),
    },
    (span) =>
      promiseOf(() => handle(request)).then((response) => {
        span.setAttribute("http.response.status_code", response.status);
        return finish(response);
      }),
  );
}

/** The caller's request id when it is well-formed, otherwise a new one. */
export function requestIdOf(request: Request): string {
  const offered = request.headers.get(REQUEST_ID_HEADER);
  return offered && REQUEST_ID_PATTERN.test(offered) ? offered : crypto.randomUUID();
}

/**
 * Responses that came from `fetch` have immutable headers; only those are copied, and only when
 * the header is not already there with this value (a service's answer forwarded by the gateway
 * already echoes the request id the gateway sent it).
 */
export function withHeader(response: Response, name: string, value: string): Response {
  if (response.headers.get(name) === value) return response;
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/** Requests Bun's server hands over have mutable headers; only a guarded one is copied. */
function withRequestId(request: Request, requestId: string): Request {
  try {
    request.headers.set(REQUEST_ID_HEADER, requestId);
    return request;
  } catch {
    const headers = new Headers(request.headers);
    headers.set(REQUEST_ID_HEADER, requestId);
    return new Request(request, { headers });
  }
}
