import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { createApiKey, signUp } from "../harness/accounts.ts";
import { ApiClient } from "../harness/api-client.ts";
import { bootDistributed, type RunningPlatform } from "../harness/index.ts";

/**
 * Two gateway replicas on one Redis. Each caches resolved principals; a logout, a key revocation
 * or a removal made through one replica must be refused at once by the other, whose cache was
 * warm with the old principal.
 */
let platform: RunningPlatform;
beforeAll(async () => {
  platform = await bootDistributed({}, { gatewayReplicas: 2 });
}, 60000);
afterAll(() => platform.stop(), 30000);

function onReplica(api: ApiClient, url: string): ApiClient {
  const cookie = api.sessionCookie;
  return new (class extends ApiClient {
    override request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      return super.request(method, path, body, cookie ? { cookie, ...headers } : headers);
    }
  })(url);
}

describe("revocation across gateway replicas", () => {
  it("refuses a logged-out cookie on the other replica at once", async () => {
    const account = await signUp(platform.processes.gateway!);
    const other = onReplica(account.api, platform.processes["gateway-2"]!);
    expect((await other.request("GET", "/api/v1/auth/me")).status).toBe(200);
    expect((await account.api.request("POST", "/api/v1/auth/logout")).status).toBe(204);
    expect((await other.request("GET", "/api/v1/auth/me")).status).toBe(401);
  });

  it("refuses it at once while the other replica is busy with other requests", async () => {
    const [account, busy] = [await signUp(platform.processes.gateway!), await signUp(platform.processes.gateway!)];
    const other = onReplica(account.api, platform.processes["gateway-2"]!);
    const load = onReplica(busy.api, platform.processes["gateway-2"]!);
    for (let round = 0; round < 3; round++) {
      const session = await signUp(platform.processes.gateway!);
      const sessionElsewhere = onReplica(session.api, platform.processes["gateway-2"]!);
      expect((await sessionElsewhere.request("GET", "/api/v1/auth/me")).status).toBe(200);
      const burst = Array.from({ length: 300 }, () => load.request("GET", "/api/v1/auth/me"));
      expect((await session.api.request("POST", "/api/v1/auth/logout")).status).toBe(204);
      expect((await sessionElsewhere.request("GET", "/api/v1/auth/me")).status).toBe(401);
      expect((await Promise.all(burst)).every((answer) => answer.status === 200)).toBe(true);
    }
    expect((await other.request("GET", "/api/v1/auth/me")).status).toBe(200);
  });

  it("refuses a revoked API key on the other replica at once", async () => {
    const account = await signUp(platform.processes.gateway!);
    const { id, key } = await createApiKey(account.api, account.workspaceId, "member");
    const other = new ApiClient(platform.processes["gateway-2"]!).withBearer(key);
    const path = `/api/v1/workspaces/${account.workspaceId}`;
    expect((await other.request("GET", path)).status).toBe(200);
    expect((await account.api.request("DELETE", `${path}/api-keys/${id}`)).status).toBe(204);
    expect((await other.request("GET", path)).status).toBe(401);
  });

  it("drops a removed member's access on the other replica at once", async () => {
    const owner = await signUp(platform.processes.gateway!);
    const member = await signUp(platform.processes.gateway!);
    const path = `/api/v1/workspaces/${owner.workspaceId}`;
    expect((await owner.api.request("POST", `${path}/members`, { email: member.email, role: "member" })).status).toBe(
      201,
    );
    const memberElsewhere = onReplica(member.api, platform.processes["gateway-2"]!);
    expect((await memberElsewhere.request("GET", path)).status).toBe(200);
    expect((await owner.api.request("DELETE", `${path}/members/${member.userId}`)).status).toBe(204);
    expect((await memberElsewhere.request("GET", path)).status).toBe(404);
  });
});
