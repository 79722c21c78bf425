import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { signUp } from "../harness/accounts.ts";
import { processGroup } from "../harness/boot-distributed.ts";
import { startLatencySampler } from "../harness/latency-sampler.ts";
import { E2E_ENV } from "../harness/running-platform.ts";

const HOSTILE_HTML = `<p>x</p>${"<div>".repeat(3000)}text`;
const TEN_MB_TEXT = "Orders ship within two days and refunds take fourteen days. ".repeat(165_000);

function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
}

/**
 * Indexing is CPU-heavy (extraction, chunking, embedding, storing), but the process that does it
 * also serves requests: while a hostile page and a 10 MB text are indexed, health checks and an
 * authenticated read keep answering quickly. The platform runs in its own process, as
 * `bun run start` runs it, and the answers are timed from another (`startLatencySampler`), so
 * that neither this test's own work nor its process's pauses count.
 */
describe("indexing while serving, all in one process", () => {
  const group = processGroup({ ...E2E_ENV, DATA_DIR: "memory" });
  let baseUrl = "";
  beforeAll(async () => {
    baseUrl = (await group.start("all")).url;
  });
  afterAll(() => group.stop());

  it("answers /healthz and an authenticated read within 100 ms p99", async () => {
    const owner = await signUp(baseUrl);
    const ws = `/api/v1/workspaces/${owner.workspaceId}`;
    // Started before the uploads: a process takes a moment to start, and the 10 MB body is read
    // by the same event loop.
    const sampler = await startLatencySampler([
      { url: `${baseUrl}/healthz` },
      { url: `${baseUrl}${ws}/knowledge?page_size=5`, headers: { cookie: owner.api.sessionCookie! } },
    ]);
    const form = new FormData();
    form.set("file", new File([HOSTILE_HTML], "hostile.html", { type: "text/html" }));
    const upload = await fetch(`${baseUrl}/api/v1${ws.slice("/api/v1".length)}/knowledge/file`, {
      method: "POST",
      headers: { cookie: owner.api.sessionCookie!, "x-cx-request": "1" },
      body: form,
    });
    expect(upload.status).toBe(201);
    const hostile = (await upload.json()) as { id: string };
    const large = await owner.api.request("POST", `${ws}/knowledge/text`, { name: "Large", text: TEN_MB_TEXT });
    expect(large.status).toBe(201);

    const deadline = Date.now() + 120_000;
    let statuses: string[] = [];
    while (Date.now() < deadline) {
      const [first, second] = await Promise.all([
        owner.api.request("GET", `${ws}/knowledge/${hostile.id}`),
        owner.api.request("GET", `${ws}/knowledge/${large.json.id}`),
      ]);
      statuses = [first.json.status, second.json.status];
      if (statuses.every((status) => status === "ready" || status === "failed")) break;
      await Bun.sleep(50);
    }
    const { millis, failures } = await sampler.stop();
    const [health, reads] = millis as [number[], number[]];
    expect(statuses).toEqual(["ready", "ready"]);
    expect(failures).toEqual([]);
    expect(health.length).toBeGreaterThan(10);
    expect(p99(health)).toBeLessThan(100);
    expect(p99(reads)).toBeLessThan(100);
  }, 150_000);
});
