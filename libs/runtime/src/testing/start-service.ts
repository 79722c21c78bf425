import { randomUUID } from "node:crypto";
import { type BusMessage, createInProcessBus, createMessageBus, type MessageBus } from "@cx/bus";
import { type Cache, createCache, createMemoryCache } from "@cx/cache";
import {
  call as callHandler,
  type ServiceAnswer,
  type ServiceRequest,
  send as sendHandler,
} from "@cx/http-kit/testing";
import { createLogger, type Logger } from "@cx/logger";
import { createDocumentStore, createEmbeddedStore, type DocumentStore } from "@cx/store";
import { INFRASTRUCTURE_MODULES } from "../infrastructure.ts";
import type { AnyModule, ModuleInstance } from "../module.ts";
import { type StartedModules, startModules } from "../start-modules.ts";
import { resolveTargets } from "../targets.ts";
import { TEST_SECRET } from "./fixtures.ts";

/**
 * What a test puts in place of modules, by module name: the infrastructure ports (`store`,
 * `bus`, `cache`), the language-model port (`llm`) or any other module of the graph. A module
 * given here is not started; the harness neither starts nor stops what it did not open.
 */
export interface ServiceOverrides {
  store?: DocumentStore;
  bus?: MessageBus;
  cache?: Cache;
  [module: string]: unknown;
}

export interface StartServiceOptions {
  /** The target to start; default the service target among `modules`. */
  target?: string;
  /** Settings, as the process would read them (nothing is read from the test's own environment). */
  env?: Record<string, string>;
  /**
   * `embedded` (default): the in-memory store, the in-process bus and cache. `real`: RabbitMQ and
   * Redis (`AMQP_URL`, `REDIS_URL`, the local ones by default) on an exchange and a key prefix of
   * this start alone, and MongoDB when `MONGO_URL` is set.
   */
  adapters?: "embedded" | "real";
  overrides?: ServiceOverrides;
  /** Default `TEST_SECRET`. */
  secret?: string;
  /** Default silent. */
  logger?: Logger;
  /** Topics recorded in `published` (default every one). */
  recordTopics?: string[];
}

export interface StartedService {
  /** The service the target belongs to. */
  service: string;
  /** The service's HTTP routes (the app itself: its `routes` list what it mounts). */
  http: NonNullable<ModuleInstance["http"]>;
  /** A request as the gateway would forward it (the caller signed with the test secret), its answer read. */
  call(method: string, path: string, request?: ServiceRequest): Promise<ServiceAnswer>;
  /** The same request, the response left unread (event streams). */
  send(method: string, path: string, request?: ServiceRequest): Promise<Response>;
  store: DocumentStore;
  bus: MessageBus;
  cache: Cache;
  /** Every message seen on the bus since the start (of `recordTopics`), in order of delivery. */
  published: BusMessage[];
  /** What the module of this name provided (a service's shared: its use cases and repositories). */
  provided<T>(module: string): T;
  modules: StartedModules;
  /** Stops the modules (consumers first), then closes the adapters the harness opened. */
  stop(): Promise<void>;
}

/**
 * Starts a service's target from its modules through the module graph, as `platform/main.ts`
 * would, with `overrides` in place of the modules they name. Every service's tests start their
 * service here.
 */
export async function startService(
  modules: readonly AnyModule[],
  options: StartServiceOptions = {},
): Promise<StartedService> {
  const target = options.target ?? modules.find((m) => m.kind === "service")?.name;
  if (!target) throw new Error("no service target among the modules; name one in `target`");
  const graph = withDependencies(modules);
  const ordered = resolveTargets([target], graph);
  const service = graph.find((m) => m.name === target)?.service ?? target;
  const logger = options.logger ?? createLogger(`${service}-test`, { level: "silent" });
  const secret = options.secret ?? TEST_SECRET;
  const overrides = options.overrides ?? {};

  const opened: (() => Promise<unknown>)[] = [];
  const adapters = await openAdapters(options.adapters ?? "embedded", overrides, logger, opened);
  const published: BusMessage[] = [];
  const recorder = await adapters.bus.subscribe(
    { group: `test-recorder-${randomUUID()}`, topics: options.recordTopics ?? ["#"] },
    async (message) => {
      published.push(message);
    },
  );
  opened.push(() => recorder.stop());

  const closeAdapters = async () => {
    for (const close of opened.reverse()) await close();
  };
  let started: StartedModules;
  try {
    started = await startModules({
      ordered,
      env: options.env ?? {},
      runtime: { internalTokenSecret: secret, localModules: new Set(ordered.map((m) => m.name)) },
      logger,
      provided: new Map<string, unknown>(Object.entries({ ...overrides, ...adapters })),
    });
  } catch (error) {
    await closeAdapters();
    throw error;
  }
  const http = started.instances.get(`${service}-http`)?.http;
  if (!http) {
    await started.stop();
    await closeAdapters();
    throw new Error(`the target "${target}" runs no routes of ${service}`);
  }
  return {
    service,
    http,
    call: (method, path, request) => callHandler(http, secret, method, path, request),
    send: (method, path, request) => sendHandler(http, secret, method, path, request),
    ...adapters,
    published,
    provided<T>(module: string): T {
      if (!started.provided.has(module)) throw new Error(`no module "${module}" was started or given`);
      return started.provided.get(module) as T;
    },
    modules: started,
    async stop() {
      await started.stop();
      await closeAdapters();
    },
  };
}

/** The modules, the infrastructure and every module any of them depends on; the first of a name wins. */
function withDependencies(modules: readonly AnyModule[]): AnyModule[] {
  const byName = new Map<string, AnyModule>();
  const visit = (module: AnyModule) => {
    if (byName.has(module.name)) return;
    byName.set(module.name, module);
    for (const dependency of Object.values(module.dependencies) as AnyModule[]) visit(dependency);
  };
  for (const module of [...modules, ...INFRASTRUCTURE_MODULES]) visit(module);
  return [...byName.values()];
}

async function openAdapters(
  kind: "embedded" | "real",
  overrides: ServiceOverrides,
  logger: Logger,
  opened: (() => Promise<unknown>)[],
): Promise<{ store: DocumentStore; bus: MessageBus; cache: Cache }> {
  const own = <T extends { close(): Promise<unknown> }>(adapter: T): T => {
    opened.push(() => adapter.close());
    return adapter;
  };
  const run = randomUUID();
  const store =
    overrides.store ??
    own(
      kind === "real" && process.env.MONGO_URL
        ? createDocumentStore({
            mongoUrl: process.env.MONGO_URL,
            dataDir: null,
            databasePrefix: `t${run.replaceAll("-", "").slice(0, 12)}_`,
          })
        : createEmbeddedStore({ dataDir: null }),
    );
  const bus =
    overrides.bus ??
    own(
      kind === "real"
        ? await createMessageBus({
            amqpUrl: process.env.AMQP_URL ?? "amqp://guest:guest@127.0.0.1:5672",
            exchange: `cx.test.${run}`,
            queueExpiresMs: 60_000,
            logger,
          })
        : createInProcessBus({ logger }),
    );
  const cache =
    overrides.cache ??
    own(
      kind === "real"
        ? createCache({ redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379", keyPrefix: `cx:test:${run}:` })
        : createMemoryCache(),
    );
  return { store, bus, cache };
}
