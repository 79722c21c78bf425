import type { MessageBus, Subscription } from "@cx/bus";
import { DeploymentEvidenceRequest, fieldErrors, TestEntriesExistRequest, TestingRequestTopics } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { judgeDeployment } from "../app/deployment-evidence.ts";
import type { TestingPorts } from "../app/ports.ts";
import type { WorkspaceId } from "../domain/ids.ts";

/**
 * `testing.deployments.evidence`: the agents service's deployment gate asks whether raised
 * branches passed their attached tests. The workspace comes with the request and bounds the answer.
 */
export function respondWithDeploymentEvidence(bus: MessageBus, deps: TestingPorts): Promise<Subscription> {
  return bus.respond({ topic: TestingRequestTopics.DEPLOYMENT_EVIDENCE, prefetch: 8 }, async (request) => {
    const fields = fieldErrors(DeploymentEvidenceRequest, request.payload);
    if (fields.length > 0) throw AppError.validation(fields);
    return judgeDeployment(deps, request.payload as DeploymentEvidenceRequest);
  });
}

/**
 * `testing.entries.exist`: the agents service checks that attached tests name tests or folders of
 * the workspace when a config is saved. Another workspace's ids are left out as missing ones are.
 */
export function respondWithExistingEntries(bus: MessageBus, deps: TestingPorts): Promise<Subscription> {
  return bus.respond({ topic: TestingRequestTopics.ENTRIES_EXIST, prefetch: 16 }, async (request) => {
    const fields = fieldErrors(TestEntriesExistRequest, request.payload);
    if (fields.length > 0) throw AppError.validation(fields);
    const { workspace_id, ids } = request.payload as TestEntriesExistRequest;
    const found = await deps.entries.findMany(workspace_id as WorkspaceId, ids);
    return { ids: found.map((entry) => entry._id) };
  });
}
