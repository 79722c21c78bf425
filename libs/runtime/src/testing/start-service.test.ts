import { describe, expect, it } from "bun:test";
import type { AnyEvents, MessageBus } from "@cx/bus";
import { waitUntil } from "@cx/bus/testing";
import { requestCaller } from "@cx/http-kit";
import { busModule, storeModule } from "../infrastructure.ts";
import { defineModule, serviceModuleKit } from "../module.ts";
import { memberOf, TEST_SECRET, WORKSPACE } from "./fixtures.ts";
import { startService } from "./start-service.ts";

/** A service of one route: it answers with the caller it verified and the greeting its shared module provides, and announces each call. */
function echoModules(greeting = "hello") {
  const kit = serviceModuleKit("echo");
  const shared = kit.shared({
    dependencies: { store: storeModule },
    async init() {
      return { provides: { greeting } };
    },
  });
  const http = kit.http({
    dependencies: { shared, bus: busModule },
    async init({ deps: { shared, bus }, runtime }) {
      return {
        http: {
          async handle(request: Request) {
            const caller = requestCaller(request, runtime.internalTokenSecret);
            await (bus as MessageBus<AnyEvents>).publish("echo.called", { path: new URL(request.url).pathname });
            return Response.json({ caller, greeting: shared.greeting });
          },
        },
      };
    },
  });
  return kit.modules({ internal: [shared], http });
}

describe("startService", () => {
  it("starts the service's target through the module graph and calls it with a caller signed by the test secret", async () => {
    const service = await startService(echoModules());
    try {
      const caller = memberOf(WORKSPACE, "admin");
      const answer = await service.call("GET", "/hello", { caller });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ caller, greeting: "hello" });
      expect(service.service).toBe("echo");
      await waitUntil(() => service.published.length === 1, "the call announced");
      expect(service.published[0]?.payload).toEqual({ path: "/hello" });
    } finally {
      await service.stop();
    }
  });

  it("puts an override in place of the module of its name, which is then not started", async () => {
    const service = await startService(echoModules(), { overrides: { "echo-shared": { greeting: "overridden" } } });
    try {
      expect((await service.call("GET", "/")).json.greeting).toBe("overridden");
      expect(service.modules.instances.has("echo-shared")).toBe(false);
      expect(service.provided<{ greeting: string }>("echo-shared").greeting).toBe("overridden");
    } finally {
      await service.stop();
    }
  });

  it("gives the modules the secret it signs with, the shared test secret unless told otherwise", async () => {
    const secrets: string[] = [];
    const spy = defineModule({
      name: "echo-spy",
      kind: "internal",
      dependencies: {},
      async init({ runtime }) {
        secrets.push(runtime.internalTokenSecret);
        return {};
      },
    });
    const [shared, http, target] = echoModules();
    const withSpy = [shared!, { ...http!, dependencies: { ...http!.dependencies, spy } }, target!];
    const other = "another-secret-0123456789abcdef-xyz";
    const service = await startService(withSpy, { secret: other });
    const plain = await startService(withSpy);
    try {
      expect(secrets).toEqual([other, TEST_SECRET]);
      expect((await service.call("GET", "/", { caller: memberOf() })).json.caller).toEqual(memberOf());
    } finally {
      await plain.stop();
      await service.stop();
    }
  });

  it("leaves a given store open when it stops, and closes the ones it opened", async () => {
    const mine = await startService(echoModules());
    const onMine = await startService(echoModules(), { overrides: { store: mine.store } });
    await onMine.stop();
    await mine.store.database("echo").collection("probe").insertOne({ _id: "still-open" });
    await mine.stop();
    expect(() => mine.store.database("echo")).toThrow("closed");
  });

  it("runs on RabbitMQ and Redis with real adapters", async () => {
    const service = await startService(echoModules(), { adapters: "real" });
    try {
      expect(service.bus.kind).toBe("rabbitmq");
      expect(service.cache.kind).toBe("redis");
      await service.call("GET", "/over-rabbitmq");
      await waitUntil(() => service.published.length === 1, "the call announced over RabbitMQ");
      expect(service.published[0]?.payload).toEqual({ path: "/over-rabbitmq" });
    } finally {
      await service.stop();
    }
  });
});
