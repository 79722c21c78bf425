/**
 * The deployment gate's question to the testing service (extension spec part 11), over bus request
 * and reply: for each raised branch, has its tip version passed its attached tests? The testing
 * service owns tests, folders and invocations, so it expands folders and reads its own indexes.
 */
import { type Static, Type } from "@sinclair/typebox";
import { LiteralUnion, Nullable } from "../builders.ts";

export const TestingRequestTopics = {
  DEPLOYMENT_EVIDENCE: "testing.deployments.evidence",
  ENTRIES_EXIST: "testing.entries.exist",
  READ_INVOCATION: "testing.invocations.read",
} as const;

/** More than any distribution holds: a deployment has at most one entry per branch. */
export const DEPLOYMENT_EVIDENCE_BRANCHES_MAX = 100;
export const ATTACHED_TESTS_MAX = 256;

export const DeploymentEvidenceRequest = Type.Object({
  workspace_id: Type.String(),
  agent_id: Type.String(),
  min_repeats: Type.Integer({ minimum: 1, maximum: 10 }),
  min_pass_rate: Type.Number({ minimum: 0, maximum: 1 }),
  branches: Type.Array(
    Type.Object({
      branch_id: Type.String(),
      version_id: Type.String(),
      /** The tip version's `platform_settings.testing.attached_tests`: tests and folders. */
      attached_tests: Type.Array(Type.String(), { maxItems: ATTACHED_TESTS_MAX }),
    }),
    { minItems: 1, maxItems: DEPLOYMENT_EVIDENCE_BRANCHES_MAX },
  ),
});
export type DeploymentEvidenceRequest = Static<typeof DeploymentEvidenceRequest>;

export const DeploymentEvidenceReply = Type.Object({
  branches: Type.Array(
    Type.Object({
      branch_id: Type.String(),
      version_id: Type.String(),
      outcome: LiteralUnion(["passed", "no_attached_tests", "not_tested", "tests_failing"]),
      /** `passed`: the evidence; `tests_failing`: the newest invocation that ran them all enough. */
      invocation_id: Nullable(Type.String()),
      failing_tests: Type.Array(Type.Object({ test_id: Type.String(), pass_rate: Type.Number() })),
    }),
  ),
});
export type DeploymentEvidenceReply = Static<typeof DeploymentEvidenceReply>;

/** Which of `ids` name a test or a test folder of the workspace: the agents service checks attached tests. */
export const TestEntriesExistRequest = Type.Object({
  workspace_id: Type.String(),
  ids: Type.Array(Type.String(), { minItems: 1, maxItems: ATTACHED_TESTS_MAX }),
});
export type TestEntriesExistRequest = Static<typeof TestEntriesExistRequest>;

export const TestEntriesExistReply = Type.Object({ ids: Type.Array(Type.String()) });
export type TestEntriesExistReply = Static<typeof TestEntriesExistReply>;
