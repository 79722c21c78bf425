import { describe, expect, it } from "bun:test";
import { CALLER_HEADER, signCaller } from "@cx/http-kit";
import { PUBLIC_CALLER, startService, TEST_SECRET } from "@cx/runtime/testing";
import { createEmbeddedStore, type EmbeddedStore, type StoredDocument } from "@cx/store";
import { identityModules } from "./module.ts";

/** The platform's identity modules as a process starts them, on `store`. */
async function startIdentity(store: EmbeddedStore) {
  const service = await startService(identityModules, { overrides: { store } });
  return {
    started: service.modules,
    async stop() {
      await service.stop();
      await store.close();
    },
  };
}

describe("identity module", () => {
  it("creates its unique indexes, serves its routes and stops cleanly", async () => {
    const store = createEmbeddedStore({ dataDir: null });
    const database = store.database("identity");
    const { started, stop } = await startIdentity(store);
    const indexes = async (name: string) =>
      (await database.collection(name).listIndexes()).filter((i) => i.unique).map((i) => Object.keys(i.keys).join("+"));
    expect(await indexes("users")).toContain("email");
    expect(await indexes("sessions")).toContain("token_hash");
    expect(await indexes("memberships")).toContain("workspace_id+user_id");
    expect(await indexes("api_keys")).toContain("key_hash");

    const response = await started.handlers.get("identity-http")!(
      new Request("http://identity.test/api/v1/auth/register", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [CALLER_HEADER]: signCaller(PUBLIC_CALLER, TEST_SECRET),
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
    await stop();
  });

  it("moves data of the camelCase version to snake_case before ensuring its indexes", async () => {
    const store = createEmbeddedStore({ dataDir: null });
    const sessions = store.database("identity").collection<StoredDocument & Record<string, unknown>>("sessions");
    await sessions.createIndexes([{ keys: { tokenHash: 1 }, unique: true, name: "token_hash_unique" }]);
    await sessions.insertOne({
      _id: "ses_old",
      tokenHash: "a".repeat(64),
      userId: "usr_old",
      remember: false,
      createdAt: "2026-11-21T10:00:00.000Z",
      expiresAt: "2026-11-21T22:00:00.000Z",
    });
    const { stop } = await startIdentity(store);
    expect(await sessions.findOne({ _id: "ses_old" })).toEqual({
      _id: "ses_old",
      token_hash: "a".repeat(64),
      user_id: "usr_old",
      remember: false,
      created_at: "2026-11-21T10:00:00.000Z",
      expires_at: "2026-11-21T22:00:00.000Z",
    });
    expect((await sessions.listIndexes()).find((i) => i.name === "token_hash_unique")?.keys).toEqual({ token_hash: 1 });
    await stop();
  });
});
