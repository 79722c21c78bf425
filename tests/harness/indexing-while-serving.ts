import { signUp } from "./accounts.ts";
import { startLatencySampler } from "./latency-sampler.ts";

const HOSTILE_HTML = `<p>x</p>${"<div>".repeat(3000)}text`;
const TEN_MB_TEXT = "Orders ship within two days and refunds take fourteen days. ".repeat(165_000);

/** What `indexWhileServing` saw: the documents' final statuses and every timed answer. */
export interface IndexingWhileServing {
  statuses: string[];
  uploads: number[];
  /** Milliseconds of each `/healthz` answer, and of each authenticated knowledge list. */
  health: number[];
  reads: number[];
  failures: unknown[];
}

/**
 * Indexes a hostile HTML page and a 10 MB text on the platform at `baseUrl` (a process of its own,
 * as `bun run start` runs it) while another process times `/healthz` and an authenticated read
 * (`startLatencySampler`), so that neither the caller's own work nor its pauses count.
 */
export async function indexWhileServing(baseUrl: string): Promise<IndexingWhileServing> {
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
  const upload = await fetch(`${baseUrl}${ws}/knowledge/file`, {
    method: "POST",
    headers: { cookie: owner.api.sessionCookie!, "x-cx-request": "1" },
    body: form,
  });
  const hostile = (await upload.json()) as { id: string };
  const large = await owner.api.request("POST", `${ws}/knowledge/text`, { name: "Large", text: TEN_MB_TEXT });

  const deadline = Date.now() + 120_000;
  let statuses: string[] = [];
  while (Date.now() < deadline && upload.status === 201 && large.status === 201) {
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
  return { statuses, uploads: [upload.status, large.status], health, reads, failures };
}
