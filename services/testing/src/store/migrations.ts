import { type Database, MIGRATIONS_COLLECTION, type StoredDocument } from "@cx/store";
import { asWorkspaceId } from "../domain/ids.ts";
import { COLLECTIONS } from "./collections.ts";
import { HistoryRepository } from "./history-repository.ts";
import { resultsOf, type TestResultDocument } from "./result-documents.ts";
import type { InvocationDocument, RunDocument } from "./run-documents.ts";

/** Recorded in the database once done, so later starts do not look for unmigrated invocations again. */
export const RESULTS_OVER_TIME_MIGRATION = "test-results-over-time";

const BATCH_SIZE = 100;

/**
 * Invocations and runs stored before a test's runs, its history and an agent's invocation list
 * existed: each run gets its invocation's `agent_id`, `branch_id` and `version_id` (what those
 * lists filter on), each test of an invocation its result (what a history reads), and each
 * invocation its stored `status` (what the invocation list's filter reads), settled from its runs. A crash leaves some done and the next start finishes the rest;
 * the runs are written before their invocation, so an invocation with a status has migrated runs.
 * Answers how many invocations it moved.
 */
export async function migrateResultsOverTime(database: Database): Promise<number> {
  const migrations = database.collection<StoredDocument & { completed_at: string }>(MIGRATIONS_COLLECTION);
  if (await migrations.findOne({ _id: RESULTS_OVER_TIME_MIGRATION })) return 0;
  const invocations = database.collection<InvocationDocument>(COLLECTIONS.invocations);
  const runs = database.collection<RunDocument>(COLLECTIONS.runs);
  const results = database.collection<TestResultDocument>(COLLECTIONS.results);
  const history = new HistoryRepository(database);
  let moved = 0;
  // Walked in id order from the last one moved, so each batch starts where the previous stopped.
  let after = "";
  for (;;) {
    const batch = await invocations.find(
      { _id: { $gt: after }, status: { $exists: false } },
      { limit: BATCH_SIZE, sort: { _id: 1 } },
    );
    if (batch.length === 0) break;
    after = (batch.at(-1) as InvocationDocument)._id;
    for (const invocation of batch) {
      const { _id, workspace_id, agent_id, branch_id, version_id } = invocation;
      await runs.updateMany(
        { workspace_id, invocation_id: _id, agent_id: { $exists: false } },
        { $set: { agent_id, branch_id, version_id } },
      );
      for (const result of resultsOf(invocation))
        await results.replaceOne({ _id: result._id }, result, { upsert: true });
      await invocations.updateOne({ _id, workspace_id, status: { $exists: false } }, { $set: { status: "running" } });
      await history.settle(asWorkspaceId(workspace_id), _id);
      moved++;
    }
  }
  await migrations.replaceOne(
    { _id: RESULTS_OVER_TIME_MIGRATION },
    { _id: RESULTS_OVER_TIME_MIGRATION, completed_at: new Date().toISOString() },
    { upsert: true },
  );
  return moved;
}
