import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { createCxClient } from "@cx/client";
import { GENERATED_TYPES_PATH, generateTypes } from "../../clients/typescript-codegen/generate-types.ts";
import { createApiKey, signUp } from "../harness/accounts.ts";
import { bootAllInOne, type RunningPlatform } from "../harness/index.ts";

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await bootAllInOne();
});
afterAll(() => platform.stop());

describe("the typed client @cx/client", () => {
  it("has the types the live document generates (regenerate with `bun run --cwd clients/typescript generate`)", async () => {
    const document = (await (await fetch(`${platform.baseUrl}/openapi.json`)).json()) as object;
    const fresh = await generateTypes(document);
    const checkedIn = readFileSync(GENERATED_TYPES_PATH, "utf8");
    // One assertion on equality, so that a drift reads as a failure rather than a 10,000-line diff.
    expect(fresh === checkedIn, "clients/typescript/src/generated/api.ts is out of date").toBe(true);
  }, 60_000);

  it("calls the platform with an API key: typed data on success, the error body otherwise", async () => {
    const owner = await signUp(platform.baseUrl);
    const key = await createApiKey(owner.api, owner.workspaceId, "admin");
    const cx = createCxClient({ baseUrl: `${platform.baseUrl}/`, apiKey: key.key });
    const workspace = { workspace_id: owner.workspaceId };

    const created = await cx.POST("/api/v1/workspaces/{workspace_id}/tools", {
      params: { path: workspace },
      body: { name: "lookup", description: "Looks up", type: "client", parameters: { type: "object" } },
    });
    expect(created.response.status).toBe(201);
    const tool = created.data!;
    expect(tool.name).toBe("lookup");
    expect(tool.webhook).toBeNull();

    const listed = await cx.GET("/api/v1/workspaces/{workspace_id}/tools", { params: { path: workspace } });
    expect(listed.data?.items.map((item) => item.id)).toEqual([tool.id]);

    const again = await cx.POST("/api/v1/workspaces/{workspace_id}/tools", {
      params: { path: workspace },
      body: { name: "lookup", description: "Again", type: "client", parameters: { type: "object" } },
    });
    expect(again.response.status).toBe(409);
    expect(again.error?.error.code).toBe("tool_name_taken");

    const removed = await cx.DELETE("/api/v1/workspaces/{workspace_id}/tools/{tool_id}", {
      params: { path: { ...workspace, tool_id: tool.id } },
    });
    expect(removed.response.status).toBe(204);

    const anonymous = createCxClient({ baseUrl: platform.baseUrl });
    const refused = await anonymous.GET("/api/v1/workspaces/{workspace_id}/tools", { params: { path: workspace } });
    expect(refused.response.status).toBe(401);
    expect(refused.error?.error.code).toBe("unauthenticated");
  });

  it("sends X-CX-Request: 1 on mutations, so a session cookie may mutate", async () => {
    const owner = await signUp(platform.baseUrl);
    const cx = createCxClient({ baseUrl: platform.baseUrl, headers: { cookie: owner.api.sessionCookie! } });
    const created = await cx.POST("/api/v1/workspaces/{workspace_id}/tools", {
      params: { path: { workspace_id: owner.workspaceId } },
      body: { name: "by_cookie", description: "", type: "client", parameters: { type: "object" } },
    });
    expect(created.response.status).toBe(201);
  });
});
