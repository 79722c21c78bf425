import { BrokerUnreachableError, createMessageBus, type MessageBus } from "@cx/bus";
import { createCache } from "@cx/cache";
import { StartupError } from "@cx/errors";
import { createDocumentStore } from "@cx/store";
import { defineModule, type ProvidedBy } from "./module.ts";
import { busSlice, cacheSlice, storeSlice } from "./settings.ts";

/** The document store: MongoDB with `MONGO_URL`, else the embedded engine. Each service opens its own database. */
export const storeModule = defineModule({
  name: "store",
  kind: "infrastructure",
  dependencies: {},
  config: storeSlice,
  async init({ config }) {
    const store = await createDocumentStore({
      mongoUrl: config.mongoUrl,
      dataDir: config.dataDir === "memory" ? null : config.dataDir,
      databasePrefix: config.databasePrefix,
    });
    return { provides: store, readiness: () => store.ping(), stop: () => store.close() };
  },
});

/** The message bus: RabbitMQ with `AMQP_URL`, else in process. */
export const busModule = defineModule({
  name: "bus",
  kind: "infrastructure",
  dependencies: {},
  config: busSlice,
  async init({ config, logger }) {
    // Services see the bus typed by the event registry.
    const bus: MessageBus = await createMessageBus({
      amqpUrl: config.amqpUrl,
      exchange: config.exchange,
      queueExpiresMs: config.queueExpiresMs,
      logger,
    }).catch((error: unknown) => {
      // Only the first connection stops the start; a broker lost later is waited for (`/readyz` 503).
      if (error instanceof BrokerUnreachableError) throw new StartupError(`${error.message}; check AMQP_URL.`);
      throw error;
    });
    return { provides: bus, readiness: () => bus.ping(), stop: () => bus.close() };
  },
});

/** Cache and counters: Redis with `REDIS_URL`, else in process. */
export const cacheModule = defineModule({
  name: "cache",
  kind: "infrastructure",
  dependencies: {},
  config: cacheSlice,
  async init({ config }) {
    const cache = await createCache({ redisUrl: config.redisUrl, keyPrefix: config.keyPrefix });
    return { provides: cache, readiness: () => cache.ping(), stop: () => cache.close() };
  },
});

export const INFRASTRUCTURE_MODULES = [storeModule, busModule, cacheModule] as const;

/** The infrastructure a process opened, for tests and tools that look underneath the modules. */
export interface Infrastructure {
  store?: ProvidedBy<typeof storeModule>;
  bus?: ProvidedBy<typeof busModule>;
  cache?: ProvidedBy<typeof cacheModule>;
}
