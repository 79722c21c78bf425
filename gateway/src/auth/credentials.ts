/** What the caller presented. A bearer key wins over a cookie when both are sent. */
export type Credential = { kind: "api_key"; token: string } | { kind: "session"; token: string } | { kind: "none" };

export const SESSION_COOKIE = "cx_session";

export function credentialOf(request: Request): Credential {
  const authorization = request.headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    // A malformed Authorization header is a credential that fails, not an absent one.
    return { kind: "api_key", token: match?.[1] ?? "" };
  }
  const token = cookieValue(request.headers.get("cookie"), SESSION_COOKIE);
  return token ? { kind: "session", token } : { kind: "none" };
}

function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return decodeCookieValue(part.slice(index + 1).trim());
  }
  return undefined;
}

/**
 * Issued tokens are base64url and never need decoding, but a client may send anything. A value
 * that is not valid percent-encoding (`%zz`) made `decodeURIComponent` throw, which answered 500
 * even on register and log in; keep the raw text instead, so it simply fails to resolve (401).
 */
function decodeCookieValue(raw: string): string {
  // Nothing to decode, which is every issued token: decodeURIComponent would only copy it.
  if (!raw.includes("%")) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
