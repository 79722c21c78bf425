import { createMessageBus, type MessageBus } from "@cx/bus";
import { type Cache, createCache } from "@cx/cache";
import { type ConfigValues, type Environment, loadSlice } from "@cx/config";
import type { Logger } from "@cx/logger";
import { createDocumentStore, type DocumentStore } from "@cx/store";
import type { InfrastructureName } from "./module.ts";
import { busSlice, cacheSlice, storeSlice } from "./settings.ts";

export interface Infrastructure {
  store?: DocumentStore;
  bus?: MessageBus;
  cache?: Cache;
}

export const INFRASTRUCTURE_SLICES = { store: storeSlice, bus: busSlice, cache: cacheSlice } as const;

/** Opens only the infrastructure the process's modules depend on, each adapter by its config. */
export async function openInfrastructure(
  needed: ReadonlySet<InfrastructureName>,
  env: Environment,
  logger: Logger,
): Promise<Infrastructure> {
  const infra: Infrastructure = {};
  if (needed.has("store")) {
    const config: ConfigValues<typeof storeSlice> = loadSlice(storeSlice, env);
    infra.store = await createDocumentStore({
      mongoUrl: config.mongoUrl,
      dataDir: config.dataDir === "memory" ? null : config.dataDir,
      databasePrefix: config.databasePrefix,
    });
  }
  if (needed.has("bus")) {
    const config = loadSlice(busSlice, env);
    infra.bus = await createMessageBus({
      amqpUrl: config.amqpUrl,
      exchange: config.exchange,
      queueExpiresMs: config.queueExpiresMs,
      logger: logger.child({ component: "bus" }),
    });
  }
  if (needed.has("cache")) {
    const config = loadSlice(cacheSlice, env);
    infra.cache = await createCache({ redisUrl: config.redisUrl, keyPrefix: config.keyPrefix });
  }
  return infra;
}

/** Closes in the reverse order of dependence: the bus first (it drains handlers that use the rest). */
export async function closeInfrastructure(infra: Infrastructure): Promise<void> {
  await infra.bus?.close();
  await infra.cache?.close();
  await infra.store?.close();
}
