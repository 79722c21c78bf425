import { AppError } from "@cx/errors";
import { nestsDeeperThan, tooDeeplyNested } from "@cx/http-kit";

export const BODY_TOO_LARGE = (maxBytes: number) =>
  new AppError("payload_too_large", "The request body is too large.", { max_bytes: maxBytes });

/**
 * Applies the body limit before any handler reads the body. A declared `Content-Length` over the
 * limit is refused without reading; a chunked body (no length) is read up to the limit and
 * refused as soon as it passes it, so that no handler ever buffers more than `maxBytes`.
 * Returns the request to hand on (the same one, or one carrying the bytes already read).
 */
export async function limitBody(request: Request, maxBytes: number): Promise<Request> {
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    if (Number(declared) > maxBytes) throw BODY_TOO_LARGE(maxBytes);
    return request;
  }
  if (!request.body) return request;
  const parts: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw BODY_TOO_LARGE(maxBytes);
    }
    parts.push(value);
  }
  const body = Bun.concatArrayBuffers(parts, total, true);
  return new Request(request.url, { method: request.method, headers: request.headers, body });
}

/** Bodies that carry fields of their own encoding, never parsed as JSON: the depth scan skips them. */
const NOT_JSON = /^\s*(multipart\/|application\/x-www-form-urlencoded)/i;

/**
 * What every process does with a body before any route sees it: the size limit, then one linear
 * scan of anything that may be parsed as JSON, so that a body nested deeper than `MAX_JSON_DEPTH`
 * is refused in microseconds, before a parser, a validator or an error message could spend
 * seconds, memory or stack on it.
 */
export async function screenBody(request: Request, maxBytes: number): Promise<Request> {
  const limited = await limitBody(request, maxBytes);
  if (!limited.body || NOT_JSON.test(limited.headers.get("content-type") ?? "")) return limited;
  const bytes = new Uint8Array(await limited.arrayBuffer());
  if (nestsDeeperThan(bytes)) throw tooDeeplyNested();
  return new Request(limited.url, { method: limited.method, headers: limited.headers, body: bytes });
}
