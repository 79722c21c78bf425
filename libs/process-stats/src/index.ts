export {
  CLOCK_TICKS_PER_SECOND,
  childProcesses,
  commandLine,
  type ProcessStat,
  processStat,
  residentBytes,
  threadIds,
} from "./proc.ts";
