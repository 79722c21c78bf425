import { afterAll, describe, expect, it } from "bun:test";
import { randomUUID } from "node:crypto";
import { type Cache, createMemoryCache, createRedisCache } from "@cx/cache";
import { createLogger } from "@cx/logger";
import { StreamLeases } from "./stream-leases.ts";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const logger = createLogger("test", { level: "silent" });
const opened: Cache[] = [];
afterAll(async () => {
  await Promise.all(opened.map((cache) => cache.close()));
});

/** Two gateway processes on one cache: a memory backend, or Redis under a prefix of this run. */
function twoProcesses(kind: "in-process" | "redis") {
  const prefix = `cx:test:${randomUUID()}:`;
  const make = () => {
    const cache = kind === "redis" ? createRedisCache({ url: REDIS_URL, keyPrefix: prefix }) : memory;
    opened.push(cache);
    return cache;
  };
  const memory = createMemoryCache({ keyPrefix: prefix });
  return [make(), make()] as const;
}

describe.each(["in-process", "redis"] as const)("stream places (%s)", (kind) => {
  it("are renewed while their process lives, and lapse once it died without giving them back", async () => {
    const [first, second] = twoProcesses(kind);
    const ttlMs = 300;
    const limits = { perCaller: 2, perWorkspace: 100 };
    const living = new StreamLeases(first, limits, logger, ttlMs);
    const other = new StreamLeases(second, limits, logger, ttlMs);
    const held = [await living.acquire("key:a", "ws_1"), await living.acquire("key:a", "ws_1")];
    expect(held.every((lease) => lease !== null)).toBe(true);
    // Three times the places' lifetime: renewed all along, they still hold.
    await Bun.sleep(3 * ttlMs);
    expect(await other.acquire("key:a", "ws_1")).toBeNull();

    // The process dies: nothing renews or releases its places any more.
    living.stop();
    let taken = await other.acquire("key:a", "ws_1");
    for (let tries = 0; taken === null && tries < 100; tries++) {
      await Bun.sleep(20);
      taken = await other.acquire("key:a", "ws_1");
    }
    expect(taken).not.toBeNull();
    taken?.release();
    other.stop();
  });

  it("are given back when released, in the credential's and the workspace's pools", async () => {
    const [first, second] = twoProcesses(kind);
    const limits = { perCaller: 5, perWorkspace: 1 };
    const one = new StreamLeases(first, limits, logger);
    const two = new StreamLeases(second, limits, logger);
    const lease = await one.acquire("key:a", "ws_1");
    expect(await two.acquire("key:b", "ws_1")).toBeNull();
    expect(one.size).toBe(1);
    lease!.release();
    lease!.release();
    expect(one.size).toBe(0);
    let next = await two.acquire("key:b", "ws_1");
    for (let tries = 0; next === null && tries < 50; tries++) {
      await Bun.sleep(10);
      next = await two.acquire("key:b", "ws_1");
    }
    expect(next).not.toBeNull();
    next!.release();
    one.stop();
    two.stop();
  });
});
