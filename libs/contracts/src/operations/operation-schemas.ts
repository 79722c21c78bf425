/**
 * The schemas of each operation of the route table, keyed by its operation id: what the route
 * guard validates requests with and what the API reference is generated from, so that the two can
 * never disagree. One file per service beside this one; `OPERATION_SCHEMAS` gathers them.
 */
import type { OperationId } from "@cx/route-table";
import type { TSchema } from "@sinclair/typebox";

export interface OperationSchemas {
  /** A short title, the reference's heading for the operation. */
  summary?: string;
  /**
   * What the operation does, in the specification's words (the reference appends who may call
   * it, from the route table). Markdown.
   */
  description?: string;
  /** Query parameters; values arrive as strings, so numeric ones use `Type.Numeric`-like schemas. */
  query?: TSchema;
  /** The JSON body (never set for the multipart upload, which its controller reads itself). */
  body?: TSchema;
  /** The answers by status: the success answer (a 204 has none); error answers are the error body. */
  responses?: { readonly [status: number]: TSchema | null };
  /** Error codes the operation can answer beyond the ones every operation of its class can. */
  errors?: readonly string[];
}

export type OperationSchemaTable = { readonly [K in OperationId]?: OperationSchemas };
