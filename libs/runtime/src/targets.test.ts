import { describe, expect, it } from "bun:test";
import { ConfigError } from "@cx/config";
import { type AnyModule, allTarget, type ModuleKind, serviceModuleKit, serviceTarget } from "./module.ts";
import { resolveTargets, targetsFromArgs, userTargets } from "./targets.ts";

const mod = (name: string, kind: ModuleKind, dependencies: AnyModule[] = []): AnyModule => ({
  name,
  kind,
  dependencies: Object.fromEntries(dependencies.map((d) => [d.name, d])),
  init: async () => ({}),
});

const store = mod("store", "infrastructure");
const bus = mod("bus", "infrastructure");
const readModel = mod("shop-read-model", "internal", [store, bus]);
const shopHttp = mod("shop-http", "internal", [store]);
const shopWorker = mod("shop-worker", "worker", [readModel]);
const shop = serviceTarget("shop", { http: shopHttp, worker: shopWorker });
const gateway = mod("gateway", "gateway");
const graph = [store, bus, readModel, shopHttp, shopWorker, shop, gateway];
const modules = [...graph, allTarget(graph)];
const names = (targets: string[]) => resolveTargets(targets, modules).map((m) => m.name);

describe("module graph", () => {
  it("starts each module after everything it depends on", () => {
    const order = names(["shop"]);
    expect(order).toEqual(["store", "shop-http", "bus", "shop-read-model", "shop-worker", "shop"]);
    for (const module of resolveTargets(["shop"], modules))
      for (const dependency of Object.values(module.dependencies) as AnyModule[])
        expect(order.indexOf(dependency.name)).toBeLessThan(order.indexOf(module.name));
  });

  it("runs a worker target without the service's HTTP module", () => {
    expect(names(["shop-worker"])).toEqual(["store", "bus", "shop-read-model", "shop-worker"]);
  });

  it("expands all to every module, each once", () => {
    const order = names(["all"]);
    expect(new Set(order)).toEqual(new Set(modules.map((m) => m.name)));
    expect(order).toHaveLength(modules.length);
    expect(order.at(-1)).toBe("all");
  });

  it("starts a shared dependency once for several targets", () => {
    expect(names(["shop-worker", "shop"])).toEqual([
      "store",
      "bus",
      "shop-read-model",
      "shop-worker",
      "shop-http",
      "shop",
    ]);
  });

  it("refuses an unknown target, and an internal module, listing the targets a user may name", () => {
    expect(() => names(["nope"])).toThrow(ConfigError);
    expect(() => names(["nope"])).toThrow('unknown target "nope"; known: shop-worker, shop, gateway, all');
    expect(() => names(["shop-read-model"])).toThrow('unknown target "shop-read-model"');
    expect(() => names(["store"])).toThrow(ConfigError);
  });

  it("names the cycle when modules depend on each other", () => {
    const a: AnyModule = { name: "a", kind: "service", dependencies: {} };
    const b = mod("b", "internal", [a]);
    const c = mod("c", "internal", [b]);
    (a.dependencies as Record<string, AnyModule>).c = c;
    expect(() => resolveTargets(["a"], [a, b, c])).toThrow("module dependency cycle: a -> c -> b -> a");
  });

  it("looks dependencies up by name, so a module can be swapped for another of the same name", () => {
    const replacement = mod("shop-http", "internal", [bus]);
    const swapped = modules.map((m) => (m.name === "shop-http" ? replacement : m));
    const resolved = resolveTargets(["shop"], swapped);
    expect(resolved).toContain(replacement);
    expect(resolved).not.toContain(shopHttp);
  });

  it("refuses a dependency that is not registered, and two modules of one name", () => {
    expect(() => resolveTargets(["shop"], [shopHttp, shop])).toThrow(
      '"shop-http" depends on "store", which is not registered',
    );
    expect(() => resolveTargets(["shop"], [...modules, mod("shop", "service")])).toThrow(
      'two modules are named "shop"',
    );
  });

  it("lists the user-facing modules as targets", () => {
    expect(userTargets(modules)).toEqual(["shop-worker", "shop", "gateway", "all"]);
  });

  it("reads --target from argv", () => {
    expect(targetsFromArgs(["--target=gateway,shop-worker"])).toEqual(["gateway", "shop-worker"]);
    expect(targetsFromArgs(["--target", "shop"])).toEqual(["shop"]);
    expect(targetsFromArgs([])).toBeUndefined();
  });
});

describe("a service's module kit", () => {
  const kit = serviceModuleKit("shop");
  const init = async () => ({});

  it("names each part after the service and gives it its kind", () => {
    const shared = kit.shared({ dependencies: { store }, init });
    const routes = kit.http({ dependencies: { shared }, init }, { routesTarget: true });
    const consumers = kit.worker({ dependencies: { shared, bus }, init });
    expect([shared, routes, consumers].map((m) => [m.name, m.kind, m.service])).toEqual([
      ["shop-shared", "internal", "shop"],
      ["shop-http", "http", "shop"],
      ["shop-worker", "worker", "shop"],
    ]);
    // Without a worker the routes are all the service's target runs: they stay internal.
    expect(kit.http({ dependencies: {}, init }).kind).toBe("internal");
  });

  it("lists the service's modules with its target, which runs the routes and the worker", () => {
    const shared = kit.shared({ dependencies: { store }, init });
    const routes = kit.http({ dependencies: { shared }, init }, { routesTarget: true });
    const consumers = kit.worker({ dependencies: { shared, bus }, init });
    const listed = kit.modules({ internal: [shared], http: routes, worker: consumers });
    expect(listed.map((m) => m.name)).toEqual(["shop-shared", "shop-http", "shop-worker", "shop"]);
    const target = listed.at(-1)!;
    expect(target.kind).toBe("service");
    expect(Object.values(target.dependencies as Record<string, AnyModule>).map((m) => m.name)).toEqual([
      "shop-http",
      "shop-worker",
    ]);
    const graph = [store, bus, ...listed];
    expect(resolveTargets(["shop-worker"], graph).map((m) => m.name)).toEqual([
      "store",
      "shop-shared",
      "bus",
      "shop-worker",
    ]);
  });
});
