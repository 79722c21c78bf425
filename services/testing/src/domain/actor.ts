import type { Role } from "@cx/http-kit";
import type { WorkspaceId } from "./ids.ts";

/** Who acts, in which workspace, with which workspace role: what every use case receives. */
export interface Actor {
  userId: string;
  workspaceId: WorkspaceId;
  role: Role;
}
