import { CALLER_HEADER, type Caller, type CallerSigner } from "@cx/http-kit";

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

/**
 * The request as the owning service receives it: the credentials replaced by the signed caller,
 * and whatever trace context the client sent dropped (the service joins the gateway's trace: in
 * process through the active context, over HTTP through the client span's `traceparent`). The
 * body is handed on as the stream it is, never read or re-serialised. `signal` abandons the call
 * (a service over HTTP); without it the gateway waits for the answer, however late.
 */
export function forwardRequest(request: Request, caller: Caller, signer: CallerSigner, signal?: AbortSignal): Request {
  const headers = new Headers(request.headers);
  for (const name of STRIPPED) headers.delete(name);
  headers.set(CALLER_HEADER, signer.sign(caller));
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(request.url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    signal,
    // A streamed body needs half duplex.
    duplex: "half",
  });
}
