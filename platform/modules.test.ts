import { describe, expect, it } from "bun:test";
import { StartupError } from "@cx/errors";
import { routesOf, SERVICE_REGISTRY, serviceTargets } from "@cx/route-table";
import { type AnyModule, resolveTargets, startPlatform, userTargets } from "@cx/runtime";
import { loadPlatformModules } from "./load-modules.ts";
import { PLATFORM_MODULES } from "./modules.ts";

const names = (targets: string[]) => resolveTargets(targets, PLATFORM_MODULES).map((m) => m.name);
const byName = new Map(PLATFORM_MODULES.map((m) => [m.name, m]));

describe("the platform's module graph", () => {
  it("offers as targets all, each service of the registry with its worker and routes, and the gateway", () => {
    expect(new Set(userTargets(PLATFORM_MODULES))).toEqual(
      new Set(["all", "gateway", ...SERVICE_REGISTRY.flatMap(serviceTargets)]),
    );
  });

  it("gives every service of the registry its HTTP module, and a worker module where the registry says so", () => {
    for (const service of SERVICE_REGISTRY) {
      expect(byName.get(service.httpModule)?.init).toBeDefined();
      expect(Object.keys(byName.get(service.name)?.dependencies ?? {}).sort()).toEqual(
        service.workerTarget ? ["http", "worker"] : ["http"],
      );
      if (service.workerTarget) expect(byName.get(service.workerTarget)?.kind).toBe("worker");
    }
  });

  it("expands all to every module of the graph", () => {
    expect(new Set(names(["all"]))).toEqual(new Set(PLATFORM_MODULES.map((m) => m.name)));
  });

  it("starts infrastructure and internal modules before what uses them", () => {
    const order = names(["all"]);
    for (const module of PLATFORM_MODULES)
      for (const dependency of Object.values(module.dependencies) as AnyModule[])
        expect([module.name, order.indexOf(dependency.name) < order.indexOf(module.name)]).toEqual([module.name, true]);
  });

  it("runs a worker target without any HTTP module, and the gateway without services", () => {
    for (const service of SERVICE_REGISTRY.filter((s) => s.workerTarget)) {
      const modules = resolveTargets([service.workerTarget!], PLATFORM_MODULES);
      expect(modules.filter((m) => m.kind === "http" || m.kind === "service")).toEqual([]);
    }
    expect(names(["knowledge-worker"])).not.toContain("knowledge-http");
    expect(names(["testing-worker"])).toContain("testing-agent-read-model");
    expect(names(["gateway"])).toEqual(["cache", "gateway"]);
  });

  it("runs a service's routes without its consumers on its HTTP target", () => {
    expect(names(["knowledge-http"])).not.toContain("knowledge-worker");
    expect(names(["testing-http"])).not.toContain("testing-agent-read-model");
  });
});

describe("the modules a process loads for its targets", () => {
  const namesOf = (modules: readonly AnyModule[]) => new Set(modules.map((m) => m.name));

  it("loads the whole graph for all, or for a name no service claims (refused with every target)", async () => {
    expect(namesOf(await loadPlatformModules(["all"]))).toEqual(namesOf(PLATFORM_MODULES));
    expect(namesOf(await loadPlatformModules(["nope"]))).toEqual(namesOf(PLATFORM_MODULES));
  });

  it("loads one service's modules for its targets, and the gateway's alone for the gateway", async () => {
    const identity = namesOf(await loadPlatformModules(["identity"]));
    expect(identity.has("identity-http")).toBe(true);
    for (const other of SERVICE_REGISTRY.filter((s) => s.name !== "identity"))
      expect(identity.has(other.httpModule)).toBe(false);
    expect(identity.has("gateway")).toBe(false);
    const worker = namesOf(await loadPlatformModules(["knowledge-worker"]));
    expect(worker.has("knowledge-worker")).toBe(true);
    expect(worker.has("llm")).toBe(true);
    expect(worker.has("identity-http")).toBe(false);
    expect(namesOf(await loadPlatformModules(["gateway"]))).toEqual(
      new Set(["store", "bus", "cache", "gateway", "all"]),
    );
  });

  it("resolves every target to the same modules as the whole graph does", async () => {
    for (const target of userTargets(PLATFORM_MODULES).filter((t) => t !== "all")) {
      const loaded = resolveTargets([target], await loadPlatformModules([target])).map((m) => m.name);
      expect([target, loaded]).toEqual([target, names([target])]);
    }
  });
});

describe("a worker target", () => {
  for (const service of SERVICE_REGISTRY.filter((s) => s.workerTarget)) {
    it(`${service.workerTarget} starts the service's consumers and serves only health`, async () => {
      const platform = await startPlatform({
        modules: PLATFORM_MODULES,
        targets: [service.workerTarget!],
        env: { DATA_DIR: "memory", LOG_LEVEL: "silent", INTERNAL_TOKEN_SECRET: "w".repeat(32) },
      });
      try {
        expect(platform.moduleNames).toContain(service.workerTarget!);
        expect(platform.moduleNames).not.toContain(service.httpModule);
        expect((await platform.fetch(new Request("http://localhost/healthz"))).status).toBe(200);
        expect((await platform.fetch(new Request("http://localhost/readyz"))).status).toBe(200);
        const route = routesOf(service.name)[0]!;
        const path = route.path.replace(/:([a-z_]+)/g, "$1_probe");
        const response = await platform.fetch(new Request(`http://localhost${path}`, { method: route.method }));
        expect(response.status).toBe(404);
      } finally {
        await platform.stop();
      }
    });
  }
});

describe("OUTBOUND_ALLOWED_NETWORKS", () => {
  for (const target of ["agents", "conversations", "testing-worker"]) {
    it(`stops ${target} at start-up when an entry is not a CIDR, naming the setting`, async () => {
      const starting = startPlatform({
        modules: PLATFORM_MODULES,
        targets: [target],
        env: {
          DATA_DIR: "memory",
          LOG_LEVEL: "silent",
          INTERNAL_TOKEN_SECRET: "w".repeat(32),
          OUTBOUND_ALLOWED_NETWORKS: "10.20.0.0/16,10.0.0.0/33",
        },
      });
      const error = await starting.then(
        async (platform) => {
          await platform.stop();
          return undefined;
        },
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(StartupError);
      expect((error as StartupError).exitCode).toBe(2);
      expect((error as StartupError).message).toContain("OUTBOUND_ALLOWED_NETWORKS is invalid");
      expect((error as StartupError).message).toContain("10.0.0.0/33");
    });
  }
});
