/**
 * Finished invocations written straight into the testing service's collections, as the service
 * stores them, then settled as the worker that ends an invocation's last run settles it: the
 * seeding of the benchmarks that read runs, comparisons and histories without running anything.
 */
import { asWorkspaceId, newId } from "../../libs/ids/src/index.ts";
import { COLLECTIONS } from "../../services/testing/src/store/collections.ts";
import { resultsOf, type TestResultDocument } from "../../services/testing/src/store/result-documents.ts";
import type { InvocationDocument, RunDocument } from "../../services/testing/src/store/run-documents.ts";
import type { TestingService } from "../../services/testing/src/testing/testing-service.ts";

type Call = Record<string, unknown>;

/** A next-reply run's result as the judge records it: the shipping condition met or not. */
export function nextReplyResultJson(passed: boolean, response: string, calls: Call[] = []): string {
  const evaluation = {
    status: passed ? "success" : "failure",
    rationale: passed
      ? "The reply says that orders ship within two days, as the condition asks."
      : "The reply does not say when orders ship; it talks about refunds instead.",
  };
  return JSON.stringify({ evaluation, evaluations: [evaluation], response, calls, passed });
}

export interface SeededInvocation {
  ws: string;
  agentId: string;
  branchId: string;
  versionId: string;
  testIds: readonly string[];
  repeats: number;
  testName: (testId: string, index: number) => string;
  /** Whether a run passed; `seeded` counts the invocations seeded so far, this one included. */
  passed: (run: { repeatIndex: number; index: number; seeded: number }) => boolean;
  resultJson: (passed: boolean) => string;
}

/** Seeds invocations into `service`'s store, each one second after the one before, as a team's runs arrive over time. */
export function invocationSeeder(service: TestingService) {
  const runs = service.database.collection<RunDocument>(COLLECTIONS.runs);
  const invocations = service.database.collection<InvocationDocument>(COLLECTIONS.invocations);
  const results = service.database.collection<TestResultDocument>(COLLECTIONS.results);
  const base = Date.parse("2026-01-01T00:00:00.000Z");
  let seeded = 0;

  /** A finished invocation of every test × `repeats`; answers its id. */
  return async function seedInvocation(spec: SeededInvocation): Promise<string> {
    const id = newId("inv");
    const createdAt = new Date(base + 1000 * seeded++).toISOString();
    const completedAt = new Date(Date.parse(createdAt) + 900).toISOString();
    const items = spec.testIds.map((testId, index) => ({
      invocation_item_id: newId("itm"),
      test_id: testId,
      test_name: spec.testName(testId, index),
      test_type: "next_reply" as const,
      test_revision_id: `trv_${testId}`,
    }));
    const docs: RunDocument[] = items.flatMap((item, index) =>
      Array.from({ length: spec.repeats }, (_, repeatIndex) => {
        const passed = spec.passed({ repeatIndex, index, seeded });
        return {
          _id: newId("run"),
          workspace_id: spec.ws,
          invocation_id: id,
          agent_id: spec.agentId,
          branch_id: spec.branchId,
          version_id: spec.versionId,
          invocation_item_id: item.invocation_item_id,
          test_id: item.test_id,
          test_type: item.test_type,
          test_revision_id: item.test_revision_id,
          repeat_index: repeatIndex,
          allows_real_tools: false,
          status: passed ? ("passed" as const) : ("failed" as const),
          created_at: createdAt,
          started_at: createdAt,
          completed_at: completedAt,
          updated_at: completedAt,
          cost_usd: 0.00042,
          input_tokens: 1400,
          output_tokens: 210,
          result_json: spec.resultJson(passed),
          attempts: 1,
          lease_token: null,
          lease_expires_at: completedAt,
          conversation_id: null,
        };
      }),
    );
    await runs.insertMany(docs);
    const invocation: InvocationDocument = {
      _id: id,
      workspace_id: spec.ws,
      agent_id: spec.agentId,
      branch_id: spec.branchId,
      version_id: spec.versionId,
      agent_config_json: JSON.stringify({ agent: { prompt: { prompt: "Orders ship within two days." } } }),
      test_ids: [...spec.testIds],
      items,
      repeat_count: spec.repeats,
      allow_real_tools: false,
      created_by: "usr_bench",
      created_at: createdAt,
      cancelled_at: null,
      status: "running",
      totals: null,
      clock_ms: Date.parse(completedAt),
      in_flight: {},
    };
    await results.insertMany(resultsOf(invocation));
    await invocations.insertOne(invocation);
    // As the worker that ended its last run does.
    await service.deps.history.settle(asWorkspaceId(spec.ws), id);
    return id;
  };
}
