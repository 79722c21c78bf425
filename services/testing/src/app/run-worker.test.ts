import { afterEach, describe, expect, it } from "bun:test";
import { type RunRequestedEvent, Topics } from "@cx/contracts";
import { asWorkspaceId } from "@cx/ids";
import type { RunOutcomeFields } from "../store/runs-repository.ts";
import { type RunHarness, type RunHarnessOptions, startRunHarness } from "../testing/run-harness.ts";
import { bodies } from "../testing/testing-service.ts";
import { RunAborted, type RunExecution, type RunExecutor } from "./run-execution.ts";

const WS = asWorkspaceId("ws_runs");
let harness: RunHarness | undefined;
afterEach(async () => {
  await harness?.stop();
  harness = undefined;
});

function passed(): RunOutcomeFields {
  return {
    status: "passed",
    result: { evaluations: [], response: "ok", calls: [], passed: true },
    cost_usd: 0.001,
    input_tokens: 10,
    output_tokens: 2,
  };
}

/** Records executions; each waits for `gate` (resolved at once by default). */
function countingExecutor(gate: () => Promise<void> = async () => undefined) {
  const executed: string[] = [];
  let active = 0;
  let most = 0;
  const executor: RunExecutor = {
    async execute(execution: RunExecution) {
      executed.push(execution.run._id);
      active++;
      most = Math.max(most, active);
      try {
        await gate();
        await execution.checkpoint();
        return passed();
      } finally {
        active--;
      }
    },
  };
  return { executor, executed, most: () => most };
}

async function setUp(options: RunHarnessOptions, tests = 1, repeat = 1) {
  harness = await startRunHarness(options);
  const ids: string[] = [];
  for (let i = 0; i < tests; i++) ids.push((await harness.alice.post("/agent-tests", bodies.nextReply())).json.id);
  const invocation = await harness.invoke("agt_w", ids, { repeat_count: repeat });
  return { h: harness, invocation };
}

/** Makes the run due for the sweeper (its lease lapsed), and collects the jobs sent from then on. */
async function lapseAndListen(h: RunHarness, runId: string): Promise<RunRequestedEvent[]> {
  await h.deps.runs.collection.updateOne({ _id: runId }, { $set: { lease_expires_at: "2000-01-01T00:00:00.000Z" } });
  const received: RunRequestedEvent[] = [];
  await h.bus.subscribe({ group: "spy", topics: [Topics.TESTING_RUN_REQUESTED] }, async (m) => {
    received.push(m.payload as RunRequestedEvent);
  });
  return received;
}

function jobOf(run: { _id: string; invocation_id: string; test_id: string; repeat_index: number }): RunRequestedEvent {
  return {
    workspace_id: WS,
    invocation_id: run.invocation_id,
    run_id: run._id,
    test_id: run.test_id,
    agent_id: "agt_w",
    version_id: "ver_agt_w_1",
    repeat_index: run.repeat_index,
    allows_real_tools: false,
    occurred_at: new Date().toISOString(),
  };
}

describe("run workers", () => {
  it("execute a run once however often its job is delivered, and count it once", async () => {
    const counting = countingExecutor(() => Bun.sleep(20));
    const { h, invocation } = await setUp({ executor: counting.executor, consume: false });
    const [run] = await h.deps.runs.collection.find({ invocation_id: invocation.id });
    const job = jobOf(run!);
    await Promise.all([h.worker.handle(job), h.worker.handle(job), h.worker.handle(job)]);
    await h.worker.handle(job);
    await h.bus.publish(Topics.TESTING_RUN_REQUESTED, job);
    expect(counting.executed).toEqual([run!._id]);
    const done = await h.alice.get(`/test-invocations/${invocation.id}`);
    expect(done.json).toMatchObject({
      status: "completed",
      counts: { pending: 0, running: 0, passed: 1, failed: 0, interrupted: 0 },
      cost_usd: 0.001,
      input_tokens: 10,
      output_tokens: 2,
    });
  });

  it("run at most TEST_RUN_CONCURRENCY at once per process, with competing consumers", async () => {
    const counting = countingExecutor(() => Bun.sleep(15));
    const { h, invocation } = await setUp({ executor: counting.executor, runSettings: { concurrency: 2 } }, 3, 4);
    const done = await h.settled(invocation.id);
    expect(done.counts.passed).toBe(12);
    expect(new Set(counting.executed).size).toBe(12);
    expect(counting.executed).toHaveLength(12);
    expect(counting.most()).toBeLessThanOrEqual(2);
    expect(counting.most()).toBe(2);
  });

  it("renew a live worker's lease while its run outlasts it: neither the sweeper nor a duplicate takes it", async () => {
    const counting = countingExecutor(() => Bun.sleep(1000));
    const { h, invocation } = await setUp({
      executor: counting.executor,
      consume: false,
      clock: () => new Date(),
      runSettings: { leaseMs: 300 },
    });
    const [run] = await h.deps.runs.collection.find({ invocation_id: invocation.id });
    const executing = h.worker.handle(jobOf(run!));
    for (let i = 0; i < 8; i++) {
      await Bun.sleep(100);
      expect(await h.sweeper.sweepOnce()).toEqual({ requeued: 0, failed: 0 });
      await h.worker.handle(jobOf(run!));
    }
    await executing;
    expect(counting.executed).toEqual([run!._id]);
    const stored = await h.deps.runs.find(WS, run!._id);
    expect([stored?.status, stored?.attempts]).toEqual(["passed", 1]);
  });

  it("leave a dead worker's run to another once its lease lapses", async () => {
    const counting = countingExecutor();
    const { h, invocation } = await setUp({ executor: counting.executor, consume: false });
    const [run] = await h.deps.runs.collection.find({ invocation_id: invocation.id });
    // Another worker holds the run: a second delivery of its job leaves it alone.
    await h.deps.runs.claimPending(
      WS,
      run!._id,
      "rls_other",
      run!.created_at,
      "2999-01-01T00:00:00.000Z",
      run!.updated_at,
    );
    await h.worker.handle(jobOf(run!));
    expect(counting.executed).toEqual([]);
    expect(await h.sweeper.sweepOnce()).toEqual({ requeued: 0, failed: 0 });
    // Then it died: its lease lapsed without being renewed.
    const received = await lapseAndListen(h, run!._id);
    expect(await h.sweeper.sweepOnce()).toEqual({ requeued: 1, failed: 0 });
    expect(await h.sweeper.sweepOnce()).toEqual({ requeued: 0, failed: 0 });
    await Bun.sleep(20);
    expect(received.map((j) => [j.run_id, j.attempt])).toEqual([[run!._id, 2]]);
    await h.worker.handle(received[0]!);
    expect(counting.executed).toEqual([run!._id]);
    const stored = await h.deps.runs.find(WS, run!._id);
    expect([stored?.status, stored?.attempts]).toEqual(["passed", 2]);
  });

  it("fail a run with runtime_error after 3 attempts, whether it broke down or its worker died", async () => {
    let calls = 0;
    const broken: RunExecutor = {
      async execute() {
        calls++;
        throw new Error("the store went away");
      },
    };
    const { h, invocation } = await setUp({ executor: broken }, 2);
    const done = await h.settled(invocation.id);
    expect(calls).toBe(6);
    expect(done.counts).toMatchObject({ failed: 2, running: 0, pending: 0 });
    const [run] = await h.runs(invocation.id);
    expect(run!.result).toEqual({
      failure_code: "runtime_error",
      evaluations: [],
      response: "The run could not be executed in 3 attempts.",
      calls: [],
      passed: false,
    });

    const second = await h.invoke("agt_w", [(await h.alice.post("/agent-tests", bodies.nextReply())).json.id]);
    await h.settled(second.id).catch(() => undefined);
    const [stuck] = await h.deps.runs.collection.find({ invocation_id: second.id });
    await h.deps.runs.collection.updateOne(
      { _id: stuck!._id },
      {
        $set: { status: "running", attempts: 3, lease_token: "rls_dead", lease_expires_at: "2000-01-01T00:00:00.000Z" },
      },
    );
    expect(await h.sweeper.sweepOnce()).toEqual({ requeued: 0, failed: 1 });
    const [failed] = await h.runs(second.id);
    expect(failed!.result).toMatchObject({ failure_code: "runtime_error", passed: false });
    expect(failed!.status).toBe("failed");
  });

  it("stop a cancelled run at its next step and discard its late result", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sawAbort = false;
    const slow: RunExecutor = {
      async execute(execution) {
        await gate;
        try {
          await execution.checkpoint();
        } catch (error) {
          sawAbort = error instanceof RunAborted;
          throw error;
        }
        return passed();
      },
    };
    const { h, invocation } = await setUp({ executor: slow });
    for (let i = 0; i < 100 && (await h.runs(invocation.id))[0]?.status !== "running"; i++) await Bun.sleep(5);
    const cancelled = await h.alice.post(`/test-invocations/${invocation.id}/cancel`, {});
    expect(cancelled.json.counts).toMatchObject({ interrupted: 1, running: 0 });
    release();
    await Bun.sleep(30);
    expect(sawAbort).toBe(true);
    const [run] = await h.runs(invocation.id);
    expect([run!.status, run!.result.passed, run!.cost_usd]).toEqual(["interrupted", null, 0]);
  });

  it("answer 409 to a cancel that the last run's completion overtook; the invocation stays completed", async () => {
    const counting = countingExecutor();
    const { h, invocation } = await setUp({ executor: counting.executor, consume: false });
    const [run] = await h.deps.runs.collection.find({ invocation_id: invocation.id });
    const markCancelled = h.deps.invocations.markCancelled.bind(h.deps.invocations);
    // The run finishes after the cancel saw it pending, before the cancel interrupts anything.
    h.deps.invocations.markCancelled = async (...args) => {
      await h.worker.handle(jobOf(run!));
      return markCancelled(...args);
    };
    const late = await h.alice.post(`/test-invocations/${invocation.id}/cancel`, {});
    expect([late.status, late.json.error.code]).toEqual([409, "invocation_finished"]);
    const done = await h.alice.get(`/test-invocations/${invocation.id}`);
    expect(done.json).toMatchObject({ status: "completed", counts: { passed: 1, interrupted: 0 } });
  });

  it("send a pending run's lost job again", async () => {
    const counting = countingExecutor();
    const { h, invocation } = await setUp({ executor: counting.executor, consume: false, clock: () => new Date() });
    const [run] = await h.deps.runs.collection.find({ invocation_id: invocation.id });
    const received = await lapseAndListen(h, run!._id);
    expect(await h.sweeper.sweepOnce()).toEqual({ requeued: 1, failed: 0 });
    await Bun.sleep(20);
    expect(received.map((j) => j.run_id)).toEqual([run!._id]);
    const stored = await h.deps.runs.find(WS, run!._id);
    expect(Date.parse(stored!.lease_expires_at)).toBeGreaterThan(Date.now() + 200_000);
  });
});
