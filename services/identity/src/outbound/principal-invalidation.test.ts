import { afterAll, describe, expect, it } from "bun:test";
import { randomUUID } from "node:crypto";
import { type Cache, createMemoryBackend, createMemoryCache, createRedisCache } from "@cx/cache";
import {
  PRINCIPAL_INVALIDATION_APPLIED_CHANNEL,
  PRINCIPAL_INVALIDATION_CHANNEL,
  type PrincipalInvalidation,
} from "@cx/contracts";
import { createLogger } from "@cx/logger";
import { PrincipalInvalidator } from "./principal-invalidation.ts";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const logs: string[] = [];
const logger = createLogger("identity", {
  level: "warn",
  destination: { write: (line: string) => void logs.push(line) },
});
const opened: Cache[] = [];
afterAll(async () => {
  for (const cache of opened) await cache.close();
});

/** A gateway replica: applies what it receives after `delayMs`, then confirms as the gateway does. */
async function replica(cache: Cache, delayMs: number, applied: PrincipalInvalidation[], confirm = true) {
  await cache.subscribe(PRINCIPAL_INVALIDATION_CHANNEL, (raw) => {
    const message = JSON.parse(raw) as PrincipalInvalidation;
    setTimeout(() => {
      applied.push(message);
      if (confirm && message.announcement)
        void cache.publish(PRINCIPAL_INVALIDATION_APPLIED_CHANNEL, message.announcement);
    }, delayMs);
  });
}

describe("principal invalidation", () => {
  it("answers once every replica the message reached has applied it, the slowest included", async () => {
    const backend = createMemoryBackend();
    const [identity, fast, slow] = [0, 1, 2].map(() => createMemoryCache({ backend }));
    const onFast: PrincipalInvalidation[] = [];
    const onSlow: PrincipalInvalidation[] = [];
    await replica(fast!, 0, onFast);
    await replica(slow!, 80, onSlow);
    await new PrincipalInvalidator(identity!, logger).session("a".repeat(64));
    expect(onFast).toHaveLength(1);
    expect(onSlow).toHaveLength(1);
    expect(onSlow[0]).toMatchObject({ kind: "session", tokenHash: "a".repeat(64) });
    expect(onSlow[0]?.announcement).toEqual(expect.any(String));
  });

  it("does not wait when no replica listens, and stops waiting for one that never confirms", async () => {
    const backend = createMemoryBackend();
    const [identity, silent] = [0, 1].map(() => createMemoryCache({ backend }));
    const invalidator = new PrincipalInvalidator(identity!, logger, 100);
    let started = performance.now();
    await invalidator.user("usr_1");
    expect(performance.now() - started).toBeLessThan(100);

    const applied: PrincipalInvalidation[] = [];
    await replica(silent!, 0, applied, false);
    logs.length = 0;
    started = performance.now();
    await invalidator.apiKey("key_1");
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    expect(applied).toHaveLength(1);
    expect(logs.join("")).toContain("not every gateway replica confirmed");
  });

  it("logs, and does not throw, when the cache is unreachable", async () => {
    const cache = createMemoryCache();
    await cache.close();
    logs.length = 0;
    await new PrincipalInvalidator(cache, logger).session("b".repeat(64));
    expect(logs.join("")).toContain("could not be published");
  });

  it("over Redis, waits for the confirmation of each replica's subscriber connection", async () => {
    const keyPrefix = `cx:test:${randomUUID()}:`;
    const [identity, first, second] = [0, 1, 2].map(() => createRedisCache({ url: REDIS_URL, keyPrefix }));
    opened.push(identity!, first!, second!);
    const onFirst: PrincipalInvalidation[] = [];
    const onSecond: PrincipalInvalidation[] = [];
    await replica(first!, 0, onFirst);
    await replica(second!, 120, onSecond);
    const started = performance.now();
    await new PrincipalInvalidator(identity!, logger).user("usr_2");
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
    expect([onFirst.length, onSecond.length]).toEqual([1, 1]);
  });
});
