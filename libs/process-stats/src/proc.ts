import { readdirSync, readFileSync } from "node:fs";

/**
 * What Linux's `/proc` tells of a process, read synchronously: each read is a few µs and answers
 * at once, so a caller that checks a process's memory on a timer never waits on a promise for it.
 * Everything answers undefined (or nothing) where it cannot be read: the process is gone, or the
 * system has no `/proc` (macOS).
 */

/** The kernel's `USER_HZ`: the unit of the CPU times in `/proc/<pid>/stat` on every Linux build. */
export const CLOCK_TICKS_PER_SECOND = 100;

/** A process's resident memory in bytes (`VmRSS` of `/proc/<pid>/status`). */
export function residentBytes(pid: number): number | undefined {
  const status = readProc(`${pid}/status`);
  const kilobytes = status === undefined ? undefined : /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  return kilobytes === undefined ? undefined : Number(kilobytes) * 1024;
}

export interface ProcessStat {
  parentPid: number;
  /** CPU time it has used, user and system together, in clock ticks (`CLOCK_TICKS_PER_SECOND`). */
  cpuTicks: number;
  /** Its nice value, -20 to 19. */
  niceness: number;
}

/**
 * A process's parent, CPU time and niceness, from `/proc/<pid>/stat`. A thread's id reads the
 * same way, for that thread alone.
 */
export function processStat(pid: number): ProcessStat | undefined {
  const stat = readProc(`${pid}/stat`);
  if (stat === undefined) return undefined;
  // The fields after the command name, which is in parentheses and may hold spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return {
    parentPid: Number(fields[1]),
    cpuTicks: Number(fields[11]) + Number(fields[12]),
    niceness: Number(fields[16]),
  };
}

/** The processes whose parent is `pid`, as the kernel lists them now. */
export function childProcesses(pid: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return [];
  }
  const children: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    if (processStat(Number(entry))?.parentPid === pid) children.push(Number(entry));
  }
  return children;
}

/** The command a process runs, its arguments after it (`/proc/<pid>/cmdline`, NUL-separated there). */
export function commandLine(pid: number): string[] | undefined {
  const line = readProc(`${pid}/cmdline`);
  return line === undefined ? undefined : line.split("\0").filter((argument) => argument !== "");
}

/** The ids of a process's threads (`/proc/<pid>/task`), the main thread's (its pid) among them. */
export function threadIds(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}

function readProc(path: string): string | undefined {
  try {
    return readFileSync(`/proc/${path}`, "utf8");
  } catch {
    return undefined;
  }
}
