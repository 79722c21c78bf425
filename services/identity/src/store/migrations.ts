import { type Database, renameStoredFields } from "@cx/store";
import { COLLECTIONS } from "./collections.ts";

/**
 * The camelCase names identity stored before it followed the platform's snake_case convention
 * (docs/decisions/stored-field-names.md), old → new, per collection.
 */
export const STORED_FIELD_RENAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [COLLECTIONS.users]: { passwordHash: "password_hash", createdAt: "created_at" },
  [COLLECTIONS.workspaces]: { createdBy: "created_by", createdAt: "created_at", ownerLockUntil: "owner_lock_until" },
  [COLLECTIONS.memberships]: { workspaceId: "workspace_id", userId: "user_id", joinedAt: "joined_at" },
  [COLLECTIONS.sessions]: {
    tokenHash: "token_hash",
    userId: "user_id",
    createdAt: "created_at",
    expiresAt: "expires_at",
  },
  [COLLECTIONS.apiKeys]: {
    workspaceId: "workspace_id",
    keyHash: "key_hash",
    keyPrefix: "key_prefix",
    createdBy: "created_by",
    createdAt: "created_at",
    lastUsedAt: "last_used_at",
    revokedAt: "revoked_at",
    revokedBy: "revoked_by",
  },
};

/**
 * Runs before `ensureIndexes`: the old indexes carry the names the new ones take, so they must be
 * gone first. Returns how many documents were rewritten (none once the data is in the new shape).
 */
export async function migrateStoredFields(database: Database): Promise<number> {
  let rewritten = 0;
  for (const [name, renames] of Object.entries(STORED_FIELD_RENAMES)) {
    rewritten += await renameStoredFields(database.collection(name), renames);
  }
  return rewritten;
}
