import type { WorkspaceActor } from "@cx/contracts";

/** Who acts, in which workspace, with which workspace role: what every use case receives. */
export type Actor = WorkspaceActor;
