import { describe, expect, it } from "bun:test";
import { isoAfter, recoverJobs, startLeaseHeartbeat, startPeriodic } from "./index.ts";

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await Bun.sleep(10);
}

describe("lease heartbeat", () => {
  it("renews every third of the lease until stopped", async () => {
    let renewals = 0;
    const heartbeat = startLeaseHeartbeat({
      leaseMs: 150,
      renew: async () => {
        renewals++;
        return true;
      },
      onError: () => undefined,
    });
    await until(() => renewals >= 3);
    heartbeat.stop();
    const seen = renewals;
    await Bun.sleep(120);
    expect(seen).toBeGreaterThanOrEqual(3);
    expect(renewals).toBe(seen);
  });

  it("reports a lost lease once and stops renewing; failed renewals are reported and retried", async () => {
    let calls = 0;
    let lost = 0;
    const errors: unknown[] = [];
    startLeaseHeartbeat({
      leaseMs: 150,
      renew: async () => {
        calls++;
        if (calls === 1) throw new Error("store down");
        return false;
      },
      onError: (error) => errors.push(error),
      onLost: () => lost++,
    });
    await until(() => lost > 0);
    await Bun.sleep(150);
    expect([calls, lost, errors.length]).toEqual([2, 1, 1]);
  });

  it("writes expiries as ISO times", () => {
    expect(isoAfter(1500, new Date("2026-01-01T00:00:00.000Z"))).toBe("2026-01-01T00:00:01.500Z");
  });
});

describe("periodic task", () => {
  it("never overlaps runs, survives failures, and waits for the run in progress on stop", async () => {
    let active = 0;
    let overlapped = false;
    let runs = 0;
    const errors: unknown[] = [];
    const task = startPeriodic(
      10,
      async () => {
        active++;
        if (active > 1) overlapped = true;
        runs++;
        await Bun.sleep(30);
        active--;
        if (runs === 1) throw new Error("first run fails");
      },
      (error) => errors.push(error),
    );
    await until(() => runs >= 3);
    await task.stop();
    expect(active).toBe(0);
    expect(overlapped).toBe(false);
    expect(errors.length).toBe(1);
  });
});

describe("job recovery", () => {
  const job = (id: string, runs: number) => ({ id, runs });

  it("queues stuck jobs again and fails those that used up their runs, counting what it did", async () => {
    const requeued: string[] = [];
    const failed: string[] = [];
    const counts = await recoverJobs([job("a", 1), job("b", 3), job("c", 0)], {
      requeue: async (j) => {
        requeued.push(j.id);
        return j.id !== "c"; // another replica got to c first
      },
      exhaustion: {
        reached: (j) => j.runs >= 3,
        fail: async (j) => {
          failed.push(j.id);
          return true;
        },
      },
    });
    expect([requeued, failed, counts]).toEqual([["a", "c"], ["b"], { requeued: 1, failed: 1 }]);
  });

  it("adds to earlier counts, and never fails a job without runs to count", async () => {
    const counts = await recoverJobs([job("d", 9)], { requeue: async () => true }, { requeued: 2, failed: 1 });
    expect(counts).toEqual({ requeued: 3, failed: 1 });
  });
});
