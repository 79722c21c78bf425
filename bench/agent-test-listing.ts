import { asWorkspaceId } from "../services/testing/src/domain/ids.ts";
import { seedWorkspace } from "../services/testing/src/store/seed.ts";
import { startTestingService } from "../services/testing/src/testing/testing-service.ts";
import { formatTable, type Measurement, measure } from "./lib/measure.ts";

/**
 * One 30-item page of the agent-test list (part 4.3) in a workspace of 20,000 tests against the
 * same page in a workspace of 100 tests, measured in one run, through the testing service's
 * `app.handle()` with a signed caller (no network, no gateway: the listing itself). Both
 * workspaces live in the same store, seeded through the repository.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);

const service = await startTestingService();
const big = await seedWorkspace(service.deps.entries, asWorkspaceId("ws_big"), {
  folders: 200,
  testsPerFolder: 100,
  rootTests: 0,
});
const small = await seedWorkspace(service.deps.entries, asWorkspaceId("ws_small"), {
  folders: 1,
  testsPerFolder: 100,
  rootTests: 0,
});

interface Case {
  name: string;
  /** The query of the page, given the workspace's first folder. */
  query: (folderId: string) => string;
  /** Fetch the first page and follow its cursor once, measuring the second page. */
  secondPage?: boolean;
}

const cases: Case[] = [
  { name: "folder of 100, default order", query: (f) => `parent_folder_id=${f}` },
  { name: "folder of 100, default order, 2nd page", query: (f) => `parent_folder_id=${f}`, secondPage: true },
  { name: "folder of 100, folders_first", query: (f) => `parent_folder_id=${f}&sort_mode=folders_first` },
  { name: "folder of 100, search", query: (f) => `parent_folder_id=${f}&search=0000` },
  { name: "root, folders_first", query: () => "parent_folder_id=root&sort_mode=folders_first" },
  { name: "whole workspace, default order", query: () => "" },
  { name: "whole workspace, search", query: () => "search=000042" },
  { name: "whole workspace, shared_with_me", query: () => "sharing_mode=shared_with_me" },
];

async function pagePath(client: ReturnType<typeof service.as>, c: Case, folderId: string): Promise<string> {
  const base = `/agent-tests?page_size=30${c.query(folderId) ? `&${c.query(folderId)}` : ""}`;
  if (!c.secondPage) return base;
  const first = await client.get(base);
  if (!first.json.next_cursor) throw new Error(`${c.name}: no second page`);
  return `${base}&cursor=${first.json.next_cursor}`;
}

const workspaces = [
  ["100 tests", "ws_small", small],
  ["20,000 tests", "ws_big", big],
] as const;

// Every page once around before anything is measured, so the first case does not pay for
// the JIT warming up.
for (let round = 0; round < 20; round++) {
  for (const c of cases) {
    for (const [, ws, seeded] of workspaces) {
      const client = service.as("usr_shared", ws);
      await client.get(await pagePath(client, c, seeded.folderIds[0] as string));
    }
  }
}

const rows: Measurement[] = [];
const ratios: string[] = ["| case | items (small / big) | p50 ratio | p99 ratio |", "|---|---|---|---|"];
for (const c of cases) {
  const pair: Measurement[] = [];
  const counts: number[] = [];
  for (const [label, ws, seeded] of workspaces) {
    const client = service.as("usr_shared", ws);
    const path = await pagePath(client, c, seeded.folderIds[0] as string);
    const probe = await client.get(path);
    if (probe.status !== 200) throw new Error(`${c.name}: ${probe.status} ${JSON.stringify(probe.json)}`);
    counts.push(probe.json.items.length);
    const m = await measure(
      `${c.name} — ${label}`,
      async () => {
        const reply = await client.get(path);
        if (reply.status !== 200) throw new Error(`unexpected ${reply.status}`);
      },
      { requests: REQUESTS, concurrency: 1, warmup: 200 },
    );
    pair.push(m);
    rows.push(m);
  }
  const [s, b] = pair as [Measurement, Measurement];
  ratios.push(
    `| ${c.name} | ${counts.join(" / ")} | ${(b.p50Ms / s.p50Ms).toFixed(2)}x | ${(b.p99Ms / s.p99Ms).toFixed(2)}x |`,
  );
}
console.log(formatTable(rows));
console.log("\nratios, 20,000-test workspace against 100-test workspace (same page, same run):\n");
console.log(ratios.join("\n"));
