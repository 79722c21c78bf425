import { CALLER_HEADER, type Caller, signCaller } from "@cx/http-kit";
import { injectTraceHeaders } from "@cx/tracing";

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
 * and the gateway's trace context in place of whatever the client sent. `signal` abandons the
 * call (a service over HTTP); without it the gateway waits for the answer, however late.
 */
export function forwardRequest(request: Request, caller: Caller, secret: string, signal?: AbortSignal): Request {
  const headers = new Headers(request.headers);
  for (const name of STRIPPED) headers.delete(name);
  headers.set(CALLER_HEADER, signCaller(caller, secret));
  const trace: Record<string, string> = {};
  injectTraceHeaders(trace);
  for (const [name, value] of Object.entries(trace)) headers.set(name, value);
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
