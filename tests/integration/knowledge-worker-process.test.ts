import { describe, expect, it } from "bun:test";
import { waitUntil } from "@cx/bus/testing";
import { adminRequests, workerProcesses } from "../harness/worker-processes.ts";

/**
 * `--target=knowledge-worker` is the knowledge service's consumers in a process of their own:
 * the routes run in a `--target=knowledge-http` process (the service without its consumers),
 * and the indexing happens in the worker, over RabbitMQ.
 *
 * The embedded store belongs to one process at a time (MongoDB is what lets the two run side by
 * side in Kubernetes), so here they take turns on one data directory: the document is created
 * through the routes and stays pending, the worker indexes it from the queued event, and the
 * routes then serve it as ready.
 */
const {
  shared,
  group,
  messages: indexed,
} = await workerProcesses({
  name: "knowledge-worker",
  topic: "knowledge.document.indexed",
  env: { KNOWLEDGE_SWEEP_INTERVAL_MS: "200", KNOWLEDGE_PENDING_REQUEUE_MS: "1000" },
});
const request = adminRequests(shared, "usr_worker_probe", "ws_worker_probe", "/knowledge");

describe("the knowledge worker in a process of its own", () => {
  it("serves only health, and indexes a document created through the service's routes", async () => {
    // The worker declares its queues on the broker first, so the event waits there for it.
    const firstWorker = await group.start("knowledge-worker");
    expect((await fetch(`${firstWorker.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${firstWorker.url}/readyz`)).status).toBe(200);
    const noRoutes = await request(firstWorker.url, "GET", "");
    expect(noRoutes.status).toBe(404);
    firstWorker.process.kill("SIGTERM");
    expect(await firstWorker.process.exited).toBe(0);

    const api = await group.start("knowledge-http");
    const created = await request(api.url, "POST", "/text", {
      name: "Returns",
      text: "Returns are accepted within thirty days when the item is unused and in its box.",
    });
    expect([created.status, created.json.status]).toEqual([201, "pending"]);
    // The routes alone never index: long past the sweep interval, the document is still pending.
    await Bun.sleep(1500);
    expect((await request(api.url, "GET", `/${created.json.id}`)).json.status).toBe("pending");
    expect(indexed).toEqual([]);
    api.process.kill("SIGTERM");
    expect(await api.process.exited).toBe(0);

    const worker = await group.start("knowledge-worker");
    await waitUntil(
      () => indexed.some((m) => (m.payload as { document_id?: string }).document_id === created.json.id),
      "knowledge.document.indexed from the worker",
      15000,
    );
    worker.process.kill("SIGTERM");
    expect(await worker.process.exited).toBe(0);

    const again = await group.start("knowledge-http");
    const document = await request(again.url, "GET", `/${created.json.id}`);
    expect(document.json).toMatchObject({ status: "ready", chunk_count: 1, error: null });
  }, 90000);
});
