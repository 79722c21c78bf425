import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Server } from "bun";
import { type Account, createApiKey, signUp } from "../../harness/accounts.ts";
import type { ApiClient, ApiResponse } from "../../harness/api-client.ts";
import type { RunningPlatform } from "../../harness/index.ts";
import { startConversation } from "./conversations.ts";

const HEADER_SECRET = "Bearer sk-e2e-webhook-secret";

function webhookTool(name: string) {
  return {
    name,
    description: "Looks an order up by its number",
    type: "webhook",
    parameters: { type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] },
    webhook: { url: "https://api.example.com/orders", method: "GET", headers: { Authorization: HEADER_SECRET } },
  };
}

const configWithTools = (toolIds: string[]) => ({
  agent: { prompt: { prompt: "You help with orders.", llm: "vendor-a-5-mini", tool_ids: toolIds } },
});

interface Received {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A webhook receiver on loopback that records every request. The suites' platforms are started
 * with `OUTBOUND_ALLOWED_NETWORKS=127.0.0.0/8` (as an operator opens its own network), so webhook
 * tools may call it in both shapes; two of them on different ports are two origins.
 */
function receiver(answer: (request: Request, url: URL) => Response) {
  const received: Received[] = [];
  const server: Server<undefined> = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      received.push({
        path: url.pathname,
        method: request.method,
        headers: Object.fromEntries(request.headers),
        body: await request.text(),
      });
      return answer(request, url);
    },
  });
  return { server, received, url: (path: string) => `http://127.0.0.1:${server.port}${path}` };
}

/**
 * Workspace tools through the gateway: CRUD with an owner's session, reads with a member's API
 * key, writes refused to it, another workspace's tools invisible, names unique, header values
 * never answered, `tool_ids` checked in agent configs, `tool_in_use` on delete, framing headers
 * refused, and a webhook tool's headers kept from the other origins its answers redirect to.
 */
export function toolsSuite(platform: () => RunningPlatform) {
  describe("tools", () => {
    let owner: Account;
    let member: ApiClient;
    let admin: ApiClient;
    let stranger: Account;
    let ws: string;

    beforeAll(async () => {
      owner = await signUp(platform().baseUrl);
      stranger = await signUp(platform().baseUrl);
      ws = `/api/v1/workspaces/${owner.workspaceId}`;
      member = owner.api.withBearer((await createApiKey(owner.api, owner.workspaceId, "member")).key);
      admin = owner.api.withBearer((await createApiKey(owner.api, owner.workspaceId, "admin")).key);
    });

    it("creates, reads, lists, updates and deletes a tool, never answering header values", async () => {
      const created = await owner.api.request("POST", `${ws}/tools`, webhookTool("lookup_order"));
      expect(created.status).toBe(201);
      const id = created.json.id as string;
      const answered = structuredClone(created.json);
      expect(id).toMatch(/^tool_[0-9a-z]{24}$/);
      expect(created.json).toMatchObject({
        name: "lookup_order",
        type: "webhook",
        webhook: {
          url: "https://api.example.com/orders",
          method: "GET",
          headers: { Authorization: "***" },
          timeout_ms: 10000,
        },
        created_by: owner.userId,
      });
      expect(created.text).not.toContain("sk-e2e-webhook-secret");

      const got = await member.request("GET", `${ws}/tools/${id}`);
      expect(got.status).toBe(200);
      expect(got.json).toEqual(answered);
      expect(got.text).not.toContain("sk-e2e-webhook-secret");

      const client = await admin.request("POST", `${ws}/tools`, {
        name: "open_page",
        description: "Opens a page in the customer's browser",
        type: "client",
        parameters: { type: "object", properties: { url: { type: "string" } } },
      });
      expect(client.status).toBe(201);
      expect(client.json.webhook).toBeNull();

      const firstPage = await member.request("GET", `${ws}/tools?page_size=1`);
      expect(firstPage.status).toBe(200);
      expect(firstPage.json.items.map((tool: { id: string }) => tool.id)).toEqual([client.json.id]);
      expect(firstPage.json.has_more).toBe(true);
      const secondPage = await member.request("GET", `${ws}/tools?page_size=1&cursor=${firstPage.json.next_cursor}`);
      expect(secondPage.json.items.map((tool: { id: string }) => tool.id)).toEqual([id]);
      expect(secondPage.text).not.toContain("sk-e2e-webhook-secret");

      const patched = await owner.api.request("PATCH", `${ws}/tools/${id}`, {
        description: "Finds an order",
        webhook: { url: "https://api.example.com/v2/orders", headers: { Authorization: "***", "X-Team": "support" } },
      });
      expect(patched.status).toBe(200);
      expect(patched.json).toMatchObject({
        description: "Finds an order",
        webhook: {
          url: "https://api.example.com/v2/orders",
          method: "POST",
          headers: { Authorization: "***", "X-Team": "***" },
        },
      });

      expect((await owner.api.request("DELETE", `${ws}/tools/${client.json.id}`)).status).toBe(204);
      expect((await member.request("GET", `${ws}/tools/${client.json.id}`)).status).toBe(404);
    });

    it("lets members read but not write", async () => {
      const tool = await owner.api.request("POST", `${ws}/tools`, webhookTool("members_read"));
      expect(tool.status).toBe(201);
      const refused = await member.request("POST", `${ws}/tools`, webhookTool("members_write"));
      expect(refused.status).toBe(403);
      expect(refused.json.error.code).toBe("forbidden");
      expect((await member.request("PATCH", `${ws}/tools/${tool.json.id}`, { description: "x" })).status).toBe(403);
      expect((await member.request("DELETE", `${ws}/tools/${tool.json.id}`)).status).toBe(403);
      expect((await member.request("GET", `${ws}/tools/${tool.json.id}`)).status).toBe(200);
    });

    it("answers 404 for the tools of a workspace the caller is not in", async () => {
      const tool = await owner.api.request("POST", `${ws}/tools`, webhookTool("private_tool"));
      const path = `${ws}/tools/${tool.json.id}`;
      for (const [method, body] of [
        ["GET", undefined],
        ["PATCH", { description: "mine now" }],
        ["DELETE", undefined],
      ] as const) {
        const res = await stranger.api.request(method, path, body);
        expect(res.status).toBe(404);
        expect(res.json.error.code).toBe("not_found");
      }
      // Through the stranger's own workspace, the id is unknown as well.
      const viaOwn = await stranger.api.request(
        "GET",
        `/api/v1/workspaces/${stranger.workspaceId}/tools/${tool.json.id}`,
      );
      expect(viaOwn.status).toBe(404);
      expect((await owner.api.request("GET", path)).status).toBe(200);
    });

    it("refuses a taken name with 409 tool_name_taken and invalid tools with 422", async () => {
      expect((await owner.api.request("POST", `${ws}/tools`, webhookTool("unique_name"))).status).toBe(201);
      const taken = await owner.api.request("POST", `${ws}/tools`, webhookTool("unique_name"));
      expect(taken.status).toBe(409);
      expect(taken.json.error.code).toBe("tool_name_taken");
      const system = await owner.api.request("POST", `${ws}/tools`, { ...webhookTool("end_call"), type: "system" });
      expect(system.status).toBe(422);
      expect(system.json.error.details.fields[0].path).toBe("/type");
      const badName = await owner.api.request("POST", `${ws}/tools`, webhookTool("no spaces allowed"));
      expect(badName.status).toBe(422);
      expect(badName.text).not.toContain("sk-e2e-webhook-secret");
    });

    it("refuses framing and connection headers in a tool's webhook, on create and update", async () => {
      const refused = await owner.api.request("POST", `${ws}/tools`, {
        ...webhookTool("framed_tool"),
        webhook: {
          url: "https://api.example.com/orders",
          headers: { Authorization: HEADER_SECRET, "Content-Length": "0", "transfer-encoding": "chunked" },
        },
      });
      expect(refused.status).toBe(422);
      expect(refused.json.error.code).toBe("validation_failed");
      expect(refused.json.error.details.fields.map((f: { path: string }) => f.path).sort()).toEqual([
        "/webhook/headers/Content-Length",
        "/webhook/headers/transfer-encoding",
      ]);
      expect(refused.text).not.toContain("sk-e2e-webhook-secret");
      const tool = await owner.api.request("POST", `${ws}/tools`, webhookTool("framed_later"));
      const update = await owner.api.request("PATCH", `${ws}/tools/${tool.json.id}`, {
        webhook: { url: "https://api.example.com/orders", headers: { Authorization: "***", Host: "internal" } },
      });
      expect(update.status).toBe(422);
      expect(update.json.error.details.fields.map((f: { path: string }) => f.path)).toEqual(["/webhook/headers/Host"]);
    });

    describe("a webhook tool whose answer redirects to another origin", () => {
      const statuses = [301, 302, 303, 307, 308];
      let elsewhere: ReturnType<typeof receiver>;
      let origin: ReturnType<typeof receiver>;
      beforeAll(() => {
        elsewhere = receiver(() => Response.json({ status: "shipped" }));
        origin = receiver((_request, url) =>
          url.pathname === "/orders"
            ? new Response(null, {
                status: Number(url.searchParams.get("status")),
                headers: { location: elsewhere.url("/landing") },
              })
            : new Response("?", { status: 404 }),
        );
      });
      afterAll(() => {
        origin.server.stop(true);
        elsewhere.server.stop(true);
      });

      it("is called in a conversation, and its configured headers go to its own origin only", async () => {
        const secrets = { Authorization: HEADER_SECRET, "X-Api-Key": "sk-e2e-api-key" };
        const toolIds: string[] = [];
        for (const status of statuses) {
          const tool = await owner.api.request("POST", `${ws}/tools`, {
            name: `track_order_${status}`,
            description: "Tracks an order",
            type: "webhook",
            parameters: { type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] },
            webhook: { url: origin.url(`/orders?status=${status}`), method: "POST", headers: secrets },
          });
          expect(tool.status).toBe(201);
          toolIds.push(tool.json.id);
        }
        const agent = await owner.api.request("POST", `${ws}/agents`, {
          name: "Order tracker",
          config: configWithTools(toolIds),
        });
        expect(agent.status).toBe(201);
        const conversation = await startConversation(owner.api, ws, agent.json.id);
        expect(conversation.status).toBe(201);
        const messages = `${ws}/conversations/${conversation.json.id}/messages`;
        for (const status of statuses) {
          origin.received.length = 0;
          elsewhere.received.length = 0;
          // The conversations service learns of new tools from the agents service's events: until
          // it has, a call is answered "not available" without reaching the webhook.
          let reply: ApiResponse | undefined;
          for (let attempt = 0; attempt < 40 && origin.received.length === 0; attempt++) {
            if (attempt > 0) await Bun.sleep(100);
            reply = await owner.api.request("POST", messages, {
              text: `Please track_order_${status} with order_id=A-17`,
            });
            expect(reply.status).toBe(200);
          }
          expect([status, origin.received.length, elsewhere.received.length]).toEqual([status, 1, 1]);
          const result = reply!.json.events.findLast((e: { type: string }) => e.type === "tool.result");
          expect([status, result?.payload.is_error]).toEqual([status, false]);
          // The configured origin got the tool's headers and the arguments.
          const [first] = origin.received;
          expect([status, first!.headers.authorization, first!.headers["x-api-key"]]).toEqual([
            status,
            HEADER_SECRET,
            "sk-e2e-api-key",
          ]);
          expect(JSON.parse(first!.body)).toEqual({ order_id: "A-17" });
          // The other origin got none of them; 301/302/303 continue as a GET without the body.
          const [landed] = elsewhere.received;
          expect([status, landed!.headers.authorization, landed!.headers["x-api-key"]]).toEqual([
            status,
            undefined,
            undefined,
          ]);
          expect(JSON.stringify(landed!.headers)).not.toContain("sk-e2e");
          const keepsBody = status === 307 || status === 308;
          expect([status, landed!.method, landed!.body === "" ? null : JSON.parse(landed!.body)]).toEqual(
            keepsBody ? [status, "POST", { order_id: "A-17" }] : [status, "GET", null],
          );
        }
      });
    });

    it("checks tool_ids in agent configs and refuses to delete a tool in use unless forced", async () => {
      const tool = (await owner.api.request("POST", `${ws}/tools`, webhookTool("in_use_tool"))).json;
      const foreign = (
        await stranger.api.request("POST", `/api/v1/workspaces/${stranger.workspaceId}/tools`, webhookTool("theirs"))
      ).json;
      const refused = await owner.api.request("POST", `${ws}/agents`, {
        name: "Orders",
        config: configWithTools([foreign.id]),
      });
      expect(refused.status).toBe(422);
      expect(refused.json.error.details.fields).toEqual([
        { path: "/config/agent/prompt/tool_ids/0", message: "is not a tool of this workspace" },
      ]);
      const agent = await owner.api.request("POST", `${ws}/agents`, {
        name: "Orders",
        config: configWithTools([tool.id]),
      });
      expect(agent.status).toBe(201);

      const inUse = await owner.api.request("DELETE", `${ws}/tools/${tool.id}`);
      expect(inUse.status).toBe(409);
      expect(inUse.json.error.code).toBe("tool_in_use");
      expect(inUse.json.error.details.used_by).toEqual([
        { agent_id: agent.json.id, branch_id: agent.json.main_branch_id, in_tip: true, in_draft: false },
      ]);
      expect((await owner.api.request("DELETE", `${ws}/tools/${tool.id}?force=true`)).status).toBe(204);
      const draft = await owner.api.request(
        "PUT",
        `${ws}/agents/${agent.json.id}/draft?branch_id=${agent.json.main_branch_id}`,
        { config: configWithTools([tool.id]) },
      );
      expect(draft.status).toBe(422);
      expect(draft.json.error.details.fields[0].path).toBe("/config/agent/prompt/tool_ids/0");
    });
  });
}
