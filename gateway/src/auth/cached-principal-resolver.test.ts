import { describe, expect, it } from "bun:test";
import { AppError } from "@cx/errors";
import { CachedPrincipalResolver, parseInvalidation, tokenHash } from "./cached-principal-resolver.ts";
import type { Principal, PrincipalResolver } from "./principal-resolver.ts";

function upstream(principals: Record<string, Principal>) {
  const calls: string[] = [];
  let gate: Promise<void> = Promise.resolve();
  const resolver: PrincipalResolver & { calls: string[]; hold(p: Promise<void>): void } = {
    calls,
    hold(p) {
      gate = p;
    },
    async resolve(credential) {
      calls.push(credential.token);
      await gate;
      return principals[credential.token] ?? null;
    },
  };
  return resolver;
}

const alice: Principal = { userId: "usr_a", via: "session", sessionId: "ses_1", workspaces: { ws_1: "owner" } };
const aliceKey: Principal = { userId: "usr_a", via: "api_key", keyId: "key_1", workspaces: { ws_1: "admin" } };

describe("cached principal resolver", () => {
  it("answers repeated credentials from the cache", async () => {
    const source = upstream({ tok: alice });
    const cache = new CachedPrincipalResolver(source, { ttlMs: 60000, maxEntries: 10 });
    expect(await cache.resolve({ kind: "session", token: "tok" })).toEqual(alice);
    expect(await cache.resolve({ kind: "session", token: "tok" })).toEqual(alice);
    expect(source.calls).toEqual(["tok"]);
  });

  it("does not cache unknown credentials", async () => {
    const source = upstream({});
    const cache = new CachedPrincipalResolver(source, { ttlMs: 60000, maxEntries: 10 });
    expect(await cache.resolve({ kind: "session", token: "nope" })).toBeNull();
    expect(await cache.resolve({ kind: "session", token: "nope" })).toBeNull();
    expect(source.calls.length).toBe(2);
  });

  it("drops a session, a key or every entry of a user on invalidation", async () => {
    const source = upstream({ tok: alice, cxk_1: aliceKey });
    const cache = new CachedPrincipalResolver(source, { ttlMs: 60000, maxEntries: 10 });
    await cache.resolve({ kind: "session", token: "tok" });
    await cache.resolve({ kind: "api_key", token: "cxk_1" });
    cache.invalidate({ kind: "session", tokenHash: tokenHash("tok") });
    expect(cache.size).toBe(1);
    cache.invalidate({ kind: "api_key", keyId: "key_1" });
    expect(cache.size).toBe(0);
    await cache.resolve({ kind: "session", token: "tok" });
    await cache.resolve({ kind: "api_key", token: "cxk_1" });
    cache.invalidate({ kind: "user", userId: "usr_a" });
    expect(cache.size).toBe(0);
  });

  it("does not cache a resolution that raced an invalidation", async () => {
    const source = upstream({ tok: alice });
    const cache = new CachedPrincipalResolver(source, { ttlMs: 60000, maxEntries: 10 });
    let release!: () => void;
    source.hold(new Promise((resolve) => (release = resolve)));
    const pending = cache.resolve({ kind: "session", token: "tok" });
    cache.invalidate({ kind: "user", userId: "usr_a" });
    release();
    await pending;
    expect(cache.size).toBe(0);
  });

  it("while invalidations may be missed, serves nothing cached and keeps nothing; after, caches again", async () => {
    const source = upstream({ tok: alice });
    const cache = new CachedPrincipalResolver(source, { ttlMs: 60000, maxEntries: 10 });
    const credential = { kind: "session", token: "tok" } as const;
    await cache.resolve(credential);
    cache.setListening(false);
    expect(cache.cached(credential)).toBeUndefined();
    await cache.resolve(credential);
    await cache.resolve(credential);
    expect(source.calls).toEqual(["tok", "tok", "tok"]);
    expect(cache.size).toBe(0);

    // A resolution begun before the invalidations came back is not kept: it may predate a revocation.
    let release!: () => void;
    source.hold(new Promise((resolve) => (release = resolve)));
    const pending = cache.resolve(credential);
    cache.setListening(true);
    release();
    await pending;
    expect(cache.size).toBe(0);
    await cache.resolve(credential);
    expect(cache.cached(credential)).toEqual(alice);
    await cache.resolve(credential);
    expect(source.calls).toHaveLength(5);
  });

  it("passes on a failure to check, and caches nothing for it", async () => {
    let down = true;
    const source: PrincipalResolver = {
      async resolve() {
        if (down) throw new AppError("unavailable", "identity is down");
        return alice;
      },
    };
    const cache = new CachedPrincipalResolver(source, { ttlMs: 60000, maxEntries: 10 });
    await expect(cache.resolve({ kind: "session", token: "tok" })).rejects.toMatchObject({ code: "unavailable" });
    expect(cache.size).toBe(0);
    down = false;
    expect(await cache.resolve({ kind: "session", token: "tok" })).toEqual(alice);
  });

  it("expires entries after the TTL", async () => {
    const source = upstream({ tok: alice });
    const cache = new CachedPrincipalResolver(source, { ttlMs: 30, maxEntries: 10 });
    await cache.resolve({ kind: "session", token: "tok" });
    await Bun.sleep(60);
    await cache.resolve({ kind: "session", token: "tok" });
    expect(source.calls.length).toBe(2);
  });

  it("parses only well-formed invalidation messages", () => {
    expect(parseInvalidation('{"kind":"user","userId":"usr_a"}')).toEqual({ kind: "user", userId: "usr_a" });
    expect(parseInvalidation('{"kind":"session","tokenHash":"abc"}')).toBeNull();
    expect(parseInvalidation('{"kind":"user"}')).toBeNull();
    expect(parseInvalidation("not json")).toBeNull();
  });
});
