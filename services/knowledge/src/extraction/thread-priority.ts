import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

/**
 * How much lower than the event loop an extraction thread runs (a `nice` increment): when the
 * cores are all busy, the event loop, which serves requests and stores what the threads extract,
 * runs first, and the threads take the time it leaves.
 */
export const EXTRACTION_THREAD_NICENESS = 10;

/**
 * Lowers the calling thread's scheduling priority by `niceness`. On Linux a thread has a priority
 * of its own, set through its thread id (`/proc/thread-self`); elsewhere, or where that cannot be
 * read, nothing changes. Lowering one's own priority needs no privilege. Returns whether it did.
 */
export function lowerThisThreadsPriority(niceness: number): boolean {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    setPriority(threadId, niceness);
    return true;
  } catch {
    return false;
  }
}
