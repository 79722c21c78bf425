import { createMemoryCache } from "@cx/cache";
import { instrumentHandler } from "@cx/http-kit";
import { createLogger } from "@cx/logger";
import { AuthAttemptLimit } from "./src/access/auth-attempt-limit.ts";
import { ClientAddressResolver } from "./src/access/client-ip.ts";
import { CachedPrincipalResolver } from "./src/auth/cached-principal-resolver.ts";
import { createGatewayApp } from "./src/http/gateway-app.ts";
import { IdempotencyStore } from "./src/idempotency/idempotency-store.ts";
import { IdempotentForwarding } from "./src/idempotency/idempotent-forwarding.ts";

async function bench(name: string, f: () => Promise<unknown>) {
  for (let i = 0; i < 20000; i++) await f();
  let best = Infinity;
  for (let r = 0; r < 3; r++) {
    const N = 50000;
    const t = process.cpuUsage();
    for (let i = 0; i < N; i++) await f();
    const c = process.cpuUsage(t);
    best = Math.min(best, (c.user + c.system) / N);
  }
  console.log(name.padEnd(36), best.toFixed(2), "µs");
}
const cache = createMemoryCache();
const logger = createLogger("x", { level: "silent" });
const ok = async () => new Response('{"ok":true}', { headers: { "content-type": "application/json" } });
const services: any = Object.fromEntries(
  ["identity", "agents", "testing", "conversations", "knowledge"].map((s) => [s, ok]),
);
const principals = new CachedPrincipalResolver(
  { resolve: async () => ({ userId: "usr_a", via: "session", sessionId: "ses_a", workspaces: { ws_a: "owner" } }) },
  { ttlMs: 60000, maxEntries: 1000 },
);
const app = createGatewayApp({
  services,
  principals,
  authAttempts: new AuthAttemptLimit(cache, 100),
  clientAddress: new ClientAddressResolver([]),
  internalSecret: "s".repeat(40),
  idempotency: new IdempotentForwarding(new IdempotencyStore(cache, 60000), 5000, logger),
  forwardTimeoutMs: 5000,
  logger,
});
const req = () =>
  new Request("http://localhost/api/v1/workspaces/ws_a", {
    headers: { cookie: "cx_session=abcdefghijklmnopqrstuvwxyz0123456789abcdefghijk", "x-cx-peer-address": "127.0.0.1" },
  });
await bench("gateway app.handle", () => app.handle(req()));
const inst = instrumentHandler("gateway", async (r) => app.handle(r));
await bench("instrumented gateway", () => inst(req()));

import { context } from "@cx/tracing";

const ROOT_CONTEXT = context.active();
const key = Symbol("k");
await bench("gateway in context.with", () =>
  context.with(ROOT_CONTEXT.setValue(key as any, 1), () => app.handle(req())),
);
const { AsyncLocalStorage } = await import("node:async_hooks");
const als = new AsyncLocalStorage();
await bench("gateway in als.run", () => als.run(1, () => app.handle(req())));
async function chain(n: number) {
  for (let i = 0; i < n; i++) await Promise.resolve(i);
}
await bench("20 awaits", () => chain(20));
await bench("20 awaits in als.run", () => als.run(1, () => chain(20)));
