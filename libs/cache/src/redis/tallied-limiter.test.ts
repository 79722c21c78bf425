import { describe, expect, it } from "bun:test";
import { type RateLimiterAbstract, RateLimiterMemory } from "rate-limiter-flexible";
import { talliedLimiter } from "./tallied-limiter.ts";

const policy = { name: "login", points: 5, windowSeconds: 60 };

/** A shared store that fails every call while `down`, as Redis does when it cannot be reached. */
function sharedStore() {
  const counts = new RateLimiterMemory({ points: policy.points, duration: policy.windowSeconds });
  let down = false;
  const guarded =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      down ? Promise.reject(new Error("Redis connection is not ready")) : call(...args);
  const store = {
    consume: guarded((key: string) => counts.consume(key)),
    penalty: guarded((key: string, points?: number) => counts.penalty(key, points)),
    get: guarded((key: string) => counts.get(key)),
    delete: guarded((key: string) => counts.delete(key)),
  } as unknown as RateLimiterAbstract;
  return { store, counts, setDown: (value: boolean) => (down = value) };
}

async function statuses(limiter: ReturnType<typeof talliedLimiter>, key: string, n: number) {
  const allowed: boolean[] = [];
  for (let i = 0; i < n; i++) allowed.push((await limiter.consume(key)).allowed);
  return allowed;
}

describe("a limiter shared through Redis, across an outage", () => {
  it("adds what it counted during the outage to the shared count once Redis answers again", async () => {
    const { store, counts, setDown } = sharedStore();
    const limiter = talliedLimiter(store, policy);
    expect(await statuses(limiter, "ip", 2)).toEqual([true, true]);
    setDown(true);
    expect(await statuses(limiter, "ip", 2)).toEqual([true, true]);
    setDown(false);
    // 2 + 2 counted: one more is allowed, then refused, as if Redis had never been away.
    expect(await statuses(limiter, "ip", 2)).toEqual([true, false]);
    expect((await counts.get("ip"))?.consumedPoints).toBe(6);
    // Another replica, on the same Redis, sees the attempts of the outage too.
    expect((await talliedLimiter(store, policy).consume("ip")).allowed).toBe(false);
  });

  it("goes on from the shared count while Redis is away, not from nothing", async () => {
    const { store, setDown } = sharedStore();
    const limiter = talliedLimiter(store, policy);
    expect(await statuses(limiter, "ip", 4)).toEqual([true, true, true, true]);
    setDown(true);
    const refused = await statuses(limiter, "ip", 2);
    expect(refused).toEqual([true, false]);
    expect((await limiter.peek("ip"))?.allowed).toBe(false);
    const last = await limiter.consume("ip");
    expect(last.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it("does not ask Redis while its connection is known to be down, so a late command cannot count twice", async () => {
    const { store, counts } = sharedStore();
    let reachable = false;
    const limiter = talliedLimiter(store, policy, { reachable: () => reachable });
    expect(await statuses(limiter, "ip", 2)).toEqual([true, true]);
    expect(await counts.get("ip")).toBeNull();
    reachable = true;
    await limiter.consume("ip");
    expect((await counts.get("ip"))?.consumedPoints).toBe(3);
  });

  it("tells a key's attempts of the outage to Redis with the next attempt of any key", async () => {
    const { store, counts, setDown } = sharedStore();
    const limiter = talliedLimiter(store, policy);
    setDown(true);
    await statuses(limiter, "a", 3);
    setDown(false);
    await limiter.consume("b");
    expect((await counts.get("a"))?.consumedPoints).toBe(3);
    expect((await limiter.peek("a"))?.remaining).toBe(2);
  });
});
