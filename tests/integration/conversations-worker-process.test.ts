import { describe, expect, it } from "bun:test";
import { waitUntil } from "@cx/bus/testing";
import { conversationsRepository, endedConversation } from "@cx/conversations/testing";
import { asWorkspaceId } from "@cx/ids";
import { OpenAiTestServer } from "@cx/llm/testing";
import { createDocumentStore } from "@cx/store";
import { workerProcesses } from "../harness/worker-processes.ts";

/**
 * `--target=conversations-worker` runs the analysis jobs in a process of its own, over RabbitMQ.
 * A worker killed (SIGKILL) in the middle of an analysis leaves the job `processing` under a
 * lease; once the lease lapses, another worker's sweeper queues it again and that worker
 * finishes it. The embedded store belongs to one process at a time (MongoDB is what lets workers
 * share one in Kubernetes), so the two workers take turns on one data directory: the second
 * starts when the first has died.
 */
const model = OpenAiTestServer.start();
const {
  dataDir,
  group,
  messages: completed,
} = await workerProcesses({
  name: "conversations-worker",
  topic: "conversations.analysis.completed",
  env: {
    LLM_BASE_URL: model.url,
    LLM_TIMEOUT_MS: "120000",
    LLM_MAX_RETRIES: "0",
    CONVERSATIONS_ANALYSIS_LEASE_MS: "1500",
    CONVERSATIONS_SWEEP_INTERVAL_MS: "200",
    CONVERSATIONS_PENDING_REQUEUE_MS: "1000",
  },
  alsoStop: [model],
});

const WS = "ws_conversations_worker_probe";
const openStore = () => createDocumentStore({ dataDir });

describe("the conversations worker in a process of its own", () => {
  it("finishes an analysis whose first worker was killed mid-run", async () => {
    const seeded = endedConversation({
      workspaceId: WS,
      config: {
        platform_settings: {
          evaluation: {
            criteria: [
              { id: "shipping", name: "Shipping", conversation_goal_prompt: "The agent said when orders ship." },
            ],
          },
          sentiment_analysis: { enabled: true },
        },
      },
      transcript: [
        { role: "user", seq: 0, text: "When does my order ship?" },
        { role: "agent", seq: 1, text: "It ships tomorrow." },
      ],
      queuedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const seeding = openStore();
    await (await conversationsRepository(seeding.database("conversations"))).insert(seeded);
    await seeding.close();

    // The first worker's model call never answers: it is mid-analysis when it is killed.
    model.enqueue({ kind: "slow", delayMs: 120_000 });
    const first = await group.start("conversations-worker");
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    // Its sweeper queues the waiting job; its consumer claims it and asks the model.
    await waitUntil(() => model.requests.length >= 1, "the first worker to ask the model", 15000);
    first.process.kill("SIGKILL");
    await first.process.exited;

    const between = openStore();
    const stuck = await (await conversationsRepository(between.database("conversations"))).find(
      asWorkspaceId(WS),
      seeded._id,
    );
    await between.close();
    expect(stuck).toMatchObject({ analysis_status: "processing", analysis_runs: 1 });
    expect(stuck!.analysis_token).not.toBeNull();

    const second = await group.start("conversations-worker");
    await waitUntil(
      () => completed.some((m) => (m.payload as { conversation_id?: string }).conversation_id === seeded._id),
      "conversations.analysis.completed from the second worker",
      20000,
    );
    second.process.kill("SIGTERM");
    expect(await second.process.exited).toBe(0);

    const after = openStore();
    const done = await (await conversationsRepository(after.database("conversations"))).find(
      asWorkspaceId(WS),
      seeded._id,
    );
    await after.close();
    expect(done).toMatchObject({ analysis_status: "done", analysis_token: null, analysis_runs: 2 });
    const analysis = JSON.parse(done!.analysis_json!);
    expect(analysis.criteria_results.map((c: { criteria_id: string }) => c.criteria_id)).toEqual(["shipping"]);
    expect(done!.events.map((e) => e.type)).toEqual(["conversation.ended", "analysis.completed"]);
    expect(model.requests.length).toBe(2);
  }, 90000);
});
