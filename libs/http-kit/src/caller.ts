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

/**
 * The caller a token carries when its signature is good and it has not expired, else null. A token
 * seen before (the gateway reuses one per caller for a while) is not verified again: its result
 * is kept by its exact text, and its expiry checked again on every use.
 */
export function verifyCaller(token: string | null | undefined, secret: string, now = Date.now()): Caller | null {
  if (!token) return null;
  const known = verifiedTokens.get(token);
  if (known && known.secret === secret) return known.expiresAt >= now ? { ...known.caller } : null;
  const verified = verifyToken(token, secret);
  if (!verified) return null;
  if (verifiedTokens.size >= MAX_VERIFIED_TOKENS) verifiedTokens.clear();
  verifiedTokens.set(token, { secret, caller: verified.caller, expiresAt: verified.exp * 1000 });
  return verified.exp * 1000 >= now ? { ...verified.caller } : null;
}

const verifiedTokens = new Map<string, { secret: string; caller: Caller; expiresAt: number }>();
const MAX_VERIFIED_TOKENS = 10_000;

function verifyToken(token: string, secret: string): { caller: Caller; exp: number } | null {
  const [version, payload, signature] = token.split(".");
  if (version !== VERSION || !payload || !signature) return null;
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { exp, ...caller } = JSON.parse(Buffer.from(payload, "base64url").toString()) as Caller & { exp: number };
    if (typeof exp !== "number") return null;
    return { caller, exp };
  } catch {
    return null;
  }
}

function mac(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

/**
 * Signs callers for the gateway, reusing a token while it has more than `reuseSeconds` left: a
 * client's burst of requests carries one token, signed once, instead of an HMAC per request. A
 * token is reused only for the very same caller (every field, the client address included). A
 * frozen caller cannot change, so its token is also found by the object itself, without making
 * its key: the gateway hands one frozen caller for each principal in each workspace (`authorize`).
 */
export class CallerSigner {
  private readonly tokens = new Map<string, KeptToken>();
  private readonly byFrozenCaller = new WeakMap<Caller, KeptToken>();

  constructor(
    private readonly secret: string,
    private readonly ttlSeconds = 60,
    private readonly reuseSeconds = 50,
    private readonly maxEntries = 10_000,
  ) {}

  sign(caller: Caller, now = Date.now()): string {
    const held = this.byFrozenCaller.get(caller);
    if (held && held.reuseUntil > now) return held.token;
    const key = JSON.stringify(caller);
    let kept = this.tokens.get(key);
    if (!kept || kept.reuseUntil <= now) {
      kept = {
        token: signCaller(caller, this.secret, this.ttlSeconds, now),
        reuseUntil: now + (this.ttlSeconds - this.reuseSeconds) * 1000,
      };
      if (this.tokens.size >= this.maxEntries) this.tokens.clear();
      this.tokens.set(key, kept);
    }
    if (Object.isFrozen(caller)) this.byFrozenCaller.set(caller, kept);
    return kept.token;
  }
}

interface KeptToken {
  token: string;
  reuseUntil: number;
}

const VERIFIED = Symbol("verified caller");
type VerifiedRequest = Request & { [VERIFIED]?: Caller | null };

/**
 * The caller the gateway signed on this request, or handed over with it (`handCaller`), or null:
 * verified once per request whatever number of hooks and handlers ask (the service's gate, the
 * route guard, the handler).
 */
export function requestCaller(request: Request, secret: string): Caller | null {
  const verified = request as VerifiedRequest;
  if (VERIFIED in verified) return verified[VERIFIED] ?? null;
  const caller = verifyCaller(request.headers.get(CALLER_HEADER), secret);
  verified[VERIFIED] = caller;
  return caller;
}

/**
 * Hands `caller` over with the request itself to a handler in this same process, where a signed
 * token would only be signed and verified again: the mark is a property of this request object,
 * which only code of this process can set (a request from the network, over HTTP or a link, is a
 * new object without it). Whatever the request's caller header says is then ignored. A client
 * that sends the request on to another process signs the handed caller (`handedCaller`).
 */
export function handCaller(request: Request, caller: Caller): void {
  (request as VerifiedRequest)[VERIFIED] = caller;
}

/** The caller handed over with this request, or verified on it already; undefined when neither. */
export function handedCaller(request: Request): Caller | undefined {
  return (request as VerifiedRequest)[VERIFIED] ?? undefined;
}

/**
 * The caller was resolved for this very workspace (a token for another workspace is a 404, as the
 * gateway would answer, never a way in), with at least `minimum`.
 */
export function requireWorkspace(caller: Caller, workspaceId: string, minimum?: Role): Caller & { role: Role } {
  if (caller.workspaceId !== workspaceId || !caller.role) throw AppError.notFound("workspace");
  if (minimum && !roleSatisfies(caller.role, minimum)) throw AppError.roleRequired(minimum, caller.role);
  return caller as Caller & { role: Role };
}
