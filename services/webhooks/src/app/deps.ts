import type { Logger } from "@cx/logger";
import type { AllowedNetworks, SafeFetcher, TestFetchAllowance } from "@cx/safe-fetch";
import type { RetrySchedule } from "../domain/schedule.ts";
import type { Repositories } from "../store/repositories.ts";

export interface WebhooksDeps {
  repos: Repositories;
  fetcher: SafeFetcher;
  /** What the URL rules let through beyond public addresses, when a URL is written. */
  urlRules: { allowance?: TestFetchAllowance | undefined; allowedNetworks?: AllowedNetworks | undefined };
  schedule: RetrySchedule;
  clock: () => Date;
  logger: Logger;
  delivery: { leaseMs: number; maxRuns: number; pendingRequeueMs: number };
}
