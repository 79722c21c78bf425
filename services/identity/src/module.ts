import { defineModule } from "@cx/runtime";
import { createIdentityDeps } from "./app/deps.ts";
import { identityConfig } from "./config.ts";
import { createIdentityApp } from "./http/identity-app.ts";
import { ensureIndexes } from "./store/collections.ts";

/** How often expired sessions are deleted (resolving one deletes it too; this catches the rest). */
const SESSION_PURGE_INTERVAL_MS = 10 * 60 * 1000;

export const identityModule = defineModule({
  name: "identity",
  dependencies: ["store", "bus", "cache"],
  config: identityConfig,
  async init({ database, bus, cache, logger, runtime }) {
    await ensureIndexes(database);
    const deps = createIdentityDeps({ database, bus, cache, logger });
    await deps.passwords.warm();
    deps.keyUsage.start();
    const purge = setInterval(() => {
      deps.sessions.deleteExpired(deps.clock()).catch((error: unknown) => {
        logger.warn({ err: error }, "expired sessions could not be purged");
      });
    }, SESSION_PURGE_INTERVAL_MS);
    purge.unref?.();
    return {
      http: createIdentityApp(deps, runtime.internalTokenSecret, logger),
      async stop() {
        clearInterval(purge);
        await deps.keyUsage.stop();
      },
    };
  },
});
