import { Type } from "@sinclair/typebox";
import { Invocation, InvocationCreateBody } from "../resources/test-invocation.ts";
import { TestRunListPage, TestRunListQuery } from "../resources/test-run.ts";
import type { OperationSchemaTable } from "./operation-schemas.ts";

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
    summary: "Start a test invocation",
    description:
      "Runs the tests `test_ids` names against the agent's branch (`main` when `branch_id` is absent): one " +
      "run per test per repeat, each freezing the test revision and the branch's tip version at invocation " +
      "time. Runs are executed asynchronously by workers; follow them with the runs list or the live " +
      "updates stream. `status` is `running` until every run is terminal, then `completed` or `cancelled`.",
    body: InvocationCreateBody,
    responses: { 201: Invocation },
    errors: [],
  },
  getTestInvocation: {
    summary: "Get a test invocation",
    description: "The invocation: its counts, cost, tokens and per-test summary (pass rate and pass^k).",
    responses: { 200: Invocation },
  },
  cancelTestInvocation: {
    summary: "Cancel a test invocation",
    description:
      "Turns every `pending` or `running` run into `interrupted`. A terminal invocation: 409 " +
      "`invocation_finished`.",
    responses: { 200: Invocation },
    errors: ["invocation_finished"],
  },
  listTestRuns: {
    summary: "List test invocation runs",
    description:
      "The invocation's run summaries, ordered by `updated_at`, then `id`, in cursor pages. `updated_after` " +
      "returns runs whose `updated_at` is strictly later, so a client can poll with the last `updated_at` " +
      "it saw and miss nothing.",
    query: TestRunListQuery,
    responses: { 200: TestRunListPage },
  },
  streamTestInvocationEvents: {
    summary: "Follow a test invocation live",
    description:
      "Answers `text/event-stream`: one `run` event (the run summary as JSON) for every run as it is when " +
      "the client connects and then each time one changes, then one `invocation` event with the invocation " +
      "when it becomes terminal, and the stream closes. Lines starting with `:` keep an idle connection " +
      "open.",
    responses: { 200: InvocationEventStream },
  },
} as const satisfies OperationSchemaTable;
