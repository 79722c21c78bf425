import type { Principal, PrincipalCredential } from "@cx/contracts";
import { asUserId, asWorkspaceId } from "../domain/ids.ts";
import type { Role } from "../domain/roles.ts";
import { effectiveKeyRole } from "../domain/roles.ts";
import { looksLikeApiKey, looksLikeSessionToken, sha256Hex } from "../domain/secrets.ts";
import { isExpired } from "../domain/session-policy.ts";
import type { IdentityDeps } from "./deps.ts";

/** Null for an unknown, expired or revoked credential, or one that was never well formed. */
export function resolvePrincipal(deps: IdentityDeps, credential: PrincipalCredential): Promise<Principal | null> {
  return credential.kind === "session" ? fromSession(deps, credential.token) : fromApiKey(deps, credential.token);
}

async function fromSession(deps: IdentityDeps, token: string): Promise<Principal | null> {
  if (!looksLikeSessionToken(token)) return null;
  const session = await deps.sessions.findByTokenHash(sha256Hex(token));
  if (!session) return null;
  if (isExpired(session.expires_at, deps.clock())) {
    await deps.sessions.delete(session._id);
    return null;
  }
  const workspaces: Record<string, Role> = {};
  for (const membership of await deps.memberships.ofUser(asUserId(session.user_id))) {
    workspaces[membership.workspace_id] = membership.role;
  }
  return { userId: session.user_id, via: "session", sessionId: session._id, workspaces };
}

/**
 * A key acts for its creator in its one workspace, and only while the creator is still a member
 * there; its role is capped by the creator's current role. The principal carries the creator's
 * `userId`, so a user invalidation drops their keys' principals too.
 */
async function fromApiKey(deps: IdentityDeps, token: string): Promise<Principal | null> {
  if (!looksLikeApiKey(token)) return null;
  const key = await deps.apiKeys.findActiveByHash(sha256Hex(token));
  if (!key) return null;
  const creator = await deps.memberships.find(asWorkspaceId(key.workspace_id), key.created_by);
  if (!creator) return null;
  await deps.keyUsage.record(key._id, key.workspace_id).catch((error: unknown) => {
    deps.logger.warn({ err: error, keyId: key._id }, "API key use could not be recorded");
  });
  return {
    userId: key.created_by,
    via: "api_key",
    keyId: key._id,
    workspaces: { [key.workspace_id]: effectiveKeyRole(key.role, creator.role) },
  };
}
