/** Part 2.9 and 4.7, completed by the extension spec part 2 (GET, percentage rules). */
import { type Static, Type } from "@sinclair/typebox";
import { Body, DateTime, Described, LiteralUnion, Nullable, Page, Query } from "../builders.ts";

/** 1% = 100 basis points; a valid distribution totals exactly this. */
export const BASIS_POINTS_TOTAL = 10000;

/** A response allocation: `percentage` is always a two-decimal string such as `"12.50"`. */
export const DeploymentAllocation = Type.Object({
  branch_id: Type.String({ description: "The branch (`br_...`)." }),
  percentage: Type.String({
    description: 'The branch\'s share of the traffic, a two-decimal string such as `"12.50"`.',
  }),
  basis_points: Type.Integer({ description: "The same share in basis points (1% = 100; all add up to 10000)." }),
});
export type DeploymentAllocation = Static<typeof DeploymentAllocation>;

/**
 * A request allocation. Deliberately loose: a percentage out of range, with more than two
 * decimals, or not numeric at all must be answered 422 `deployment_invalid` by the agents service
 * (with the offending entries), not the generic `validation_failed` a stricter schema would cause.
 */
export const DeploymentBranchInput = Type.Object({
  branch_id: Type.String({ description: "A branch of the agent." }),
  percentage: Type.Union([Type.Number(), Type.String()], {
    description: 'Its share: a number or a decimal string from 0 to 100 with at most two decimals (`"33.33"`, `12.5`).',
  }),
});
export type DeploymentBranchInput = Static<typeof DeploymentBranchInput>;

/**
 * The entries themselves are checked by the agents service, not by this schema: a malformed entry
 * is one of the problems a 422 `deployment_invalid` lists (with its index), beside duplicate and
 * unknown branches, so the schema only says that `branches` is a list.
 */
export const DeploymentUpdateBody = Body(
  {
    branches: Type.Array(
      Type.Unknown({
        description:
          'A `{branch_id, percentage}`: the percentage a number or a decimal string from 0 to 100 with at most two decimals (`"33.33"`, `12.5`), checked by the service.',
      }),
      {
        "x-message": "must be an array of {branch_id, percentage}",
        description:
          "The new distribution, one entry per branch: no duplicate or unknown branch, percentages totalling exactly 100.",
      },
    ),
  },
  {
    examples: [
      {
        branches: [
          { branch_id: "br_7c3n1v9b2m6x4z8a0s5d3f1g", percentage: "87.5" },
          { branch_id: "br_1q9w8e7r6t5y4u3i2o1p0a9s", percentage: 12.5 },
        ],
      },
    ],
  },
);
export type DeploymentUpdateBody = Static<typeof DeploymentUpdateBody>;

export const DeploymentUpdateResponse = Type.Object(
  {
    changed: Type.Boolean({
      description: "False when the distribution was the current one already (same `deployment_id`); true otherwise.",
    }),
    deployment_id: Nullable(Type.String(), {
      description: "The deployment now in force (`dep_...`); a new one whenever the distribution changed.",
    }),
    distribution: Type.Array(DeploymentAllocation, {
      description: "The distribution now in force, in the request's order.",
    }),
  },
  {
    examples: [
      {
        changed: true,
        deployment_id: "dep_5t2y8u1i4o7p0a3s6d9f2g5h",
        distribution: [
          { branch_id: "br_7c3n1v9b2m6x4z8a0s5d3f1g", percentage: "87.50", basis_points: 8750 },
          { branch_id: "br_1q9w8e7r6t5y4u3i2o1p0a9s", percentage: "12.50", basis_points: 1250 },
        ],
      },
    ],
  },
);
export type DeploymentUpdateResponse = Static<typeof DeploymentUpdateResponse>;

/** `GET .../deployments`. `deployment_id` nullable for symmetry with the PUT response. */
export const Deployment = Type.Object({
  deployment_id: Nullable(Type.String(), { description: "The deployment in force (`dep_...`)." }),
  distribution: Type.Array(DeploymentAllocation, {
    description: "The share of the agent's traffic each branch takes.",
  }),
  updated_at: DateTime({ description: "When the distribution last changed." }),
});
export type Deployment = Static<typeof Deployment>;

/** `PUT .../deployments?force=true`: an owner deploys past the gate (extension spec part 11). */
export const DeploymentUpdateQuery = Query({
  force: Type.Optional(
    LiteralUnion(["true", "false"], {
      "x-message": "must be true or false",
      description:
        "`true` (owners only) deploys even when the gate refuses a raised branch; the deployment is recorded " +
        "with `forced: true`.",
    }),
  ),
});
export type DeploymentUpdateQuery = Static<typeof DeploymentUpdateQuery>;

/** Who made a deployment: a user, or the platform itself (an automatic rollback). */
export const DeploymentCreator = Type.Object({
  type: LiteralUnion(["user", "system"], {
    description: "`user` for a deployment someone asked for, `system` for one the platform made.",
  }),
  id: Nullable(Type.String(), { description: "The user's id (`usr_...`); null for the platform." }),
});
export type DeploymentCreator = Static<typeof DeploymentCreator>;

export const DEPLOYMENT_REASONS = ["created", "manual", "auto_rollback"] as const;
export type DeploymentReason = (typeof DEPLOYMENT_REASONS)[number];

/** The completed invocation that let a raised branch through the gate (extension spec part 11). */
export const DeploymentEvidence = Type.Object({
  branch_id: Type.String({ description: "The raised branch (`br_...`)." }),
  version_id: Type.String({ description: "Its tip version when it was deployed (`ver_...`)." }),
  invocation_id: Type.String({ description: "The newest completed invocation that passed its attached tests." }),
});
export type DeploymentEvidence = Static<typeof DeploymentEvidence>;

export const DeploymentRollback = Type.Object({
  branch_id: Type.String({ description: "The branch whose share was taken away." }),
  to_branch_id: Type.String({ description: "The branch that received it (the one with the largest share)." }),
  failure_rate: Type.Number({
    description: "The share of `call_successful: false` among the conversations judged (0 to 1).",
  }),
  conversations: Type.Integer({ description: "How many conversations were judged." }),
});
export type DeploymentRollback = Static<typeof DeploymentRollback>;

/** One deployment of an agent, as `GET .../deployments/history` lists them (newest first). */
export const DeploymentHistoryEntry = Type.Object(
  {
    deployment_id: Type.String({ description: "The deployment (`dep_...`)." }),
    distribution: Type.Array(DeploymentAllocation, {
      description: "The share of the agent's traffic each branch took under it.",
    }),
    created_at: DateTime({ description: "When it came into force." }),
    created_by: Described(DeploymentCreator, "Who made it."),
    reason: LiteralUnion(DEPLOYMENT_REASONS, {
      description:
        "`created` for the agent's first deployment, `manual` for a `PUT .../deployments`, `auto_rollback` " +
        "for one the platform made when a branch failed in production.",
    }),
    forced: Type.Boolean({ description: "True when an owner deployed with `?force=true` past the gate." }),
    evidence: Type.Array(DeploymentEvidence, {
      description: "For each branch the deployment raised under the gate, the invocation that let it through.",
    }),
    rollback: Nullable(DeploymentRollback, {
      description: "For an `auto_rollback`, the branch rolled back, where its share went and why; null otherwise.",
    }),
  },
  {
    examples: [
      {
        deployment_id: "dep_5t2y8u1i4o7p0a3s6d9f2g5h",
        distribution: [
          { branch_id: "br_7c3n1v9b2m6x4z8a0s5d3f1g", percentage: "80.00", basis_points: 8000 },
          { branch_id: "br_2q9w4e6r8t1y3u5i7o0p2a4s", percentage: "20.00", basis_points: 2000 },
        ],
        created_at: "2026-11-22T10:00:00.000Z",
        created_by: { type: "user", id: "usr_8f3k2j9d1m4n6b7v5c0x2z1a" },
        reason: "manual",
        forced: false,
        evidence: [
          {
            branch_id: "br_2q9w4e6r8t1y3u5i7o0p2a4s",
            version_id: "ver_6h1j3k5l7z9x2c4v6b8n0m1q",
            invocation_id: "inv_3e5r7t9y1u3i5o7p9a1s3d5f",
          },
        ],
        rollback: null,
      },
    ],
  },
);
export type DeploymentHistoryEntry = Static<typeof DeploymentHistoryEntry>;

export const DeploymentHistoryPage = Page(DeploymentHistoryEntry);
export type DeploymentHistoryPage = Static<typeof DeploymentHistoryPage>;

/** The exact forms a request percentage may take: 0..100, at most two decimals. */
export const PERCENTAGE_PATTERN = /^(?:100(?:\.0{1,2})?|\d{1,2}(?:\.\d{1,2})?)$/;

/**
 * Converts a request percentage to basis points exactly (through its decimal text, never through
 * floating-point arithmetic). Returns null for anything `PERCENTAGE_PATTERN` refuses.
 */
export function percentageToBasisPoints(percentage: number | string): number | null {
  if (typeof percentage === "number" && !Number.isFinite(percentage)) return null;
  const text = typeof percentage === "number" ? String(percentage) : percentage;
  if (!PERCENTAGE_PATTERN.test(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** The response form of an allocation's percentage: two decimals, e.g. 1250 → `"12.50"`. */
export function basisPointsToPercentage(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100).padStart(2, "0");
  return `${whole}.${fraction}`;
}
