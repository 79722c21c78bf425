import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CALLER_HEADER, PEER_ADDRESS_HEADER, signCaller } from "@cx/http-kit";
import { PLATFORM_MODULES } from "@cx/platform";
import { type Platform, startPlatform } from "@cx/runtime";
import { createApiKey, signUp } from "../tests/harness/accounts.ts";

/**
 * What the platform's own code costs per request, with no socket in the way: the authenticated
 * `GET /api/v1/workspaces/{ws}` of `http.ts` handed straight to a process's entry handler, once
 * to an identity-only process with a signed caller and once to the all-in-one process with a
 * bearer key and once with a session cookie, on the same data directory. The difference is what
 * the gateway adds in process.
 * Under `wrk` (http.ts) the same code costs two to three times as much per request on this
 * machine, and not by the same factor for every part (docs/benchmarks-history.md), so this is where a
 * change to the request path is best measured first; `BENCH_REQUESTS` sets the count (200,000).
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200_000);
const WARM_UP = 20_000;
const ROUNDS = 3;
const SECRET = "in-process-bench-secret-0123456789abcdef";

const dataDir = mkdtempSync(join(tmpdir(), "cx-bench-in-process-"));
const env = { DATA_DIR: dataDir, LOG_LEVEL: "silent", INTERNAL_TOKEN_SECRET: SECRET };
const start = (target: string): Promise<Platform> =>
  startPlatform({ modules: PLATFORM_MODULES, targets: [target], env });

async function account() {
  const platform = await start("all");
  try {
    const created = await signUp(`http://127.0.0.1:${platform.listen(0)}`);
    const key = (await createApiKey(created.api, created.workspaceId, "member")).key;
    return { ...created, key };
  } finally {
    await platform.stop();
  }
}

/** Microseconds per request through `platform.fetch`, requests one after another. */
async function perRequest(target: string, headers: Record<string, string>, url: string): Promise<number> {
  const platform = await start(target);
  try {
    const request = () => new Request(url, { headers: { ...headers, [PEER_ADDRESS_HEADER]: "127.0.0.1" } });
    const first = await platform.fetch(request());
    if (first.status !== 200) throw new Error(`${target} answered ${first.status}: ${await first.text()}`);
    for (let i = 0; i < WARM_UP; i++) await (await platform.fetch(request())).arrayBuffer();
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i++) await (await platform.fetch(request())).arrayBuffer();
    return ((performance.now() - started) * 1000) / REQUESTS;
  } finally {
    await platform.stop();
  }
}

try {
  const owner = await account();
  const url = `http://127.0.0.1/api/v1/workspaces/${owner.workspaceId}`;
  const signed = signCaller(
    { userId: owner.userId, workspaceId: owner.workspaceId, role: "member", via: "api_key" },
    SECRET,
    3600,
  );
  const identity: number[] = [];
  const all: number[] = [];
  const allCookie: number[] = [];
  // Alternated, so that whatever else the machine does falls on both alike.
  for (let round = 0; round < ROUNDS; round++) {
    identity.push(await perRequest("identity", { [CALLER_HEADER]: signed }, url));
    all.push(await perRequest("all", { authorization: `Bearer ${owner.key}` }, url));
    allCookie.push(await perRequest("all", { cookie: owner.api.sessionCookie ?? "" }, url));
  }
  const best = (values: number[]) => Math.min(...values);
  console.log(`in process, ${REQUESTS} requests per round, best of ${ROUNDS} rounds (µs per request):`);
  console.log(
    `  identity handler, signed caller     ${best(identity).toFixed(2)}  (${identity.map((v) => v.toFixed(2)).join(", ")})`,
  );
  console.log(
    `  all-in-one handler, bearer key      ${best(all).toFixed(2)}  (${all.map((v) => v.toFixed(2)).join(", ")})`,
  );
  console.log(
    `  all-in-one handler, session cookie  ${best(allCookie).toFixed(2)}  (${allCookie.map((v) => v.toFixed(2)).join(", ")})`,
  );
  console.log(`  the gateway in process, bearer      ${(best(all) - best(identity)).toFixed(2)}`);
  console.log(`  the gateway in process, cookie      ${(best(allCookie) - best(identity)).toFixed(2)}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
