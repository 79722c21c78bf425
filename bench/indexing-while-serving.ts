/**
 * Requests answered while the same process indexes: the all-in-one platform in a process of its
 * own indexes a hostile HTML page and a 10 MB text while another process times `/healthz` and an
 * authenticated knowledge list (`tests/harness/indexing-while-serving.ts`, the scenario the
 * integration suite runs for correctness): `bun bench/indexing-while-serving.ts`.
 */
import { processGroup } from "../tests/harness/boot-distributed.ts";
import { indexWhileServing } from "../tests/harness/indexing-while-serving.ts";
import { E2E_ENV } from "../tests/harness/running-platform.ts";
import { reportGoals } from "./lib/goals.ts";
import { percentile } from "./lib/measure.ts";

const p99 = (samples: number[]) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    99,
  );

const group = processGroup({ ...E2E_ENV, DATA_DIR: "memory" });
try {
  const { url } = await group.start("all");
  const seen = await indexWhileServing(url);
  console.log(
    `documents ${seen.statuses.join(", ")}; ${seen.health.length} health checks and ${seen.reads.length} reads timed, ${seen.failures.length} failed`,
  );
  reportGoals([
    { name: "/healthz while indexing, p99", value: p99(seen.health), unit: "ms", op: "<=", target: 100 },
    { name: "an authenticated read while indexing, p99", value: p99(seen.reads), unit: "ms", op: "<=", target: 100 },
  ]);
} finally {
  await group.stop();
}
