import { outboxModule } from "@cx/outbox";
import { SERVICES } from "@cx/route-table";
import { busModule, serviceModuleKit, storeModule } from "@cx/runtime";
import { resolveAllowedNetworks } from "@cx/safe-fetch";
import { buildAgentsService } from "./build.ts";
import { agentsConfig } from "./config.ts";

const SERVICE = SERVICES.agents;
const service = serviceModuleKit(SERVICE.name);

/**
 * The agents service's routes, with its consumer of knowledge deletions and its responders: all
 * light and tied to what the routes read and write, so agents has no worker target.
 */
export const agentsHttpModule = service.http({
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
    });
    return { http: built.app, consumers: built.consumers };
  },
});

export const agentsModules = service.modules({ http: agentsHttpModule });
