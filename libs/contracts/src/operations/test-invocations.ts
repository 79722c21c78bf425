import { Type } from "@sinclair/typebox";
import { Invocation, InvocationCreateBody } from "../resources/test-invocation.ts";
import { TestRunListPage } from "../resources/test-run.ts";
import type { OperationSchemaTable } from "./operation-schemas.ts";

/**
 * `GET .../runs` query: text values, as they arrive. `page_size` is read and range-checked by the
 * use case (1..100, default 30) so that its 422 names the parameter; `updated_after` is strict.
 */
export const TestRunListQueryText = Type.Object(
  {
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
    page_size: Type.Optional(Type.String({ maxLength: 16 })),
    updated_after: Type.Optional(Type.String({ format: "date-time" })),
  },
  { additionalProperties: false },
);

/**
 * The live updates stream (`text/event-stream`): `event: run` with a run summary (part 2.12) as
 * `data`, for every run as it is when the client connects and then each time one changes; then
 * `event: invocation` with the invocation once it is terminal, and the stream closes. Lines
 * starting with `:` keep idle connections open.
 */
export const InvocationEventStream = Type.String({
  contentMediaType: "text/event-stream",
  description: "Server-sent events: `run` (a run summary), then `invocation` (the terminal invocation).",
});

/** The testing service's invocation operations (extension spec part 3, part 4.9). */
export const testInvocationsOperations = {
  startTestInvocation: {
    body: InvocationCreateBody,
    responses: { 201: Invocation },
    errors: [],
  },
  getTestInvocation: { responses: { 200: Invocation } },
  cancelTestInvocation: { responses: { 200: Invocation }, errors: ["invocation_finished"] },
  listTestRuns: { query: TestRunListQueryText, responses: { 200: TestRunListPage } },
  streamTestInvocationEvents: { responses: { 200: InvocationEventStream } },
} as const satisfies OperationSchemaTable;
