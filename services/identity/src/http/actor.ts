import type { WorkspaceActor } from "@cx/contracts";
import type { Actor } from "../app/actor.ts";
import { asUserId } from "../domain/ids.ts";

/** The guard's actor as identity's use cases name it (the user id branded). */
export function actorOf(actor: WorkspaceActor): Actor {
  return { userId: asUserId(actor.userId), role: actor.role };
}
