import type { Database } from "@cx/store";

export const COLLECTIONS = {
  webhooks: "webhooks",
  deliveries: "deliveries",
  attempts: "attempts",
  removedConversations: "removed_conversations",
} as const;

export async function ensureIndexes(database: Database): Promise<void> {
  await database.collection(COLLECTIONS.webhooks).createIndexes([
    { keys: { workspace_id: 1, created_at: -1, _id: -1 }, name: "workspace_created" },
    { keys: { workspace_id: 1, enabled: 1 }, name: "workspace_enabled" },
  ]);
  await database.collection(COLLECTIONS.deliveries).createIndexes([
    { keys: { status: 1, next_attempt_at: 1 }, name: "status_next_attempt" },
    { keys: { status: 1, lease_until: 1 }, name: "status_lease" },
    { keys: { workspace_id: 1, webhook_id: 1 }, name: "workspace_webhook" },
    { keys: { workspace_id: 1, resource_id: 1 }, name: "workspace_resource" },
  ]);
  await database
    .collection(COLLECTIONS.attempts)
    .createIndexes([{ keys: { workspace_id: 1, webhook_id: 1, created_at: -1, _id: -1 }, name: "webhook_created" }]);
}
