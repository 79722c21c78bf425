import { agentReadModelModule } from "@cx/agent-read-model";
import { startJobWorkers } from "@cx/jobs";
import { languageModelModule } from "@cx/llm";
import { outboxModule } from "@cx/outbox";
import { SERVICES } from "@cx/route-table";
import { busModule, serviceModuleKit, storeModule } from "@cx/runtime";
import { buildConversationDeps } from "./build.ts";
import { conversationsConfig } from "./config.ts";
import { createConversationsApp } from "./http/conversations-app.ts";
import { startDetailResponder, startReadResponder, startSimulationResponder } from "./inbound/responders.ts";
import { conversationsJobs } from "./jobs.ts";

const SERVICE = SERVICES.conversations;
const service = serviceModuleKit(SERVICE.name);

/**
 * Versions (prompt, model, knowledge), drafts and traffic distributions that conversations are
 * started on, kept from the agents service's events rather than asked for per request.
 */
export const conversationsAgentReadModel = agentReadModelModule(SERVICE.name);

/**
 * What the routes and the worker share: the repository (tracked by the process's outbox, whose
 * sweeper relays what a crash left on conversations), the model port, the runtime's ports.
 */
export const conversationsSharedModule = service.shared({
  dependencies: {
    store: storeModule,
    bus: busModule,
    outbox: outboxModule,
    llm: languageModelModule,
    agents: conversationsAgentReadModel,
  },
  config: conversationsConfig,
  async init({ config, deps: { store, bus, outbox, llm, agents }, logger }) {
    const deps = await buildConversationDeps({
      database: store.database(SERVICE.name),
      bus,
      outbox,
      agents,
      model: llm.model,
      logger,
      config,
    });
    return {
      provides: {
        deps,
        sweepIntervalMs: config.sweepIntervalMs,
        analysisConcurrency: config.analysisConcurrency,
      },
    };
  },
});

export const conversationsHttpModule = service.http(
  {
    dependencies: { shared: conversationsSharedModule },
    async init({ deps: { shared }, logger, runtime }) {
      return { http: createConversationsApp(shared.deps, logger, runtime.internalTokenSecret) };
    },
  },
  { routesTarget: true },
);

/**
 * `conversations-worker`: the jobs of `jobs.ts` (analysis, with its sweeper), the recording of simulation
 * conversations and the reading of conversations (and of one conversation's detail) by other
 * services, without the routes.
 */
export const conversationsWorkerModule = service.worker({
  dependencies: { shared: conversationsSharedModule, bus: busModule },
  async init({ deps: { shared, bus }, logger }) {
    const catalog = conversationsJobs(shared.deps, {
      concurrency: shared.analysisConcurrency,
      sweepIntervalMs: shared.sweepIntervalMs,
    });
    const jobs = await startJobWorkers(bus, catalog, {
      logger,
      ...(shared.deps.now ? { clock: shared.deps.now } : {}),
    });
    const consumers = [
      ...jobs.consumers,
      await startSimulationResponder(bus, shared.deps),
      await startReadResponder(bus, shared.deps),
      await startDetailResponder(bus, shared.deps),
    ];
    return { consumers, stop: () => jobs.stop() };
  },
});

export const conversationsModules = service.modules({
  internal: [conversationsAgentReadModel, conversationsSharedModule],
  http: conversationsHttpModule,
  worker: conversationsWorkerModule,
});
