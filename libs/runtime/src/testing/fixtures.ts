import { anonymousCaller, type Caller, type Role } from "@cx/http-kit";

/**
 * The one secret every service test signs its callers with (as the gateway would with
 * `INTERNAL_TOKEN_SECRET`): 32 characters or more, as the setting requires.
 */
export const TEST_SECRET = "test-internal-secret-0123456789abcdef";

/** The workspace a test acts in, and another one whose resources must stay out of reach (404). */
export const WORKSPACE = "ws_test_1";
export const OTHER_WORKSPACE = "ws_test_2";

/** The user a test acts as, with the name and email identity announces for them. */
export const USER = "usr_test_1";
export const USER_PROFILE = { id: USER, name: "Ada", email: "ada@example.com" } as const;
export const OTHER_USER = "usr_test_2";

export const SESSION_ID = "ses_test";
export const KEY_ID = "key_test";

/** The client address the gateway vouches for on public routes. */
export const CLIENT_ADDRESS = "203.0.113.10";

/**
 * A member of `workspaceId` with `role`, as the gateway signs them after resolving their session
 * or their API key.
 */
export function memberOf(
  workspaceId: string = WORKSPACE,
  role: Role = "member",
  options: { userId?: string; via?: "session" | "api_key" } = {},
): Caller {
  const via = options.via ?? "session";
  return {
    userId: options.userId ?? USER,
    workspaceId,
    role,
    via,
    ...(via === "session" ? { sessionId: SESSION_ID } : { keyId: KEY_ID }),
  };
}

/** A signed-in user outside any workspace (their own account, the list of their workspaces). */
export function signedIn(userId: string = USER, sessionId: string = SESSION_ID): Caller {
  return { userId, workspaceId: null, role: null, via: "session", sessionId };
}

/** Nobody signed in, on a public route the gateway forwarded (register, log in). */
export const PUBLIC_CALLER: Caller = anonymousCaller(CLIENT_ADDRESS);

/** The gateway itself, calling a service's internal routes. */
export const INTERNAL_CALLER: Caller = { userId: "system:gateway", workspaceId: null, role: null, via: "internal" };
