import { createHmac, timingSafeEqual } from "node:crypto";
import { type Role, roleSatisfies } from "@cx/contracts";
import { AppError } from "@cx/errors";

/**
 * Who is calling, as resolved by the gateway. `anonymous` is a request the gateway forwarded to a
 * public route (register, log in): nobody is signed in, but it came through the gateway, which
 * vouches for the client address.
 */
export interface Caller {
  userId: string;
  /** The workspace of the path, once the gateway has checked membership; null otherwise. */
  workspaceId: string | null;
  role: Role | null;
  via: "session" | "api_key" | "internal" | "anonymous";
  sessionId?: string;
  keyId?: string;
  /** The client address as the gateway determined it (peer or trusted X-Forwarded-For). */
  clientAddress?: string;
}

const ANONYMOUS_USER_ID = "anonymous";

/** The caller the gateway signs for a public route. */
export function anonymousCaller(clientAddress: string): Caller {
  return { userId: ANONYMOUS_USER_ID, workspaceId: null, role: null, via: "anonymous", clientAddress };
}

export const CALLER_HEADER = "x-cx-caller";
const VERSION = "v1";

/**
 * The caller crosses from gateway to service as a short-lived HMAC-signed token rather than a
 * bare header, so that nothing else on the network can impersonate a user to a service.
 */
export function signCaller(caller: Caller, secret: string, ttlSeconds = 60, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...caller, exp: Math.floor(now / 1000) + ttlSeconds })).toString(
    "base64url",
  );
  return `${VERSION}.${payload}.${mac(payload, secret)}`;
}

export function verifyCaller(token: string | null | undefined, secret: string, now = Date.now()): Caller | null {
  if (!token) return null;
  const [version, payload, signature] = token.split(".");
  if (version !== VERSION || !payload || !signature) return null;
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { exp, ...caller } = JSON.parse(Buffer.from(payload, "base64url").toString()) as Caller & { exp: number };
    if (typeof exp !== "number" || exp * 1000 < now) return null;
    return caller;
  } catch {
    return null;
  }
}

function mac(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

/**
 * The caller was resolved for this very workspace (a token for another workspace is a 404, as the
 * gateway would answer, never a way in), with at least `minimum`.
 */
export function requireWorkspace(caller: Caller, workspaceId: string, minimum?: Role): Caller & { role: Role } {
  if (caller.workspaceId !== workspaceId || !caller.role) throw AppError.notFound("workspace");
  if (minimum && !roleSatisfies(caller.role, minimum)) throw AppError.forbidden();
  return caller as Caller & { role: Role };
}
