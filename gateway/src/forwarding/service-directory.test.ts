import { describe, expect, it } from "bun:test";
import { ConfigError, loadSlice } from "@cx/config";
import type { FetchHandler } from "@cx/http-kit";
import { SERVICE_REGISTRY } from "@cx/route-table";
import { gatewayConfig } from "../config.ts";
import { serviceDirectory } from "./service-directory.ts";

const answering =
  (name: string): FetchHandler =>
  async () =>
    new Response(name);

describe("service directory", () => {
  it("has a URL setting for every service of the registry", () => {
    const envs = Object.values(gatewayConfig).map((s) => s.env);
    for (const service of SERVICE_REGISTRY) expect(envs).toContain(service.urlEnv);
  });

  it("asks for the URL of every service whose HTTP module does not run here", () => {
    const config = loadSlice(gatewayConfig, {});
    try {
      serviceDirectory(config, new Set(["identity-http"]), new Map(), "secret");
      throw new Error("expected a ConfigError");
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const service of SERVICE_REGISTRY.filter((s) => s.name !== "identity"))
        expect(message).toContain(`${service.urlEnv} is required`);
      expect(message).not.toContain("IDENTITY_URL");
    }
  });

  it("calls a local service's handler, registered after the directory was made, and others by URL", async () => {
    const env = Object.fromEntries(SERVICE_REGISTRY.map((s) => [s.urlEnv, `http://${s.name}.invalid:8080`]));
    const handlers = new Map<string, FetchHandler>();
    const { services: clients } = serviceDirectory(
      loadSlice(gatewayConfig, env),
      new Set(["knowledge-http"]),
      handlers,
      "secret",
    );
    handlers.set("knowledge-http", answering("knowledge in process"));
    const response = await clients.knowledge(new Request("http://gateway/api/v1/workspaces/ws_1/knowledge"));
    expect(await response.text()).toBe("knowledge in process");
    expect(Object.keys(clients).sort()).toEqual(SERVICE_REGISTRY.map((s) => s.name).sort());
  });
});
