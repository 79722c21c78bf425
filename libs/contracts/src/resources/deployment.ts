/** Part 2.9 and 4.7, completed by the extension spec part 2 (GET, percentage rules). */
import { type Static, Type } from "@sinclair/typebox";
import { Body, DateTime, Nullable } from "../builders.ts";

/** 1% = 100 basis points; a valid distribution totals exactly this. */
export const BASIS_POINTS_TOTAL = 10000;

/** A response allocation: `percentage` is always a two-decimal string such as `"12.50"`. */
export const DeploymentAllocation = Type.Object({
  branch_id: Type.String(),
  percentage: Type.String(),
  basis_points: Type.Integer(),
});
export type DeploymentAllocation = Static<typeof DeploymentAllocation>;

/**
 * A request allocation. Deliberately loose: a percentage out of range, with more than two
 * decimals, or not numeric at all must be answered 422 `deployment_invalid` by the agents service
 * (with the offending entries), not the generic `validation_failed` a stricter schema would cause.
 */
export const DeploymentBranchInput = Type.Object({
  branch_id: Type.String(),
  percentage: Type.Union([Type.Number(), Type.String()]),
});
export type DeploymentBranchInput = Static<typeof DeploymentBranchInput>;

/**
 * The entries themselves are checked by the agents service, not by this schema: a malformed entry
 * is one of the problems a 422 `deployment_invalid` lists (with its index), beside duplicate and
 * unknown branches, so the schema only says that `branches` is a list.
 */
export const DeploymentUpdateBody = Body({
  branches: Type.Array(
    Type.Unknown({ description: "A DeploymentBranchInput: {branch_id, percentage}, checked by the service." }),
    { "x-message": "must be an array of {branch_id, percentage}" },
  ),
});
export type DeploymentUpdateBody = Static<typeof DeploymentUpdateBody>;

export const DeploymentUpdateResponse = Type.Object({
  changed: Type.Boolean(),
  deployment_id: Nullable(Type.String()),
  distribution: Type.Array(DeploymentAllocation),
});
export type DeploymentUpdateResponse = Static<typeof DeploymentUpdateResponse>;

/** `GET .../deployments`. `deployment_id` nullable for symmetry with the PUT response. */
export const Deployment = Type.Object({
  deployment_id: Nullable(Type.String()),
  distribution: Type.Array(DeploymentAllocation),
  updated_at: DateTime(),
});
export type Deployment = Static<typeof Deployment>;

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
