import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { waitUntil } from "@cx/bus/testing";
import type { RunOutcomeFields } from "../store/runs-repository.ts";
import { type RunHarness, startRunHarness } from "../testing/run-harness.ts";
import { type ServerSentEvent, serverSentEvents } from "../testing/sse.ts";
import { bodies } from "../testing/testing-service.ts";
import type { RunExecutor } from "./run-execution.ts";

/**
 * Many clients follow one invocation whose runs are executed by workers of another process (they
 * tell the streams nothing: the streams learn of changes from the store alone). While the runs
 * are held, the streams are idle: the store must then be read once per poll of the whole process,
 * never per stream.
 */
let h: RunHarness;
const gate = Promise.withResolvers<void>();
const executor: RunExecutor = {
  async execute(execution) {
    await execution.checkpoint();
    await gate.promise;
    return {
      status: "passed",
      result: { evaluations: [], response: "done", calls: [], passed: true },
      cost_usd: 0.0005,
      input_tokens: 5,
      output_tokens: 1,
    } satisfies RunOutcomeFields;
  },
};

/** Calls of each repository read a stream may make, counted from `reset()`. */
const reads = { find: 0, following: 0, visibleUpTo: 0 };

beforeAll(async () => {
  h = await startRunHarness({ executor, workersApart: true, runSettings: { concurrency: 4 } });
  const count = <T extends object>(target: T, method: keyof typeof reads & keyof T) => {
    const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
    (target as Record<string, unknown>)[method] = (...args: unknown[]) => {
      reads[method]++;
      return original(...args);
    };
  };
  count(h.deps.invocations, "find");
  count(h.deps.invocations, "visibleUpTo");
  count(h.deps.runs, "following");
});
afterAll(async () => {
  gate.resolve();
  await h.stop();
});

describe("live updates of many clients", () => {
  it("read nothing per stream while idle, and still deliver every change made by another process", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i++)
      ids.push((await h.alice.post("/agent-tests", bodies.nextReply({ name: `T${i}` }))).json.id);
    const invocation = await h.invoke("agt_live", ids, { repeat_count: 2 });

    const STREAMS = 10;
    const received: ServerSentEvent[][] = Array.from({ length: STREAMS }, () => []);
    const following = received.map(async (events) => {
      const response = await h.alice.open(`/test-invocations/${invocation.id}/events`);
      for await (const event of serverSentEvents(response)) events.push(event);
    });
    const latest = (events: ServerSentEvent[]) => {
      const statuses = new Map<string, string>();
      for (const e of events) if (e.event === "run") statuses.set(JSON.parse(e.data).id, JSON.parse(e.data).status);
      return statuses;
    };
    // Every stream has shown every run running: the workers hold them, nothing changes any more.
    await waitUntil(
      () => received.every((events) => [...latest(events).values()].filter((s) => s === "running").length === 4),
      "every stream showing four running runs",
    );
    await waitUntil(() => h.deps.streamWakeups.waiters === STREAMS, "every stream waiting");

    for (const key of Object.keys(reads) as (keyof typeof reads)[]) reads[key] = 0;
    await waitUntil(() => reads.visibleUpTo >= 5, "five polls of the process", 5000);
    expect(reads.find).toBe(0);
    expect(reads.following).toBe(0);

    gate.resolve();
    await Promise.all(following);
    for (const events of received) {
      expect(events.at(-1)!.event).toBe("invocation");
      expect(JSON.parse(events.at(-1)!.data)).toMatchObject({ status: "completed" });
      expect([...latest(events).values()]).toEqual(["passed", "passed", "passed", "passed"]);
    }
  });
});
