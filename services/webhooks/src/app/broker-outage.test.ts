import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { randomBytes } from "node:crypto";
import { createRabbitBus, type MessageBus } from "@cx/bus";
import { startTcpProxy, type TcpProxy, waitUntil } from "@cx/bus/testing";
import { Topics } from "@cx/contracts";
import { createLogger } from "@cx/logger";
import { WORKSPACE } from "@cx/runtime/testing";
import { type Receiver, startReceiver } from "../testing/receiver.ts";
import { startWebhooks, type WebhooksHarness } from "../testing/webhooks.ts";

/**
 * The worker on RabbitMQ through a proxy the test cuts: deliveries whose retries fall due while
 * the broker is away record their job's message in the store (the outbox) and are made once it
 * is back; none is lost.
 */
let proxy: TcpProxy;
let bus: MessageBus;
let w: WebhooksHarness;
let receiver: Receiver;
let healthy = false;

beforeAll(async () => {
  proxy = await startTcpProxy("127.0.0.1", 5672);
  bus = await createRabbitBus({
    url: `amqp://guest:guest@127.0.0.1:${proxy.port}`,
    exchange: `cx.test.webhooks.${randomBytes(4).toString("hex")}`,
    queueExpiresMs: 60_000,
    logger: createLogger("webhooks-outage", { level: "silent" }),
  });
  w = await startWebhooks({ bus, env: { OUTBOX_SWEEP_INTERVAL_MS: "200" } });
  receiver = startReceiver(() => new Response(healthy ? "ok" : "down", { status: healthy ? 200 : 503 }));
}, 30000);

afterAll(async () => {
  proxy?.refuseFor(0);
  await w?.stop();
  await bus?.close();
  await receiver?.stop();
  await proxy?.close();
});

describe("a broker outage during deliveries", () => {
  it("loses no delivery: retries due while the broker is away are made once it is back", async () => {
    const { id } = await w.createWebhook(receiver.url(), ["deployment.changed"]);
    for (let i = 1; i <= 3; i++) {
      await w.bus.publish(Topics.AGENTS_DEPLOYMENT_CHANGED, {
        workspace_id: WORKSPACE,
        agent_id: "agt_outage",
        deployment_id: `dep_outage_${i}`,
        distribution: [{ branch_id: "agtbr_main", basis_points: 10000 }],
        occurred_at: new Date().toISOString(),
      });
    }
    await w.waitForAttempts(id, 3);
    proxy.refuseFor(10 * 60_000);
    proxy.sever();
    healthy = true;
    // Long enough for retries to fall due and be recorded while nothing reaches the broker.
    await Bun.sleep(1000);
    proxy.refuseFor(0);
    await waitUntil(
      async () => (await w.deliveries(id)).filter((a) => a.status_code === 200).length === 3,
      "the three events delivered",
      30000,
      50,
    );
    const delivered = (await w.deliveries(id)).filter((a) => a.status_code === 200);
    expect(new Set(delivered.map((a) => a.event_id)).size).toBe(3);
  }, 60000);
});
