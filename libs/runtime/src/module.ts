import type { Subscription } from "@cx/bus";
import type { ConfigSlice, ConfigValues } from "@cx/config";
import type { FetchHandler } from "@cx/http-kit";
import type { Logger } from "@cx/logger";

/** Settings every process has, whichever modules it runs. */
export interface RuntimeSettings {
  /** HMAC key for the caller identity the gateway signs for services. */
  internalTokenSecret: string;
  /** Names of every module running in this process (targets and what they depend on). */
  localModules: ReadonlySet<string>;
}

/**
 * What a module is for, which decides whether a user may name it in `--target`:
 * `infrastructure` (store, bus, cache) and `internal` (read models, ports, the module a service's
 * routes and worker share) are only started as dependencies; `service` (routes and consumers), `http` (a service's
 * routes without its consumers), `worker` (its consumers without its routes), `gateway` and
 * `target` (`all`) are user-facing.
 */
export type ModuleKind = "infrastructure" | "internal" | "service" | "http" | "worker" | "gateway" | "target";

const USER_FACING: ReadonlySet<ModuleKind> = new Set(["service", "http", "worker", "gateway", "target"]);

export function isUserFacing(module: Pick<AnyModule, "kind">): boolean {
  return USER_FACING.has(module.kind);
}

/** Modules a module depends on, under the names its `init` receives their values by. */
export type Dependencies = Readonly<Record<string, AnyModule>>;

/** What a module hands to the modules that depend on it. */
export type ProvidedBy<M> = M extends PlatformModule<ConfigSlice, Dependencies, infer P> ? P : never;

export type Provided<D extends Dependencies> = { readonly [K in keyof D]: ProvidedBy<D[K]> };

export interface ModuleContext<S extends ConfigSlice = ConfigSlice, D extends Dependencies = Dependencies> {
  config: ConfigValues<S>;
  runtime: RuntimeSettings;
  /** The values the module's dependencies provided, typed by `dependencies`. */
  deps: Provided<D>;
  logger: Logger;
  /**
   * HTTP handlers of the modules running in this process, by module name. Filled while the
   * process starts, complete once it serves: read it when a request comes, not in `init`.
   */
  localHandlers: ReadonlyMap<string, FetchHandler>;
}

export interface ModuleInstance<P = undefined> {
  /** What the modules that depend on this one receive. */
  provides?: P;
  /** The module's HTTP routes (an Elysia app, or anything with `handle`). */
  http?: { handle: (request: Request) => Promise<Response> | Response; routes?: { method: string; path: string }[] };
  consumers?: Subscription[];
  /** Rejects when something this module owns is down; `/readyz` reports it under the module's name. */
  readiness?: () => Promise<void>;
  /**
   * Called once every module of the process has started: for background work that must not run
   * before the others are up (the outbox's sweeper: in process, a consumer must be subscribed
   * before the events it consumes are sent).
   */
  started?: () => void;
  stop?: () => Promise<void>;
}

/**
 * A node of the module graph, as in Grafana Mimir's `modules.go`: infrastructure, internal
 * modules, services, workers, the gateway and `all`. The runtime starts the modules a target
 * needs in dependency order and stops them in reverse. A module without `init` only groups its
 * dependencies (a service target made of its HTTP and worker modules, or `all`).
 */
export interface PlatformModule<
  S extends ConfigSlice = ConfigSlice,
  D extends Dependencies = Dependencies,
  P = unknown,
> {
  name: string;
  kind: ModuleKind;
  /** The service this module is part of (its HTTP module, its worker): names its spans. */
  service?: string;
  dependencies: D;
  config?: S;
  init?(context: ModuleContext<S, D>): Promise<ModuleInstance<P>>;
}

// biome-ignore lint/suspicious/noExplicitAny: the graph holds modules of every config, dependency and provided type.
export type AnyModule = PlatformModule<any, any, any>;

/** Typed identity for module definitions: `config` types `context.config`, `dependencies` types `context.deps`. */
export function defineModule<const S extends ConfigSlice, const D extends Dependencies, P = undefined>(
  module: PlatformModule<S, D, P>,
): PlatformModule<S, D, P> {
  return module;
}

type ServicePart<S extends ConfigSlice, D extends Dependencies, P> = Pick<
  PlatformModule<S, D, P>,
  "dependencies" | "config" | "init"
>;

/**
 * The module builders of one service, bound to its name so that no part restates it:
 * - `shared`: the internal module its HTTP and worker modules share (`<service>-shared`), made once
 *   in a process that runs both;
 * - `http`: its routes (`<service>-http`). A service with a worker runs them as a target of their
 *   own (`routesTarget`: the routes without the consumers); without one, the service's target is
 *   all there is and its routes stay an internal module;
 * - `worker`: its consumers, sweepers and responders without the routes (`<service>-worker`), a
 *   target of its own so that workers scale apart from the API;
 * - `modules`: all of them as the platform loads them, with the service's target.
 */
export function serviceModuleKit(service: string) {
  return {
    shared<const S extends ConfigSlice, const D extends Dependencies, P = undefined>(
      module: ServicePart<S, D, P>,
    ): PlatformModule<S, D, P> {
      return { name: `${service}-shared`, kind: "internal", service, ...module };
    },
    http<const S extends ConfigSlice, const D extends Dependencies, P = undefined>(
      module: ServicePart<S, D, P>,
      { routesTarget = false }: { routesTarget?: boolean } = {},
    ): PlatformModule<S, D, P> {
      return { name: `${service}-http`, kind: routesTarget ? "http" : "internal", service, ...module };
    },
    worker<const S extends ConfigSlice, const D extends Dependencies, P = undefined>(
      module: ServicePart<S, D, P>,
    ): PlatformModule<S, D, P> {
      return { name: `${service}-worker`, kind: "worker", service, ...module };
    },
    modules(parts: { internal?: AnyModule[]; http: AnyModule; worker?: AnyModule }): AnyModule[] {
      return serviceModules(service, parts);
    },
  };
}

/**
 * The user-facing target of a service: its HTTP module and, when it has one, its worker module.
 * `--target=<service>` runs both; `--target=<service>-worker` the consumers alone and
 * `--target=<service>-http` the routes alone.
 */
export function serviceTarget(name: string, parts: { http: AnyModule; worker?: AnyModule }): AnyModule {
  const dependencies: Record<string, AnyModule> = { http: parts.http };
  if (parts.worker) dependencies.worker = parts.worker;
  return { name, kind: "service", service: name, dependencies };
}

/** `all`: every user-facing module, and through them everything they need. */
export function allTarget(modules: readonly AnyModule[]): AnyModule {
  const facing = modules.filter((m) => isUserFacing(m) && m.name !== ALL);
  return { name: ALL, kind: "target", dependencies: Object.fromEntries(facing.map((m) => [m.name, m])) };
}

export const ALL = "all";

/**
 * A service's modules as the platform loads them: the internal ones its parts depend on, its HTTP
 * module, its worker module when it has one, and its target.
 */
function serviceModules(
  name: string,
  parts: { internal?: AnyModule[]; http: AnyModule; worker?: AnyModule },
): AnyModule[] {
  const { internal = [], http, worker } = parts;
  return [...internal, http, ...(worker ? [worker] : []), serviceTarget(name, { http, worker })];
}
