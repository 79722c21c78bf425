import { afterAll, describe, expect, it } from "bun:test";
import { randomUUID } from "node:crypto";
import { type Cache, createMemoryCache, createRedisCache } from "@cx/cache";
import { IdempotencyStore } from "./idempotency-store.ts";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const answer = { status: 201, headers: { "content-type": "application/json" }, body: '{"id":"agt_1"}' };

const caches: [string, Cache][] = [
  ["in-process cache", createMemoryCache()],
  ["Redis", createRedisCache({ url: REDIS_URL, keyPrefix: `cx:test:${randomUUID()}:` })],
];
afterAll(async () => {
  for (const [, cache] of caches) await cache.close();
});

for (const [name, cache] of caches) {
  describe(`idempotency store on the ${name}`, () => {
    const store = new IdempotencyStore(cache, 60_000);

    it("lets exactly one of many simultaneous requests claim a key", async () => {
      const scope = randomUUID();
      const admissions = await Promise.all(Array.from({ length: 20 }, () => store.admit(scope, "fp")));
      expect(admissions.filter((a) => a.kind === "claimed")).toHaveLength(1);
      expect(admissions.filter((a) => a.kind === "in_progress")).toHaveLength(19);
      await store.release(scope);
    });

    it("replays a completed answer to the same request and refuses another request", async () => {
      const scope = randomUUID();
      expect(await store.admit(scope, "fp")).toEqual({ kind: "claimed" });
      expect(await store.admit(scope, "other")).toEqual({ kind: "reused" });
      await store.complete(scope, "fp", answer);
      expect(await store.admit(scope, "fp")).toEqual({ kind: "replay", answer });
      expect(await store.admit(scope, "other")).toEqual({ kind: "reused" });
      await store.release(scope);
    });

    it("frees a released key for the next request", async () => {
      const scope = randomUUID();
      await store.admit(scope, "fp");
      await store.release(scope);
      expect(await store.admit(scope, "fp")).toEqual({ kind: "claimed" });
      await store.release(scope);
    });

    it("lets an abandoned claim expire", async () => {
      const shortLived = new IdempotencyStore(cache, 50);
      const scope = randomUUID();
      await shortLived.admit(scope, "fp");
      await Bun.sleep(120);
      expect(await shortLived.admit(scope, "fp")).toEqual({ kind: "claimed" });
      await shortLived.release(scope);
    });
  });
}
