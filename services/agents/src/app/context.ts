import type { WorkspaceActor } from "@cx/contracts";
import type { KnowledgeSource } from "@cx/knowledge-client";
import type { Logger } from "@cx/logger";
import type { AllowedNetworks, TestFetchAllowance } from "@cx/safe-fetch";
import type { TestingEvidence } from "../outbound/testing-evidence.ts";
import type { Repositories } from "../store/repositories.ts";

/** Who acts: a caller the route guard verified for this workspace. */
export type Actor = WorkspaceActor;

/** What every use case works with; built once by the module. */
export interface AgentsContext {
  repos: Repositories;
  /** ISO 8601 UTC with milliseconds. */
  now(): string;
  logger: Logger;
  /** The knowledge service, asked over the bus which document ids are documents of a workspace. */
  knowledge: Pick<KnowledgeSource, "existingDocuments">;
  /** The testing service, asked over the bus whether raised branches passed their attached tests. */
  testing: TestingEvidence;
  /** Test code only: lets webhook URLs name loopback test servers (see `@cx/safe-fetch/testing`). */
  fetchAllowance?: TestFetchAllowance;
  /** Private ranges the operator opened to webhook tools (`OUTBOUND_ALLOWED_NETWORKS`). */
  allowedNetworks?: AllowedNetworks;
}
