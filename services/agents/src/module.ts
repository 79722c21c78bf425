import { SERVICES } from "@cx/route-table";
import { busModule, defineModule, serviceTarget, storeModule } from "@cx/runtime";
import { buildAgentsService } from "./build.ts";
import { agentsConfig } from "./config.ts";

const SERVICE = SERVICES.agents;

/**
 * The agents service's routes, with its outbox relay and its consumer of knowledge deletions:
 * both are light and tied to the writes the routes make, so agents has no worker target.
 */
export const agentsHttpModule = defineModule({
  name: SERVICE.httpModule,
  kind: "internal",
  service: SERVICE.name,
  dependencies: { store: storeModule, bus: busModule },
  config: agentsConfig,
  async init({ deps: { store, bus }, logger, runtime }) {
    const service = await buildAgentsService({
      database: store.database(SERVICE.name),
      bus,
      logger,
      internalTokenSecret: runtime.internalTokenSecret,
    });
    service.events.startRelay();
    return {
      http: service.app,
      consumers: service.consumers,
      stop: () => service.events.stopRelay(),
    };
  },
});

export const agentsModules = [agentsHttpModule, serviceTarget(SERVICE.name, { http: agentsHttpModule })];
