import { describe, expect, it } from "bun:test";
import { getPriority, setPriority } from "node:os";
import { CLOCK_TICKS_PER_SECOND, childProcesses, commandLine, processStat, residentBytes, threadIds } from "./index.ts";

describe("process stats from /proc (Linux)", () => {
  it("reads this process's resident memory, as the runtime counts it", () => {
    const bytes = residentBytes(process.pid);
    expect(bytes).toBeGreaterThan(0);
    // Both are the kernel's resident set; what moves between the two reads is a few pages.
    expect(Math.abs((bytes ?? 0) - process.memoryUsage().rss)).toBeLessThan(16 * 1024 * 1024);
  });

  it("reads a process's parent and the CPU time it has used, as the runtime counts it", () => {
    const before = processStat(process.pid);
    expect(before?.parentPid).toBe(process.ppid);
    // Spins until the runtime counts 150 ms of CPU, however the machine shares its cores meanwhile.
    const usage = process.cpuUsage();
    while (cpuMicros(process.cpuUsage(usage)) < 150_000);
    const after = processStat(process.pid);
    // 150 ms is 15 ticks; a tick is counted whole or not at all at either end.
    expect((after?.cpuTicks ?? 0) - (before?.cpuTicks ?? 0)).toBeGreaterThanOrEqual(0.15 * CLOCK_TICKS_PER_SECOND - 2);
  });

  it("reads a process's niceness as the system sets it", () => {
    const child = Bun.spawn(["sleep", "5"]);
    try {
      const niceness = Math.min(19, getPriority() + 7);
      setPriority(child.pid, niceness);
      expect(processStat(child.pid)?.niceness).toBe(niceness);
    } finally {
      child.kill();
    }
    expect(processStat(process.pid)?.niceness).toBe(getPriority());
  });

  it("finds the children a process has started, and only those", async () => {
    const child = Bun.spawn(["sleep", "5"]);
    try {
      expect(childProcesses(process.pid)).toContain(child.pid);
      expect(childProcesses(child.pid)).toEqual([]);
    } finally {
      child.kill();
      await child.exited;
    }
    expect(childProcesses(process.pid)).not.toContain(child.pid);
  });

  it("reads the command a process runs, each argument apart", async () => {
    const child = Bun.spawn(["sleep", "5.5"]);
    try {
      // Just after the fork the child may not have run `exec` yet: until then its command line is
      // empty or its parent's.
      let command = commandLine(child.pid);
      for (let waited = 0; command?.[0] !== "sleep" && waited < 5000; waited += 5) {
        await Bun.sleep(5);
        command = commandLine(child.pid);
      }
      expect(command).toEqual(["sleep", "5.5"]);
    } finally {
      child.kill();
      await child.exited;
    }
  });

  it("lists a process's threads, its main thread among them", () => {
    const threads = threadIds(process.pid);
    // The runtime starts threads of its own (the collector's, the compiler's) beside the main one.
    expect(threads.length).toBeGreaterThan(1);
    expect(threads).toContain(process.pid);
    for (const thread of threads) expect(processStat(thread)?.parentPid).toBe(process.ppid);
  });

  it("answers nothing for a process that is not there", () => {
    expect(threadIds(99_999_999)).toEqual([]);
    // Above the kernel's largest pid (4,194,304): no process has it.
    expect(residentBytes(99_999_999)).toBeUndefined();
    expect(processStat(99_999_999)).toBeUndefined();
    expect(childProcesses(99_999_999)).toEqual([]);
    expect(commandLine(99_999_999)).toBeUndefined();
  });
});

function cpuMicros(usage: NodeJS.CpuUsage): number {
  return usage.user + usage.system;
}
