import { defineModule } from "@cx/runtime";
import { testingConfig } from "./config.ts";
import { createTestingApp } from "./http/testing-app.ts";

export const testingModule = defineModule({
  name: "testing",
  dependencies: ["store", "bus", "cache"],
  config: testingConfig,
  async init({ logger }) {
    return { http: createTestingApp(logger) };
  },
});
