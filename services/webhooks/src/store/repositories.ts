import type { Outbox } from "@cx/outbox";
import type { Database } from "@cx/store";
import { AttemptsRepository } from "./attempts-repository.ts";
import { ensureIndexes } from "./collections.ts";
import { DeliveriesRepository } from "./deliveries-repository.ts";
import { RemovedConversationsRepository } from "./removed-conversations-repository.ts";
import { WebhooksRepository } from "./webhooks-repository.ts";

export interface Repositories {
  webhooks: WebhooksRepository;
  deliveries: DeliveriesRepository;
  attempts: AttemptsRepository;
  removedConversations: RemovedConversationsRepository;
}

export async function openRepositories(database: Database, outbox: Outbox): Promise<Repositories> {
  await ensureIndexes(database);
  return {
    webhooks: new WebhooksRepository(database),
    deliveries: new DeliveriesRepository(database, outbox),
    attempts: new AttemptsRepository(database),
    removedConversations: new RemovedConversationsRepository(database),
  };
}
