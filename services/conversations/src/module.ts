import { defineModule } from "@cx/runtime";
import { conversationsConfig } from "./config.ts";
import { createConversationsApp } from "./http/conversations-app.ts";

export const conversationsModule = defineModule({
  name: "conversations",
  dependencies: ["store", "bus", "cache"],
  config: conversationsConfig,
  async init({ logger }) {
    return { http: createConversationsApp(logger) };
  },
});
