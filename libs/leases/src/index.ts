export { isoAfter, type LeaseHeartbeat, startLeaseHeartbeat } from "./heartbeat.ts";
export { type PeriodicTask, startPeriodic } from "./periodic.ts";
export { type JobRecovery, recoverJobs, SWEEP_BATCH, type SweepCounts } from "./sweep.ts";
