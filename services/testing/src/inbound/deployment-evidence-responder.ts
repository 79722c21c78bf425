import type { MessageBus, Subscription } from "@cx/bus";
import { DeploymentEvidenceRequest, fieldErrors, TestingRequestTopics } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { judgeDeployment } from "../app/deployment-evidence.ts";
import type { TestingPorts } from "../app/ports.ts";

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
