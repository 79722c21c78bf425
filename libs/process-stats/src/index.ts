export {
  CLOCK_TICKS_PER_SECOND,
  childProcesses,
  type ProcessStat,
  processStat,
  residentBytes,
  threadIds,
} from "./proc.ts";
