import type { AgentDirectory } from "@cx/agents-client";
import type { Logger } from "@cx/logger";
import type { Clock } from "../domain/clock.ts";
import type { ConversationReader } from "../outbound/conversation-reader.ts";
import type { RunEvents } from "../outbound/run-events.ts";
import type { ComparisonRepository } from "../store/comparison-repository.ts";
import type { DeletionsRepository } from "../store/deletions-repository.ts";
import type { EntriesRepository } from "../store/entries-repository.ts";
import type { HistoryRepository } from "../store/history-repository.ts";
import type { InvocationsRepository } from "../store/invocations-repository.ts";
import type { RevisionsRepository } from "../store/revisions-repository.ts";
import type { RunsRepository } from "../store/runs-repository.ts";
import type { StreamWakeups } from "./stream-wakeups.ts";

/** How runs are leased, re-queued and executed at once (the `TEST_RUN_*` settings; the attempts are in `jobs.ts`). */
export interface RunSettings {
  leaseMs: number;
  pendingRequeueMs: number;
  sweepIntervalMs: number;
  concurrency: number;
}

/**
 * The ports the testing use cases are given: the repositories, the run jobs' publisher, the wakeups
 * of live streams, the agents and conversations services, the clock and the run settings. The
 * HTTP layer and the job handlers pass it on; they never touch the repositories themselves.
 */
export interface TestingPorts {
  entries: EntriesRepository;
  revisions: RevisionsRepository;
  deletions: DeletionsRepository;
  invocations: InvocationsRepository;
  runs: RunsRepository;
  /** The reads of test results over time, and the settling of invocations' stored status. */
  history: HistoryRepository;
  /** The reads of a comparison of two invocations. */
  comparisons: ComparisonRepository;
  runEvents: RunEvents;
  streamWakeups: StreamWakeups;
  runSettings: RunSettings;
  /** The agents service, asked which agent ids a test may name and which version a branch is at. */
  agents: AgentDirectory;
  /** The conversations service, asked for simulated conversations and those tests are made from. */
  conversations: ConversationReader;
  clock: Clock;
  logger: Logger;
}
