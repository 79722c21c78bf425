import type { Database } from "@cx/store";

export const COLLECTIONS = {
  users: "users",
  workspaces: "workspaces",
  memberships: "memberships",
  sessions: "sessions",
  apiKeys: "api_keys",
} as const;

/** Unique rules the code relies on (a duplicate registration, member or token is refused here). */
export async function ensureIndexes(database: Database): Promise<void> {
  await database
    .collection(COLLECTIONS.users)
    .createIndexes([{ keys: { email: 1 }, unique: true, name: "email_unique" }]);
  await database.collection(COLLECTIONS.memberships).createIndexes([
    { keys: { workspaceId: 1, userId: 1 }, unique: true, name: "workspace_user_unique" },
    { keys: { userId: 1, joinedAt: 1 }, name: "user_joined" },
    { keys: { workspaceId: 1, joinedAt: 1 }, name: "workspace_joined" },
  ]);
  await database.collection(COLLECTIONS.sessions).createIndexes([
    { keys: { tokenHash: 1 }, unique: true, name: "token_hash_unique" },
    { keys: { expiresAt: 1 }, name: "expires_at" },
  ]);
  await database.collection(COLLECTIONS.apiKeys).createIndexes([
    { keys: { keyHash: 1 }, unique: true, name: "key_hash_unique" },
    { keys: { workspaceId: 1, createdAt: 1 }, name: "workspace_created" },
  ]);
}
