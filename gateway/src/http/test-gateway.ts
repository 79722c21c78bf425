import { type Cache, createMemoryCache } from "@cx/cache";
import { createLogger } from "@cx/logger";
import { SERVICE_REGISTRY, type ServiceName } from "@cx/route-table";
import { AuthAttemptLimit } from "../access/auth-attempt-limit.ts";
import { ClientAddressResolver } from "../access/client-ip.ts";
import type { Principal, PrincipalResolver } from "../auth/principal-resolver.ts";
import { IdempotencyStore } from "../idempotency/idempotency-store.ts";
import { IdempotentForwarding } from "../idempotency/idempotent-forwarding.ts";
import { EventStreams } from "../streams/event-streams.ts";
import { OpenStreams } from "../streams/open-streams.ts";
import { StreamLeases, type StreamLimits } from "../streams/stream-leases.ts";
import { createGatewayApp } from "./gateway-app.ts";

/** A gateway app in front of stand-in services, for the gateway's own tests. */
export const TEST_SECRET = "s".repeat(40);

const principals: Record<string, Principal> = {
  "session:alice": {
    userId: "usr_alice",
    via: "session",
    sessionId: "ses_a",
    workspaces: { ws_a: "owner", ws_shared: "member" },
  },
  "session:bob": { userId: "usr_bob", via: "session", sessionId: "ses_b", workspaces: { ws_a: "member" } },
  "api_key:cxk_alice": { userId: "usr_alice", via: "api_key", keyId: "key_a", workspaces: { ws_a: "admin" } },
};

export const knownPrincipals: PrincipalResolver = {
  resolve: async (c) => principals[`${c.kind}:${c.token}`] ?? null,
};

const ok = async () =>
  new Response(JSON.stringify({ ok: true }), { status: 200, headers: { "content-type": "application/json" } });

export interface TestGatewayOptions {
  perMinute?: number;
  resolver?: PrincipalResolver;
  /** What every service answers; default 200 `{ok:true}`. */
  service?: (request: Request) => Promise<Response>;
  forwardTimeoutMs?: number;
  cache?: Cache;
  streamLimits?: StreamLimits;
}

export function testGateway(options: TestGatewayOptions = {}) {
  const forwarded: Request[] = [];
  const answer = options.service ?? ok;
  const service = async (request: Request) => {
    forwarded.push(request);
    return answer(request);
  };
  const services = Object.fromEntries(SERVICE_REGISTRY.map((s) => [s.name, service])) as Record<
    ServiceName,
    typeof service
  >;
  const cache = options.cache ?? createMemoryCache();
  const logger = createLogger("test", { level: "silent" });
  const forwardTimeoutMs = options.forwardTimeoutMs ?? 5000;
  const streams = new EventStreams(
    new StreamLeases(cache, options.streamLimits ?? { perCaller: 20, perWorkspace: 200 }, logger),
    new OpenStreams(),
  );
  const app = createGatewayApp({
    services,
    principals: options.resolver ?? knownPrincipals,
    authAttempts: new AuthAttemptLimit(cache, options.perMinute ?? 100),
    clientAddress: new ClientAddressResolver([]),
    idempotency: new IdempotentForwarding(new IdempotencyStore(cache, 60_000), forwardTimeoutMs, logger),
    forwardTimeoutMs,
    streams,
    logger,
  });
  const call = (method: string, path: string, headers: Record<string, string> = {}, body?: string | FormData) =>
    app.handle(new Request(`http://localhost/api/v1${path}`, { method, headers, body }));
  return { app, call, forwarded, streams };
}
