import { describe, expect, it } from "bun:test";
import type { BusMessage } from "@cx/bus";
import { waitUntil } from "@cx/bus/testing";
import { OpenAiTestServer } from "@cx/llm/testing";
import type { StartedProcess } from "../harness/boot-distributed.ts";
import { adminRequests, workerProcesses } from "../harness/worker-processes.ts";

/**
 * A knowledge worker killed (SIGKILL) in the middle of a document, with the lease and sweep
 * settings left at their defaults: the next worker takes the document over and indexes it within
 * 30 s of the kill. The embedded store belongs to one process at a time (MongoDB is what lets
 * workers share one in Kubernetes), so the processes take turns on one data directory.
 */
const TAKEOVER_MS = 30_000;

const model = OpenAiTestServer.start();
const {
  shared,
  group,
  messages: indexed,
} = await workerProcesses({
  name: "knowledge-takeover",
  topic: "knowledge.document.indexed",
  // Embeddings from the test server, whose first answer never comes: the first worker is
  // mid-document, waiting on it, when it is killed.
  env: { LLM_BASE_URL: model.url, LLM_TIMEOUT_MS: "120000", LLM_MAX_RETRIES: "0" },
  alsoStop: [model],
});
const request = adminRequests(shared, "usr_takeover_probe", "ws_takeover_probe", "/knowledge");

async function stopGracefully(started: StartedProcess) {
  started.process.kill("SIGTERM");
  expect(await started.process.exited).toBe(0);
}

describe("a knowledge worker killed mid-document", () => {
  it("has its document taken over and indexed by the next worker within 30 s, with default leases", async () => {
    // The worker declares its queues on the broker first, so that the import event waits there.
    await stopGracefully(await group.start("knowledge-worker"));
    const api = await group.start("knowledge-http");
    const created = await request(api.url, "POST", "/text", {
      name: "Returns",
      text: "Returns are accepted within thirty days when the item is unused and in its box.",
    });
    expect([created.status, created.json.status]).toEqual([201, "pending"]);
    await stopGracefully(api);

    model.enqueue({ kind: "slow", delayMs: 120_000 });
    const doomed = await group.start("knowledge-worker");
    await waitUntil(
      () => model.requests.some((r) => r.path === "/v1/embeddings"),
      "the first worker to ask for embeddings",
      15000,
    );
    doomed.process.kill("SIGKILL");
    await doomed.process.exited;
    const killedAt = Date.now();

    const next = await group.start("knowledge-worker");
    const isOurs = (m: BusMessage) => (m.payload as { document_id?: string }).document_id === created.json.id;
    await waitUntil(() => indexed.some(isOurs), "knowledge.document.indexed from the next worker", TAKEOVER_MS + 5000);
    expect(Date.now() - killedAt).toBeLessThan(TAKEOVER_MS);
    expect(indexed.find(isOurs)?.payload).toMatchObject({ status: "ready" });
    await stopGracefully(next);

    const again = await group.start("knowledge-http");
    const document = await request(again.url, "GET", `/${created.json.id}`);
    expect(document.json).toMatchObject({ status: "ready", chunk_count: 1, error: null });
  }, 90000);
});
