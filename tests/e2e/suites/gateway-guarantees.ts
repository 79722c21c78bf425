import { beforeAll, describe, expect, it } from "bun:test";
import { randomUUID } from "node:crypto";
import { anonymousCaller, CALLER_HEADER, signCaller } from "@cx/http-kit";
import { isWorkspaceScoped, ROUTES, SERVICE_REGISTRY, SERVICES, type ServiceName } from "@cx/route-table";
import { type Account, signUp, uniqueEmail } from "../../harness/accounts.ts";
import { ApiClient } from "../../harness/api-client.ts";
import type { RunningPlatform } from "../../harness/index.ts";

const SERVICE_NAMES: readonly ServiceName[] = SERVICE_REGISTRY.map((s) => s.name);

const concrete = (path: string, workspaceId = "ws_probe") =>
  path.replace(":workspace_id", workspaceId).replace(/:([a-z_]+)/g, (_, name: string) => `${name}_probe`);

/**
 * What the gateway guarantees beyond access rules: services answer nobody but the gateway, and a
 * creating request retried with the same `Idempotency-Key` is done once.
 */
export function gatewayGuaranteesSuite(platform: () => RunningPlatform) {
  describe("services answer only requests the gateway signed", () => {
    const directly = (url: string, method: string, path: string, headers: Record<string, string> = {}) =>
      fetch(`${url}${path}`, {
        method,
        headers: { "content-type": "application/json", ...headers },
        body: method === "GET" ? undefined : "{}",
      });

    const serviceProcesses = () =>
      Object.entries(platform().processes).filter(([target]) => SERVICE_NAMES.includes(target as ServiceName));

    it("runs a process per service in the distributed shape, none apart from the gateway in one process", () => {
      expect(
        serviceProcesses()
          .map(([target]) => target)
          .sort(),
      ).toEqual(platform().shape === "distributed" ? [...SERVICE_NAMES].sort() : []);
    });

    it("refuses unsigned calls to every public and workspace route of each service with 401", async () => {
      for (const [service, url] of serviceProcesses()) {
        for (const route of ROUTES.filter((r) => r.service === service)) {
          const response = await directly(url, route.method, concrete(route.path));
          expect([route.operation, response.status]).toEqual([route.operation, 401]);
        }
        const internal = await directly(url, "POST", "/internal/v1/principals/resolve");
        expect([service, internal.status]).toEqual([service, 401]);
        expect([service, (await fetch(`${url}/healthz`)).status]).toEqual([service, 200]);
      }
    });

    it("does not let registrations past the gateway's per-address limit by calling identity directly", async () => {
      for (const [service, url] of serviceProcesses().filter(([target]) => target === SERVICES.identity.name)) {
        for (let i = 0; i < 15; i++) {
          const response = await fetch(`${url}/api/v1/auth/register`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              email: uniqueEmail("direct"),
              name: "D",
              password: "long enough pw",
              workspace_name: "W",
            }),
          });
          expect([service, i, response.status]).toEqual([service, i, 401]);
        }
      }
    });

    it("refuses forged, tampered and expired signatures with 401", async () => {
      const secret = platform().internalTokenSecret;
      const valid = signCaller(anonymousCaller("203.0.113.7"), secret);
      const [version, payload] = valid.split(".");
      const forged = [
        signCaller(anonymousCaller("203.0.113.7"), `${secret}-not-the-secret`),
        `${version}.${payload}.${"A".repeat(43)}`,
        signCaller(anonymousCaller("203.0.113.7"), secret, 60, Date.now() - 5 * 60_000),
        signCaller({ userId: "usr_x", workspaceId: "ws_probe", role: "owner", via: "session" }, secret, 60, 0),
      ];
      for (const [service, url] of serviceProcesses()) {
        const route = ROUTES.find((r) => r.service === service && isWorkspaceScoped(r))!;
        for (const header of forged) {
          const response = await directly(url, route.method, concrete(route.path), { [CALLER_HEADER]: header });
          expect([service, response.status]).toEqual([service, 401]);
        }
      }
    });

    it("still serves public and signed-in routes through the gateway", async () => {
      const account = await signUp(platform().baseUrl);
      expect((await account.api.request("GET", `/api/v1/workspaces/${account.workspaceId}/agents`)).status).toBe(200);
    });
  });

  describe("Idempotency-Key", () => {
    let owner: Account;
    let ws: string;

    beforeAll(async () => {
      owner = await signUp(platform().baseUrl);
      ws = `/api/v1/workspaces/${owner.workspaceId}`;
    });

    const withKey = (key: string) => ({ "idempotency-key": key });

    it("creates an agent once for two requests with one key, and replays the first answer", async () => {
      const key = randomUUID();
      const body = { name: `Once ${key}`, config: { agent: { first_message: "Hi!" } } };
      const first = await owner.api.request("POST", `${ws}/agents`, body, withKey(key));
      expect(first.status).toBe(201);
      expect(first.headers.get("idempotent-replayed")).toBeNull();
      const again = await owner.api.request("POST", `${ws}/agents`, body, withKey(key));
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(again.json).toEqual(first.json);
      const list = await owner.api.request("GET", `${ws}/agents?page_size=100`);
      expect(list.json.items.filter((agent: { name: string }) => agent.name === body.name)).toHaveLength(1);
    });

    it("answers the same key with another body 422 idempotency_key_reused", async () => {
      const key = randomUUID();
      const config = { agent: { first_message: "Hi!" } };
      expect((await owner.api.request("POST", `${ws}/agents`, { name: "A", config }, withKey(key))).status).toBe(201);
      const reused = await owner.api.request("POST", `${ws}/agents`, { name: "B", config }, withKey(key));
      expect([reused.status, reused.json.error.code]).toEqual([422, "idempotency_key_reused"]);
    });

    it("answers a malformed key 422 validation_failed", async () => {
      const malformed = await owner.api.request("POST", `${ws}/agents`, { name: "M" }, withKey("x".repeat(256)));
      expect([malformed.status, malformed.json.error.code]).toEqual([422, "validation_failed"]);
    });

    it("registers once and replays 202 for the same client", async () => {
      const api = new ApiClient(platform().baseUrl);
      const body = { email: uniqueEmail("idem"), name: "I", password: "long enough pw", workspace_name: "W" };
      const key = randomUUID();
      const first = await api.request("POST", "/api/v1/auth/register", body, withKey(key));
      const again = await api.request("POST", "/api/v1/auth/register", body, withKey(key));
      expect([first.status, again.status, again.headers.get("idempotent-replayed")]).toEqual([202, 202, "true"]);
      expect(
        (await api.request("POST", "/api/v1/auth/login", { email: body.email, password: body.password })).status,
      ).toBe(200);
    });

    it("replays an API key creation with the same key secret, creating one key", async () => {
      const key = randomUUID();
      const body = { name: `ci-${key.slice(0, 8)}`, role: "member" };
      const first = await owner.api.request("POST", `${ws}/api-keys`, body, withKey(key));
      const again = await owner.api.request("POST", `${ws}/api-keys`, body, withKey(key));
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.json.key).toBe(first.json.key);
      const keys = await owner.api.request("GET", `${ws}/api-keys?page_size=100`);
      expect(keys.json.items.filter((k: { name: string }) => k.name === body.name)).toHaveLength(1);
    });

    it("keeps one caller's key apart from another's", async () => {
      const other = await signUp(platform().baseUrl);
      const key = randomUUID();
      const config = { agent: { first_message: "Hi!" } };
      const mine = await owner.api.request("POST", `${ws}/agents`, { name: "Mine", config }, withKey(key));
      const theirs = await other.api.request(
        "POST",
        `/api/v1/workspaces/${other.workspaceId}/agents`,
        { name: "Theirs", config },
        withKey(key),
      );
      expect([mine.status, theirs.status, theirs.headers.get("idempotent-replayed")]).toEqual([201, 201, null]);
      expect(theirs.json.id).not.toBe(mine.json.id);
    });
  });
}
