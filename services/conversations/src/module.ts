import { agentReadModelModule } from "@cx/agent-read-model";
import { SERVICES } from "@cx/route-table";
import { defineModule, serviceTarget } from "@cx/runtime";
import { conversationsConfig } from "./config.ts";
import { createConversationsApp } from "./http/conversations-app.ts";

const SERVICE = SERVICES.conversations;

/**
 * Versions (prompt, model, knowledge) and traffic distributions that conversations are started
 * on, kept from the agents service's events rather than asked for per request.
 */
export const conversationsAgentReadModel = agentReadModelModule(SERVICE.name);

export const conversationsHttpModule = defineModule({
  name: SERVICE.httpModule,
  kind: "http",
  service: SERVICE.name,
  dependencies: {},
  config: conversationsConfig,
  async init({ logger, runtime }) {
    return { http: createConversationsApp(logger, runtime.internalTokenSecret) };
  },
});

/** `conversations-worker`: the service's consumers, without its routes. */
export const conversationsWorkerModule = defineModule({
  name: SERVICE.workerTarget,
  kind: "worker",
  service: SERVICE.name,
  dependencies: { agents: conversationsAgentReadModel },
});

export const conversationsModules = [
  conversationsAgentReadModel,
  conversationsHttpModule,
  conversationsWorkerModule,
  serviceTarget(SERVICE.name, { http: conversationsHttpModule, worker: conversationsWorkerModule }),
];
