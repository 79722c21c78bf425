import { startJobWorkers } from "@cx/jobs";
import { outboxModule } from "@cx/outbox";
import { SERVICES } from "@cx/route-table";
import { busModule, serviceModuleKit, storeModule } from "@cx/runtime";
import { resolveAllowedNetworks } from "@cx/safe-fetch";
import { type AgentsServiceDeps, buildAgentsService } from "./build.ts";
import { agentsConfig } from "./config.ts";
import { agentsJobs } from "./jobs.ts";

const SERVICE = SERVICES.agents;
const service = serviceModuleKit(SERVICE.name);

/**
 * What only code can change, never configuration: tests stand in for the knowledge service, set
 * the clock and the networks webhook tools may reach (see `src/testing/`), and may leave the jobs
 * to run by hand (`jobWorkers: false`).
 */
export type AgentsTestOverrides = Pick<
  AgentsServiceDeps,
  "knowledge" | "testing" | "now" | "allowedNetworks" | "fetchAllowance"
> & { jobWorkers?: boolean };

/**
 * The agents service's routes, with its consumers, its responders and the jobs of its catalog
 * (`jobs.ts`): all light and tied to what the routes read and write, so agents has no worker
 * target. It provides what it built (repositories, context, the catalog) to tests.
 */
export function createAgentsModules(overrides: AgentsTestOverrides = {}) {
  const { jobWorkers = true, ...ports } = overrides;
  const http = service.http({
    dependencies: { store: storeModule, bus: busModule, outbox: outboxModule },
    config: agentsConfig,
    async init({ config, deps: { store, bus, outbox }, logger, runtime }) {
      const allowedNetworks = resolveAllowedNetworks(config);
      const built = await buildAgentsService({
        ...(allowedNetworks ? { allowedNetworks } : {}),
        database: store.database(SERVICE.name),
        bus,
        outbox,
        logger,
        internalTokenSecret: runtime.internalTokenSecret,
        ...ports,
      });
      const jobs = agentsJobs(built.ctx, {
        leaseMs: config.rollbackLeaseMs,
        maxRuns: config.rollbackMaxRuns,
        sweepIntervalMs: config.sweepIntervalMs,
        pendingRequeueMs: config.pendingRequeueMs,
      });
      // Leases run on the wall clock: a test's clock of the service's records does not move them.
      const workers = jobWorkers ? await startJobWorkers(bus, jobs, { logger }) : null;
      return {
        provides: { ...built, jobs },
        http: built.app,
        consumers: [...built.consumers, ...(workers?.consumers ?? [])],
        ...(workers ? { stop: () => workers.stop() } : {}),
      };
    },
  });
  return service.modules({ http });
}

/** What the agents module provides: what it built, and its job catalog. */
export type AgentsProvided = Awaited<ReturnType<typeof buildAgentsService>> & { jobs: ReturnType<typeof agentsJobs> };

export const agentsModules = createAgentsModules();
