import { describe, expect, test } from "bun:test";
import { InFlight } from "./in-flight.ts";

describe("InFlight", () => {
  test("is idle at once when nothing is under way", async () => {
    const inFlight = new InFlight();
    expect(await inFlight.idle(1000)).toBe(true);
  });

  test("wakes a waiter when the last request finishes, failed or not", async () => {
    const inFlight = new InFlight();
    const { promise: first, resolve: finishFirst } = Promise.withResolvers<string>();
    const { promise: second, reject: failSecond } = Promise.withResolvers<string>();
    const answered = inFlight.track(() => first);
    const failed = inFlight.track(() => second).catch((error: Error) => error.message);
    expect(inFlight.size).toBe(2);
    let woken = false;
    const idle = inFlight.idle(5000).then((value) => {
      woken = true;
      return value;
    });
    finishFirst("answer");
    expect(await answered).toBe("answer");
    await Bun.sleep(0);
    expect(woken).toBe(false);
    failSecond(new Error("broken"));
    expect(await failed).toBe("broken");
    expect(await idle).toBe(true);
    expect(inFlight.size).toBe(0);
  });

  test("gives up waiting after the time-out while a request is still under way", async () => {
    const inFlight = new InFlight();
    const { promise, resolve } = Promise.withResolvers<void>();
    const work = inFlight.track(() => promise);
    expect(await inFlight.idle(20)).toBe(false);
    resolve();
    await work;
    expect(await inFlight.idle(20)).toBe(true);
  });

  test("counts work that throws before it makes a promise, and lets it go", async () => {
    const inFlight = new InFlight();
    const failing = inFlight.track((): Promise<void> => {
      throw new Error("at once");
    });
    await expect(failing).rejects.toThrow("at once");
    expect(inFlight.size).toBe(0);
  });
});
