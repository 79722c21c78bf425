import { describe, expect, it } from "bun:test";
import { createLogger } from "@cx/logger";
import { createInProcessBus } from "./create-in-process-bus.ts";

const logger = createLogger("bus-test", { level: "silent" });

describe("in-process settlement", () => {
  it("holds a message as unsettled until every group it was queued for has handled it", async () => {
    const bus = createInProcessBus({ logger });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await bus.subscribe({ group: "slow", topics: ["a.b.c"] }, () => gate);
    await bus.subscribe({ group: "fast", topics: ["a.b.c"] }, async () => {});
    await bus.publish("a.b.c", {}, { messageId: "m-1" });
    let settled = false;
    const settling = bus.settled("m-1").then(() => {
      settled = true;
    });
    await Bun.sleep(20);
    expect(settled).toBe(false);
    release();
    await settling;
    expect(settled).toBe(true);
    await bus.close();
  });

  it("counts a dead-lettered message as settled, and one nobody is bound to at once", async () => {
    const bus = createInProcessBus({ logger });
    await bus.subscribe({ group: "failing", topics: ["a.b.c"], maxAttempts: 1 }, async () => {
      throw new Error("no");
    });
    await bus.publish("a.b.c", {}, { messageId: "m-2" });
    await bus.settled("m-2");
    expect((await bus.deadLetters("failing")).map((m) => m.id)).toEqual(["m-2"]);
    await bus.publish("x.y.z", {}, { messageId: "m-3" });
    await bus.settled("m-3");
    await bus.close();
  });

  it("never takes a message still held in memory for settled when the bus closes", async () => {
    const bus = createInProcessBus({ logger });
    const subscription = await bus.subscribe({ group: "idle", topics: ["a.b.c"] }, async () => {});
    await subscription.stop();
    await bus.publish("a.b.c", {}, { messageId: "m-4" });
    const settling = bus.settled("m-4");
    await bus.close();
    await expect(settling).rejects.toThrow("closed");
  });
});
