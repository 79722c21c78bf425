import type { OperationId } from "@cx/route-table";
import { fieldErrors } from "../validation.ts";
import { agentsOperations } from "./agents.ts";
import { conversationsOperations } from "./conversations.ts";
import { identityOperations } from "./identity.ts";
import { knowledgeOperations } from "./knowledge.ts";
import type { OperationSchemaTable } from "./operation-schemas.ts";
import { testComparisonOperations } from "./test-comparison.ts";
import { testHistoryOperations } from "./test-history.ts";
import { testInvocationsOperations } from "./test-invocations.ts";
import { testingLibraryOperations } from "./testing-library.ts";
import { webhooksOperations } from "./webhooks.ts";

export type { OperationSchemas, OperationSchemaTable } from "./operation-schemas.ts";

/** Every operation's schemas, from the one file of each service. */
export const OPERATION_SCHEMAS = {
  ...identityOperations,
  ...agentsOperations,
  ...testingLibraryOperations,
  ...conversationsOperations,
  ...knowledgeOperations,
  ...testInvocationsOperations,
  ...testHistoryOperations,
  ...testComparisonOperations,
  ...webhooksOperations,
} as const satisfies OperationSchemaTable;

type Table = typeof OPERATION_SCHEMAS;
type Nothing = Record<never, never>;
type Entry<O extends OperationId> = O extends keyof Table ? Table[O] : Nothing;

/** The request schemas of an operation, as an Elysia route declares them (`body`, `query`). */
export type RequestSchemasOf<O extends OperationId> = (Entry<O> extends { body: infer B } ? { body: B } : Nothing) &
  (Entry<O> extends { query: infer Q } ? { query: Q } : Nothing);

export function requestSchemasOf<O extends OperationId>(operation: O): RequestSchemasOf<O> {
  const entry = (OPERATION_SCHEMAS as OperationSchemaTable)[operation];
  const hooks: Record<string, unknown> = {};
  if (entry?.body) hooks.body = entry.body;
  if (entry?.query) hooks.query = entry.query;
  return hooks as RequestSchemasOf<O>;
}

/**
 * What is wrong with an answer of `operation` with `status` and `body`, measured against the
 * table: an undeclared success status, or every path where the body breaks the declared schema
 * (a 204 declares no body). Error answers (4XX, 5XX) are the common error body, not checked here.
 */
export function answerProblems(operation: OperationId, status: number, body: unknown): string[] {
  const responses = (OPERATION_SCHEMAS as OperationSchemaTable)[operation]?.responses ?? {};
  if (!(status in responses)) return [`${operation} does not declare a ${status} answer`];
  const schema = responses[status];
  if (schema === null || schema === undefined) {
    return body === undefined || body === null || body === "" ? [] : [`${operation} ${status} declares no body`];
  }
  return fieldErrors(schema, body).map((field) => `${operation} ${status} ${field.path || "/"}: ${field.message}`);
}
