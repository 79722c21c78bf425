import type { MessageBus, Subscription } from "@cx/bus";
import { fieldErrors, type ReadInvocationReply, ReadInvocationRequest, TestingRequestTopics } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { readInvocation } from "../app/invocations.ts";
import type { TestingPorts } from "../app/ports.ts";
import { asWorkspaceId } from "../domain/ids.ts";

/**
 * `testing.invocations.read`: another service (webhooks, for a delivery's `data`) reads one
 * invocation as `GET .../test-invocations/{id}` answers it; another workspace's is answered null,
 * as a missing one is.
 */
export function respondWithInvocations(bus: MessageBus, deps: TestingPorts): Promise<Subscription> {
  return bus.respond({ topic: TestingRequestTopics.READ_INVOCATION, prefetch: 16 }, async (request) => {
    const fields = fieldErrors(ReadInvocationRequest, request.payload);
    if (fields.length > 0) throw AppError.validation(fields);
    const { workspace_id, invocation_id } = request.payload as ReadInvocationRequest;
    const reply: ReadInvocationReply = {
      invocation: await readInvocation(deps, asWorkspaceId(workspace_id), invocation_id),
    };
    return reply;
  });
}
