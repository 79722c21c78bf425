import { outboxModule } from "@cx/outbox";
import { SERVICES } from "@cx/route-table";
import { cacheModule, serviceModuleKit, storeModule } from "@cx/runtime";
import { createIdentityDeps, type IdentityDepsOptions } from "./app/deps.ts";
import { identityConfig } from "./config.ts";
import { createIdentityApp } from "./http/identity-app.ts";
import { ensureIndexes } from "./store/collections.ts";
import { migrateStoredFields } from "./store/migrations.ts";

const SERVICE = SERVICES.identity;
const service = serviceModuleKit(SERVICE.name);

/** How often expired sessions are deleted (resolving one deletes it too; this catches the rest). */
const SESSION_PURGE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * What only code can change, never configuration: tests set the clock, cheap password hashing
 * and a quick flush of API key usage (see `src/testing/`).
 */
export type IdentityTestOverrides = Pick<IdentityDepsOptions, "clock" | "passwordCost" | "keyUsageFlushMs">;

/**
 * Identity's routes, with the upkeep that serves them (API key usage flushing, expired session
 * purge): identity has no consumers to run apart, so no worker target. It provides its use cases'
 * dependencies to tests.
 */
export function createIdentityModules(overrides: IdentityTestOverrides = {}) {
  const http = service.http({
    dependencies: { store: storeModule, outbox: outboxModule, cache: cacheModule },
    config: identityConfig,
    async init({ deps: { store, outbox, cache }, logger, runtime }) {
      const database = store.database(SERVICE.name);
      const migrated = await migrateStoredFields(database);
      if (migrated > 0) logger.info({ documents: migrated }, "stored fields renamed to snake_case");
      await ensureIndexes(database);
      const deps = createIdentityDeps({ database, outbox, cache, logger, ...overrides });
      await deps.passwords.warm();
      deps.keyUsage.start();
      const purge = setInterval(() => {
        deps.sessions.deleteExpired(deps.clock()).catch((error: unknown) => {
          logger.warn({ err: error }, "expired sessions could not be purged");
        });
      }, SESSION_PURGE_INTERVAL_MS);
      purge.unref?.();
      return {
        provides: deps,
        http: createIdentityApp(deps, runtime.internalTokenSecret, logger),
        async stop() {
          clearInterval(purge);
          await deps.keyUsage.stop();
        },
      };
    },
  });
  return service.modules({ http });
}

export const identityModules = createIdentityModules();
