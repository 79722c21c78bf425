/**
 * The identity service as its tests start it, on the one harness (`@cx/runtime/testing`): the
 * embedded store, bus and cache, cheap argon2 parameters and a clock the test sets, every
 * published event and cache message recorded, and the log lines captured.
 */
import { createInProcessBus, type MessageBus } from "@cx/bus";
import { type Cache, createMemoryCache, type MemoryBackend } from "@cx/cache";
import type { Caller, Role } from "@cx/http-kit";
import { createLogger } from "@cx/logger";
import {
  INTERNAL_CALLER,
  memberOf,
  PUBLIC_CALLER,
  type SetClock,
  setClock,
  signedIn,
  startService,
} from "@cx/runtime/testing";
import { createEmbeddedStore, type Database } from "@cx/store";
import type { IdentityDeps } from "../app/deps.ts";
import { createIdentityModules } from "../module.ts";

export { INTERNAL_CALLER, TEST_SECRET } from "@cx/runtime/testing";

/** Real argon2id, just cheap: tests hash many passwords. */
export const TEST_PASSWORD_COST = { memoryCost: 1024, timeCost: 1 };

export interface PublishedEvent {
  topic: string;
  payload: Record<string, unknown>;
}

export interface TestIdentity {
  deps: IdentityDeps;
  /** The routes the service mounts. */
  routes: { method: string; path: string }[];
  database: Database;
  cache: Cache;
  events: PublishedEvent[];
  /**
   * Messages published on the cache's pub/sub channels, in order. An invalidation's `announcement`
   * (a random id the gateways confirm) is left out, so tests can compare whole messages.
   */
  cacheMessages: { channel: string; message: string }[];
  logs: string[];
  now: SetClock;
  call(
    method: string,
    path: string,
    options?: { body?: unknown; caller?: Caller | null; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

export async function createTestIdentity(
  options: {
    backend?: MemoryBackend;
    keyUsageFlushMs?: number;
    /** Writes into the database before the module's start steps run on it (data of an older version). */
    seed?: (database: Database) => Promise<unknown>;
  } = {},
): Promise<TestIdentity> {
  const store = createEmbeddedStore({ dataDir: null });
  await options.seed?.(store.database("identity"));
  const events: PublishedEvent[] = [];
  const cacheMessages: { channel: string; message: string }[] = [];
  const logs: string[] = [];
  const logger = createLogger("identity", {
    level: "debug",
    destination: { write: (line: string) => void logs.push(line) },
  });
  // Events are recorded as they are published, in the order the service publishes them.
  const innerBus = createInProcessBus({ logger });
  const bus: MessageBus = {
    ...innerBus,
    kind: innerBus.kind,
    async publish(topic, payload, publishOptions) {
      events.push({ topic, payload: payload as Record<string, unknown> });
      await innerBus.publish(topic, payload, publishOptions);
    },
  };
  const innerCache = createMemoryCache(options.backend ? { backend: options.backend } : {});
  const cache: Cache = {
    ...innerCache,
    kind: innerCache.kind,
    async publish(channel, message) {
      cacheMessages.push({ channel, message: withoutAnnouncement(message) });
      return innerCache.publish(channel, message);
    },
  };
  const now = setClock();
  const modules = createIdentityModules({
    clock: now.now,
    passwordCost: TEST_PASSWORD_COST,
    keyUsageFlushMs: options.keyUsageFlushMs,
  });
  const service = await startService(modules, { overrides: { store, bus, cache }, logger });
  const deps = service.provided<IdentityDeps>("identity-http");
  return {
    deps,
    routes: service.http.routes ?? [],
    database: store.database("identity"),
    cache,
    events,
    cacheMessages,
    logs,
    now,
    call(method, path, { body, caller, headers = {} } = {}) {
      // As through the gateway: public routes come with the anonymous caller; null sends none.
      return service.send(method, path, { body, caller: caller === undefined ? PUBLIC_CALLER : caller, headers });
    },
    async close() {
      await service.stop();
      await innerBus.close();
      await innerCache.close();
      await store.close();
    },
  };
}

export function sessionCallerOf(userId: string, sessionId?: string): Caller {
  return signedIn(userId, sessionId);
}

export function workspaceCallerOf(
  userId: string,
  workspaceId: string,
  role: Role,
  via: "session" | "api_key" = "session",
): Caller {
  return memberOf(workspaceId, role, { userId, via });
}

/** Registers and signs in through the HTTP surface; returns the ids a test needs. */
export type SignedUpUser = Awaited<ReturnType<typeof signUp>>;

/** A fresh identity service, then these users signed up in order (each owning a workspace). */
export async function freshIdentity<const E extends readonly string[]>(
  ...emails: E
): Promise<[TestIdentity, ...{ [K in keyof E]: SignedUpUser }]> {
  const identity = await createTestIdentity();
  const users: SignedUpUser[] = [];
  for (const email of emails) users.push(await signUp(identity, email));
  return [identity, ...(users as { [K in keyof E]: SignedUpUser })];
}

export async function signUp(
  identity: TestIdentity,
  email: string,
  password = "correct horse battery",
): Promise<{ userId: string; workspaceId: string; token: string; sessionId: string }> {
  const registered = await identity.call("POST", "/api/v1/auth/register", {
    body: { email, name: email.split("@")[0], password, workspace_name: `${email} team` },
  });
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}`);
  const login = await identity.call("POST", "/api/v1/auth/login", { body: { email, password } });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const token = /cx_session=([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1];
  if (!token) throw new Error("no session cookie");
  const resolved = await identity.call("POST", "/internal/v1/principals/resolve", {
    body: { kind: "session", token },
    caller: INTERNAL_CALLER,
  });
  const principal = (await resolved.json()) as { userId: string; sessionId: string; workspaces: Record<string, Role> };
  const workspaceId = Object.keys(principal.workspaces)[0];
  if (!workspaceId) throw new Error("no workspace");
  return { userId: principal.userId, workspaceId, token, sessionId: principal.sessionId };
}

function withoutAnnouncement(message: string): string {
  try {
    const { announcement: _announcement, ...rest } = JSON.parse(message) as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return message;
  }
}
