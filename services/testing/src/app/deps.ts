import type { AgentDirectory } from "@cx/agents-client";
import type { Logger } from "@cx/logger";
import type { Clock } from "../domain/clock.ts";
import type { DeletionsRepository } from "../store/deletions-repository.ts";
import type { EntriesRepository } from "../store/entries-repository.ts";
import type { RevisionsRepository } from "../store/revisions-repository.ts";

/** What the use cases need; the HTTP layer never touches the repositories itself. */
export interface TestingDeps {
  entries: EntriesRepository;
  revisions: RevisionsRepository;
  deletions: DeletionsRepository;
  /** The agents service, asked which agent ids a test may name. */
  agents: AgentDirectory;
  clock: Clock;
  logger: Logger;
}
