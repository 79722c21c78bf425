import type { MessageBus, Subscription } from "@cx/bus";
import type { Cache } from "@cx/cache";
import type { ConfigSlice, ConfigValues } from "@cx/config";
import type { FetchHandler } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import type { Database } from "@cx/store";

/** Settings every process has, whichever modules it runs. */
export interface RuntimeSettings {
  /** HMAC key for the caller identity the gateway signs for services. */
  internalTokenSecret: string;
  /** Names of the application modules running in this process. */
  localModules: ReadonlySet<string>;
}

export interface ModuleContext<S extends ConfigSlice = ConfigSlice> {
  config: ConfigValues<S>;
  runtime: RuntimeSettings;
  /** The module's own database: no other module opens it. */
  database: Database;
  bus: MessageBus;
  cache: Cache;
  logger: Logger;
  /** HTTP handlers of the other modules running in this process, by module name. */
  localHandlers: ReadonlyMap<string, FetchHandler>;
}

export interface ModuleInstance {
  /** The module's HTTP routes (an Elysia app, or anything with `handle`). */
  http?: { handle: (request: Request) => Promise<Response> | Response; routes?: { method: string; path: string }[] };
  consumers?: Subscription[];
  /** Rejects when something this module needs, beyond the shared infrastructure, is down. */
  readiness?: () => Promise<void>;
  stop?: () => Promise<void>;
}

/**
 * A unit the runtime can start: a service or the gateway. `dependencies` name the
 * infrastructure it uses; `after` names modules that, when they run in the same process, must be
 * started first (the gateway forwards in-process to services started before it).
 */
export interface PlatformModule<S extends ConfigSlice = ConfigSlice> {
  name: string;
  dependencies: readonly InfrastructureName[];
  after?: readonly string[];
  config: S;
  init(context: ModuleContext<S>): Promise<ModuleInstance>;
}

export type InfrastructureName = "store" | "bus" | "cache";

/** Typed identity for module definitions, so a module's `config` types its `init` context. */
export function defineModule<const S extends ConfigSlice>(module: PlatformModule<S>): PlatformModule<S> {
  return module;
}
