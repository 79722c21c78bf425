import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { randomUUID } from "node:crypto";
import { PLATFORM_MODULES } from "@cx/platform";
import { type AnyModule, startPlatform } from "@cx/runtime";
import { type Account, createApiKey, signUp } from "../harness/accounts.ts";
import { ApiClient } from "../harness/api-client.ts";
import { bootDistributed, type RunningPlatform } from "../harness/index.ts";
import { E2E_ENV } from "../harness/running-platform.ts";

/**
 * What the gateway answers when a service is slow or gone, in both shapes: a retry after the
 * gateway's time-out gets the service's real answer through its `Idempotency-Key`, and
 * credentials that identity cannot check are 503, never a 401 that would sign a user out.
 */
const FORWARD_TIMEOUT_MS = 1000;
const AGENT_CONFIG = { agent: { first_message: "Hi!" } };

/** Sends a request again the way a client would, every 200 ms while it is answered `status`. */
async function retryWhile(status: number, send: () => ReturnType<ApiClient["request"]>, deadlineMs = 15000) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const response = await send();
    if (response.status !== status || Date.now() > deadline) return response;
    await Bun.sleep(200);
  }
}

/** A request with an `Idempotency-Key`, sent again until it is no longer in progress (409). */
const retryUntilSettled = (send: () => ReturnType<ApiClient["request"]>) => retryWhile(409, send);

/**
 * Sent again while the gateway answers 503 `unavailable`, as a client would after a time-out: a
 * log-in hashes a password, which on a slow, busy machine can outlast the short forward time-out
 * these tests set to keep outages quick.
 */
const retryWhileUnavailable = (send: () => ReturnType<ApiClient["request"]>) => retryWhile(503, send);

/** The time-out scenario against a platform whose agents service `slowDown` makes slower than the time-out. */
async function retryAfterTimeOut(owner: Account, slowDown: () => void) {
  const ws = `/api/v1/workspaces/${owner.workspaceId}`;
  const key = { "idempotency-key": randomUUID() };
  const body = { name: `Slow ${randomUUID()}`, config: AGENT_CONFIG };
  slowDown();
  const timedOut = await owner.api.request("POST", `${ws}/agents`, body, key);
  const whileRunning = await owner.api.request("POST", `${ws}/agents`, body, key);
  expect([timedOut.status, timedOut.json.error.code]).toEqual([503, "unavailable"]);
  expect([whileRunning.status, whileRunning.json.error.code]).toEqual([409, "idempotency_in_progress"]);
  const retried = await retryUntilSettled(() => owner.api.request("POST", `${ws}/agents`, body, key));
  expect([retried.status, retried.headers.get("idempotent-replayed")]).toEqual([201, "true"]);
  expect(retried.json.name).toBe(body.name);
  const list = await owner.api.request("GET", `${ws}/agents?page_size=100`);
  const created = list.json.items.filter((agent: { name: string }) => agent.name === body.name);
  expect(created.map((agent: { id: string }) => agent.id)).toEqual([retried.json.id]);
}

/** A module whose HTTP handler `intercept` may answer, delay or let through (null: the real handler). */
function intercepted(module: AnyModule, intercept: (request: Request) => Promise<Response | null>): AnyModule {
  return {
    ...module,
    async init(context) {
      const instance = await module.init!(context);
      const http = instance.http!;
      const handle = async (request: Request) => (await intercept(request)) ?? http.handle(request);
      return { ...instance, http: { handle, routes: http.routes } };
    },
  };
}

describe("all in one: a slow service, and identity failing", () => {
  const agentsDelay = { ms: 0 };
  const identityDown = { value: false };
  const modules: AnyModule[] = PLATFORM_MODULES.map((module) => {
    if (module.name === "agents-http") {
      // The real agents module, its create route held back while `agentsDelay.ms` is set.
      return intercepted(module, async (request) => {
        const creates = request.method === "POST" && new URL(request.url).pathname.endsWith("/agents");
        if (creates && agentsDelay.ms > 0) await Bun.sleep(agentsDelay.ms);
        return null;
      });
    }
    if (module.name === "identity-http") {
      // Identity failing while `identityDown.value` is set, as when its database is gone.
      return intercepted(module, async () =>
        identityDown.value ? Response.json({ error: { code: "internal", message: "down" } }, { status: 500 }) : null,
      );
    }
    return module;
  });
  let stop: () => Promise<void>;
  let baseUrl: string;

  beforeAll(async () => {
    const platform = await startPlatform({
      modules,
      targets: ["all"],
      env: {
        DATA_DIR: "memory",
        LOG_LEVEL: "silent",
        ...E2E_ENV,
        GATEWAY_FORWARD_TIMEOUT_MS: String(FORWARD_TIMEOUT_MS),
      },
    });
    baseUrl = `http://127.0.0.1:${platform.listen(0)}`;
    stop = () => platform.stop();
  });
  afterAll(() => stop());

  it("answers a retry after the gateway's 503 with the service's late answer, created once", async () => {
    const owner = await signUp(baseUrl);
    await retryAfterTimeOut(owner, () => {
      agentsDelay.ms = FORWARD_TIMEOUT_MS * 2.5;
    });
  });

  it("answers 503, not 401, for a valid credential identity fails to check", async () => {
    const owner = await signUp(baseUrl);
    const fresh = new ApiClient(baseUrl);
    const login = () => fresh.request("POST", "/api/v1/auth/login", { email: owner.email, password: owner.password });
    expect((await retryWhileUnavailable(login)).status).toBe(200);
    identityDown.value = true;
    try {
      const response = await fresh.request("GET", `/api/v1/workspaces/${owner.workspaceId}/agents`);
      expect([response.status, response.json.error.code]).toEqual([503, "unavailable"]);
    } finally {
      identityDown.value = false;
    }
    expect((await fresh.request("GET", `/api/v1/workspaces/${owner.workspaceId}/agents`)).status).toBe(200);
  });
});

describe("distributed: a frozen service, and identity gone", () => {
  let platform: RunningPlatform;
  let owner: Account;

  beforeAll(async () => {
    platform = await bootDistributed({ GATEWAY_FORWARD_TIMEOUT_MS: String(FORWARD_TIMEOUT_MS) });
    owner = await signUp(platform.baseUrl);
  }, 60000);
  afterAll(async () => {
    for (const target of ["agents", "identity"]) platform.signal?.(target, "SIGCONT");
    await platform.stop();
  }, 30000);

  it("answers a retry after the gateway's 503 with the service's late answer, created once", async () => {
    // The agents process is stopped mid-request (SIGSTOP): it answers only once it is resumed.
    await retryAfterTimeOut(owner, () => {
      setTimeout(() => platform.signal!("agents", "SIGCONT"), FORWARD_TIMEOUT_MS * 2.5);
      platform.signal!("agents", "SIGSTOP");
    });
  }, 30000);

  it("answers 503, not 401, for valid credentials it cannot check, and keeps serving cached ones", async () => {
    const ws = `/api/v1/workspaces/${owner.workspaceId}/agents`;
    // A fresh session and a fresh key: neither has been resolved by the gateway yet.
    const session = new ApiClient(platform.baseUrl);
    const login = () => session.request("POST", "/api/v1/auth/login", { email: owner.email, password: owner.password });
    expect((await retryWhileUnavailable(login)).status).toBe(200);
    const bearer = new ApiClient(platform.baseUrl, { bearer: (await createApiKey(owner.api, owner.workspaceId)).key });
    expect((await owner.api.request("GET", ws)).status).toBe(200);

    // Identity frozen: the check times out.
    platform.signal!("identity", "SIGSTOP");
    try {
      const slow = await session.request("GET", ws);
      expect([slow.status, slow.json.error.code]).toEqual([503, "unavailable"]);
    } finally {
      platform.signal!("identity", "SIGCONT");
    }

    // Identity stopped: it cannot be reached at all.
    platform.signal!("identity", "SIGTERM");
    const deadline = Date.now() + 15000;
    while (Date.now() < deadline && (await fetch(`${platform.processes.identity}/healthz`).catch(() => null))) {
      await Bun.sleep(100);
    }
    for (const client of [session, bearer]) {
      const response = await client.request("GET", ws);
      expect([response.status, response.json.error.code]).toEqual([503, "unavailable"]);
    }
    // A credential the gateway resolved a moment ago is still served from its cache.
    expect((await owner.api.request("GET", ws)).status).toBe(200);
  }, 40000);
});
