import { describe, expect, test } from "bun:test";
import { createMemoryBackend } from "./memory-backend.ts";
import { createMemoryCache } from "./memory-cache.ts";

describe("in-process backend housekeeping", () => {
  test("the sweep purges expired entries that nobody reads again", async () => {
    const backend = createMemoryBackend({ sweepIntervalMs: 20 });
    const cache = createMemoryCache({ backend });
    try {
      for (let i = 0; i < 50; i++) await cache.set(`k${i}`, "v", 30);
      await cache.set("forever", "v");
      expect(backend.size).toBe(51);
      const deadline = Date.now() + 2_000;
      while (backend.size > 1 && Date.now() < deadline) await Bun.sleep(10);
      expect(backend.size).toBe(1);
      expect(await cache.get("forever")).toBe("v");
    } finally {
      await cache.close();
    }
  });

  test("reading an expired entry removes it without waiting for the sweep", async () => {
    const backend = createMemoryBackend({ sweepIntervalMs: 60_000 });
    const cache = createMemoryCache({ backend });
    try {
      await cache.set("k", "v", 1);
      await Bun.sleep(5);
      expect(backend.size).toBe(1);
      expect(await cache.get("k")).toBeNull();
      expect(backend.size).toBe(0);
    } finally {
      await cache.close();
    }
  });

  test("the sweep timer runs only while some cache on the backend is open", async () => {
    const backend = createMemoryBackend();
    expect(backend.sweeping).toBe(false);
    const [a, b] = [createMemoryCache({ backend }), createMemoryCache({ backend })];
    expect(backend.sweeping).toBe(true);
    await a.close();
    await a.close();
    expect(backend.sweeping).toBe(true);
    await b.close();
    expect(backend.sweeping).toBe(false);
  });

  test("messages are delivered after publish returns control, never inside it", async () => {
    const cache = createMemoryCache();
    try {
      const received: string[] = [];
      await cache.subscribe("ch", (m) => received.push(m));
      const publishing = cache.publish("ch", "m");
      expect(received).toEqual([]);
      await publishing;
      const deadline = Date.now() + 1_000;
      while (received.length === 0 && Date.now() < deadline) await Bun.sleep(1);
      expect(received).toEqual(["m"]);
    } finally {
      await cache.close();
    }
  });

  test("a thrown handler error is reported to onError", async () => {
    const errors: unknown[] = [];
    const cache = createMemoryCache({ onError: (error) => errors.push(error) });
    try {
      const failure = new Error("handler broke");
      await cache.subscribe("ch", () => {
        throw failure;
      });
      await cache.publish("ch", "m");
      const deadline = Date.now() + 1_000;
      while (errors.length === 0 && Date.now() < deadline) await Bun.sleep(1);
      expect(errors).toEqual([failure]);
    } finally {
      await cache.close();
    }
  });

  test("incrementing a key holding a non-integer fails, as Redis INCR does", async () => {
    const cache = createMemoryCache();
    try {
      await cache.set("k", "not a number");
      await expect(cache.incrementWindow("k", 1_000)).rejects.toThrow("not an integer");
      expect(await cache.get("k")).toBe("not a number");
    } finally {
      await cache.close();
    }
  });

  test("one policy name cannot be defined twice with different limits on one backend", async () => {
    const backend = createMemoryBackend();
    const [a, b] = [createMemoryCache({ backend }), createMemoryCache({ backend })];
    try {
      a.rateLimiter({ name: "login", points: 5, windowSeconds: 60 });
      expect(() => b.rateLimiter({ name: "login", points: 5, windowSeconds: 60 })).not.toThrow();
      expect(() => b.rateLimiter({ name: "login", points: 10, windowSeconds: 60 })).toThrow("different");
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
