import { describe, expect, it } from "bun:test";
import type { MessageBus, PublishOptions } from "@cx/bus";
import { Topics } from "@cx/contracts";
import { createLogger } from "@cx/logger";
import { createEmbeddedStore } from "@cx/store";
import { openRepositories } from "../store/repositories.ts";
import { asWorkspaceId } from "../store/workspace-id.ts";
import { OutboxEventPublisher } from "./event-publisher.ts";

function flakyBus() {
  const sent: { topic: string; payload: unknown; id: string | undefined }[] = [];
  let down = true;
  const bus = {
    kind: "in-process",
    async publish(topic: string, payload: unknown, options?: PublishOptions) {
      if (down) throw new Error("broker unreachable");
      sent.push({ topic, payload, id: options?.messageId });
    },
  } as unknown as MessageBus;
  return { bus, sent, up: () => (down = false) };
}

describe("OutboxEventPublisher", () => {
  it("keeps an event the bus refused and sends it later, with the same message id", async () => {
    const store = createEmbeddedStore({ dataDir: null });
    const repos = await openRepositories(store.database("agents"));
    const { bus, sent, up } = flakyBus();
    let clock = Date.parse("2026-11-22T10:00:00.000Z");
    const now = () => new Date(clock).toISOString();
    const publisher = new OutboxEventPublisher(bus, repos.outbox, createLogger("t", { level: "silent" }), now, {
      relayAfterMs: 1000,
    });
    const ws = asWorkspaceId("ws_1");
    const payload = { workspace_id: ws, occurred_at: now(), agent_id: "agt_1", name: "A" };
    // The write already happened; the request must not fail because the bus is down.
    await publisher.publish(ws, Topics.AGENTS_AGENT_RENAMED, payload);
    expect(sent).toEqual([]);
    expect(await publisher.relayOnce()).toBe(0); // too young: its request may still be sending it
    clock += 5000;
    expect(await publisher.relayOnce()).toBe(0); // the bus is still down
    up();
    expect(await publisher.relayOnce()).toBe(1);
    expect(sent).toEqual([{ topic: Topics.AGENTS_AGENT_RENAMED, payload, id: expect.stringMatching(/^evt_/) }]);
    expect(await publisher.relayOnce()).toBe(0);
    await store.close();
  });

  it("removes an event once the bus confirmed it", async () => {
    const store = createEmbeddedStore({ dataDir: null });
    const repos = await openRepositories(store.database("agents"));
    const { bus, sent, up } = flakyBus();
    up();
    const publisher = new OutboxEventPublisher(bus, repos.outbox, createLogger("t", { level: "silent" }), () =>
      new Date().toISOString(),
    );
    const ws = asWorkspaceId("ws_1");
    await publisher.publish(ws, Topics.AGENTS_BRANCH_ARCHIVED, {
      workspace_id: ws,
      occurred_at: new Date().toISOString(),
      agent_id: "agt_1",
      branch_id: "br_1",
    });
    expect(sent).toHaveLength(1);
    expect(await store.database("agents").collection("outbox").countDocuments({})).toBe(0);
    await store.close();
  });
});
