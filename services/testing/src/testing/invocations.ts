/**
 * Test support: invocations started over the routes and their runs executed by calling the worker
 * with each job, so a test decides when an invocation's runs happen (a harness with `consume: false`).
 */
import { expect } from "bun:test";
import type { RunRequestedEvent } from "@cx/contracts";
import type { RunHarness } from "./run-harness.ts";
import type { Client } from "./testing-service.ts";

/** Starts an invocation of `testIds` against `agentId` as `client` (201). */
export async function startInvocation(
  client: Client,
  agentId: string,
  testIds: string[],
  extra: Record<string, unknown> = {},
) {
  const started = await client.post(`/agents/${agentId}/test-invocations`, { test_ids: testIds, ...extra });
  expect(started.status).toBe(201);
  return started.json as { id: string; created_at: string };
}

/** Executes every pending run of the invocation, as workers taking its jobs would. */
export async function finishInvocation(h: RunHarness, invocationId: string) {
  const runs = await h.deps.runs.collection.find({ invocation_id: invocationId, status: "pending" });
  for (const run of runs) {
    const job: RunRequestedEvent = {
      workspace_id: run.workspace_id,
      invocation_id: run.invocation_id,
      run_id: run._id,
      test_id: run.test_id,
      agent_id: run.agent_id,
      version_id: run.version_id,
      repeat_index: run.repeat_index,
      allows_real_tools: false,
      occurred_at: new Date().toISOString(),
    };
    await h.worker.handle(job);
  }
}
