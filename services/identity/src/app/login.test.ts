import { afterEach, beforeEach, describe, expect, it } from "bun:test";
import { createMemoryBackend } from "@cx/cache";
import { AppError } from "@cx/errors";
import { sha256Hex } from "../domain/secrets.ts";
import { createTestIdentity, type TestIdentity } from "../testing/identity.ts";
import { login } from "./login.ts";
import { register } from "./register.ts";

let identity: TestIdentity;
const PASSWORD = "right password";

beforeEach(async () => {
  identity = await createTestIdentity();
  await register(identity.deps, { email: "ana@example.com", name: "Ana", password: PASSWORD, workspace_name: "T" });
});
afterEach(() => identity.close());

async function failure(run: Promise<unknown>): Promise<AppError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("login", () => {
  it("issues a random token and stores only its hash, for 12 hours", async () => {
    const session = await login(identity.deps, { email: "ana@example.com", password: PASSWORD });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.maxAgeSeconds).toBeUndefined();
    const stored = await identity.deps.sessions.findByTokenHash(sha256Hex(session.token));
    expect(stored?._id).toMatch(/^ses_/);
    expect(JSON.stringify(stored)).not.toContain(session.token);
    expect(stored?.expires_at).toBe("2026-11-22T22:00:00.000Z");
    expect(session.expiresAt).toBe(stored!.expires_at);
  });

  it("lasts 30 days with remember, and says so as the cookie's Max-Age", async () => {
    const session = await login(identity.deps, { email: "ana@example.com", password: PASSWORD, remember: true });
    expect(session.maxAgeSeconds).toBe(2592000);
    expect(session.expiresAt).toBe("2026-12-22T10:00:00.000Z");
  });

  it("answers an unknown email and a wrong password identically", async () => {
    const unknown = await failure(login(identity.deps, { email: "nobody@example.com", password: PASSWORD }));
    const wrong = await failure(login(identity.deps, { email: "ana@example.com", password: "wrong password" }));
    expect(unknown.code).toBe("unauthenticated");
    expect([wrong.code, wrong.message, wrong.details]).toEqual([unknown.code, unknown.message, unknown.details]);
  });

  it("verifies a real argon2id hash for an unknown email too", async () => {
    let dummyChecks = 0;
    const original = identity.deps.passwords.verifyDummy.bind(identity.deps.passwords);
    identity.deps.passwords.verifyDummy = (password: string) => {
      dummyChecks++;
      return original(password);
    };
    await failure(login(identity.deps, { email: "nobody@example.com", password: PASSWORD }));
    expect(dummyChecks).toBe(1);
  });

  it("allows 5 failed logins per email, then answers 429 with Retry-After even for the right password", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await failure(login(identity.deps, { email: "ana@example.com", password: `wrong ${i}` }))).code).toBe(
        "unauthenticated",
      );
    }
    const limited = await failure(login(identity.deps, { email: "ana@example.com", password: PASSWORD }));
    expect(limited.code).toBe("rate_limited");
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers?.["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it("counts the limit on the normalised email", async () => {
    for (const email of [
      "ANA@example.com",
      " ana@EXAMPLE.com",
      "Ana@Example.Com",
      "ana@example.com",
      "aNa@example.com",
    ]) {
      await failure(login(identity.deps, { email, password: "wrong" }));
    }
    expect((await failure(login(identity.deps, { email: "ana@example.com", password: PASSWORD }))).code).toBe(
      "rate_limited",
    );
  });

  it("limits unknown emails the same way, so the 429 reveals nothing", async () => {
    for (let i = 0; i < 5; i++) await failure(login(identity.deps, { email: "ghost@example.com", password: "x" }));
    expect((await failure(login(identity.deps, { email: "ghost@example.com", password: "x" }))).code).toBe(
      "rate_limited",
    );
  });

  it("starts counting again after a successful login", async () => {
    for (let i = 0; i < 4; i++) await failure(login(identity.deps, { email: "ana@example.com", password: "wrong" }));
    await login(identity.deps, { email: "ana@example.com", password: PASSWORD });
    for (let i = 0; i < 4; i++) await failure(login(identity.deps, { email: "ana@example.com", password: "wrong" }));
    expect((await login(identity.deps, { email: "ana@example.com", password: PASSWORD })).token).toBeString();
  });

  it("does not let parallel guesses slip past the limit", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        failure(login(identity.deps, { email: "ana@example.com", password: `p${i}` })),
      ),
    );
    expect(attempts.filter((e) => e.code === "unauthenticated")).toHaveLength(5);
    expect(attempts.filter((e) => e.code === "rate_limited")).toHaveLength(7);
  });

  it("shares the count between replicas on one cache", async () => {
    const backend = createMemoryBackend();
    const a = await createTestIdentity({ backend });
    const b = await createTestIdentity({ backend });
    try {
      for (const replica of [a, b, a, b, a]) {
        await failure(login(replica.deps, { email: "ana@example.com", password: "wrong" }));
      }
      expect((await failure(login(b.deps, { email: "ana@example.com", password: "wrong" }))).code).toBe("rate_limited");
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("keeps email addresses out of the cache keys", async () => {
    let seen = "";
    const limiter = identity.deps.loginFailures;
    identity.deps.loginFailures = {
      ...limiter,
      consume: (key) => {
        seen = key;
        return limiter.consume(key);
      },
    };
    await login(identity.deps, { email: "ana@example.com", password: PASSWORD });
    expect(seen).toBe(sha256Hex("ana@example.com"));
  });
});
