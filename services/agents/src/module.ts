import { defineModule } from "@cx/runtime";
import { agentsConfig } from "./config.ts";
import { createAgentsApp } from "./http/agents-app.ts";

export const agentsModule = defineModule({
  name: "agents",
  dependencies: ["store", "bus", "cache"],
  config: agentsConfig,
  async init({ logger }) {
    return { http: createAgentsApp(logger) };
  },
});
