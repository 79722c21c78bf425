// `bun run --cwd deploy check:deploy`: renders every overlay with `kubectl kustomize` and runs the
// deployment rules (the *.test.ts files here) over them; a broken rule prints its offenders, one
// line each, under the test that states it. Extra arguments narrow the run to matching test files.
// DEPLOY_CHECK_OVERLAYS=dir[,dir] checks other overlays instead of deploy/overlays/*.

import { readdirSync } from "node:fs";
import { join } from "node:path";
import { KUBECTL_MISSING } from "./render.ts";

if (!Bun.which("kubectl")) {
  console.error(KUBECTL_MISSING);
  process.exit(1);
}

const filters = process.argv.slice(2);
const files = readdirSync(import.meta.dir)
  // This command's own test runs this command: leaving it out keeps the run from recursing.
  .filter((f) => f.endsWith(".test.ts") && f !== "check.test.ts")
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .map((f) => join(import.meta.dir, f));
const run = Bun.spawnSync([process.execPath, "test", "--timeout", "30000", ...files], {
  stdout: "inherit",
  stderr: "inherit",
  env: process.env,
});
process.exit(run.exitCode ?? 1);
