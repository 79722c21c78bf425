import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { JobRunner } from "@cx/jobs";
import { createLogger } from "@cx/logger";
import { testRunJob } from "../jobs.ts";
import type { RunOutcomeFields } from "../store/runs-repository.ts";
import { type RunHarness, startRunHarness } from "../testing/run-harness.ts";
import { serverSentEvents } from "../testing/sse.ts";
import { bodies } from "../testing/testing-service.ts";
import type { RunExecutor } from "./run-execution.ts";

/**
 * Several workers finish runs at once while a client polls with the last `updated_at` it saw and
 * another follows the live updates. Each write is held for a random while after it took its
 * stamp, so writes land out of stamp order, the case a wall-clock `updated_at` gets wrong.
 */
let h: RunHarness;
const jitter = () => Bun.sleep(Math.random() * 6);
const executor: RunExecutor = {
  async execute(execution) {
    await jitter();
    await execution.checkpoint();
    const passed = execution.run.repeat_index % 3 !== 0;
    return {
      status: passed ? "passed" : "failed",
      result: { evaluations: [], response: "done", calls: [], passed },
      cost_usd: 0.0005,
      input_tokens: 5,
      output_tokens: 1,
    } satisfies RunOutcomeFields;
  },
};

beforeAll(async () => {
  h = await startRunHarness({ executor, runSettings: { concurrency: 6 }, clock: () => new Date() });
  const secondWorker = new JobRunner(testRunJob(h.deps, executor), { logger: createLogger("w2", { level: "silent" }) });
  await secondWorker.subscribe(h.bus);
  for (const method of ["finish", "claimPending"] as const) {
    const original = h.deps.runs[method].bind(h.deps.runs) as (...args: unknown[]) => Promise<unknown>;
    (h.deps.runs as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      await jitter();
      return original(...args);
    };
  }
});
afterAll(() => h.stop());

describe("polling and live updates while runs complete concurrently", () => {
  it("a poller misses no change and sees none twice; the stream ends with the invocation", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 10; i++)
      ids.push((await h.alice.post("/agent-tests", bodies.nextReply({ name: `T${i}` }))).json.id);
    const invocation = await h.invoke("agt_poll", ids, { repeat_count: 6 });

    const streamed: { event: string | undefined; data: Record<string, unknown> }[] = [];
    const live = (async () => {
      const response = await h.alice.open(`/test-invocations/${invocation.id}/events`);
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      for await (const message of serverSentEvents(response)) {
        streamed.push({ event: message.event, data: JSON.parse(message.data) });
      }
    })();

    const seen = new Set<string>();
    const last = new Map<string, string>();
    const history = new Map<string, string[]>();
    let updatedAfter = "";
    let previous = "";
    for (let quietPolls = 0; quietPolls < 3; ) {
      let cursor: string | null = null;
      let changes = 0;
      do {
        const query = new URLSearchParams({ page_size: "7" });
        if (updatedAfter) query.set("updated_after", updatedAfter);
        if (cursor) query.set("cursor", cursor);
        const page = await h.alice.get(`/test-invocations/${invocation.id}/runs?${query}`);
        expect(page.status).toBe(200);
        for (const run of page.json.items as { id: string; updated_at: string; status: string }[]) {
          const key = `${run.id}@${run.updated_at}`;
          expect(seen.has(key)).toBe(false);
          seen.add(key);
          expect(run.updated_at >= previous).toBe(true);
          previous = run.updated_at;
          last.set(run.id, run.status);
          history.set(run.id, [...(history.get(run.id) ?? []), run.status]);
          changes++;
        }
        cursor = page.json.next_cursor;
      } while (cursor);
      if (previous) updatedAfter = previous;
      const status = (await h.alice.get(`/test-invocations/${invocation.id}`)).json.status;
      quietPolls = status !== "running" && changes === 0 ? quietPolls + 1 : 0;
      await Bun.sleep(2);
    }

    const stored = await h.deps.runs.collection.find({ invocation_id: invocation.id });
    expect(stored).toHaveLength(60);
    for (const run of stored) expect([run._id, last.get(run._id)]).toEqual([run._id, run.status]);
    // Each run is seen in the states it was in when the poller looked, in the order it went through
    // them, each once. A state that lasted less than one poll (running, on a fast answer) is
    // overwritten before a poll can show it: the feed is of current states, not of transitions.
    const lifecycle = ["pending", "running", "finished"];
    for (const run of stored) {
      const states = (history.get(run._id) ?? []).map((s) => (s === "passed" || s === "failed" ? "finished" : s));
      const steps = states.map((state) => lifecycle.indexOf(state));
      expect(steps.every((step, i) => step >= 0 && (i === 0 || step > steps[i - 1]!))).toBe(true);
      expect(states.at(-1)).toBe("finished");
    }

    await live;
    const final = streamed.at(-1)!;
    expect(final.event).toBe("invocation");
    expect(final.data).toMatchObject({
      status: "completed",
      counts: { passed: 40, failed: 20, running: 0, pending: 0 },
    });
    const streamedLast = new Map<string, string>();
    for (const e of streamed.slice(0, -1)) {
      expect(e.event).toBe("run");
      streamedLast.set(e.data.id as string, e.data.status as string);
    }
    for (const run of stored) expect(streamedLast.get(run._id)).toBe(run.status);
    const done = (await h.alice.get(`/test-invocations/${invocation.id}`)).json;
    expect(done).toMatchObject({ cost_usd: 0.03, input_tokens: 300, output_tokens: 60 });
    expect(done.summary.every((s: { pass_rate: number; pass_all: boolean }) => s.pass_all === false)).toBe(true);
    expect(done.summary[0].pass_rate).toBeCloseTo(4 / 6, 10);
  }, 30000);
});
