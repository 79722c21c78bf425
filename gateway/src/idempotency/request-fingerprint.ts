import { createHash, type Hash } from "node:crypto";

/**
 * What makes two requests with one key "the same request": method, path with query, and body.
 * A multipart body is compared by its fields and files rather than its bytes, because clients
 * draw a new boundary for every attempt (curl does), which would make every retry look different.
 */
export async function requestFingerprint(request: Request, body: ArrayBuffer): Promise<string> {
  const url = new URL(request.url);
  const hash = createHash("sha256");
  part(hash, request.method);
  part(hash, url.pathname + url.search);
  const contentType = request.headers.get("content-type") ?? "";
  if (/^multipart\/form-data/i.test(contentType) && (await hashFormFields(hash, contentType, body))) {
    return hash.digest("hex");
  }
  part(hash, contentType.split(";")[0]!.trim().toLowerCase());
  part(hash, new Uint8Array(body));
  return hash.digest("hex");
}

/** False when the body is not readable as a form: it is then compared byte for byte. */
async function hashFormFields(hash: Hash, contentType: string, body: ArrayBuffer): Promise<boolean> {
  const form = await new Response(body, { headers: { "content-type": contentType } }).formData().catch(() => null);
  if (!form) return false;
  part(hash, "multipart");
  for (const [name, value] of form.entries()) {
    part(hash, name);
    if (typeof value === "string") {
      part(hash, "text");
      part(hash, value);
    } else {
      part(hash, "file");
      part(hash, value.name);
      part(hash, value.type);
      part(hash, new Uint8Array(await value.arrayBuffer()));
    }
  }
  return true;
}

/** Length-prefixed, so that no two different sequences of parts hash alike. */
function part(hash: Hash, value: string | Uint8Array): void {
  const bytes = typeof value === "string" ? Buffer.from(value) : value;
  hash.update(`${bytes.byteLength}:`);
  hash.update(bytes);
}
