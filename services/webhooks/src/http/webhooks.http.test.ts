import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { waitUntil } from "@cx/bus/testing";
import { EventWebhook, Topics, WebhookDeliveryAttempt } from "@cx/contracts";
import { memberOf, OTHER_WORKSPACE, WORKSPACE } from "@cx/runtime/testing";
import { Value } from "@sinclair/typebox/value";
import { documentedVerifier, type VerifyCxSignature } from "../testing/documented-verifier.ts";
import { type Receiver, startReceiver } from "../testing/receiver.ts";
import { exampleConversation } from "../testing/resource-owners.ts";
import { startWebhooks, type WebhooksHarness } from "../testing/webhooks.ts";

let w: WebhooksHarness;
let receiver: Receiver;
let verify: VerifyCxSignature;

beforeAll(async () => {
  w = await startWebhooks();
  receiver = startReceiver();
  verify = await documentedVerifier();
});
afterAll(async () => {
  await w.stop();
  await receiver.stop();
});

let conversations = 0;
async function conversationEnded(workspaceId = WORKSPACE) {
  conversations++;
  await w.bus.publish(Topics.CONVERSATIONS_CONVERSATION_ENDED, {
    workspace_id: workspaceId,
    conversation_id: `conv_${conversations}`,
    agent_id: "agt_1",
    branch_id: "agtbr_1",
    version_id: "agtvrs_1",
    end_reason: "user_ended",
    occurred_at: new Date().toISOString(),
  });
  return `conv_${conversations}`;
}

describe("the webhook resource", () => {
  it("shows the secret once on create and on rotation, and never otherwise", async () => {
    const created = await w.call("POST", "", { body: { url: receiver.url(), events: ["conversation.ended"] } });
    expect(created.status).toBe(201);
    expect(created.json.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(created.json.id).toMatch(/^whk_/);
    const got = await w.call("GET", `/${created.json.id}`);
    expect(Value.Check(EventWebhook, got.json)).toBe(true);
    expect(got.json).not.toHaveProperty("secret");
    expect(got.json).toMatchObject({ enabled: true, disabled_reason: null, events: ["conversation.ended"] });
    const listed = await w.call("GET", "");
    expect(listed.json.items.some((item: { id: string }) => item.id === created.json.id)).toBe(true);
    expect(JSON.stringify(listed.json)).not.toContain(created.json.secret);
    const rotated = await w.call("PATCH", `/${created.json.id}`, { body: { rotate_secret: true } });
    expect(rotated.status).toBe(200);
    expect(rotated.json.secret).toMatch(/^whsec_/);
    expect(rotated.json.secret).not.toBe(created.json.secret);
    const renamed = await w.call("PATCH", `/${created.json.id}`, { body: { events: ["deployment.changed"] } });
    expect(renamed.json).not.toHaveProperty("secret");
    expect(renamed.json.events).toEqual(["deployment.changed"]);
    expect((await w.call("DELETE", `/${created.json.id}`)).status).toBe(204);
    expect((await w.call("GET", `/${created.json.id}`)).status).toBe(404);
  });

  it("refuses bad bodies and queries with the spec's errors", async () => {
    const cases: [unknown, string][] = [
      [{ url: "http://10.1.2.3/hook", events: ["conversation.ended"] }, "/url"],
      [{ url: "ftp://example.com/hook", events: ["conversation.ended"] }, "/url"],
      [{ url: "https://example.com/hook", events: [] }, "/events"],
      [{ url: "https://example.com/hook", events: ["conversation.started"] }, "/events/0"],
      [{ url: "https://example.com/hook", events: ["conversation.ended"], extra: 1 }, "/extra"],
    ];
    for (const [body, path] of cases) {
      const reply = await w.call("POST", "", { body });
      expect(reply.status).toBe(422);
      expect(reply.json.error.code).toBe("validation_failed");
      expect(reply.json.error.details.fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    const { id } = await w.createWebhook("https://example.com/hook");
    expect((await w.call("PATCH", `/${id}`, { body: {} })).status).toBe(422);
    expect((await w.call("PATCH", `/${id}`, { body: { rotate_secret: false } })).status).toBe(422);
    expect((await w.call("GET", "", { query: { page_size: "0" } })).status).toBe(422);
    expect((await w.call("GET", `/${id}/deliveries`, { query: { cursor: "nonsense" } })).status).toBe(422);
  });

  it("is for admins of its own workspace only", async () => {
    const { id } = await w.createWebhook("https://example.com/hook");
    const member = memberOf(WORKSPACE, "member");
    expect((await w.call("GET", `/${id}`, { caller: member })).status).toBe(403);
    expect((await w.call("POST", `/${id}/test`, { caller: member })).status).toBe(403);
    // An admin of another workspace, asking through their own workspace's path: 404.
    const stranger = memberOf(OTHER_WORKSPACE, "admin");
    const base = `/api/v1/workspaces/${OTHER_WORKSPACE}/webhooks/${id}`;
    for (const [method, suffix] of [
      ["GET", ""],
      ["PATCH", ""],
      ["DELETE", ""],
      ["POST", "/test"],
      ["GET", "/deliveries"],
    ] as const) {
      const reply = await w.raw(method, `${base}${suffix}`, {
        caller: stranger,
        ...(method === "PATCH" ? { body: { enabled: false } } : {}),
      });
      expect([method, suffix, reply.status]).toEqual([method, suffix, 404]);
    }
    expect((await w.call("GET", `/${id}`)).json.enabled).toBe(true);
  });
});

describe("deliveries", () => {
  it("signs each delivery so that the documented code verifies it, and lists the attempt", async () => {
    const target = startReceiver();
    try {
      const { id, secret } = await w.createWebhook(target.url());
      const conversationId = await conversationEnded();
      await waitUntil(() => target.received.length === 1, "a delivery");
      const [got] = target.received;
      const body = JSON.parse(got!.body);
      expect(body).toMatchObject({ type: "conversation.ended", workspace_id: WORKSPACE });
      expect(body.id).toMatch(/^evt_/);
      // `data` is the conversation as its owner answers it (here the harness's stand-in).
      expect(body.data.id).toBe(conversationId);
      expect(body.data).toEqual(exampleConversation(conversationId));
      expect(got!.headers["x-cx-event-id"]).toBe(body.id);
      expect(got!.headers["x-cx-event-type"]).toBe("conversation.ended");
      expect(got!.headers["x-cx-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verify(secret, got!.headers["x-cx-signature"]!, got!.body)).toBe(true);
      expect(verify(secret, got!.headers["x-cx-signature"]!, `${got!.body} `)).toBe(false);
      expect(verify("whsec_other", got!.headers["x-cx-signature"]!, got!.body)).toBe(false);
      const [attempt] = await w.waitForAttempts(id, 1);
      expect(Value.Check(WebhookDeliveryAttempt, attempt)).toBe(true);
      expect(attempt).toMatchObject({ event_id: body.id, attempt: 1, status_code: 200, error: null });
      // The other workspace's events never reach it.
      await conversationEnded(OTHER_WORKSPACE);
      await conversationEnded();
      await waitUntil(() => target.received.length === 2, "the second delivery");
      expect(JSON.parse(target.received[1]!.body).workspace_id).toBe(WORKSPACE);
    } finally {
      await target.stop();
    }
  });

  it("retries a failing receiver on the schedule with the same event, and stops once delivered", async () => {
    const target = startReceiver((_, index) => new Response("no", { status: index < 2 ? 500 : 204 }));
    try {
      const { id, secret } = await w.createWebhook(target.url());
      await conversationEnded();
      const attempts = await w.waitForAttempts(id, 3);
      expect(attempts.map((a) => [a.attempt, a.status_code])).toEqual([
        [3, 204],
        [2, 500],
        [1, 500],
      ]);
      expect(attempts[2]!.error).toContain("500");
      expect(new Set(target.received.map((r) => r.headers["x-cx-event-id"])).size).toBe(1);
      for (const r of target.received) expect(verify(secret, r.headers["x-cx-signature"]!, r.body)).toBe(true);
      await Bun.sleep(300);
      expect(target.received).toHaveLength(3);
    } finally {
      await target.stop();
    }
  });

  it("sends a ping at once and answers the attempt, whatever the receiver answers", async () => {
    const target = startReceiver(() => new Response("down", { status: 503 }));
    try {
      const { id, secret } = await w.createWebhook(target.url());
      const reply = await w.call("POST", `/${id}/test`);
      expect(reply.status).toBe(200);
      expect(reply.json).toMatchObject({ event_type: "ping", attempt: 1, status_code: 503 });
      expect(target.received[0]!.headers["x-cx-event-type"]).toBe("ping");
      expect(verify(secret, target.received[0]!.headers["x-cx-signature"]!, target.received[0]!.body)).toBe(true);
      expect((await w.deliveries(id))[0]!.id).toBe(reply.json.id);
    } finally {
      await target.stop();
    }
  });
});
