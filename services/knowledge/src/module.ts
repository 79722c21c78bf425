import { defineModule } from "@cx/runtime";
import { knowledgeConfig } from "./config.ts";
import { createKnowledgeApp } from "./http/knowledge-app.ts";

export const knowledgeModule = defineModule({
  name: "knowledge",
  dependencies: ["store", "bus", "cache"],
  config: knowledgeConfig,
  async init({ logger }) {
    return { http: createKnowledgeApp(logger) };
  },
});
