import { AgentReadModel, subscribeAgentReadModel } from "@cx/agent-read-model";
import { defineModule } from "@cx/runtime";
import { finishAbandonedDeletions } from "./app/delete-folder.ts";
import type { TestingDeps } from "./app/deps.ts";
import { testingConfig } from "./config.ts";
import { systemClock } from "./domain/clock.ts";
import { createTestingApp } from "./http/testing-app.ts";
import { ensureIndexes } from "./store/collections.ts";
import { DeletionsRepository } from "./store/deletions-repository.ts";
import { EntriesRepository } from "./store/entries-repository.ts";
import { RevisionsRepository } from "./store/revisions-repository.ts";

/** How often a replica looks for subtree deletions that a dead process left half-done. */
const DELETION_SWEEP_MS = 5 * 60_000;

export const testingModule = defineModule({
  name: "testing",
  dependencies: ["store", "bus", "cache"],
  config: testingConfig,
  async init({ database, bus, logger, runtime }) {
    await ensureIndexes(database);
    // Agent versions for the invocations to freeze, kept from the agents service's events.
    const agents = new AgentReadModel(database);
    await agents.init();
    const agentEvents = await subscribeAgentReadModel(bus, agents, "testing-agent-read-model", logger);
    const deps: TestingDeps = {
      entries: new EntriesRepository(database),
      revisions: new RevisionsRepository(database),
      deletions: new DeletionsRepository(database),
      clock: systemClock,
      logger,
    };
    const sweep = () =>
      finishAbandonedDeletions(deps).catch((err) => logger.warn({ err }, "abandoned deletion sweep failed"));
    await sweep();
    const timer = setInterval(sweep, DELETION_SWEEP_MS);
    timer.unref();
    return {
      http: createTestingApp(deps, runtime.internalTokenSecret),
      consumers: [agentEvents],
      stop: async () => clearInterval(timer),
    };
  },
});
