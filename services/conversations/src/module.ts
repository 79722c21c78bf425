import { AgentReadModel, subscribeAgentReadModel } from "@cx/agent-read-model";
import { defineModule } from "@cx/runtime";
import { conversationsConfig } from "./config.ts";
import { createConversationsApp } from "./http/conversations-app.ts";

export const conversationsModule = defineModule({
  name: "conversations",
  dependencies: ["store", "bus", "cache"],
  config: conversationsConfig,
  async init({ database, bus, logger, runtime }) {
    // Versions (prompt, model, knowledge) and traffic distributions that conversations are
    // started on, kept from the agents service's events rather than asked for per request.
    const agents = new AgentReadModel(database);
    await agents.init();
    const agentEvents = await subscribeAgentReadModel(bus, agents, "conversations-agent-read-model", logger);
    return { http: createConversationsApp(logger, runtime.internalTokenSecret), consumers: [agentEvents] };
  },
});
