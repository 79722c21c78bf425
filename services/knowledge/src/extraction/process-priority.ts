import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";

/**
 * How much lower than the event loop an extraction thread runs (a `nice` increment): when the
 * cores are all busy, the event loop, which serves requests and stores what the threads extract,
 * runs first, and the threads take the time it leaves.
 */
export const EXTRACTION_THREAD_NICENESS = 10;

/** The highest nice value, the lowest priority. */
const LOWEST = 19;

/** The calling thread's id on Linux (`/proc/thread-self`), or undefined where there is none. */
export function currentThreadId(): number | undefined {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    return Number.isInteger(threadId) && threadId > 0 ? threadId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lowers the calling thread's scheduling priority by `niceness` below what it inherited (at most
 * to the lowest). On Linux a thread has a priority of its own, set through its thread id;
 * elsewhere nothing changes. Lowering one's own priority needs no privilege. Returns whether it
 * did.
 */
export function lowerThisThreadsPriority(niceness: number): boolean {
  const threadId = currentThreadId();
  if (threadId === undefined) return false;
  try {
    setPriority(threadId, Math.min(LOWEST, getPriority(threadId) + niceness));
    return true;
  } catch {
    return false;
  }
}
