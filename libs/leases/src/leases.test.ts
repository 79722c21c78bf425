import { describe, expect, it } from "bun:test";
import { startHeartbeat } from "./heartbeat.ts";
import { startPeriodic } from "./periodic.ts";

describe("heartbeat", () => {
  it("renews until the lease is lost, then calls onLost once and stops", async () => {
    let renewals = 0;
    let lostCalls = 0;
    const beat = startHeartbeat({
      everyMs: 10,
      renew: async () => ++renewals < 3,
      onLost: () => lostCalls++,
    });
    while (!beat.lost) await Bun.sleep(5);
    await Bun.sleep(40);
    expect([renewals, lostCalls]).toEqual([3, 1]);
    expect(await beat.beat()).toBe(false);
    beat.stop();
  });

  it("reports a renewal that throws and keeps the lease", async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const beat = startHeartbeat({
      everyMs: 1000,
      renew: async () => {
        calls++;
        if (calls === 1) throw new Error("store away");
        return true;
      },
      onError: (error) => errors.push(error),
    });
    expect(await beat.beat()).toBe(true);
    expect(await beat.beat()).toBe(true);
    expect(errors).toHaveLength(1);
    expect(beat.lost).toBe(false);
    beat.stop();
  });
});

describe("periodic", () => {
  it("never overlaps passes and waits for the one in progress on stop", async () => {
    let active = 0;
    let most = 0;
    let passes = 0;
    const periodic = startPeriodic(
      5,
      async () => {
        active++;
        most = Math.max(most, active);
        await Bun.sleep(20);
        active--;
        passes++;
      },
      () => undefined,
    );
    await Bun.sleep(80);
    await periodic.stop();
    const after = passes;
    await Bun.sleep(30);
    expect(most).toBe(1);
    expect(active).toBe(0);
    expect(passes).toBe(after);
    expect(passes).toBeGreaterThan(0);
  });
});
