import type { MessageBus } from "@cx/bus";
import {
  DeploymentEvidenceReply,
  type DeploymentEvidenceRequest,
  TestEntriesExistReply,
  TestingRequestTopics,
} from "@cx/contracts";
import { DependencyError } from "@cx/errors";
import { Value } from "@sinclair/typebox/value";

/** The gate waits on a person's request: long enough for a busy testing service, no longer. */
export const EVIDENCE_TIMEOUT_MS = 5000;

/** The testing service, asked whether raised branches passed their attached tests and which attached ids exist. */
export interface TestingEvidence {
  deploymentEvidence(request: DeploymentEvidenceRequest): Promise<DeploymentEvidenceReply>;
  /** The ids among `ids` that name a test or a test folder of the workspace. */
  existingTestEntries(workspaceId: string, ids: readonly string[]): Promise<Set<string>>;
}

export function createBusTestingEvidence(bus: MessageBus): TestingEvidence {
  return {
    async deploymentEvidence(request) {
      let reply: unknown;
      try {
        reply = await bus.request<unknown>(TestingRequestTopics.DEPLOYMENT_EVIDENCE, request, {
          timeoutMs: EVIDENCE_TIMEOUT_MS,
        });
      } catch (error) {
        throw new DependencyError("testing", `the testing service did not judge the deployment: ${String(error)}`);
      }
      if (!Value.Check(DeploymentEvidenceReply, reply)) {
        throw new DependencyError(
          "testing",
          `the reply to "${TestingRequestTopics.DEPLOYMENT_EVIDENCE}" breaks its contract`,
        );
      }
      return reply;
    },
    async existingTestEntries(workspaceId, ids) {
      const reply = await bus.request<unknown>(
        TestingRequestTopics.ENTRIES_EXIST,
        { workspace_id: workspaceId, ids: [...ids] },
        { timeoutMs: EVIDENCE_TIMEOUT_MS },
      );
      if (!Value.Check(TestEntriesExistReply, reply)) {
        throw new Error(`the reply to "${TestingRequestTopics.ENTRIES_EXIST}" breaks its contract`);
      }
      return new Set(reply.ids);
    },
  };
}
