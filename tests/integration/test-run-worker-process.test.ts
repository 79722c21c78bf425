import { describe, expect, it } from "bun:test";
import { waitUntil } from "@cx/bus/testing";
import { OpenAiTestServer } from "@cx/llm/testing";
import { adminRequests, workerProcesses } from "../harness/worker-processes.ts";

/**
 * `--target=testing-worker` executes test runs in a process of its own, over RabbitMQ. A worker
 * killed with SIGKILL in the middle of a run (its model call hangs) leaves the run to the next
 * worker, which takes it over once the lease lapses and finishes it: nothing stays `running`.
 *
 * The embedded store belongs to one process at a time, so the testing processes take turns on
 * one data directory (MongoDB is what lets them run side by side in Kubernetes); the agents
 * service runs beside them on its own directory and answers which version to test.
 */
const model = OpenAiTestServer.start();
const {
  dataDir: testingDir,
  shared,
  group,
  messages: completed,
  directory,
} = await workerProcesses({
  name: "testing-worker",
  topic: "testing.run.completed",
  env: { LLM_BASE_URL: model.url, LLM_MAX_RETRIES: "0", TEST_RUN_LEASE_MS: "1000", TEST_RUN_SWEEP_INTERVAL_MS: "200" },
  alsoStop: [model],
});
const agentsDir = directory("cx-agents-");
const request = adminRequests(shared, "usr_run_probe", "ws_run_worker_probe");

describe("the testing worker in a process of its own", () => {
  it("serves only health, and a run whose worker is killed mid-run is finished by the next worker", async () => {
    const first = await group.start("testing-worker", { DATA_DIR: testingDir });
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect((await request(first.url, "GET", "/agent-tests")).status).toBe(404);
    first.process.kill("SIGTERM");
    expect(await first.process.exited).toBe(0);

    const agents = await group.start("agents", { DATA_DIR: agentsDir });
    const agent = await request(agents.url, "POST", "/agents", {
      name: "Worker probe",
      config: { agent: { prompt: { prompt: "Orders ship within two days." } } },
    });
    expect(agent.status).toBe(201);
    const api = await group.start("testing-http", { DATA_DIR: testingDir });
    const test = await request(api.url, "POST", "/agent-tests", {
      type: "next_reply",
      name: "Shipping time",
      chat_history: [{ role: "user", message: "When do orders ship?" }],
      success_condition: "The agent says orders ship within two days",
    });
    expect(test.status).toBe(201);
    const started = await request(api.url, "POST", `/agents/${agent.json.id}/test-invocations`, {
      test_ids: [test.json.id],
    });
    expect([started.status, started.json.counts.pending]).toEqual([201, 1]);
    api.process.kill("SIGTERM");
    expect(await api.process.exited).toBe(0);

    // The first worker's model call never answers; the next worker's calls answer at once.
    model.enqueue(
      { kind: "slow", delayMs: 60000 },
      { kind: "text", text: "Orders ship within two days." },
      { kind: "text", text: JSON.stringify({ status: "success", rationale: "It says two days." }) },
    );
    const doomed = await group.start("testing-worker", { DATA_DIR: testingDir });
    await waitUntil(() => model.requests.length === 1, "the first worker's model call", 15000);
    doomed.process.kill("SIGKILL");
    await doomed.process.exited;
    expect(completed).toEqual([]);

    const next = await group.start("testing-worker", { DATA_DIR: testingDir });
    await waitUntil(() => completed.length === 1, "testing.run.completed from the next worker", 20000);
    expect(completed[0]!.payload).toMatchObject({ invocation_id: started.json.id, status: "passed" });
    next.process.kill("SIGTERM");
    expect(await next.process.exited).toBe(0);
    expect(model.requests).toHaveLength(3);

    const reader = await group.start("testing-http", { DATA_DIR: testingDir });
    const invocation = await request(reader.url, "GET", `/test-invocations/${started.json.id}`);
    expect(invocation.json).toMatchObject({
      status: "completed",
      counts: { pending: 0, running: 0, passed: 1, failed: 0, interrupted: 0 },
    });
    const runs = await request(reader.url, "GET", `/test-invocations/${started.json.id}/runs`);
    expect(runs.json.items[0]).toMatchObject({
      status: "passed",
      result: { response: "Orders ship within two days.", passed: true },
    });
  }, 120000);
});
