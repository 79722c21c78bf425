import { describe, expect, it } from "bun:test";
import { SERVICES } from "@cx/route-table";
import { createEmbeddedStore, type StoredDocument } from "@cx/store";
import { COLLECTIONS, ensureIndexes } from "./collections.ts";
import { migrateResultsOverTime } from "./migrations.ts";
import type { TestResultDocument } from "./result-documents.ts";
import type { InvocationDocument, RunDocument } from "./run-documents.ts";

type Old<T> = Omit<T, "status" | "totals" | "agent_id" | "branch_id" | "version_id"> & StoredDocument;

const WS = "ws_old";
const AT = "2026-03-01T09:00:00.000Z";

function oldInvocation(id: string): Old<InvocationDocument> {
  return {
    _id: id,
    workspace_id: WS,
    agent_id: "agt_old",
    branch_id: "br_old",
    version_id: "ver_old",
    agent_config_json: "{}",
    test_ids: ["tst_old"],
    items: [
      {
        invocation_item_id: `itm_${id}`,
        test_id: "tst_old",
        test_name: "Old",
        test_type: "next_reply",
        test_revision_id: "trv_old",
      },
    ],
    repeat_count: 2,
    allow_real_tools: false,
    created_by: "usr_old",
    created_at: AT,
    cancelled_at: null,
    clock_ms: Date.parse(AT),
    in_flight: {},
  } as Old<InvocationDocument>;
}

function oldRun(invocationId: string, index: number, status: RunDocument["status"]) {
  return {
    _id: `run_${invocationId}_${index}`,
    workspace_id: WS,
    invocation_id: invocationId,
    invocation_item_id: `itm_${invocationId}`,
    test_id: "tst_old",
    test_type: "next_reply",
    test_revision_id: "trv_old",
    repeat_index: index,
    allows_real_tools: false,
    status,
    created_at: AT,
    started_at: null,
    completed_at: status === "pending" ? null : AT,
    updated_at: AT,
    cost_usd: 0,
    input_tokens: 0,
    output_tokens: 0,
    result_json: "{}",
    attempts: 0,
    lease_token: null,
    lease_expires_at: AT,
    conversation_id: null,
  };
}

describe("the results-over-time migration", () => {
  it("gives old runs their invocation's agent, branch and version, settles each status, and runs once", async () => {
    const database = createEmbeddedStore({ dataDir: null }).database(SERVICES.testing.name);
    await ensureIndexes(database);
    const invocations = database.collection<StoredDocument>(COLLECTIONS.invocations);
    const runs = database.collection<StoredDocument>(COLLECTIONS.runs);
    await invocations.insertMany([oldInvocation("inv_done"), oldInvocation("inv_open"), oldInvocation("inv_stop")]);
    await runs.insertMany([
      oldRun("inv_done", 0, "passed"),
      oldRun("inv_done", 1, "failed"),
      oldRun("inv_open", 0, "passed"),
      oldRun("inv_open", 1, "pending"),
      oldRun("inv_stop", 0, "passed"),
      oldRun("inv_stop", 1, "interrupted"),
    ]);

    expect(await migrateResultsOverTime(database)).toBe(3);

    const status = async (id: string) => ((await invocations.findOne({ _id: id })) as InvocationDocument).status;
    expect([await status("inv_done"), await status("inv_open"), await status("inv_stop")]).toEqual([
      "completed",
      "running",
      "cancelled",
    ]);
    const results = database.collection<TestResultDocument>(COLLECTIONS.results);
    expect(await results.findOne({ _id: "itm_inv_done" })).toMatchObject({
      test_id: "tst_old",
      invocation_id: "inv_done",
      version_id: "ver_old",
      runs: 2,
      final: { passed: 1, failed: 1, interrupted: 0, last_passed_at: AT, last_failed_at: AT },
    });
    expect(await results.findOne({ _id: "itm_inv_open" })).toMatchObject({ final: null });
    expect(await invocations.findOne({ _id: "inv_stop" })).toMatchObject({
      totals: { counts: { pending: 0, running: 0, passed: 1, failed: 0, interrupted: 1 } },
    });
    for (const run of (await runs.find({})) as RunDocument[]) {
      expect(run).toMatchObject({ agent_id: "agt_old", branch_id: "br_old", version_id: "ver_old" });
    }

    // Recorded: a later start reads one document, even if an old shape were written again.
    await invocations.insertOne(oldInvocation("inv_late"));
    expect(await migrateResultsOverTime(database)).toBe(0);
  });
});
