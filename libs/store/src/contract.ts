import { afterAll, beforeAll, describe } from "bun:test";
import { atomicityContract } from "./contract/atomicity.ts";
import type { ContractContext, Doc } from "./contract/context.ts";
import { filterContract } from "./contract/filters.ts";
import { indexContract } from "./contract/indexes.ts";
import { lifecycleContract } from "./contract/lifecycle.ts";
import { limitContract } from "./contract/limits.ts";
import { migrationContract } from "./contract/migrations.ts";
import { readContract } from "./contract/reads.ts";
import { updateContract } from "./contract/updates.ts";
import { upsertContract } from "./contract/upserts.ts";
import { writeContract } from "./contract/writes.ts";
import type { Collection, Database, DocumentStore, StoredDocument } from "./port.ts";

/**
 * The behaviour every `DocumentStore` adapter must share. Each test works in a database of its
 * own, so the suite can run against a shared MongoDB server; all of them are dropped at the end.
 */
export function describeDocumentStoreContract(label: string, makeStore: () => Promise<DocumentStore>): void {
  describe(`document store contract (${label})`, () => {
    let store: DocumentStore | null = null;
    const databases: Database[] = [];
    const run = Math.random().toString(36).slice(2, 8);

    beforeAll(async () => {
      store = await makeStore();
    });

    afterAll(async () => {
      if (!store) return;
      for (const database of databases) await database.drop();
      await store.close();
    });

    const context: ContractContext = {
      store() {
        if (!store) throw new Error("the store was not created");
        return store;
      },
      database() {
        const database = context.store().database(`contract_${run}_${databases.length + 1}`);
        databases.push(database);
        return database;
      },
      collection<T extends StoredDocument = Doc>(name = "items"): Collection<T> {
        return context.database().collection<T>(name);
      },
    };

    writeContract(context);
    filterContract(context);
    readContract(context);
    updateContract(context);
    upsertContract(context);
    atomicityContract(context);
    indexContract(context);
    limitContract(context);
    migrationContract(context);
    lifecycleContract(context);
  });
}
