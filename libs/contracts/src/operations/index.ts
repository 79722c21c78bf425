import type { OperationId } from "@cx/route-table";
import { agentsOperations } from "./agents.ts";
import type { OperationSchemaTable } from "./operation-schemas.ts";
import { testInvocationsOperations } from "./test-invocations.ts";

export type { OperationSchemas, OperationSchemaTable } from "./operation-schemas.ts";

/** Every operation's schemas, from the one file of each service. */
export const OPERATION_SCHEMAS = {
  ...agentsOperations,
  ...testInvocationsOperations,
} as const satisfies OperationSchemaTable;

type Table = typeof OPERATION_SCHEMAS;
type Entry<O extends OperationId> = O extends keyof Table ? Table[O] : {};

/** The request schemas of an operation, as an Elysia route declares them (`body`, `query`). */
export type RequestSchemasOf<O extends OperationId> = (Entry<O> extends { body: infer B } ? { body: B } : {}) &
  (Entry<O> extends { query: infer Q } ? { query: Q } : {});

export function requestSchemasOf<O extends OperationId>(operation: O): RequestSchemasOf<O> {
  const entry = (OPERATION_SCHEMAS as OperationSchemaTable)[operation];
  const hooks: Record<string, unknown> = {};
  if (entry?.body) hooks.body = entry.body;
  if (entry?.query) hooks.query = entry.query;
  return hooks as RequestSchemasOf<O>;
}
