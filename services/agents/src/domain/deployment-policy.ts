/** The deployment policy's defaults and partial updates, and which branches the gate judges (extension spec part 11). */
import { DEFAULT_DEPLOYMENT_POLICY, type DeploymentPolicy, type DeploymentPolicyPatch } from "@cx/contracts";
import type { FieldError } from "@cx/errors";
import type { Allocation } from "./distribution.ts";

/** The stored policy, or the defaults for an agent that never set one. */
export function policyOf(doc: { deployment_policy?: DeploymentPolicy }): DeploymentPolicy {
  return doc.deployment_policy ?? DEFAULT_DEPLOYMENT_POLICY;
}

/** The members given replace the current ones, in `rollback` too. */
export function patchPolicy(current: DeploymentPolicy, patch: DeploymentPolicyPatch): DeploymentPolicy {
  const { rollback, ...top } = patch;
  return { ...current, ...top, rollback: { ...current.rollback, ...(rollback ?? {}) } };
}

/** Branches whose share `next` raises above `current`: only these face the gate, so a rollback is never refused. */
export function raisedBranches(current: readonly Allocation[], next: readonly Allocation[]): string[] {
  const before = new Map(current.map((a) => [a.branch_id, a.basis_points] as const));
  return next.filter((a) => a.basis_points > (before.get(a.branch_id) ?? 0)).map((a) => a.branch_id);
}

/** The ids a version's config attaches (tests and folders), each once. */
export function attachedTestIds(config: unknown): string[] {
  const settings = (config as { platform_settings?: { testing?: { attached_tests?: unknown } } } | null)
    ?.platform_settings;
  const attached = settings?.testing?.attached_tests;
  if (!Array.isArray(attached)) return [];
  const ids = attached.flatMap((entry) =>
    entry && typeof entry === "object" && typeof (entry as { test_id?: unknown }).test_id === "string"
      ? [(entry as { test_id: string }).test_id]
      : [],
  );
  return [...new Set(ids)];
}

/** 422 field errors for attached entries that name neither a test nor a test folder of the workspace. */
export function unknownAttachedTestErrors(
  config: unknown,
  exists: (id: string) => boolean,
  pointer: string,
): FieldError[] {
  const attached = (config as { platform_settings?: { testing?: { attached_tests?: unknown } } } | null)
    ?.platform_settings?.testing?.attached_tests;
  if (!Array.isArray(attached)) return [];
  return attached.flatMap((entry, index) => {
    const id = entry && typeof entry === "object" ? (entry as { test_id?: unknown }).test_id : undefined;
    return typeof id === "string" && !exists(id)
      ? [
          {
            path: `${pointer}/platform_settings/testing/attached_tests/${index}/test_id`,
            message: "is not a test or test folder of this workspace",
          },
        ]
      : [];
  });
}
