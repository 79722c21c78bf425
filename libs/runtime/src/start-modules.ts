import { type Environment, loadSlice } from "@cx/config";
import { type FetchHandler, instrumentHandler } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import type { AnyModule, ModuleInstance, RuntimeSettings } from "./module.ts";

export interface StartedModules {
  /** Started modules in start order, with what each returned. */
  readonly instances: ReadonlyMap<string, ModuleInstance<unknown>>;
  /** What each module provided, by module name (including the values given in `provided`). */
  readonly provided: ReadonlyMap<string, unknown>;
  readonly handlers: ReadonlyMap<string, FetchHandler>;
  /** Stops consumers first (they drain), then every module in reverse start order. */
  stop(): Promise<void>;
}

export interface StartModulesOptions {
  /** In start order, as `resolveTargets` gives them. */
  ordered: readonly AnyModule[];
  env: Environment;
  runtime: RuntimeSettings;
  logger: Logger;
  /** Values that stand for modules of these names, which are then not started (tests). */
  provided?: ReadonlyMap<string, unknown>;
  /** Where HTTP handlers are registered by module name; shared with the modules' context. */
  handlers?: Map<string, FetchHandler>;
}

/**
 * Initialises modules in order, handing each the values its dependencies provided. When one
 * fails, those already started are stopped before the error is rethrown.
 */
export async function startModules(options: StartModulesOptions): Promise<StartedModules> {
  const instances = new Map<string, ModuleInstance<unknown>>();
  const provided = new Map<string, unknown>(options.provided ?? []);
  const handlers = options.handlers ?? new Map<string, FetchHandler>();
  const stop = async () => {
    await Promise.all([...instances.values()].flatMap((i) => (i.consumers ?? []).map((c) => c.stop())));
    for (const [name, instance] of [...instances].reverse()) {
      try {
        await instance.stop?.();
      } catch (error) {
        options.logger.error({ err: error, module: name }, "module did not stop cleanly");
      }
    }
  };
  try {
    for (const module of options.ordered) {
      if (provided.has(module.name) || !module.init) continue;
      const deps = Object.fromEntries(
        Object.entries(module.dependencies as Record<string, AnyModule>).map(([key, dependency]) => [
          key,
          provided.get(dependency.name),
        ]),
      );
      const instance: ModuleInstance<unknown> = await module.init({
        config: module.config ? loadSlice(module.config, options.env) : {},
        runtime: options.runtime,
        deps,
        logger: options.logger.child({ module: module.name }),
        localHandlers: handlers,
      });
      instances.set(module.name, instance);
      provided.set(module.name, instance.provides);
      const http = instance.http;
      if (http)
        handlers.set(
          module.name,
          instrumentHandler(module.service ?? module.name, (request) => http.handle(request)),
        );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  for (const instance of instances.values()) instance.started?.();
  return { instances, provided, handlers, stop };
}
