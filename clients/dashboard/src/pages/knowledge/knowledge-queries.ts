import type { Schema } from "@cx/client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { everyPage } from "../../api/cursor-pages.ts";
import { usePagedQuery } from "../../ui/paged-query.ts";

export type KnowledgeDocument = Schema<"KnowledgeDocument">;
export type KnowledgeFolder = Schema<"KnowledgeFolder">;

/** How often a list or a document is read again while something in it is still being indexed. */
const INDEXING_POLL_MS = 1000;

export const knowledgeKeys = {
  all: (ws: string) => ["knowledge", ws] as const,
  documents: (ws: string, folderId: string | null) => ["knowledge", ws, "documents", folderId ?? "root"] as const,
  folders: (ws: string, parentId: string | null) => ["knowledge", ws, "folders", parentId ?? "root"] as const,
  allFolders: (ws: string) => ["knowledge", ws, "all-folders"] as const,
  path: (ws: string, folderId: string) => ["knowledge", ws, "path", folderId] as const,
  document: (ws: string, id: string) => ["knowledge", ws, "document", id] as const,
  content: (ws: string, id: string) => ["knowledge", ws, "content", id] as const,
};

export function isIndexing(status: KnowledgeDocument["status"]): boolean {
  return status === "pending" || status === "indexing";
}

/** Everything under the workspace's knowledge is read again after a change. */
export function useRefreshKnowledge(ws: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all(ws) });
}

/** The documents directly in a folder, read again every second while any is pending or indexing. */
export function useDocuments(ws: string, folderId: string | null) {
  return usePagedQuery({
    queryKey: knowledgeKeys.documents(ws, folderId),
    readPage: (cursor) =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/knowledge", {
          params: { path: { workspace_id: ws }, query: { folder_id: folderId ?? "root", ...cursor } },
        }),
      ),
    refetchInterval: (documents) => (documents.some((doc) => isIndexing(doc.status)) ? INDEXING_POLL_MS : false),
  });
}

/** The folders directly in a folder (the root when null). */
export function useFolders(ws: string, parentId: string | null) {
  return usePagedQuery({
    queryKey: knowledgeKeys.folders(ws, parentId),
    readPage: (cursor) =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/knowledge/folders", {
          params: { path: { workspace_id: ws }, query: { parent_folder_id: parentId ?? "root", ...cursor } },
        }),
      ),
  });
}

/** Every folder of the workspace, every page read: the places a folder can move to. */
export function useAllFolders(ws: string, enabled: boolean) {
  return useQuery({
    queryKey: knowledgeKeys.allFolders(ws),
    enabled,
    queryFn: () =>
      everyPage((query) =>
        unwrap(
          cx.GET("/api/v1/workspaces/{workspace_id}/knowledge/folders", {
            params: { path: { workspace_id: ws }, query },
          }),
        ),
      ),
  });
}

/** The folders from the root down to `folderId`, for the breadcrumbs. */
export function useFolderPath(ws: string, folderId: string | null) {
  return useQuery({
    queryKey: knowledgeKeys.path(ws, folderId ?? "root"),
    enabled: folderId !== null,
    queryFn: async () => {
      const path: KnowledgeFolder[] = [];
      let next: string | null = folderId;
      // Folders nest at most 20 levels deep; the bound also stops a cycle the API should never have.
      while (next && path.length < 32) {
        const folder: KnowledgeFolder = await unwrap(
          cx.GET("/api/v1/workspaces/{workspace_id}/knowledge/folders/{folder_id}", {
            params: { path: { workspace_id: ws, folder_id: next } },
          }),
        );
        path.unshift(folder);
        next = folder.parent_folder_id;
      }
      return path;
    },
  });
}

/** A size in bytes as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
