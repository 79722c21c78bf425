import { outboxModule } from "@cx/outbox";
import { SERVICES } from "@cx/route-table";
import { busModule, serviceModuleKit, storeModule } from "@cx/runtime";
import { resolveAllowedNetworks } from "@cx/safe-fetch";
import { type AgentsServiceDeps, buildAgentsService } from "./build.ts";
import { agentsConfig } from "./config.ts";

const SERVICE = SERVICES.agents;
const service = serviceModuleKit(SERVICE.name);

/**
 * What only code can change, never configuration: tests stand in for the knowledge service, set
 * the clock and the networks webhook tools may reach (see `src/testing/`).
 */
export type AgentsTestOverrides = Pick<
  AgentsServiceDeps,
  "knowledge" | "testing" | "now" | "allowedNetworks" | "fetchAllowance"
>;

/**
 * The agents service's routes, with its consumer of knowledge deletions and its responders: all
 * light and tied to what the routes read and write, so agents has no worker target. It provides
 * what it built (repositories, context) to tests.
 */
export function createAgentsModules(overrides: AgentsTestOverrides = {}) {
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
        ...overrides,
      });
      return { provides: built, http: built.app, consumers: built.consumers };
    },
  });
  return service.modules({ http });
}

export const agentsModules = createAgentsModules();
