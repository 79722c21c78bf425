import { randomBytes } from "node:crypto";
import { ConfigError, type Environment, loadSlice, loadSlices } from "@cx/config";
import { AppError, StartupError } from "@cx/errors";
import {
  attachPeer,
  errorResponse,
  type FetchHandler,
  methodTakesBody,
  PEER_ADDRESS_HEADER,
  pathOf,
  peerAddressOf,
  REQUEST_ID_HEADER,
  RouteMatcher,
  requestIdOf,
  withHeader,
} from "@cx/http-kit";
import { createLogger, type Logger } from "@cx/logger";
import { LINK_PATH, LinkServer, type Track } from "@cx/service-link";
import { promiseOf } from "@cx/tracing";
import { screenBody } from "./body-limit.ts";
import { type Check, liveness, readiness } from "./health.ts";
import { InFlight } from "./in-flight.ts";
import { INFRASTRUCTURE_MODULES, type Infrastructure } from "./infrastructure.ts";
import { ALL, type AnyModule, allTarget, isUserFacing, type ModuleInstance, type RuntimeSettings } from "./module.ts";
import { runtimeSlice, tracingSlice } from "./settings.ts";
import { startModules } from "./start-modules.ts";
import { resolveTargets } from "./targets.ts";

export interface PlatformOptions {
  /** Every module of the graph; `targets` pick among the user-facing ones. */
  modules: readonly AnyModule[];
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

/** What a process that takes no links answers to a WebSocket: nothing, it never upgrades one. */
const NO_WEBSOCKETS = { message() {} };

/** The configuration slices of every module the options could start, for validation and printing. */
export function allSlices(modules: readonly AnyModule[]) {
  return [runtimeSlice, tracingSlice, ...modules.flatMap((m) => (m.config ? [m.config] : []))];
}

export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const env = options.env ?? process.env;
  const base = loadSlice(runtimeSlice, env);
  const targets = options.targets ?? base.targets;
  // A graph without its own `all` gets one: every user-facing module.
  const modules = options.modules.some((m) => m.name === ALL)
    ? options.modules
    : [...options.modules, allTarget(options.modules)];
  const selected = resolveTargets(targets, modules);
  const localModules = new Set(selected.map((m) => m.name));
  loadSlices([tracingSlice, ...selected.flatMap((m) => (m.config ? [m.config] : []))], env);

  const everyModuleLocal = modules.filter(isUserFacing).every((m) => localModules.has(m.name));
  if (!base.internalTokenSecret && !everyModuleLocal) {
    throw new ConfigError([
      "INTERNAL_TOKEN_SECRET is required when the gateway and the services run in separate processes",
    ]);
  }
  const settings: RuntimeSettings = {
    internalTokenSecret: base.internalTokenSecret ?? randomBytes(32).toString("base64url"),
    localModules,
  };
  const logger = options.logger ?? createLogger(`cx-${targets.join("+")}`, { level: base.logLevel });
  const started = await startModules({ ordered: selected, env, runtime: settings, logger });
  const instances = started.instances;
  const handlers = started.handlers;
  const infrastructure: Infrastructure = Object.fromEntries(
    INFRASTRUCTURE_MODULES.filter((m) => started.provided.has(m.name)).map((m) => [
      m.name,
      started.provided.get(m.name),
    ]),
  );

  const checks: Record<string, Check> = {};
  for (const [name, instance] of instances) if (instance.readiness) checks[name] = instance.readiness;

  const route = publicRouter(selected, handlers, instances);
  const inFlight = new InFlight();
  const tracked: Track = (work) => inFlight.track(work);
  // A process of services (no gateway here) takes the gateway's links on its own port.
  const links = handlers.has(GATEWAY)
    ? undefined
    : new LinkServer({
        internalSecret: settings.internalTokenSecret,
        peerAddressHeader: PEER_ADDRESS_HEADER,
        logger,
        track: tracked,
        maxAgeMs: base.linkMaxAgeMs,
        // The link server counts each call from its frame to its answer's last byte: the handler
        // must not count it a second time.
        handle: (request) => serve(request, promiseOf),
      });
  let draining = false;
  let server: ReturnType<typeof Bun.serve> | undefined;
  let stopping: Promise<void> | undefined;

  // What is answered here never reaches a handler that would add the request id.
  const answered = (response: Response, request: Request) =>
    withHeader(response, REQUEST_ID_HEADER, requestIdOf(request));
  /** Answers `request`, counting the work of its route with `track`. */
  const serve = (request: Request, track: Track): Promise<Response> => {
    const path = pathOf(request.url);
    if (path === "/healthz") return Promise.resolve(answered(liveness(), request));
    if (path === "/readyz") return readiness(checks, draining).then((ready) => answered(ready, request));
    if (draining)
      return Promise.resolve(
        answered(errorResponse(new AppError("unavailable", "The process is shutting down.")), request),
      );
    // A request without a body has nothing to screen: it goes straight to its route.
    if (!methodTakesBody(request.method)) return track(() => route(request));
    return track(async () => {
      let limited: Request;
      try {
        limited = await screenBody(request, base.maxRequestBodyBytes);
      } catch (error) {
        if (error instanceof AppError) return answered(errorResponse(error), request);
        throw error;
      }
      // A screened body makes a new request, which no socket knows: the peer goes in its header,
      // over whatever the client sent there.
      if (limited !== request) limited.headers.set(PEER_ADDRESS_HEADER, peerAddressOf(request));
      return route(limited);
    });
  };
  const fetch: FetchHandler = (request) => serve(request, tracked);

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      draining = true;
      const graceEnds = performance.now() + base.shutdownGraceMs;
      links?.goAway();
      const stopped = server?.stop(false);
      const drained = await inFlight.idle(base.shutdownGraceMs);
      if (!drained) logger.warn({ inFlight: inFlight.size }, "grace period over with requests still in flight");
      links?.closeAll();
      await started.stop();
      // Bun's graceful stop also waits for connections holding half a request (headers or a body
      // still arriving, whether slow or hostile) until their idle time-out: they get only what is
      // left of the grace period, then every connection is closed.
      if (stopped && !(await settlesWithin(stopped, graceEnds - performance.now())))
        logger.warn("grace period over with connections still open");
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
      try {
        server = Bun.serve({
          port,
          hostname: base.host,
          idleTimeout: 30,
          // `limitBody` answers oversized bodies with the error body; Bun's own cap (which answers a
          // bare 413) only stops absurd ones before they reach it.
          maxRequestBodySize: Math.max(base.maxRequestBodyBytes * 64, 1024 ** 3),
          fetch: (request, bun) => {
            attachPeer(request, bun);
            if (links && request.url.endsWith(LINK_PATH) && pathOf(request.url) === LINK_PATH)
              return links.upgrade(request, bun, peerAddressOf(request));
            return fetch(request);
          },
          websocket: links?.websocket ?? NO_WEBSOCKETS,
        });
      } catch (error) {
        // A port another process holds is the operator's to fix: a plain answer, not a stack.
        if ((error as { code?: unknown }).code !== "EADDRINUSE") throw error;
        throw new StartupError(
          `port ${port} is in use by another process: stop that process, or set PORT to another port.`,
        );
      }
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
  selected: readonly AnyModule[],
  handlers: ReadonlyMap<string, FetchHandler>,
  instances: ReadonlyMap<string, ModuleInstance<unknown>>,
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
    const path = pathOf(request.url);
    const owner = services.find((s) => s.routes.allowedMethods(path).length > 0) ?? services[0];
    return owner ? owner.handle(request) : errorResponse(new AppError("not_found", "No route matches this path."));
  };
}

/** Resolves true once `promise` settles, or false when `timeoutMs` passes first. */
function settlesWithin(promise: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const settled = promise.then(
    () => true,
    () => true,
  );
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}
