import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { randomBytes, randomUUID } from "node:crypto";
import { type BusMessage, createRabbitBus, type MessageBus } from "@cx/bus";
import { startTcpProxy, waitUntil } from "@cx/bus/testing";
import { Topics } from "@cx/contracts";
import { createLogger } from "@cx/logger";
import { PLATFORM_MODULES } from "@cx/platform";
import { type AnyModule, startPlatform } from "@cx/runtime";
import { type Account, createApiKey, signUp } from "../harness/accounts.ts";
import { ApiClient } from "../harness/api-client.ts";
import { LOCAL_AMQP_URL, LOCAL_REDIS_URL } from "../harness/boot-distributed.ts";
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

/** A proxy in front of a local server; `cut` drops its connections and refuses new ones until `restore`. */
async function cuttable(url: string) {
  const target = new URL(url);
  const proxy = await startTcpProxy(
    target.hostname,
    Number(target.port || (target.protocol === "redis:" ? 6379 : 5672)),
  );
  const through = new URL(target);
  through.hostname = "127.0.0.1";
  through.port = String(proxy.port);
  return {
    proxy,
    url: through.toString(),
    cut() {
      proxy.refuseFor(10 * 60_000);
      proxy.sever();
    },
    restore: () => proxy.refuseFor(0),
  };
}

const readiness = async (url: string) => (await fetch(`${url}/readyz`).catch(() => undefined))?.status;

/**
 * Every process reaches RabbitMQ and Redis through a proxy the test cuts, the gateway's Redis apart
 * from the services': a write stored while the broker is away is answered at once and its events
 * go out once it is back; a gateway that lost its invalidations asks identity for every credential;
 * attempts counted during a Redis outage still count after it.
 */
describe("distributed: the broker and Redis cut under running processes", () => {
  let platform: RunningPlatform;
  let broker: Awaited<ReturnType<typeof cuttable>>;
  let gatewayRedis: Awaited<ReturnType<typeof cuttable>>;
  let servicesRedis: Awaited<ReturnType<typeof cuttable>>;
  let recorder: MessageBus;
  const recorded: BusMessage[] = [];
  const exchange = `cx.e2e.${randomBytes(4).toString("hex")}`;

  beforeAll(async () => {
    broker = await cuttable(LOCAL_AMQP_URL);
    gatewayRedis = await cuttable(LOCAL_REDIS_URL);
    servicesRedis = await cuttable(LOCAL_REDIS_URL);
    platform = await bootDistributed(
      {
        AMQP_URL: broker.url,
        AMQP_EXCHANGE: exchange,
        REDIS_URL: servicesRedis.url,
        GATEWAY_FORWARD_TIMEOUT_MS: "5000",
        OUTBOX_SWEEP_INTERVAL_MS: "500",
      },
      { gatewayEnv: { REDIS_URL: gatewayRedis.url } },
    );
    // Straight to the broker, never cut: what the services publish, once they can.
    recorder = await createRabbitBus({
      url: LOCAL_AMQP_URL,
      exchange,
      queueExpiresMs: 30000,
      logger: createLogger("outage-recorder", { level: "silent" }),
    });
    const topics = [
      Topics.AGENTS_AGENT_CREATED,
      Topics.AGENTS_TOOL_CREATED,
      Topics.KNOWLEDGE_DOCUMENT_IMPORT_REQUESTED,
    ];
    await recorder.subscribe({ group: "outage-recorder", topics }, async (message) => {
      recorded.push(message);
    });
  }, 90000);

  afterAll(async () => {
    for (const cut of [broker, gatewayRedis, servicesRedis]) cut?.restore();
    platform?.signal?.("identity", "SIGCONT");
    await recorder?.close();
    await platform?.stop();
    await Promise.all([broker, gatewayRedis, servicesRedis].map((cut) => cut?.proxy.close()));
  }, 40000);

  it("refuses a revoked key, a logged-out cookie and a removed member at once while the gateway's Redis is cut, and caches again after", async () => {
    const owner = await signUp(platform.baseUrl);
    const member = await signUp(platform.baseUrl);
    const ws = `/api/v1/workspaces/${owner.workspaceId}`;
    expect((await owner.api.request("POST", `${ws}/members`, { email: member.email, role: "member" })).status).toBe(
      201,
    );
    const { id: keyId, key } = await createApiKey(owner.api, owner.workspaceId, "member");
    const bearer = new ApiClient(platform.baseUrl).withBearer(key);
    const second = new ApiClient(platform.baseUrl);
    expect(
      (await second.request("POST", "/api/v1/auth/login", { email: owner.email, password: owner.password })).status,
    ).toBe(200);
    // Every credential resolved, so cached by the gateway.
    for (const client of [owner.api, member.api, bearer, second])
      expect((await client.request("GET", ws)).status).toBe(200);

    gatewayRedis.cut();
    try {
      // The gateway has noticed (its readiness pings the same Redis).
      await waitUntil(async () => (await readiness(platform.baseUrl)) === 503, "the gateway to lose Redis", 15000, 100);

      expect((await owner.api.request("DELETE", `${ws}/api-keys/${keyId}`)).status).toBe(204);
      expect((await bearer.request("GET", ws)).status).toBe(401);
      expect((await second.request("POST", "/api/v1/auth/logout")).status).toBe(204);
      expect((await second.request("GET", ws)).status).toBe(401);
      expect((await owner.api.request("DELETE", `${ws}/members/${member.userId}`)).status).toBe(204);
      expect((await member.api.request("GET", ws)).status).toBe(404);

      // Nothing is served from the cache meanwhile: with identity frozen, even the owner is 503.
      platform.signal!("identity", "SIGSTOP");
      try {
        const frozen = await owner.api.request("GET", `${ws}/agents`);
        expect([frozen.status, frozen.json?.error?.code]).toEqual([503, "unavailable"]);
      } finally {
        platform.signal!("identity", "SIGCONT");
      }
    } finally {
      gatewayRedis.restore();
    }

    // Subscribed again: a resolved credential is served from the cache with identity frozen.
    await waitUntil(async () => (await readiness(platform.baseUrl)) === 200, "the gateway to reach Redis", 20000, 100);
    let cachedAgain = false;
    const deadline = Date.now() + 20000;
    while (!cachedAgain && Date.now() < deadline) {
      expect((await owner.api.request("GET", `${ws}/agents`)).status).toBe(200);
      platform.signal!("identity", "SIGSTOP");
      try {
        cachedAgain = (await owner.api.request("GET", `${ws}/agents`)).status === 200;
      } finally {
        platform.signal!("identity", "SIGCONT");
      }
    }
    expect(cachedAgain).toBe(true);
  }, 90000);

  it("keeps the failed log-ins counted while Redis was cut: the fifth is 401, the sixth 429", async () => {
    const account = await signUp(platform.baseUrl);
    const client = new ApiClient(platform.baseUrl);
    const wrong = async () =>
      (await client.request("POST", "/api/v1/auth/login", { email: account.email, password: "not the password" }))
        .status;
    expect([await wrong(), await wrong()]).toEqual([401, 401]);

    gatewayRedis.cut();
    servicesRedis.cut();
    try {
      await waitUntil(
        async () => (await readiness(platform.processes.identity!)) === 503,
        "identity to lose Redis",
        15000,
        100,
      );
      expect([await wrong(), await wrong()]).toEqual([401, 401]);
    } finally {
      gatewayRedis.restore();
      servicesRedis.restore();
    }
    for (const url of [platform.processes.identity!, platform.baseUrl])
      await waitUntil(async () => (await readiness(url)) === 200, "Redis to be reached again", 20000, 100);

    expect([await wrong(), await wrong()]).toEqual([401, 429]);
  }, 90000);

  it("answers stored writes at once while the broker is cut, stays up, and publishes their events once it is back", async () => {
    const owner = await signUp(platform.baseUrl);
    const ws = `/api/v1/workspaces/${owner.workspaceId}`;
    const agents = platform.processes.agents!;

    broker.cut();
    let ids: string[];
    try {
      // The services stay up and say they are not ready (a broker lost later stops no process).
      await waitUntil(
        async () => (await readiness(agents)) === 503,
        "the agents service to lose the broker",
        15000,
        100,
      );

      const agent = await owner.api.request("POST", `${ws}/agents`, {
        name: `Cut ${randomUUID()}`,
        config: AGENT_CONFIG,
      });
      const tool = await owner.api.request("POST", `${ws}/tools`, {
        name: `lookup_${randomBytes(3).toString("hex")}`,
        description: "Looks an order up",
        type: "webhook",
        parameters: { type: "object", properties: {} },
        webhook: { url: "https://api.example.com/orders", method: "GET" },
      });
      const text = await owner.api.request("POST", `${ws}/knowledge/text`, {
        name: "Cut",
        text: "Stored while the broker is away.",
      });
      expect([agent.status, tool.status, text.status]).toEqual([201, 201, 201]);
      ids = [agent.json.id, tool.json.id, text.json.id];

      // Stored: a client that reads them back finds each once.
      const list = await owner.api.request("GET", `${ws}/agents?page_size=100`);
      expect(list.json.items.filter((item: { id: string }) => item.id === agent.json.id)).toHaveLength(1);
      expect(await readiness(agents)).toBe(503);
    } finally {
      broker.restore();
    }

    await waitUntil(
      async () => (await readiness(agents)) === 200,
      "the agents service to reach the broker",
      30000,
      100,
    );
    const about = (message: BusMessage) => {
      const payload = message.payload as Record<string, unknown>;
      return String(payload.agent_id ?? payload.tool_id ?? payload.document_id);
    };
    await waitUntil(
      () => ids.every((id) => recorded.some((message) => about(message) === id)),
      "the events of the writes",
      30000,
      100,
    );
    expect(
      recorded
        .filter((message) => ids.includes(about(message)))
        .map((message) => message.topic)
        .sort(),
    ).toEqual(
      [Topics.AGENTS_AGENT_CREATED, Topics.AGENTS_TOOL_CREATED, Topics.KNOWLEDGE_DOCUMENT_IMPORT_REQUESTED].sort(),
    );
  }, 120000);
});
