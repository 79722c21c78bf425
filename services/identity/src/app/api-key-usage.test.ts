import { afterEach, describe, expect, it } from "bun:test";
import { createMemoryBackend } from "@cx/cache";
import { asUserId, asWorkspaceId } from "../domain/ids.ts";
import { createTestIdentity, type TestIdentity } from "../testing/identity.ts";
import { createApiKey } from "./api-keys.ts";

const opened: TestIdentity[] = [];
afterEach(async () => {
  for (const identity of opened.splice(0)) await identity.close();
});

async function replicas(count: number, flushMs = 60_000) {
  const backend = createMemoryBackend();
  const all = [];
  for (let i = 0; i < count; i++) all.push(await createTestIdentity({ backend, keyUsageFlushMs: flushMs }));
  opened.push(...all);
  return all;
}

/** An admin key of workspace `ws_1`, created by its owner. */
async function adminKey(identity: TestIdentity) {
  const ws = asWorkspaceId("ws_1");
  const key = await createApiKey(
    identity.deps,
    ws,
    { userId: asUserId("usr_1"), role: "owner" },
    { name: "k", role: "admin" },
  );
  return { ws, key };
}

describe("API key last use", () => {
  it("writes the cached last use to the store on flush, and never moves it backwards", async () => {
    const [identity] = await replicas(1);
    const { ws, key } = await adminKey(identity!);
    await identity!.deps.keyUsage.record(key.id, ws);
    expect((await identity!.deps.apiKeys.findActive(ws, key.id))?.last_used_at).toBeNull();
    await identity!.deps.keyUsage.flush();
    expect((await identity!.deps.apiKeys.findActive(ws, key.id))?.last_used_at).toBe("2026-11-22T10:00:00.000Z");
    await identity!.deps.apiKeys.recordLastUse(ws, key.id, "2026-11-22T09:00:00.000Z");
    expect((await identity!.deps.apiKeys.findActive(ws, key.id))?.last_used_at).toBe("2026-11-22T10:00:00.000Z");
  });

  it("writes each key at most once per interval, whichever replica flushes", async () => {
    const [a, b] = await replicas(2);
    const ws = asWorkspaceId("ws_1");
    // Both replicas' stores are separate here, so each store write is observable per replica.
    const writes: string[] = [];
    for (const [name, replica] of [
      ["a", a!],
      ["b", b!],
    ] as const) {
      const original = replica.deps.apiKeys.recordLastUse.bind(replica.deps.apiKeys);
      replica.deps.apiKeys.recordLastUse = (w, id, at) => {
        writes.push(name);
        return original(w, id, at);
      };
    }
    await a!.deps.keyUsage.record("key_shared", ws);
    await b!.deps.keyUsage.record("key_shared", ws);
    await a!.deps.keyUsage.flush();
    await b!.deps.keyUsage.flush();
    await a!.deps.keyUsage.flush();
    expect(writes).toEqual(["a"]);
  });

  it("keeps a skipped key pending and writes it in a later interval", async () => {
    const [a, b] = await replicas(2, 50);
    const ws = asWorkspaceId("ws_1");
    let bWrites = 0;
    const original = b!.deps.apiKeys.recordLastUse.bind(b!.deps.apiKeys);
    b!.deps.apiKeys.recordLastUse = (w, id, at) => {
      bWrites++;
      return original(w, id, at);
    };
    await a!.deps.keyUsage.record("key_shared", ws);
    await a!.deps.keyUsage.flush();
    await b!.deps.keyUsage.record("key_shared", ws);
    await b!.deps.keyUsage.flush();
    expect(bWrites).toBe(0);
    await Bun.sleep(60);
    await b!.deps.keyUsage.flush();
    expect(bWrites).toBe(1);
  });

  it("flushes what is pending when stopped, and runs on its timer", async () => {
    const [identity] = await replicas(1, 30);
    const { ws, key } = await adminKey(identity!);
    identity!.deps.keyUsage.start();
    await identity!.deps.keyUsage.record(key.id, ws);
    await Bun.sleep(100);
    expect((await identity!.deps.apiKeys.findActive(ws, key.id))?.last_used_at).toBe("2026-11-22T10:00:00.000Z");
    identity!.now.value = new Date("2026-11-22T10:05:00.000Z");
    await identity!.deps.keyUsage.record(key.id, ws);
    await identity!.deps.keyUsage.stop();
    expect((await identity!.deps.apiKeys.findActive(ws, key.id))?.last_used_at).toBe("2026-11-22T10:05:00.000Z");
  });
});
