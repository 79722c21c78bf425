import { getPriority, setPriority } from "node:os";
import { threadIds } from "@cx/process-stats";

/**
 * How much lower than the event loop an extraction process runs (a `nice` increment): when the
 * cores are all busy, the event loop, which serves requests and stores what the extractions give,
 * runs first, and the extractions take the time it leaves.
 */
export const EXTRACTION_NICENESS = 10;

/** The highest nice value, the lowest priority. */
const LOWEST = 19;

/** The nice value `niceness` below this process's own, at most the lowest. */
export function niceBelowThisProcess(niceness: number): number {
  return Math.min(LOWEST, getPriority() + niceness);
}

/**
 * Moves every thread of this process to `nice` (never up). On Linux each thread has a priority of
 * its own and a new thread inherits its creator's: the runtime starts threads (the collector's,
 * the compiler's) before any of this process's code runs, so each is set by its id
 * (`threadIds`, from `/proc`), and those started later inherit. Lowering one's own priority needs no
 * privilege. Elsewhere nothing changes.
 */
export function lowerEveryThreadTo(nice: number): void {
  for (const id of threadIds(process.pid)) {
    try {
      if (getPriority(id) < nice) setPriority(id, nice);
    } catch {
      // A thread that ended meanwhile.
    }
  }
}
