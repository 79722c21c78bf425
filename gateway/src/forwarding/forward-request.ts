import { CALLER_HEADER, type Caller, handCaller, methodTakesBody } from "@cx/http-kit";
import type { Abandonment } from "./forward-within.ts";

/**
 * The client's credentials, which a service never needs, and a caller header, which it must not
 * trust from outside. What only matters on the wire (the client's hop, its trace context) is left
 * to the client that sends the request on to another process (`remoteClient`).
 */
const CREDENTIALS = ["cookie", "authorization", CALLER_HEADER];

const ABANDON = Symbol("abandon");
type Forwarded = Request & { [ABANDON]?: Abandonment };

/**
 * The request as the owning service receives it: the credentials dropped and the caller handed
 * over with it (`handCaller`; a client to another process signs it into the caller header). The
 * service joins the gateway's trace, never one the client sent: in process through the active
 * context, in another process through the `traceparent` of the gateway's client span. The
 * request the gateway received is rewritten in place, not copied: it is the gateway's own, and
 * nothing reads its credentials once it is forwarded. Its body is handed on as the stream it is,
 * never read or re-serialised. `abandon` gives the call up (a service over HTTP, see
 * `abandonmentOf`); without it the gateway waits for the answer, however late.
 */
export function forwardRequest(request: Request, caller: Caller, abandon?: Abandonment): Request {
  let forwarded = request as Forwarded;
  try {
    for (const name of CREDENTIALS) forwarded.headers.delete(name);
  } catch {
    // Headers of a request made elsewhere may be immutable: then the request is copied.
    const headers = new Headers(request.headers);
    for (const name of CREDENTIALS) headers.delete(name);
    forwarded = new Request(request.url, {
      method: request.method,
      headers,
      body: methodTakesBody(request.method) ? request.body : undefined,
      // A streamed body needs half duplex.
      duplex: "half",
    } as RequestInit) as Forwarded;
  }
  handCaller(forwarded, caller);
  if (abandon) forwarded[ABANDON] = abandon;
  return forwarded;
}

/** How a forwarded call is given up, when the gateway gave a way. */
export function abandonmentOf(request: Request): Abandonment | undefined {
  return (request as Forwarded)[ABANDON];
}
