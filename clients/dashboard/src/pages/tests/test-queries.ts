import type { Schema } from "@cx/client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { everyPage } from "../../api/cursor-pages.ts";
import { usePagedQuery } from "../../ui/paged-query.ts";

export type AgentTest = Schema<"AgentTest">;
export type TestFolder = Schema<"AgentTestFolder">;
export type LibraryItem = Schema<"AgentTestListItem">;
export type TestType = Schema<"AgentTestType">;
export type LibraryItemType = Schema<"AgentTestListType">;
export type TestHistory = Schema<"TestHistory">;

export const TEST_TYPE_LABELS: Record<TestType, string> = {
  next_reply: "Next reply",
  tool_invocation: "Tool invocation",
  simulation: "Simulation",
};

export type SortMode = "default" | "folders_first";
export type SharingMode = "all" | "shared_with_me" | "created_by_me";

/** What the list shows: the list operation's own query parameters. */
export interface LibraryFilter {
  folderId: string | null;
  search: string;
  types: LibraryItemType[];
  sort: SortMode;
  sharing: SharingMode;
}

export const testKeys = {
  all: (ws: string) => ["tests", ws] as const,
  list: (ws: string, filter: LibraryFilter) => ["tests", ws, "list", filter] as const,
  allFolders: (ws: string) => ["tests", ws, "all-folders"] as const,
  folder: (ws: string, id: string) => ["tests", ws, "folder", id] as const,
  test: (ws: string, id: string) => ["tests", ws, "test", id] as const,
  history: (ws: string, id: string) => ["tests", ws, "history", id] as const,
};

export function isFolder(item: LibraryItem): item is TestFolder {
  return item.entity_type === "folder";
}

/** Everything of the workspace's library is read again after a change. */
export function useRefreshTests(ws: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: testKeys.all(ws) });
}

/**
 * The items of a folder (the root when null), a page at a time. A search looks through the whole
 * library rather than one folder, as people expect of a search box.
 */
export function useLibrary(ws: string, filter: LibraryFilter) {
  const search = filter.search.trim();
  return usePagedQuery({
    queryKey: testKeys.list(ws, { ...filter, search }),
    readPage: (cursor) =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/agent-tests", {
          params: {
            path: { workspace_id: ws },
            query: {
              ...(search ? { search } : { parent_folder_id: filter.folderId ?? "root" }),
              ...(filter.types.length ? { "types[]": filter.types } : {}),
              sort_mode: filter.sort,
              sharing_mode: filter.sharing,
              ...cursor,
            },
          },
        }),
      ),
  });
}

/** One folder, with its breadcrumbs from the root to its parent. */
export function useTestFolder(ws: string, folderId: string | null) {
  return useQuery({
    queryKey: testKeys.folder(ws, folderId ?? "root"),
    enabled: folderId !== null,
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/agent-test-folders/{folder_id}", {
          params: { path: { workspace_id: ws, folder_id: folderId ?? "" } },
        }),
      ),
  });
}

/** Every item of the library's listing for `filter`, every page read. */
export function wholeLibrary(
  ws: string,
  filter: { "types[]"?: "folder"[]; parent_folder_id?: string; sort_mode?: SortMode },
): Promise<LibraryItem[]> {
  return everyPage((page) =>
    unwrap(
      cx.GET("/api/v1/workspaces/{workspace_id}/agent-tests", {
        params: { path: { workspace_id: ws }, query: { ...filter, ...page } },
      }),
    ),
  );
}

/** Every folder of the library, every page read: the places an item can move to. */
export function useAllTestFolders(ws: string, enabled: boolean) {
  return useQuery({
    queryKey: testKeys.allFolders(ws),
    enabled,
    queryFn: async () => (await wholeLibrary(ws, { "types[]": ["folder"] })).filter(isFolder),
  });
}

/** Every test under a folder, however deep, every page read: what "run this folder" runs. */
export async function testsUnder(ws: string, folderId: string): Promise<AgentTest[]> {
  const tests: AgentTest[] = [];
  const pending = [folderId];
  while (pending.length > 0) {
    const parent = pending.shift() as string;
    for (const item of await wholeLibrary(ws, { parent_folder_id: parent })) {
      if (isFolder(item)) pending.push(item.id);
      else tests.push(item);
    }
  }
  return tests;
}

export function useTest(ws: string, testId: string | null) {
  return useQuery({
    queryKey: testKeys.test(ws, testId ?? ""),
    enabled: testId !== null,
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/agent-tests/{test_id}", {
          params: { path: { workspace_id: ws, test_id: testId ?? "" } },
        }),
      ),
  });
}

export function useTestHistory(ws: string, testId: string) {
  return useQuery({
    queryKey: testKeys.history(ws, testId),
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/agent-tests/{test_id}/history", {
          params: { path: { workspace_id: ws, test_id: testId }, query: { limit: "30" } },
        }),
      ),
  });
}

/** Every agent of the workspace (all pages): who a test is written for and who runs it. */
export function useAllAgents(ws: string) {
  return useQuery({
    queryKey: ["agents", ws, "all"],
    queryFn: () =>
      everyPage((query) =>
        unwrap(cx.GET("/api/v1/workspaces/{workspace_id}/agents", { params: { path: { workspace_id: ws }, query } })),
      ),
  });
}

/** The branches of the agent chosen to run tests against (all pages: an agent has few). */
export function useAgentBranches(ws: string, agentId: string | null) {
  return useQuery({
    queryKey: ["agent", ws, agentId ?? "", "branches"],
    enabled: Boolean(agentId),
    queryFn: () =>
      everyPage((query) =>
        unwrap(
          cx.GET("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/branches", {
            params: { path: { workspace_id: ws, agent_id: agentId ?? "" }, query },
          }),
        ),
      ),
  });
}
