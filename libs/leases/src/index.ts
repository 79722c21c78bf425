export { type Heartbeat, type HeartbeatOptions, startHeartbeat } from "./heartbeat.ts";
export { type Periodic, startPeriodic } from "./periodic.ts";
