import { useQuery } from "@tanstack/react-query";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { everyPage } from "../../api/cursor-pages.ts";

/**
 * Every tool of the workspace (all pages), one list under one key for every page that offers a
 * choice of tools (the agent's prompt, a test's tool checks and mocks); changing a tool refreshes it
 * with the rest of `toolsKey` (`["tools", ws]`).
 */
export function useWorkspaceTools(ws: string) {
  return useQuery({
    queryKey: ["tools", ws, "all"],
    queryFn: () =>
      everyPage((query) =>
        unwrap(cx.GET("/api/v1/workspaces/{workspace_id}/tools", { params: { path: { workspace_id: ws }, query } })),
      ),
  });
}
