import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { waitUntil } from "@cx/bus/testing";
import { Topics } from "@cx/contracts";
import { WORKSPACE } from "@cx/runtime/testing";
import type { DeliveryRecord } from "../store/records.ts";
import { hang, oversized, type Receiver, startReceiver } from "../testing/receiver.ts";
import { startWebhooks, type WebhooksHarness } from "../testing/webhooks.ts";

let w: WebhooksHarness;
const receivers: Receiver[] = [];
const receiver = (...args: Parameters<typeof startReceiver>) => {
  const started = startReceiver(...args);
  receivers.push(started);
  return started;
};

beforeAll(async () => {
  w = await startWebhooks();
});
afterAll(async () => {
  await w.stop();
  for (const r of receivers) await r.stop();
});

let deployments = 0;
async function deploymentChanged() {
  deployments++;
  await w.bus.publish(Topics.AGENTS_DEPLOYMENT_CHANGED, {
    workspace_id: WORKSPACE,
    agent_id: "agt_faults",
    deployment_id: `dep_${deployments}`,
    distribution: [{ branch_id: "agtbr_main", basis_points: 10000 }],
    occurred_at: new Date().toISOString(),
  });
}

describe("faulty receivers", () => {
  it("records each fault as a failed attempt while a healthy webhook is delivered meanwhile", async () => {
    const hanging = receiver(() => hang());
    const failing = receiver(() => new Response("boom", { status: 500 }));
    const redirecting = receiver(() => Response.redirect("http://10.0.0.5/steal", 302));
    const huge = receiver(() => oversized(10 * 1024 * 1024));
    const healthy = receiver();
    const events = ["deployment.changed"];
    const hooks = {
      hanging: await w.createWebhook(hanging.url(), events),
      failing: await w.createWebhook(failing.url(), events),
      redirecting: await w.createWebhook(redirecting.url(), events),
      huge: await w.createWebhook(huge.url(), events),
      healthy: await w.createWebhook(healthy.url(), events),
    };
    await deploymentChanged();
    await waitUntil(() => healthy.received.length === 1, "the healthy receiver's delivery");
    const first = async (id: string) => (await w.waitForAttempts(id, 1)).at(-1)!;
    expect(await first(hooks.healthy.id)).toMatchObject({ status_code: 200, error: null });
    expect(await first(hooks.hanging.id)).toMatchObject({
      status_code: null,
      error: expect.stringContaining("took longer"),
    });
    expect(await first(hooks.failing.id)).toMatchObject({ status_code: 500, error: expect.stringContaining("500") });
    const redirected = await first(hooks.redirecting.id);
    expect(redirected).toMatchObject({ status_code: null, error: expect.stringContaining("redirect was refused") });
    const cut = await first(hooks.huge.id);
    expect(cut).toMatchObject({ status_code: null, error: expect.stringContaining("64 KiB") });
    // The routes answer while receivers hang.
    expect((await w.call("GET", `/${hooks.healthy.id}`)).status).toBe(200);
    // A failing receiver is tried again with the same event; the healthy one only once.
    await w.waitForAttempts(hooks.failing.id, 2);
    expect(healthy.received).toHaveLength(1);
  });

  it("disables a webhook after 50 failed attempts in a row, and enabling starts afresh", async () => {
    const failing = receiver(() => new Response("down", { status: 502 }));
    const { id } = await w.createWebhook(failing.url(), ["deployment.changed"]);
    for (let i = 0; i < 5; i++) await deploymentChanged();
    await waitUntil(
      async () => (await w.call("GET", `/${id}`)).json.enabled === false,
      "the webhook disabled",
      60000,
      50,
    );
    const webhook = (await w.call("GET", `/${id}`)).json;
    expect(webhook.disabled_reason).toContain("50 failed deliveries");
    const attempts = await w.deliveries(id);
    expect(attempts.length).toBeGreaterThanOrEqual(50);
    const settled = failing.received.length;
    await deploymentChanged();
    await Bun.sleep(400);
    expect(failing.received.length).toBeLessThanOrEqual(settled + 16); // only attempts already under way
    const enabled = await w.call("PATCH", `/${id}`, { body: { enabled: true } });
    expect(enabled.json).toMatchObject({ enabled: true, disabled_reason: null });
  });

  it("takes over a delivery whose worker died mid-attempt", async () => {
    const target = receiver();
    const { id } = await w.createWebhook(target.url(), ["deployment.changed"]);
    // What a worker that crashed while sending leaves behind: the delivery claimed, its lease lapsed.
    const now = new Date().toISOString();
    const orphan: DeliveryRecord = {
      _id: "whd_orphan",
      workspace_id: WORKSPACE,
      webhook_id: id,
      event_id: "evt_orphan",
      event_type: "deployment.changed",
      body: JSON.stringify({
        id: "evt_orphan",
        type: "deployment.changed",
        created_at: now,
        workspace_id: WORKSPACE,
        data: {},
      }),
      status: "sending",
      attempts: 0,
      runs: 1,
      first_attempt_at: null,
      next_attempt_at: now,
      queued_at: now,
      lease_token: "lease_dead",
      lease_until: new Date(Date.now() - 1000).toISOString(),
      error: null,
      created_at: now,
      updated_at: now,
    };
    await w.store.database("webhooks").collection<DeliveryRecord>("deliveries").insertOne(orphan);
    await waitUntil(() => target.received.length === 1, "the delivery taken over", 10000);
    expect(target.received[0]!.headers["x-cx-event-id"]).toBe("evt_orphan");
    const [attempt] = await w.waitForAttempts(id, 1);
    expect(attempt).toMatchObject({ attempt: 1, status_code: 200 });
  });
});
