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
    { keys: { workspace_id: 1, user_id: 1 }, unique: true, name: "workspace_user_unique" },
    { keys: { user_id: 1, joined_at: 1 }, name: "user_joined" },
    { keys: { workspace_id: 1, joined_at: 1 }, name: "workspace_joined" },
  ]);
  await database.collection(COLLECTIONS.sessions).createIndexes([
    { keys: { token_hash: 1 }, unique: true, name: "token_hash_unique" },
    { keys: { expires_at: 1 }, name: "expires_at" },
  ]);
  await database.collection(COLLECTIONS.apiKeys).createIndexes([
    { keys: { key_hash: 1 }, unique: true, name: "key_hash_unique" },
    { keys: { workspace_id: 1, created_at: 1 }, name: "workspace_created" },
  ]);
}
