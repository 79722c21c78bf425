import { afterEach, describe, expect, it } from "bun:test";
import { type BusMessage, createInProcessBus, type MessageBus } from "@cx/bus";
import { refusingPublishes, waitUntil } from "@cx/bus/testing";
import { Topics } from "@cx/contracts";
import type { OutboxFields } from "@cx/outbox";
import { asWorkspaceId } from "../domain/ids.ts";
import { COLLECTIONS } from "../store/collections.ts";
import type { InvocationDocument, RunDocument } from "../store/run-documents.ts";
import type { RunOutcomeFields } from "../store/runs-repository.ts";
import { type RunHarness, type RunHarnessOptions, startRunHarness } from "../testing/run-harness.ts";
import { bodies } from "../testing/testing-service.ts";
import type { RunExecutor } from "./run-execution.ts";

const ANNOUNCEMENTS: string[] = [Topics.TESTING_INVOCATION_STARTED, Topics.TESTING_RUN_COMPLETED];

const passed: RunOutcomeFields = {
  status: "passed",
  result: { evaluations: [], response: "ok", calls: [], passed: true },
  cost_usd: 0.001,
  input_tokens: 10,
  output_tokens: 2,
};

let harness: RunHarness | undefined;
afterEach(async () => {
  await harness?.stop();
  harness = undefined;
});

async function setUp(executor: RunExecutor, options: Partial<RunHarnessOptions> = {}, refused = ANNOUNCEMENTS) {
  const inner = createInProcessBus() as MessageBus;
  const bus = refusingPublishes(inner, refused);
  const announced: BusMessage[] = [];
  await inner.subscribe({ group: "announcements", topics: ANNOUNCEMENTS }, async (message) => {
    announced.push(message);
  });
  const ended: BusMessage[] = [];
  await inner.subscribe({ group: "ends", topics: [Topics.TESTING_INVOCATION_COMPLETED] }, async (message) => {
    ended.push(message);
  });
  // Events are swept once 30 ms old: the test calls the sweeper itself, as its timer would.
  harness = await startRunHarness({ bus: bus.bus, executor, outbox: { sweepIntervalMs: 30 }, ...options });
  const h = harness;
  const testId = (await h.alice.post("/agent-tests", bodies.nextReply())).json.id as string;
  const raw = {
    invocation: (id: string) =>
      h.service.database.collection<InvocationDocument & OutboxFields>(COLLECTIONS.invocations).findOne({ _id: id }),
    runs: (invocationId: string) =>
      h.service.database
        .collection<RunDocument & OutboxFields>(COLLECTIONS.runs)
        .find({ invocation_id: invocationId }, { sort: { _id: 1 } }),
  };
  const sweep = async () => {
    await Bun.sleep(40);
    const sent = await h.service.outbox.sweepOnce();
    await h.service.outbox.idle();
    return sent;
  };
  return { h, testId, raw, announced, ended, up: bus.up, sweep };
}

const topicsOf = (doc: OutboxFields | null) => (doc?.outbox ?? []).map((event) => [event.topic, event.id]);

describe("testing events through the outbox", () => {
  it("records testing.invocation.started on the invocation with its insert, and sweeps it out after a refused publish", async () => {
    const { h, testId, raw, announced, up, sweep } = await setUp({ execute: async () => passed }, { consume: false });
    const invocation = await h.invoke("agt_o", [testId], { repeat_count: 2 });
    // The start answered although the bus refused the announcement: it waits on the invocation.
    expect(topicsOf(await raw.invocation(invocation.id))).toEqual([[Topics.TESTING_INVOCATION_STARTED, invocation.id]]);
    expect(announced).toEqual([]);

    up();
    expect(await sweep()).toBe(1);
    await waitUntil(() => announced.length === 1, "testing.invocation.started on the bus");
    expect(announced[0]).toMatchObject({ topic: Topics.TESTING_INVOCATION_STARTED, id: invocation.id });
    expect(announced[0]?.payload).toMatchObject({
      invocation_id: invocation.id,
      agent_id: "agt_o",
      test_ids: [testId],
      repeat_count: 2,
      run_count: 2,
    });
    expect(topicsOf(await raw.invocation(invocation.id))).toEqual([]);
    expect(await sweep()).toBe(0);
  });

  it("records testing.run.completed on the run with the write that ends it, and sweeps it out after a refused publish", async () => {
    const { h, testId, raw, announced, up, sweep } = await setUp({ execute: async () => passed }, {}, [
      Topics.TESTING_RUN_COMPLETED,
    ]);
    const invocation = await h.invoke("agt_o", [testId]);
    await h.settled(invocation.id);
    const [run] = await raw.runs(invocation.id);
    expect(run?.status).toBe("passed");
    expect(topicsOf(run ?? null)).toEqual([[Topics.TESTING_RUN_COMPLETED, `${run?._id}:completed`]]);
    expect(announced.map((m) => m.topic)).toEqual([Topics.TESTING_INVOCATION_STARTED]);

    up();
    expect(await sweep()).toBe(1);
    await waitUntil(() => announced.length === 2, "the completion on the bus");
    const completed = announced.find((m) => m.topic === Topics.TESTING_RUN_COMPLETED);
    expect(completed?.id).toBe(`${run?._id}:completed`);
    expect(completed?.payload).toEqual({
      workspace_id: "ws_runs",
      invocation_id: invocation.id,
      run_id: run?._id,
      test_id: testId,
      status: "passed",
      cost_usd: 0.001,
      input_tokens: 10,
      output_tokens: 2,
      occurred_at: run?.completed_at,
    });
    expect(topicsOf((await raw.runs(invocation.id))[0] ?? null)).toEqual([]);
  });

  it("records testing.run.completed on every run a cancel interrupts", async () => {
    const { h, testId, raw, announced, up, sweep } = await setUp({ execute: async () => passed }, { consume: false });
    const invocation = await h.invoke("agt_o", [testId], { repeat_count: 3 });
    const cancelled = await h.alice.post(`/test-invocations/${invocation.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    const runs = await raw.runs(invocation.id);
    expect(runs.map((run) => run.status)).toEqual(["interrupted", "interrupted", "interrupted"]);
    for (const run of runs) expect(topicsOf(run)).toEqual([[Topics.TESTING_RUN_COMPLETED, `${run._id}:completed`]]);

    up();
    expect(await sweep()).toBe(4);
    await waitUntil(() => announced.length === 4, "the start and three completions on the bus");
    const completions = announced.filter((m) => m.topic === Topics.TESTING_RUN_COMPLETED);
    expect(completions.map((m) => (m.payload as { run_id: string }).run_id).sort()).toEqual(runs.map((r) => r._id));
    for (const m of completions) expect(m.payload).toMatchObject({ status: "interrupted", cost_usd: 0 });
    for (const run of await raw.runs(invocation.id)) expect(topicsOf(run)).toEqual([]);
  });
});

describe("the end of an invocation", () => {
  it("records testing.invocation.completed once on the invocation, with the write that settles it, however many runs end at once", async () => {
    // Every run waits at the gate, so that all of them end together and each settles.
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let started = 0;
    const { h, testId, raw, ended, up, sweep } = await setUp(
      {
        execute: async () => {
          started++;
          await gate;
          return passed;
        },
      },
      { runSettings: { concurrency: 4 } },
      [Topics.TESTING_INVOCATION_COMPLETED],
    );
    const invocation = await h.invoke("agt_o", [testId], { repeat_count: 4 });
    await waitUntil(() => started === 4, "the four runs executing");
    open();
    const answer = await h.settled(invocation.id);
    expect(answer.status).toBe("completed");
    // More settlers after the fact write nothing and record nothing.
    await Promise.all([1, 2, 3].map(() => h.deps.history.settle(asWorkspaceId("ws_runs"), invocation.id)));
    const stored = await raw.invocation(invocation.id);
    expect(stored?.status).toBe("completed");
    expect(topicsOf(stored)).toEqual([[Topics.TESTING_INVOCATION_COMPLETED, `${invocation.id}:completed`]]);
    expect(ended).toEqual([]);

    up();
    expect(await sweep()).toBe(1);
    await waitUntil(() => ended.length === 1, "the end on the bus");
    expect(ended[0]?.id).toBe(`${invocation.id}:completed`);
    expect(ended[0]?.payload).toEqual({
      workspace_id: "ws_runs",
      invocation_id: invocation.id,
      agent_id: "agt_o",
      branch_id: "br_main",
      version_id: "ver_agt_o_1",
      status: "completed",
      occurred_at: answer.completed_at,
    });
    expect(topicsOf(await raw.invocation(invocation.id))).toEqual([]);
    await h.deps.history.settle(asWorkspaceId("ws_runs"), invocation.id);
    expect(await sweep()).toBe(0);
    expect(ended).toHaveLength(1);
  });

  it("announces a cancelled invocation's end with its status", async () => {
    const { h, testId, ended } = await setUp({ execute: async () => passed }, { consume: false });
    const invocation = await h.invoke("agt_o", [testId], { repeat_count: 2 });
    const cancelled = await h.alice.post(`/test-invocations/${invocation.id}/cancel`, {});
    expect(cancelled.json.status).toBe("cancelled");
    await waitUntil(() => ended.length === 1, "the end on the bus");
    expect(ended[0]?.payload).toMatchObject({
      invocation_id: invocation.id,
      status: "cancelled",
      occurred_at: cancelled.json.completed_at,
    });
  });
});
