import type { CatalogTool, ToolCatalog } from "@cx/agent-runtime";
import type { WorkspaceId } from "@cx/ids";
import type { AgentReadModel } from "./agent-read-model.ts";

/**
 * The agent runtime's tools of one workspace, as this read model keeps them: header values never
 * leave the agents service, and a tool deleted since a version named it comes back marked deleted
 * (part 7: still offered to that version, unavailable when called).
 */
export function toolCatalog(readModel: AgentReadModel, workspaceId: WorkspaceId): ToolCatalog {
  return {
    async tools(ids) {
      const found = await readModel.toolsAmong(workspaceId, ids, { withDeleted: true });
      return new Map(
        found.map((view): [string, CatalogTool] => [
          view._id,
          {
            id: view._id,
            name: view.name,
            description: view.description,
            type: view.type,
            parameters: view.parameters,
            deleted: view.deleted,
          },
        ]),
      );
    },
  };
}
