import { type Database, renameStoredFieldsIn } from "@cx/store";
import { COLLECTIONS } from "./collections.ts";

/** Recorded in the database once done, so later starts do not scan for the old names again. */
export const STORED_FIELD_MIGRATION = "stored-fields-snake-case";

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

/** Returns how many documents were rewritten (none once the data is in the new shape). */
export function migrateStoredFields(database: Database): Promise<number> {
  return renameStoredFieldsIn(database, STORED_FIELD_MIGRATION, STORED_FIELD_RENAMES);
}
