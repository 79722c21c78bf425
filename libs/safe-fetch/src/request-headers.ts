/**
 * Headers that frame the message or steer the connection: the fetcher sets `host` and
 * `content-length` itself, and a caller's copy of any of these (a `Transfer-Encoding: chunked`
 * beside the real length, a second `Host`) would let one request be read as another on the way.
 */
const CONTROLLED_HEADERS = new Set([
  "host",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "te",
  "trailer",
  "upgrade",
]);

/** Whether a request header is the fetcher's own to set: a caller's copy is never sent. */
export function isControlledHeader(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return CONTROLLED_HEADERS.has(lower) || lower.startsWith("proxy-");
}

/** Headers describing a body, dropped with it when a redirect turns the request into a GET. */
export const BODY_HEADERS = ["content-type", "content-encoding", "content-language", "content-location"];

/** The caller's headers under lower-case names, without the ones the fetcher controls. */
export function callerHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (!isControlledHeader(name)) kept[name.trim().toLowerCase()] = value;
  }
  return kept;
}

export function without(headers: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));
}
