import { AppError } from "@cx/errors";

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
  const body = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.byteLength;
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body });
}
