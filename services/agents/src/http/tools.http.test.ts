import { describe, expect, it } from "bun:test";
import { Topics } from "@cx/contracts";
import { parseAllowedNetworks } from "@cx/safe-fetch";
import { type Harness, startHarness, tickingClock, USER } from "../testing/agents.ts";

const SECRET_VALUE = "Bearer sk-very-secret-token";

function webhookTool(name = "lookup_order", extra: Record<string, unknown> = {}) {
  return {
    name,
    description: "Finds an order by its number",
    type: "webhook",
    parameters: { type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] },
    webhook: { url: "https://api.example.com/orders", headers: { Authorization: SECRET_VALUE, "X-Team": "support" } },
    ...extra,
  };
}

async function created(h: Harness, body: unknown = webhookTool()) {
  const res = await h.call("POST", "/tools", { body });
  if (res.status !== 201) throw new Error(`create tool: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json as { id: string; name: string; updated_at: string };
}

const withTools = (toolIds: string[]) => ({ agent: { prompt: { llm: "vendor-a-5", tool_ids: toolIds } } });

describe("agents HTTP: tools", () => {
  it("creates a webhook tool with defaults and answers header names only", async () => {
    const h = await startHarness({ now: tickingClock() });
    const res = await h.call("POST", "/tools", { body: webhookTool(), userId: "usr_admin", role: "admin" });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.stringMatching(/^tool_[0-9a-z]{24}$/),
      name: "lookup_order",
      description: "Finds an order by its number",
      type: "webhook",
      parameters: { type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] },
      webhook: {
        url: "https://api.example.com/orders",
        method: "POST",
        headers: { Authorization: "***", "X-Team": "***" },
        timeout_ms: 10000,
      },
      created_at: expect.any(String),
      updated_at: expect.any(String),
      created_by: "usr_admin",
    });
    const got = await h.call("GET", `/tools/${res.json.id}`, { role: "member" });
    expect(got.status).toBe(200);
    expect(got.json).toEqual(res.json);
    expect(JSON.stringify(got.json)).not.toContain("sk-very-secret");
  });

  it("creates a client tool without a webhook and lists tools newest first in stable pages", async () => {
    const h = await startHarness({ now: tickingClock() });
    const client = await created(h, {
      name: "open_page",
      description: "",
      type: "client",
      parameters: { type: "object" },
    });
    const hook = await created(h);
    const third = await created(h, webhookTool("refund"));
    const first = await h.call("GET", "/tools?page_size=2", { role: "member" });
    expect(first.status).toBe(200);
    expect(first.json.items.map((t: { id: string }) => t.id)).toEqual([third.id, hook.id]);
    expect(first.json.has_more).toBe(true);
    const second = await h.call("GET", `/tools?page_size=2&cursor=${first.json.next_cursor}`);
    expect(second.json.items.map((t: { id: string }) => t.id)).toEqual([client.id]);
    expect(second.json.items[0].webhook).toBeNull();
    expect(second.json).toMatchObject({ has_more: false, next_cursor: null });
    expect((await h.call("GET", "/tools?cursor=nope!")).status).toBe(422);
    expect((await h.call("GET", "/tools?page_size=101")).status).toBe(422);
  });

  it("refuses invalid tools with the path of each offence", async () => {
    const h = await startHarness();
    const cases: [unknown, string][] = [
      [webhookTool("has space"), "/name"],
      [webhookTool("x".repeat(65)), "/name"],
      [webhookTool("ok", { type: "system" }), "/type"],
      [webhookTool("ok", { webhook: undefined }), "/webhook"],
      [{ ...webhookTool("ok"), type: "client" }, "/webhook"],
      [webhookTool("ok", { parameters: { type: "string" } }), "/parameters/type"],
      [webhookTool("ok", { parameters: { type: "object", description: "x".repeat(70 * 1024) } }), "/parameters"],
      [webhookTool("ok", { webhook: { url: "https://api.example.com/a", timeout_ms: 30001 } }), "/webhook/timeout_ms"],
      [webhookTool("ok", { webhook: { url: "https://api.example.com/a", method: "TRACE" } }), "/webhook/method"],
      [
        webhookTool("ok", { webhook: { url: "https://api.example.com/a", headers: { "X-A": "***" } } }),
        "/webhook/headers/X-A",
      ],
    ];
    for (const [body, path] of cases) {
      const res = await h.call("POST", "/tools", { body });
      expect(res.status).toBe(422);
      expect(res.json.error.code).toBe("validation_failed");
      expect(res.json.error.details.fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    const loopback = await h.call("POST", "/tools", {
      body: webhookTool("ok", { webhook: { url: "http://127.0.0.1:8080/admin" } }),
    });
    expect(loopback.status).toBe(422);
    expect(loopback.json.error.details.reason).toBe("url_not_public");
    expect((await h.call("GET", "/tools")).json.items).toEqual([]);
  });

  it("refuses framing and connection headers on create and update, in any case, naming each", async () => {
    const h = await startHarness();
    const url = "https://api.example.com/orders";
    const framing = {
      "Content-Length": "0",
      "transfer-encoding": "chunked",
      HOST: "internal.example.test",
      Connection: "close",
      "Keep-Alive": "timeout=5",
      te: "trailers",
      Trailer: "X-Late",
      Upgrade: "websocket",
      "Proxy-Authorization": "Basic c2VjcmV0",
    };
    const refused = await h.call("POST", "/tools", {
      body: webhookTool("framed", { webhook: { url, headers: { Authorization: SECRET_VALUE, ...framing } } }),
    });
    expect(refused.status).toBe(422);
    expect(refused.json.error.code).toBe("validation_failed");
    expect(refused.json.error.details.fields.map((f: { path: string }) => f.path).sort()).toEqual(
      Object.keys(framing)
        .map((name) => `/webhook/headers/${name}`)
        .sort(),
    );
    expect(JSON.stringify(refused.json)).not.toContain("sk-very-secret");
    const tool = await created(h);
    const update = await h.call("PATCH", `/tools/${tool.id}`, {
      body: { webhook: { url, headers: { Authorization: "***", "Content-Length": "0" } } },
    });
    expect(update.status).toBe(422);
    expect(update.json.error.details.fields).toEqual([
      { path: "/webhook/headers/Content-Length", message: expect.any(String) },
    ]);
    const stored = await h.service.repos.tools.find(h.workspaceId as never, tool.id);
    expect(stored?.webhook?.headers.map((header) => header.name)).toEqual(["Authorization", "X-Team"]);
    expect((await h.call("GET", "/tools")).json.items).toHaveLength(1);
  });

  it("accepts a local URL only within the operator's networks, on create and update", async () => {
    const strict = await startHarness();
    const local = webhookTool("local", { webhook: { url: "http://localhost:9999/x" } });
    const refused = await strict.call("POST", "/tools", { body: local });
    expect([refused.status, refused.json.error.details.reason]).toEqual([422, "url_not_public"]);
    expect(refused.json.error.details.fields[0]).toEqual({
      path: "/webhook/url",
      message: "The URL names a local host.",
    });
    const h = await startHarness({ allowedNetworks: parseAllowedNetworks(["127.0.0.0/8", "10.20.0.0/16"]) });
    expect((await h.call("POST", "/tools", { body: local })).status).toBe(201);
    const tool = await created(h);
    const inside = await h.call("PATCH", `/tools/${tool.id}`, {
      body: { webhook: { url: "http://10.20.3.4:8080/hook" } },
    });
    expect([inside.status, inside.json.webhook?.url]).toEqual([200, "http://10.20.3.4:8080/hook"]);
    for (const url of ["http://10.21.0.1/hook", "http://169.254.169.254/latest/meta-data/", "ftp://10.20.3.4/hook"]) {
      const outside = await h.call("PATCH", `/tools/${tool.id}`, { body: { webhook: { url } } });
      expect([url, outside.status, outside.json.error.details.reason]).toEqual([url, 422, "url_not_public"]);
    }
  });

  it("answers 409 tool_name_taken on create and on rename, per workspace", async () => {
    const h = await startHarness({ now: tickingClock() });
    await created(h);
    const other = await created(h, webhookTool("refund"));
    const again = await h.call("POST", "/tools", { body: webhookTool() });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("tool_name_taken");
    const rename = await h.call("PATCH", `/tools/${other.id}`, { body: { name: "lookup_order" } });
    expect(rename.status).toBe(409);
    expect(rename.json.error.code).toBe("tool_name_taken");
    expect((await h.call("POST", "/tools", { body: webhookTool(), workspaceId: "ws_other" })).status).toBe(201);
  });

  it("updates members sent, keeps header values sent back masked, and replaces the others", async () => {
    const h = await startHarness({ now: tickingClock() });
    const tool = await created(h);
    const res = await h.call("PATCH", `/tools/${tool.id}`, {
      body: {
        description: "Looks an order up",
        webhook: {
          url: "https://api.example.com/v2/orders",
          method: "GET",
          headers: { Authorization: "***", "X-Team": "billing" },
          timeout_ms: 5000,
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: "lookup_order",
      description: "Looks an order up",
      webhook: { method: "GET", headers: { Authorization: "***", "X-Team": "***" }, timeout_ms: 5000 },
    });
    expect(res.json.updated_at > tool.updated_at).toBe(true);
    const stored = await h.service.repos.tools.find(h.workspaceId as never, tool.id);
    expect(stored?.webhook?.headers).toEqual([
      { name: "Authorization", value: SECRET_VALUE },
      { name: "X-Team", value: "billing" },
    ]);
    const toClient = await h.call("PATCH", `/tools/${tool.id}`, { body: { type: "client" } });
    expect(toClient.status).toBe(422);
    const client = await h.call("PATCH", `/tools/${tool.id}`, { body: { type: "client", webhook: null } });
    expect(client.status).toBe(200);
    expect(client.json.webhook).toBeNull();
  });

  it("lets members read but only admins and owners write", async () => {
    const h = await startHarness();
    const tool = await created(h);
    expect((await h.call("POST", "/tools", { body: webhookTool("x"), role: "member" })).status).toBe(403);
    expect((await h.call("PATCH", `/tools/${tool.id}`, { body: { description: "" }, role: "member" })).status).toBe(
      403,
    );
    expect((await h.call("DELETE", `/tools/${tool.id}`, { role: "member" })).status).toBe(403);
    expect((await h.call("GET", `/tools/${tool.id}`, { role: "member" })).status).toBe(200);
    expect((await h.call("PATCH", `/tools/${tool.id}`, { body: { description: "" }, role: "admin" })).status).toBe(200);
  });

  it("answers 404 for a tool of another workspace, on every operation", async () => {
    const h = await startHarness();
    const tool = await created(h);
    const elsewhere = { workspaceId: "ws_other" };
    expect((await h.call("GET", `/tools/${tool.id}`, elsewhere)).status).toBe(404);
    expect((await h.call("PATCH", `/tools/${tool.id}`, { ...elsewhere, body: { description: "" } })).status).toBe(404);
    expect((await h.call("DELETE", `/tools/${tool.id}?force=true`, elsewhere)).status).toBe(404);
    expect((await h.call("GET", "/tools", elsewhere)).json.items).toEqual([]);
    expect((await h.call("GET", `/tools/${tool.id}`)).status).toBe(200);
  });

  it("checks agent.prompt.tool_ids against the workspace's tools on create, draft save, publish and branch", async () => {
    const h = await startHarness({ now: tickingClock() });
    const tool = await created(h);
    const foreign = (await h.call("POST", "/tools", { body: webhookTool(), workspaceId: "ws_other" })).json;
    const refused = await h.call("POST", "/agents", {
      body: { name: "Bot", config: withTools([tool.id, foreign.id]) },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.error.details.fields).toEqual([
      { path: "/config/agent/prompt/tool_ids/1", message: "is not a tool of this workspace" },
    ]);
    const agent = await h.createAgent(withTools([tool.id]));
    const draft = `/agents/${agent.id}/draft?branch_id=${agent.main_branch_id}`;
    const badSave = await h.call("PUT", draft, { body: { config: withTools(["tool_missing"]) } });
    expect(badSave.status).toBe(422);
    expect(badSave.json.error.details.fields[0].path).toBe("/config/agent/prompt/tool_ids/0");
    expect((await h.call("PUT", draft, { body: { config: withTools([tool.id]) } })).status).toBe(200);

    // Deleted after the draft was saved (with force): publishing and branching now refuse it.
    expect((await h.call("DELETE", `/tools/${tool.id}?force=true`)).status).toBe(204);
    const publish = await h.call("POST", `/agents/${agent.id}/draft/publish?branch_id=${agent.main_branch_id}`);
    expect(publish.status).toBe(422);
    expect(publish.json.error.details.fields[0].path).toBe("/config/agent/prompt/tool_ids/0");
    const branch = await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: "b" } });
    expect(branch.status).toBe(422);
    expect(branch.json.error.details.fields[0].path).toBe("/parent_version_id/config/agent/prompt/tool_ids/0");
  });

  it("refuses to delete a tool a branch tip or draft names, unless forced", async () => {
    const h = await startHarness({ now: tickingClock() });
    const inTip = await created(h);
    const inDraft = await created(h, webhookTool("refund"));
    const unused = await created(h, webhookTool("unused"));
    const agent = await h.createAgent(withTools([inTip.id]));
    const draft = `/agents/${agent.id}/draft?branch_id=${agent.main_branch_id}`;
    expect((await h.call("PUT", draft, { body: { config: withTools([inTip.id, inDraft.id]) } })).status).toBe(200);

    const tipRefusal = await h.call("DELETE", `/tools/${inTip.id}`);
    expect(tipRefusal.status).toBe(409);
    expect(tipRefusal.json.error.code).toBe("tool_in_use");
    expect(tipRefusal.json.error.details.used_by).toEqual([
      { agent_id: agent.id, branch_id: agent.main_branch_id, in_tip: true, in_draft: true },
    ]);
    const draftRefusal = await h.call("DELETE", `/tools/${inDraft.id}`);
    expect(draftRefusal.status).toBe(409);
    expect(draftRefusal.json.error.details.used_by).toEqual([
      { agent_id: agent.id, branch_id: agent.main_branch_id, in_tip: false, in_draft: true },
    ]);
    expect((await h.call("DELETE", `/tools/${inTip.id}?force=yes`)).status).toBe(422);
    expect((await h.call("DELETE", `/tools/${unused.id}`)).status).toBe(204);
    expect((await h.call("DELETE", `/tools/${inDraft.id}?force=true`)).status).toBe(204);
    expect((await h.call("GET", `/tools/${inDraft.id}`)).status).toBe(404);
    expect((await h.call("DELETE", `/tools/${inDraft.id}?force=true`)).status).toBe(404);
  });

  it("publishes created, updated and deleted events without header values", async () => {
    const h = await startHarness({ now: tickingClock() });
    const tool = await created(h);
    await h.call("PATCH", `/tools/${tool.id}`, { body: { description: "v2" } });
    await h.call("DELETE", `/tools/${tool.id}`);
    const [createdEvent] = await h.published(Topics.AGENTS_TOOL_CREATED);
    const [updatedEvent] = await h.published(Topics.AGENTS_TOOL_UPDATED);
    const [deletedEvent] = await h.published(Topics.AGENTS_TOOL_DELETED);
    expect(createdEvent?.payload).toMatchObject({
      tool_id: tool.id,
      name: "lookup_order",
      webhook: { url: "https://api.example.com/orders", header_names: ["Authorization", "X-Team"] },
      created_by: USER,
    });
    expect(updatedEvent?.payload).toMatchObject({ tool_id: tool.id, description: "v2" });
    expect(deletedEvent?.payload).toMatchObject({ tool_id: tool.id, name: "lookup_order" });
    for (const event of [createdEvent, updatedEvent, deletedEvent]) {
      expect(JSON.stringify(event)).not.toContain("sk-very-secret");
    }
  });
});
