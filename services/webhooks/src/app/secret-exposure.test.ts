import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { waitUntil } from "@cx/bus/testing";
import { Topics } from "@cx/contracts";
import { createLogger } from "@cx/logger";
import { WORKSPACE } from "@cx/runtime/testing";
import type { DeliveryRecord } from "../store/records.ts";
import { type Receiver, startReceiver } from "../testing/receiver.ts";
import { startWebhooks, type WebhooksHarness } from "../testing/webhooks.ts";

/** Everything the service logs at the most verbose level, and every message it puts on the bus. */
const logged: string[] = [];
let w: WebhooksHarness;
let receiver: Receiver;

beforeAll(async () => {
  const logger = createLogger("webhooks-exposure", {
    level: "trace",
    destination: { write: (line: string) => logged.push(line) },
  });
  w = await startWebhooks({ logger });
  receiver = startReceiver((_, index) => new Response("x", { status: index === 0 ? 500 : 200 }));
});
afterAll(async () => {
  await w.stop();
  await receiver.stop();
});

describe("the signing secret", () => {
  it("appears in no log line, bus message, listing or attempt, only in the receiver's signature", async () => {
    const { id, secret } = await w.createWebhook(receiver.url(), ["deployment.changed"]);
    const rotated = (await w.call("PATCH", `/${id}`, { body: { rotate_secret: true } })).json.secret as string;
    await w.bus.publish(Topics.AGENTS_DEPLOYMENT_CHANGED, {
      workspace_id: WORKSPACE,
      agent_id: "agt_secret",
      deployment_id: "dep_secret",
      distribution: [{ branch_id: "agtbr_main", basis_points: 10000 }],
      occurred_at: new Date().toISOString(),
    });
    await w.waitForAttempts(id, 2);
    await w.call("POST", `/${id}/test`);
    await waitUntil(() => receiver.received.length === 3, "three requests");
    const seen = [
      ...logged,
      JSON.stringify(w.published),
      JSON.stringify((await w.call("GET", "")).json),
      JSON.stringify((await w.call("GET", `/${id}`)).json),
      JSON.stringify(await w.deliveries(id)),
      ...receiver.received.map((r) => r.body),
    ].join("\n");
    for (const value of [secret, rotated]) expect(seen).not.toContain(value);
    expect(logged.length).toBeGreaterThan(0);
  });

  it("drops the deliveries waiting for a webhook that is deleted", async () => {
    const down = startReceiver(() => new Response("down", { status: 503 }));
    try {
      const { id } = await w.createWebhook(down.url(), ["deployment.changed"]);
      await w.bus.publish(Topics.AGENTS_DEPLOYMENT_CHANGED, {
        workspace_id: WORKSPACE,
        agent_id: "agt_drop",
        deployment_id: "dep_drop",
        distribution: [{ branch_id: "agtbr_main", basis_points: 10000 }],
        occurred_at: new Date().toISOString(),
      });
      await waitUntil(() => down.received.length >= 2, "two failed attempts", 10000);
      expect((await w.call("DELETE", `/${id}`)).status).toBe(204);
      await Bun.sleep(300); // an attempt already under way may finish
      const settled = down.received.length;
      await Bun.sleep(500);
      expect(down.received.length).toBe(settled);
      const deliveries = await w.store
        .database("webhooks")
        .collection<DeliveryRecord>("deliveries")
        .find({ webhook_id: id });
      expect(deliveries.map((d) => d.status)).toEqual(["dropped"]);
    } finally {
      await down.stop();
    }
  });
});
