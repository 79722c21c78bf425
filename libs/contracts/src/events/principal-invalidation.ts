import { type Static, Type } from "@sinclair/typebox";

/**
 * Cache pub/sub channel (not a bus topic) on which identity tells every gateway replica to drop
 * cached principals at once. Pub/sub is at most once and immediate, which is what a cache
 * invalidation needs; a missed message is bounded by the gateway's short principal lifetime.
 */
export const PRINCIPAL_INVALIDATION_CHANNEL = "principals.invalidate";

/**
 * On which each gateway replica, having dropped what an invalidation names, answers with the
 * invalidation's `announcement`: identity answers the request that revoked something once every
 * replica the message reached has confirmed (or a short wait has passed), so the very next
 * request, on any replica, is refused.
 */
export const PRINCIPAL_INVALIDATION_APPLIED_CHANNEL = "principals.invalidated";

/** Identifies one invalidation among the confirmations; absent, none is expected. */
const announcement = { announcement: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) };

/** `tokenHash`: SHA-256 (hex) of the session token, the key the gateway can compute from a cookie. */
export const SessionInvalidation = Type.Object({
  kind: Type.Literal("session"),
  tokenHash: Type.String({ pattern: "^[0-9a-f]{64}$" }),
  ...announcement,
});

export const ApiKeyInvalidation = Type.Object({
  kind: Type.Literal("api_key"),
  keyId: Type.String({ minLength: 1 }),
  ...announcement,
});

/**
 * Every principal of this user: their sessions, and the API keys they created (a key's principal
 * carries its creator's `userId`), after a membership was removed or its role changed.
 */
export const UserInvalidation = Type.Object({
  kind: Type.Literal("user"),
  userId: Type.String({ minLength: 1 }),
  ...announcement,
});

export const PrincipalInvalidation = Type.Union([SessionInvalidation, ApiKeyInvalidation, UserInvalidation]);
export type PrincipalInvalidation = Static<typeof PrincipalInvalidation>;
