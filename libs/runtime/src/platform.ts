import { randomBytes } from "node:crypto";
import { ConfigError, type Environment, loadSlice, loadSlices } from "@cx/config";
import { AppError } from "@cx/errors";
import { errorResponse, type FetchHandler, instrumentHandler, PEER_ADDRESS_HEADER, RouteMatcher } from "@cx/http-kit";
import { createLogger, type Logger } from "@cx/logger";
import { limitBody } from "./body-limit.ts";
import { type Check, liveness, readiness } from "./health.ts";
import { InFlight } from "./in-flight.ts";
import {
  closeInfrastructure,
  INFRASTRUCTURE_SLICES,
  type Infrastructure,
  openInfrastructure,
} from "./infrastructure.ts";
import type { InfrastructureName, ModuleInstance, PlatformModule, RuntimeSettings } from "./module.ts";
import { runtimeSlice, tracingSlice } from "./settings.ts";
import { resolveTargets } from "./targets.ts";

export interface PlatformOptions {
  modules: readonly PlatformModule[];
  /** Overrides `TARGETS`. */
  targets?: readonly string[];
  env?: Environment;
  logger?: Logger;
}

export interface Platform {
  /** The process's public HTTP entry: health endpoints, then the gateway or the services. */
  fetch: FetchHandler;
  readonly moduleNames: readonly string[];
  readonly infrastructure: Infrastructure;
  readonly settings: RuntimeSettings;
  readonly port: number;
  readonly host: string;
  /** Serves `fetch` with Bun; returns the bound port (useful with port 0). */
  listen(port?: number): number;
  /** Stops taking work, drains requests and consumers, then closes connections. Idempotent. */
  stop(): Promise<void>;
}

const GATEWAY = "gateway";

/** The configuration slices of every module the options could start, for validation and printing. */
export function allSlices(modules: readonly PlatformModule[]) {
  return [runtimeSlice, tracingSlice, ...Object.values(INFRASTRUCTURE_SLICES), ...modules.map((m) => m.config)];
}

export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const env = options.env ?? process.env;
  const base = loadSlice(runtimeSlice, env);
  const targets = options.targets ?? base.targets;
  const selected = resolveTargets(targets, options.modules);
  const localModules = new Set(selected.map((m) => m.name));
  const needed = new Set<InfrastructureName>(selected.flatMap((m) => [...m.dependencies]));
  loadSlices(
    [tracingSlice, ...[...needed].map((n) => INFRASTRUCTURE_SLICES[n]), ...selected.map((m) => m.config)],
    env,
  );

  const everyModuleLocal = options.modules.every((m) => localModules.has(m.name));
  if (!base.internalTokenSecret && !everyModuleLocal) {
    throw new ConfigError([
      "INTERNAL_TOKEN_SECRET is required when the gateway and the services run in separate processes",
    ]);
  }
  const settings: RuntimeSettings = {
    internalTokenSecret: base.internalTokenSecret ?? randomBytes(32).toString("base64url"),
    localModules,
  };
  const logger = options.logger ?? createLogger(`cx-${[...localModules].join("+")}`, { level: base.logLevel });
  const infrastructure = await openInfrastructure(needed, env, logger);

  const instances = new Map<string, ModuleInstance>();
  const handlers = new Map<string, FetchHandler>();
  try {
    for (const module of selected) {
      const instance = await module.init({
        config: loadSlice(module.config, env),
        runtime: settings,
        database: infrastructure.store?.database(module.name) as never,
        bus: infrastructure.bus as never,
        cache: infrastructure.cache as never,
        logger: logger.child({ module: module.name }),
        localHandlers: handlers,
      });
      instances.set(module.name, instance);
      const http = instance.http;
      if (http)
        handlers.set(
          module.name,
          instrumentHandler(module.name, async (r) => http.handle(r)),
        );
    }
  } catch (error) {
    await stopModules(instances, logger);
    await closeInfrastructure(infrastructure);
    throw error;
  }

  const checks: Record<string, Check> = {};
  if (infrastructure.store) checks.store = () => infrastructure.store!.ping();
  if (infrastructure.bus) checks.bus = () => infrastructure.bus!.ping();
  if (infrastructure.cache) checks.cache = () => infrastructure.cache!.ping();
  for (const [name, instance] of instances) if (instance.readiness) checks[name] = instance.readiness;

  const route = publicRouter(selected, handlers, instances);
  const inFlight = new InFlight();
  let draining = false;
  let server: ReturnType<typeof Bun.serve> | undefined;
  let stopping: Promise<void> | undefined;

  const fetch: FetchHandler = async (request) => {
    const path = new URL(request.url).pathname;
    if (path === "/healthz") return liveness();
    if (path === "/readyz") return readiness(checks, draining);
    if (draining) return errorResponse(new AppError("unavailable", "The process is shutting down."));
    return inFlight.track(async () => {
      let limited: Request;
      try {
        limited = await limitBody(request, base.maxRequestBodyBytes);
      } catch (error) {
        if (error instanceof AppError) return errorResponse(error);
        throw error;
      }
      return route(limited);
    });
  };

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      draining = true;
      const stopped = server?.stop(false);
      const drained = await inFlight.idle(base.shutdownGraceMs);
      if (!drained) logger.warn({ inFlight: inFlight.size }, "grace period over with requests still in flight");
      await Promise.all([...instances.values()].flatMap((i) => (i.consumers ?? []).map((c) => c.stop())));
      await stopModules(instances, logger);
      await closeInfrastructure(infrastructure);
      await stopped;
      server?.stop(true);
    })();
    return stopping;
  };

  return {
    fetch,
    moduleNames: selected.map((m) => m.name),
    infrastructure,
    settings,
    port: base.port,
    host: base.host,
    listen(port = base.port) {
      server = Bun.serve({
        port,
        hostname: base.host,
        idleTimeout: 30,
        // `limitBody` answers oversized bodies with the error body; Bun's own cap (which answers a
        // bare 413) only stops absurd ones before they reach it.
        maxRequestBodySize: Math.max(base.maxRequestBodyBytes * 64, 1024 ** 3),
        fetch: (request, bun) => {
          request.headers.set(PEER_ADDRESS_HEADER, bun.requestIP(request)?.address ?? "");
          return fetch(request);
        },
      });
      return server.port ?? port;
    },
    stop,
  };
}

/**
 * The public entry of the process: the gateway when it runs here (it forwards to services, in
 * process or over HTTP); otherwise the services' own routes.
 */
function publicRouter(
  selected: readonly PlatformModule[],
  handlers: ReadonlyMap<string, FetchHandler>,
  instances: ReadonlyMap<string, ModuleInstance>,
): FetchHandler {
  const gateway = handlers.get(GATEWAY);
  if (gateway) return gateway;
  const services = selected
    .filter((m) => handlers.has(m.name))
    .map((m) => ({
      handle: handlers.get(m.name)!,
      routes: new RouteMatcher(() => instances.get(m.name)?.http?.routes ?? []),
    }));
  if (services.length === 1) return services[0]!.handle;
  // Several services without a gateway: the one whose route table knows the path answers.
  return async (request) => {
    const path = new URL(request.url).pathname;
    const owner = services.find((s) => s.routes.allowedMethods(path).length > 0) ?? services[0];
    return owner ? owner.handle(request) : errorResponse(new AppError("not_found", "No route matches this path."));
  };
}

async function stopModules(instances: Map<string, ModuleInstance>, logger: Logger): Promise<void> {
  for (const [name, instance] of [...instances].reverse()) {
    try {
      await instance.stop?.();
    } catch (error) {
      logger.error({ err: error, module: name }, "module did not stop cleanly");
    }
  }
}
