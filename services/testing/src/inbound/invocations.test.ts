import { afterEach, describe, expect, it } from "bun:test";
import type { BusMessage } from "@cx/bus";
import { waitUntil } from "@cx/bus/testing";
import { type ReadInvocationReply, TestingRequestTopics, Topics } from "@cx/contracts";
import { createLogger } from "@cx/logger";
import { COLLECTIONS } from "../store/collections.ts";
import type { InvocationDocument, RunDocument } from "../store/run-documents.ts";
import { type RunHarness, startRunHarness } from "../testing/run-harness.ts";
import { bodies } from "../testing/testing-service.ts";
import { startInvocationSettling } from "./invocation-settling.ts";

let harness: RunHarness | undefined;
afterEach(async () => {
  await harness?.stop();
  harness = undefined;
});

const passed = {
  status: "passed" as const,
  result: { evaluations: [], response: "ok", calls: [], passed: true },
  cost_usd: 0.001,
  input_tokens: 10,
  output_tokens: 2,
};

describe("testing.invocations.read", () => {
  it("answers an invocation as its GET does, and null for another workspace's or a missing one", async () => {
    harness = await startRunHarness({ executor: { execute: async () => passed } });
    const h = harness;
    const testId = (await h.alice.post("/agent-tests", bodies.nextReply())).json.id as string;
    const invocation = await h.invoke("agt_r", [testId], { repeat_count: 2 });
    const got = await h.settled(invocation.id);
    const read = (workspace_id: string, invocation_id: string) =>
      h.bus.request<ReadInvocationReply>(
        TestingRequestTopics.READ_INVOCATION,
        { workspace_id, invocation_id },
        { timeoutMs: 5000 },
      );
    expect((await read("ws_runs", invocation.id)).invocation).toEqual(got);
    expect(got).toMatchObject({ id: invocation.id, status: "completed" });
    expect(await read("ws_other", invocation.id)).toEqual({ invocation: null });
    expect(await read("ws_runs", "inv_missing")).toEqual({ invocation: null });
    const refused = await h.bus
      .request(TestingRequestTopics.READ_INVOCATION, { invocation_id: invocation.id }, { timeoutMs: 5000 })
      .catch((error: unknown) => error);
    expect((refused as { code?: string }).code).toBe("validation_failed");
  });
});

describe("settling from ended runs", () => {
  it("settles and announces an invocation whose runs ended without settling it (a process gone in between)", async () => {
    harness = await startRunHarness({ consume: false });
    const h = harness;
    const ended: BusMessage[] = [];
    await h.bus.subscribe({ group: "ends", topics: [Topics.TESTING_INVOCATION_COMPLETED] }, async (message) => {
      ended.push(message);
    });
    const testId = (await h.alice.post("/agent-tests", bodies.nextReply())).json.id as string;
    const invocation = await h.invoke("agt_s", [testId], { repeat_count: 2 });
    const database = h.service.database;
    const at = new Date().toISOString();
    // The runs' ending writes, and nothing after them.
    await database
      .collection<RunDocument>(COLLECTIONS.runs)
      .updateMany(
        { invocation_id: invocation.id },
        { $set: { status: "passed", completed_at: at, updated_at: at, lease_token: null } },
      );
    const stored = () =>
      database.collection<InvocationDocument>(COLLECTIONS.invocations).findOne({ _id: invocation.id });
    expect((await stored())?.status).toBe("running");
    const settling = await startInvocationSettling(h.bus, h.deps, createLogger("settling", { level: "silent" }));
    try {
      const [run] = await database.collection<RunDocument>(COLLECTIONS.runs).find({ invocation_id: invocation.id });
      await h.bus.publish(Topics.TESTING_RUN_COMPLETED, {
        workspace_id: "ws_runs",
        invocation_id: invocation.id,
        run_id: run?._id ?? "",
        test_id: testId,
        status: "passed",
        cost_usd: 0,
        input_tokens: 0,
        output_tokens: 0,
        occurred_at: at,
      });
      await waitUntil(() => ended.length === 1, "the invocation's end announced");
      expect((await stored())?.status).toBe("completed");
      expect(ended[0]?.payload).toMatchObject({ invocation_id: invocation.id, status: "completed", occurred_at: at });
    } finally {
      await settling.stop();
    }
  });
});
