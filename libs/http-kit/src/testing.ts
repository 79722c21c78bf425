/**
 * `@cx/http-kit/testing`: calling one service's HTTP app in a test as the gateway would, with a
 * signed caller, and reading its answer. Every service's tests go through here, by way of the
 * one test harness (`@cx/runtime/testing`), which also holds the callers they sign.
 */
import { CALLER_HEADER, type Caller, signCaller } from "./caller.ts";

/** Anything with Elysia's `handle`: a service's app, or a started module's `http`. */
export interface HandlesRequests {
  handle(request: Request): Response | Promise<Response>;
}

export interface ServiceRequest {
  /** Signed into `x-cx-caller`; null or absent sends none. */
  caller?: Caller | null;
  /** JSON-encoded, unless a string or bytes (sent as they are, to try broken or other encodings). */
  body?: unknown;
  form?: FormData;
  /** With a string or JSON body; default `application/json`. */
  contentType?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

export interface ServiceAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON; undefined when it is empty or not JSON (an event stream). */
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape the endpoint answers.
  json: any;
}

/** The request the gateway would forward, handled by `app`; the raw response. */
export function send(
  app: HandlesRequests,
  secret: string,
  method: string,
  path: string,
  request: ServiceRequest = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.caller && !(CALLER_HEADER in headers)) headers[CALLER_HEADER] = signCaller(request.caller, secret);
  let body: FormData | string | Uint8Array | undefined;
  if (request.form) body = request.form;
  else if (request.body !== undefined) {
    const raw = typeof request.body === "string" || request.body instanceof Uint8Array;
    body = raw ? (request.body as string | Uint8Array) : JSON.stringify(request.body);
    headers["content-type"] ??= request.contentType ?? "application/json";
  }
  const query = request.query ? `?${new URLSearchParams(request.query)}` : "";
  return Promise.resolve(app.handle(new Request(`http://service.test${path}${query}`, { method, headers, body })));
}

/** `send`, with the answer read: status, headers, text and the parsed JSON. */
export async function call(
  app: HandlesRequests,
  secret: string,
  method: string,
  path: string,
  request: ServiceRequest = {},
): Promise<ServiceAnswer> {
  const response = await send(app, secret, method, path, request);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: parsed(text) };
}

function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
