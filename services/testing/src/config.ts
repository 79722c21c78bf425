import { defineSlice } from "@cx/config";
import { Type } from "@sinclair/typebox";

/** Settings of the testing service alone (the shared infrastructure has its own slices). */
export const testingConfig = defineSlice({
  runConcurrency: {
    env: "TEST_RUN_CONCURRENCY",
    schema: Type.Integer({ minimum: 1, maximum: 256 }),
    default: 4,
    description:
      "Test runs one process executes at once (its share of the run queue: competing consumers across testing and testing-worker processes).",
  },
  runLeaseMs: {
    env: "TEST_RUN_LEASE_MS",
    schema: Type.Integer({ minimum: 300 }),
    default: 30000,
    description:
      "How long a worker owns a running test run without renewing (it renews every third of it and at every step) before another may take it over.",
  },
  runSweepIntervalMs: {
    env: "TEST_RUN_SWEEP_INTERVAL_MS",
    schema: Type.Integer({ minimum: 100 }),
    default: 5000,
    description:
      "How often runs whose worker died (lapsed lease) or whose job went missing are looked for; with the lease, bounds how long such a run waits.",
  },
  runPendingRequeueMs: {
    env: "TEST_RUN_PENDING_REQUEUE_MS",
    schema: Type.Integer({ minimum: 1000 }),
    default: 300000,
    description: "A pending test run that no worker has taken this long has its job sent again.",
  },
});
