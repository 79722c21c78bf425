import { agentReadModelModule } from "@cx/agent-read-model";
import { type AgentDirectory, createBusAgentDirectory } from "@cx/agents-client";
import { startJobWorkers } from "@cx/jobs";
import { languageModelModule } from "@cx/llm";
import { outboxModule } from "@cx/outbox";
import { SERVICES } from "@cx/route-table";
import { busModule, serviceModuleKit, storeModule } from "@cx/runtime";
import { outboundConfig, resolveAllowedNetworks } from "@cx/safe-fetch";
import type { Database } from "@cx/store";
import { finishAbandonedDeletions } from "./app/delete-folder.ts";
import type { RunSettings, TestingPorts } from "./app/ports.ts";
import { createRunExecutor } from "./app/run-executor.ts";
import { createRunPorts } from "./app/run-ports.ts";
import { StreamWakeups } from "./app/stream-wakeups.ts";
import { testingConfig } from "./config.ts";
import { type Clock, systemClock } from "./domain/clock.ts";
import { createTestingApp } from "./http/testing-app.ts";
import { respondWithDeploymentEvidence, respondWithExistingEntries } from "./inbound/deployment-evidence-responder.ts";
import { respondWithInvocations } from "./inbound/invocation-responder.ts";
import { startInvocationSettling } from "./inbound/invocation-settling.ts";
import { testingJobs } from "./jobs.ts";
import { createBusConversationReader } from "./outbound/conversation-reader.ts";
import { invocationCompleted, RunEvents } from "./outbound/run-events.ts";
import { ensureIndexes } from "./store/collections.ts";
import { ComparisonRepository } from "./store/comparison-repository.ts";
import { DeletionsRepository } from "./store/deletions-repository.ts";
import { EntriesRepository } from "./store/entries-repository.ts";
import { HistoryRepository } from "./store/history-repository.ts";
import { InvocationsRepository } from "./store/invocations-repository.ts";
import { migrateResultsOverTime } from "./store/migrations.ts";
import { RevisionsRepository } from "./store/revisions-repository.ts";
import { RunsRepository } from "./store/runs-repository.ts";

const SERVICE = SERVICES.testing;
const service = serviceModuleKit(SERVICE.name);

/** How often a replica looks for subtree deletions that a dead process left half-done. */
const DELETION_SWEEP_MS = 5 * 60_000;

/** Agent versions for the invocations to freeze, kept from the agents service's events. */
export const testingAgentReadModel = agentReadModelModule(SERVICE.name);

/**
 * What only code can change, never configuration: tests set the clock, stand in for the agents
 * service and set run leases and sweeps shorter than the settings allow (see `src/testing/`).
 */
export interface TestingTestOverrides {
  clock?: Clock;
  agents?: AgentDirectory;
  runSettings?: RunSettings;
}

/**
 * The service's repositories, shared by its routes and its worker when both run here. Invocations
 * and runs are tracked by the process's outbox, whose sweeper relays what a crash left on them.
 * Tests start a shared module of their own in its place (same name).
 */
export function createTestingShared(overrides: TestingTestOverrides = {}) {
  const clock = overrides.clock ?? systemClock;
  return service.shared({
    dependencies: { store: storeModule, bus: busModule, outbox: outboxModule },
    config: testingConfig,
    async init({ config, deps: { store, bus, outbox }, logger }) {
      const database: Database = store.database(SERVICE.name);
      await ensureIndexes(database);
      const migrated = await migrateResultsOverTime(database);
      if (migrated > 0) logger.info({ invocations: migrated }, "invocations and runs given what their lists filter on");
      const invocations = new InvocationsRepository(database, clock, outbox);
      const deps: TestingPorts = {
        entries: new EntriesRepository(database),
        revisions: new RevisionsRepository(database),
        deletions: new DeletionsRepository(database),
        invocations,
        runs: new RunsRepository(database, outbox),
        // Settling an invocation records its `testing.invocation.completed` with its final status.
        history: new HistoryRepository(database, {
          invocations: invocations.collection,
          completed: invocationCompleted,
        }),
        comparisons: new ComparisonRepository(database),
        runEvents: new RunEvents(bus),
        streamWakeups: new StreamWakeups(invocations, logger),
        runSettings: overrides.runSettings ?? {
          leaseMs: config.runLeaseMs,
          pendingRequeueMs: config.runPendingRequeueMs,
          sweepIntervalMs: config.runSweepIntervalMs,
          concurrency: config.runConcurrency,
        },
        agents: overrides.agents ?? createBusAgentDirectory(bus),
        conversations: createBusConversationReader(bus),
        clock,
        logger,
      };
      return { provides: deps };
    },
  });
}

export const testingSharedModule = createTestingShared();

export const testingHttpModule = service.http(
  {
    dependencies: { shared: testingSharedModule, bus: busModule },
    async init({ deps: { shared, bus }, runtime }) {
      // Light reads beside the routes: the deployment gate's question and reads of one invocation
      // are answered where the routes run.
      const consumers = [
        await respondWithDeploymentEvidence(bus, shared),
        await respondWithExistingEntries(bus, shared),
        await respondWithInvocations(bus, shared),
      ];
      return { http: createTestingApp(shared, runtime.internalTokenSecret), consumers };
    },
  },
  { routesTarget: true },
);

/**
 * `testing-worker`: executes the jobs of `jobs.ts` (test runs, `TEST_RUN_CONCURRENCY` at a time,
 * competing with every other testing process, with their sweeper), settles the invocations whose
 * runs ended, keeps the agent read model (tools) and finishes abandoned subtree deletions.
 */
export const testingWorkerModule = service.worker({
  dependencies: {
    shared: testingSharedModule,
    agents: testingAgentReadModel,
    llm: languageModelModule,
    bus: busModule,
  },
  // The networks its webhook tool calls may reach.
  config: outboundConfig,
  async init({ config, deps: { shared, agents, llm, bus }, logger }) {
    const sweep = () =>
      finishAbandonedDeletions(shared).catch((err) => logger.warn({ err }, "abandoned deletion sweep failed"));
    await sweep();
    const timer = setInterval(sweep, DELETION_SWEEP_MS);
    timer.unref();
    const allowedNetworks = resolveAllowedNetworks(config);
    const ports = createRunPorts({ bus, model: llm.model, readModel: agents, logger, webhooks: { allowedNetworks } });
    const jobs = await startJobWorkers(bus, testingJobs(shared, createRunExecutor(ports, shared.clock)), {
      logger,
      clock: shared.clock,
    });
    const settling = await startInvocationSettling(bus, shared, logger);
    return {
      consumers: [...jobs.consumers, settling],
      stop: async () => {
        clearInterval(timer);
        await jobs.stop();
      },
    };
  },
});

export const testingModules = service.modules({
  internal: [testingAgentReadModel, testingSharedModule],
  http: testingHttpModule,
  worker: testingWorkerModule,
});
