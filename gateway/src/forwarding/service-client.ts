import { AppError } from "@cx/errors";
import {
  CALLER_HEADER,
  type CallerSigner,
  errorResponse,
  type FetchHandler,
  handedCaller,
  methodTakesBody,
  pathAndQueryOf,
  pathOf,
} from "@cx/http-kit";
import {
  type HeaderRecord,
  headerRecord,
  headersOf,
  type LinkPool,
  MAX_FRAME_BODY_BYTES,
  type ServiceLink,
} from "@cx/service-link";
import { injectTraceHeaders, promiseOf, SpanKind, withSpan } from "@cx/tracing";
import { deadlinesOf } from "./deadline.ts";
import { abandonmentOf } from "./forward-request.ts";
import { Abandonment } from "./forward-within.ts";

/**
 * Headers of the client's own hop, which the call to the service does not continue, and the trace
 * context the client sent, replaced by the gateway's client span.
 */
const HOP_HEADERS = ["connection", "keep-alive", "host", "traceparent", "tracestate"];

/** How the gateway reaches one service: its handler in this process, or its address. */
export type ServiceClient = FetchHandler;

export function inProcessClient(handler: FetchHandler): ServiceClient {
  return handler;
}

/**
 * How long a call to another process may go on at most. The gateway answers its caller 503 after
 * the forward time-out, but may keep waiting for a late answer (one an idempotency key will keep)
 * this long.
 */
export const LATE_ANSWER_LIMIT_MS = 10 * 60 * 1000;

/**
 * A service in another process. A call goes over one of the service's links when one is ready and
 * the request's body, if any, has a declared length that fits a frame; otherwise over HTTP, where
 * Bun's fetch keeps connections alive (docs/decisions/service-link.md). Either way a service that
 * cannot be reached, or answers after the request's abandonment gave up on it, is 503
 * `unavailable`, never a hang or a stack. The caller's own time-out (`forwardTimeoutMs`) is applied
 * by whoever calls: here a call is only cut off once no late answer is wanted any more.
 *
 * The request is the gateway's own (built by `forwardRequest`): its headers are sent as they are,
 * less the client's hop, with the caller handed over with it signed into the caller header and the
 * client span's trace context written into them. The answer's body is a stream, so a
 * server-sent event stream reaches the client as the service writes it.
 */
export function remoteClient(
  baseUrl: string,
  forwardTimeoutMs: number,
  signer: CallerSigner,
  links?: LinkPool,
): ServiceClient {
  const lateAnswers = deadlinesOf(Math.max(forwardTimeoutMs, LATE_ANSWER_LIMIT_MS));
  const base = new URL(baseUrl);
  const origin = base.origin;
  // Read once: `URL.host` is a getter that builds its string on every read.
  const host = base.host;
  const spanName = (method: string) => `${method} ${host}`;
  return (request) =>
    withSpan(
      spanName(request.method),
      {
        kind: SpanKind.CLIENT,
        attributes: () => ({ "http.request.method": request.method, "url.full": origin + pathOf(request.url) }),
      },
      (span) => {
        const caller = handedCaller(request);
        const headers = outgoingHeaders(request, caller ? signer.sign(caller) : undefined);
        // The caller's abandonment gives up by its own time-out, which comes first. A caller
        // that gave none (one that keeps a late answer) gets one of ours, given up once no late
        // answer is wanted; that deadline is dropped as soon as the answer's head arrives.
        const given = abandonmentOf(request);
        const abandon = given ?? new Abandonment();
        const late = given ? undefined : lateAnswers.add(() => abandon.abort());
        const pathAndQuery = pathAndQueryOf(request.url);
        // Chained rather than awaited: this runs on every forwarded request, and an async frame
        // costs turns of the microtask queue of its own.
        return promiseOf(
          () =>
            (links && overLink(links, origin, pathAndQuery, request, headers, abandon)) ??
            overHttp(origin + pathAndQuery, request, headers, abandon),
        ).then(
          (response) => {
            late?.cancel();
            span.setAttribute("http.response.status_code", response.status);
            return response;
          },
          () => {
            late?.cancel();
            return errorResponse(new AppError("unavailable", "The service that owns this operation is not available."));
          },
        );
      },
    );
}

/**
 * The headers sent on, made in one call as a record and edited as a plain object: the client's
 * hop and trace headers out, the caller signed for the other process and the client span's trace
 * context in. The request's own headers are left as they are.
 */
function outgoingHeaders(request: Request, signedCaller: string | undefined): HeaderRecord {
  const headers = headerRecord(request.headers);
  for (const name of HOP_HEADERS) delete headers[name];
  if (signedCaller) headers[CALLER_HEADER] = signedCaller;
  injectTraceHeaders(headers);
  return headers;
}

/**
 * The answer over a ready link, or undefined when no link can carry this request. A request
 * without a body is sent at once, with no async frame of its own: most requests are these.
 */
function overLink(
  links: LinkPool,
  origin: string,
  pathAndQuery: string,
  request: Request,
  headers: HeaderRecord,
  abandon: Abandonment,
): Promise<Response> | undefined {
  const link = links.pick();
  if (!link) return undefined;
  if (!methodTakesBody(request.method)) return callOver(link, request.method, pathAndQuery, headers, abandon);
  const declared = request.headers.get("content-length");
  if (declared === null || !(Number(declared) <= MAX_FRAME_BODY_BYTES)) return undefined;
  return request.bytes().then((body) => {
    const ready = link.ready ? link : links.pick();
    // The link closed while the body was read: the bytes go over HTTP instead.
    if (!ready) return overHttp(origin + pathAndQuery, request, headers, abandon, body);
    return callOver(ready, request.method, pathAndQuery, headers, abandon, body);
  });
}

function callOver(
  link: ServiceLink,
  method: string,
  pathAndQuery: string,
  headers: HeaderRecord,
  abandon: Abandonment,
  body?: Uint8Array,
): Promise<Response> {
  const call = link.call(method, pathAndQuery, headers, body);
  abandon.onAbort(call.cancel);
  return call.answer;
}

function overHttp(
  target: string,
  request: Request,
  headers: HeaderRecord,
  abandon: Abandonment,
  bytes?: Uint8Array,
): Promise<Response> {
  return fetch(target, {
    method: request.method,
    headers: headersOf(headers),
    body: methodTakesBody(request.method) ? (bytes ?? request.body) : undefined,
    signal: abandon.signal,
    redirect: "manual",
    // A streamed body needs half duplex.
    duplex: "half",
  } as RequestInit);
}
