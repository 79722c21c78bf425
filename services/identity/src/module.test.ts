import { describe, expect, it } from "bun:test";
import { createInProcessBus } from "@cx/bus";
import { createMemoryCache } from "@cx/cache";
import { anonymousCaller, CALLER_HEADER, signCaller } from "@cx/http-kit";
import { createLogger } from "@cx/logger";
import { outboxModule } from "@cx/outbox";
import { INFRASTRUCTURE_MODULES, resolveTargets, startModules } from "@cx/runtime";
import { createEmbeddedStore } from "@cx/store";
import { identityModules } from "./module.ts";

describe("identity module", () => {
  it("creates its unique indexes, serves its routes and stops cleanly", async () => {
    const store = createEmbeddedStore({ dataDir: null });
    const database = store.database("identity");
    const bus = createInProcessBus();
    const cache = createMemoryCache();
    const started = await startModules({
      ordered: resolveTargets(["identity"], [...INFRASTRUCTURE_MODULES, outboxModule, ...identityModules]),
      env: {},
      runtime: { internalTokenSecret: "module-test-secret", localModules: new Set(["identity", "identity-http"]) },
      logger: createLogger("identity", { level: "silent" }),
      provided: new Map<string, unknown>([
        ["store", store],
        ["bus", bus],
        ["cache", cache],
      ]),
    });
    const indexes = async (name: string) =>
      (await database.collection(name).listIndexes()).filter((i) => i.unique).map((i) => Object.keys(i.keys).join("+"));
    expect(await indexes("users")).toContain("email");
    expect(await indexes("sessions")).toContain("tokenHash");
    expect(await indexes("memberships")).toContain("workspaceId+userId");
    expect(await indexes("api_keys")).toContain("keyHash");

    const response = await started.handlers.get("identity-http")!(
      new Request("http://identity.test/api/v1/auth/register", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [CALLER_HEADER]: signCaller(anonymousCaller("203.0.113.10"), "module-test-secret"),
        },
        body: JSON.stringify({
          email: "ana@example.com",
          name: "Ana",
          password: "a good password",
          workspace_name: "T",
        }),
      }),
    );
    expect(response.status).toBe(202);
    await started.stop();
    await bus.close();
    await cache.close();
    await store.close();
  });
});
