export { type JobDelivery, JobRunner, type JobRunnerOptions } from "./job-runner.ts";
export { JobSweeper } from "./job-sweeper.ts";
export { describeJob, type JobWorkers, startJobWorkers } from "./job-workers.ts";
export {
  type DeadLetter,
  type JobDocuments,
  type JobExecution,
  type JobLease,
  JobRefused,
  type LeasedJob,
  LeaseLost,
} from "./leased-job.ts";
