import { defineModule } from "@cx/runtime";
import { buildAgentsService } from "./build.ts";
import { agentsConfig } from "./config.ts";

export const agentsModule = defineModule({
  name: "agents",
  dependencies: ["store", "bus", "cache"],
  config: agentsConfig,
  async init({ database, bus, logger, runtime }) {
    const service = await buildAgentsService({
      database,
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
