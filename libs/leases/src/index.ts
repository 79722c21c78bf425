export { isoAfter, type LeaseHeartbeat, startLeaseHeartbeat } from "./heartbeat.ts";
export { type PeriodicTask, startPeriodic } from "./periodic.ts";
