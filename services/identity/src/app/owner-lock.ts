import { AppError } from "@cx/errors";
import type { WorkspaceId } from "../domain/ids.ts";
import type { IdentityDeps } from "./deps.ts";

const LEASE_MS = 5_000;
const ATTEMPTS = 40;
const PAUSE_MS = 25;

/**
 * Serialises the changes that can take an owner away (demoting or removing an owner), across
 * replicas, with a lease on the workspace document: without it, two owners demoting each other at
 * the same moment would both see two owners and leave none.
 */
export async function withOwnerLock<T>(
  deps: IdentityDeps,
  workspaceId: WorkspaceId,
  work: () => Promise<T>,
): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (await deps.workspaces.acquireOwnerLock(workspaceId, deps.clock(), LEASE_MS)) {
      try {
        return await work();
      } finally {
        await deps.workspaces.releaseOwnerLock(workspaceId);
      }
    }
    await Bun.sleep(PAUSE_MS);
  }
  throw new AppError("conflict", "The workspace's owners are being changed; retry in a moment.");
}
