import { defineModule } from "@cx/runtime";
import { identityConfig } from "./config.ts";
import { createIdentityApp } from "./http/identity-app.ts";

export const identityModule = defineModule({
  name: "identity",
  dependencies: ["store", "bus", "cache"],
  config: identityConfig,
  async init({ logger }) {
    return { http: createIdentityApp(logger) };
  },
});
