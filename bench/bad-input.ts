/**
 * How fast bad input is refused: the fuzzing suite's requests (tests/fuzz), hostile bodies,
 * queries and ids on every route of the route table, sent one at a time to the all-in-one
 * platform with real signed-in callers: `bun bench/bad-input.ts`. Every answer is timed from the
 * request sent to the body read; the slowest and the 99th percentile are held to their goals.
 */
import { ROUTES } from "@cx/route-table";
import { sampleFuzzedRequests, sendFuzzed } from "../tests/fuzz/requests.ts";
import { createApiKey, signUp } from "../tests/harness/accounts.ts";
import { bootAllInOne } from "../tests/harness/index.ts";
import { reportGoals } from "./lib/goals.ts";
import { percentile } from "./lib/measure.ts";

const REQUESTS_PER_ROUTE = Number(process.env.BENCH_REQUESTS_PER_ROUTE ?? 30);
const SEED = 20261128;

const platform = await bootAllInOne();
try {
  const owner = await signUp(platform.baseUrl);
  const key = await createApiKey(owner.api, owner.workspaceId, "admin");
  const callers: Record<string, string>[] = [
    { cookie: owner.api.sessionCookie!, "x-cx-request": "1" },
    { authorization: `Bearer ${key.key}` },
    {},
  ];
  const times: number[] = [];
  const slowest = { ms: 0, operation: "" };
  for (const route of ROUTES) {
    // Logging out would end the callers' session for the routes after it.
    if (route.operation === "logout") continue;
    for (const request of sampleFuzzedRequests(route, callers, REQUESTS_PER_ROUTE, SEED)) {
      const answer = await sendFuzzed(platform.baseUrl, owner.workspaceId, request);
      times.push(answer.ms);
      if (answer.ms > slowest.ms) Object.assign(slowest, { ms: answer.ms, operation: route.operation });
    }
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  const median = percentile(times, 50);
  console.log(
    `${times.length} fuzzed requests on ${ROUTES.length - 1} routes: median ${median.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, slowest ${slowest.ms.toFixed(1)} ms (${slowest.operation})`,
  );
  reportGoals([
    { name: "a fuzzed request's answer, p99", value: p99, unit: "ms", op: "<=", target: 100 },
    { name: "a fuzzed request's answer, slowest", value: slowest.ms, unit: "ms", op: "<=", target: 1000 },
  ]);
} finally {
  await platform.stop();
}
