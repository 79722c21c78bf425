import { CALLER_HEADER, type Caller, type CallerSigner, methodTakesBody } from "@cx/http-kit";
import type { Abandonment } from "./forward-within.ts";

/** Headers a service never needs and must not trust from outside. */
const STRIPPED = [
  "cookie",
  "authorization",
  CALLER_HEADER,
  "traceparent",
  "tracestate",
  "connection",
  "keep-alive",
  "host",
];

const ABANDON = Symbol("abandon");
type Forwarded = Request & { [ABANDON]?: Abandonment };

/**
 * The request as the owning service receives it: the credentials replaced by the signed caller,
 * and whatever trace context the client sent dropped (the service joins the gateway's trace: in
 * process through the active context, over HTTP through the client span's `traceparent`). The
 * request the gateway received is rewritten in place, not copied: it is the gateway's own, and
 * nothing reads its credentials once it is forwarded. Its body is handed on as the stream it is,
 * never read or re-serialised. `abandon` gives the call up (a service over HTTP, see
 * `abandonmentOf`); without it the gateway waits for the answer, however late.
 */
export function forwardRequest(request: Request, caller: Caller, signer: CallerSigner, abandon?: Abandonment): Request {
  let forwarded = request as Forwarded;
  try {
    for (const name of STRIPPED) forwarded.headers.delete(name);
  } catch {
    // Headers of a request made elsewhere may be immutable: then the request is copied.
    const headers = new Headers(request.headers);
    for (const name of STRIPPED) headers.delete(name);
    forwarded = new Request(request.url, {
      method: request.method,
      headers,
      body: methodTakesBody(request.method) ? request.body : undefined,
      // A streamed body needs half duplex.
      duplex: "half",
    } as RequestInit) as Forwarded;
  }
  forwarded.headers.set(CALLER_HEADER, signer.sign(caller));
  if (abandon) forwarded[ABANDON] = abandon;
  return forwarded;
}

/** How a forwarded call is given up, when the gateway gave a way. */
export function abandonmentOf(request: Request): Abandonment | undefined {
  return (request as Forwarded)[ABANDON];
}
