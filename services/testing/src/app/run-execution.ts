/** What a worker hands to the executor of one run, and what it expects back. */
import type { WorkspaceId } from "../domain/ids.ts";
import type { TestContent } from "../domain/test-content.ts";
import type { InvocationDocument, RunDocument } from "../store/run-documents.ts";
import type { RunOutcomeFields } from "../store/runs-repository.ts";

/** The run is no longer this worker's (cancelled, or taken over after a lapsed lease). */
export class RunAborted extends Error {
  constructor() {
    super("the run is no longer this worker's");
    this.name = "RunAborted";
  }
}

export interface RunExecution {
  workspaceId: WorkspaceId;
  run: RunDocument;
  invocation: InvocationDocument;
  test: { name: string; content: TestContent };
  /** Aborted when the run stops being this worker's; model calls and tools take it. */
  signal: AbortSignal;
  /** Called between steps: renews the lease, and throws `RunAborted` when the run was taken away. */
  checkpoint(): Promise<void>;
}

/**
 * Executes a frozen test revision against a frozen agent version. Everything the test or the
 * model does wrong is an outcome (a failed run with its code); only a breakdown of the platform
 * itself (the store or the bus unreachable) throws, and the run is then tried again.
 */
export interface RunExecutor {
  execute(execution: RunExecution): Promise<RunOutcomeFields>;
}
