import { describe, expect, it } from "bun:test";
import { MemoryWatch } from "./memory-watch.ts";

const MB = 1024 * 1024;

/** Whether `signals` all abort within `ms`: waits for the watch's timer, however late it runs. */
async function allAborted(signals: AbortSignal[], ms = 5000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!signals.every((signal) => signal.aborted) && Date.now() < deadline) await Bun.sleep(5);
  return signals.every((signal) => signal.aborted);
}

/** A watch of a process whose resident memory the test sets (`grow`), checked every 5 ms. */
function watchedProcess(concurrency: number) {
  let resident = 100 * MB;
  const watch = new MemoryWatch({ limitBytes: 50 * MB, concurrency, intervalMs: 5, residentBytes: () => resident });
  return { watch, grow: (mb: number) => (resident += mb * MB) };
}

describe("memory watch", () => {
  it("stops a run once the process has grown past the limit since it started, and only then", async () => {
    const { watch, grow } = watchedProcess(1);
    const run = watch.watch();
    grow(40);
    await Bun.sleep(30);
    expect(run.signal.aborted).toBe(false);
    grow(20);
    expect(await allAborted([run.signal])).toBe(true);
  });

  it("allows the limit per run when runs overlap, up to the pool's concurrency", async () => {
    const { watch, grow } = watchedProcess(2);
    const [first, second, queued] = [watch.watch(), watch.watch(), watch.watch()];
    grow(90);
    await Bun.sleep(30);
    expect([first.signal.aborted, second.signal.aborted, queued.signal.aborted]).toEqual([false, false, false]);
    grow(20);
    expect(await allAborted([first.signal, second.signal, queued.signal])).toBe(true);
  });

  it("no longer watches a released run", async () => {
    const { watch, grow } = watchedProcess(1);
    const run = watch.watch();
    run.release();
    grow(500);
    await Bun.sleep(30);
    expect(run.signal.aborted).toBe(false);
  });
});
