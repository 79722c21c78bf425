/**
 * What a delivery carries in `data` (extension spec part 11): the resource the event is about, as
 * its owner's route answers it, read when the event is fanned out.
 */

/** Which resource an event is about. */
export type ResourceRef =
  | { kind: "conversation"; conversationId: string }
  | { kind: "invocation"; invocationId: string }
  | { kind: "deployment"; agentId: string; deploymentId: string };

/** The id a delivery is filed under: what a resource's removal purges by. */
export function resourceIdOf(ref: ResourceRef): string {
  switch (ref.kind) {
    case "conversation":
      return ref.conversationId;
    case "invocation":
      return ref.invocationId;
    case "deployment":
      return ref.deploymentId;
  }
}

/**
 * The services that own the resources, asked for one of a workspace. Null when it is not there
 * (removed since the event, or never the workspace's); throws when its owner does not answer, so
 * that the event is taken again later rather than delivered without its resource.
 */
export interface ResourceReader {
  read(workspaceId: string, ref: ResourceRef): Promise<Record<string, unknown> | null>;
}
