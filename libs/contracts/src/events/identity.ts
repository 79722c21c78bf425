import { type Static, Type } from "@sinclair/typebox";
import { DateTime, LiteralUnion, Nullable } from "../builders.ts";
import { ApiKeyRole } from "../resources/api-key.ts";
import { WorkspaceRole } from "../resources/workspace.ts";
import { EventPayload } from "./base.ts";

/** `workspace_id` is the owner workspace created with the account. */
export const UserRegisteredEvent = EventPayload({
  user_id: Type.String(),
  email: Type.String(),
  name: Type.String(),
});
export type UserRegisteredEvent = Static<typeof UserRegisteredEvent>;

export const MemberAddedEvent = EventPayload({
  user_id: Type.String(),
  role: WorkspaceRole,
  added_by: Type.Optional(Type.String()),
});
export type MemberAddedEvent = Static<typeof MemberAddedEvent>;

/** Sessions and caches of the removed user lose this workspace at once. */
export const MemberRemovedEvent = EventPayload({
  user_id: Type.String(),
  removed_by: Type.Optional(Type.String()),
});
export type MemberRemovedEvent = Static<typeof MemberRemovedEvent>;

export const MemberRoleChangedEvent = EventPayload({
  user_id: Type.String(),
  previous_role: Type.Optional(WorkspaceRole),
  role: WorkspaceRole,
  changed_by: Type.Optional(Type.String()),
});
export type MemberRoleChangedEvent = Static<typeof MemberRoleChangedEvent>;

export const SESSION_REVOCATION_REASONS = ["logout", "expired", "revoked"] as const;

/**
 * A session belongs to a user, not to a workspace, so `workspace_id` is null here (it is still
 * present, as on every payload). `session_id` is the server-side id (the hash), never the token.
 */
export const SessionRevokedEvent = Type.Object({
  workspace_id: Nullable(Type.String()),
  session_id: Type.String(),
  user_id: Type.String(),
  reason: Type.Optional(LiteralUnion(SESSION_REVOCATION_REASONS)),
  occurred_at: DateTime(),
});
export type SessionRevokedEvent = Static<typeof SessionRevokedEvent>;

export const ApiKeyRevokedEvent = EventPayload({
  key_id: Type.String(),
  key_prefix: Type.Optional(Type.String()),
  role: Type.Optional(ApiKeyRole),
  revoked_by: Type.Optional(Type.String()),
});
export type ApiKeyRevokedEvent = Static<typeof ApiKeyRevokedEvent>;
