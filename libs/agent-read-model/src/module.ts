import { busModule, defineModule, storeModule } from "@cx/runtime";
import { AgentReadModel } from "./agent-read-model.ts";
import { subscribeAgentReadModel } from "./subscribe.ts";

/**
 * The read model of agents kept by `service`, as an internal module of the runtime: it keeps the
 * model in the service's database up to date from `agents.*` events (consumer group
 * `<service>-agent-read-model`) and provides it to the modules that depend on it. A service's
 * worker depends on it, so the projection runs where the service's consumers run.
 */
export function agentReadModelModule(service: string) {
  const name = `${service}-agent-read-model`;
  return defineModule({
    name,
    kind: "internal",
    service,
    dependencies: { store: storeModule, bus: busModule },
    async init({ deps, logger }) {
      const model = new AgentReadModel(deps.store.database(service));
      await model.init();
      const subscription = await subscribeAgentReadModel(deps.bus, model, name, logger);
      return { provides: model, consumers: [subscription] };
    },
  });
}
