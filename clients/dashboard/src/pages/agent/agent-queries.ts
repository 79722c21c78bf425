import type { Schema } from "@cx/client";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";

export type Branch = Schema<"Branch">;
export type Draft = Schema<"Draft">;
export type AgentConfig = Schema<"AgentConfig">;

/** The ids every query of the agent page is keyed by. */
export interface AgentRef {
  ws: string;
  agentId: string;
}

const path = ({ ws, agentId }: AgentRef) => ({ workspace_id: ws, agent_id: agentId });

export const keys = {
  agent: (ref: AgentRef) => ["agent", ref.ws, ref.agentId] as const,
  branches: (ref: AgentRef) => ["agent", ref.ws, ref.agentId, "branches"] as const,
  versions: (ref: AgentRef, branchId: string) => ["agent", ref.ws, ref.agentId, "versions", branchId] as const,
  version: (ref: AgentRef, versionId: string) => ["agent", ref.ws, ref.agentId, "version", versionId] as const,
  draft: (ref: AgentRef, branchId: string) => ["agent", ref.ws, ref.agentId, "draft", branchId] as const,
  deployment: (ref: AgentRef) => ["agent", ref.ws, ref.agentId, "deployment"] as const,
};

export function useAgent(ref: AgentRef) {
  return useQuery({
    queryKey: keys.agent(ref),
    queryFn: () =>
      unwrap(cx.GET("/api/v1/workspaces/{workspace_id}/agents/{agent_id}", { params: { path: path(ref) } })),
  });
}

/** Every branch of the agent (all pages: an agent has few). */
export function useBranches(ref: AgentRef) {
  return useQuery({
    queryKey: keys.branches(ref),
    queryFn: async () => {
      const all: Branch[] = [];
      let cursor: string | undefined;
      do {
        const page = await unwrap(
          cx.GET("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/branches", {
            params: { path: path(ref), query: { page_size: "100", ...(cursor ? { cursor } : {}) } },
          }),
        );
        all.push(...page.items);
        cursor = page.has_more && page.next_cursor ? page.next_cursor : undefined;
      } while (cursor);
      return all;
    },
  });
}

export function useVersions(ref: AgentRef, branchId: string) {
  return useInfiniteQuery({
    queryKey: keys.versions(ref, branchId),
    enabled: Boolean(branchId),
    queryFn: ({ pageParam }) =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/branches/{branch_id}/versions", {
          params: { path: { ...path(ref), branch_id: branchId }, query: pageParam ? { cursor: pageParam } : {} },
        }),
      ),
    initialPageParam: "",
    getNextPageParam: (page) => (page.has_more && page.next_cursor ? page.next_cursor : undefined),
  });
}

export function useVersion(ref: AgentRef, versionId: string | null | undefined) {
  return useQuery({
    queryKey: keys.version(ref, versionId ?? ""),
    enabled: Boolean(versionId),
    staleTime: Number.POSITIVE_INFINITY, // versions are immutable
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/versions/{version_id}", {
          params: { path: { ...path(ref), version_id: versionId ?? "" } },
        }),
      ),
  });
}

/** The branch's saved draft, or null when it has none. */
export function useDraft(ref: AgentRef, branchId: string) {
  return useQuery({
    queryKey: keys.draft(ref, branchId),
    enabled: Boolean(branchId),
    queryFn: async (): Promise<Draft | null> => {
      try {
        return await unwrap(
          cx.GET("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/draft", {
            params: { path: path(ref), query: { branch_id: branchId } },
          }),
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useDeployment(ref: AgentRef) {
  return useQuery({
    queryKey: keys.deployment(ref),
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/deployments", { params: { path: path(ref) } }),
      ),
  });
}

/** After a write that moves branches, drafts or versions: read the agent's state again. */
export function useRefreshAgent(ref: AgentRef) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.agent(ref) });
}

export { path as agentPath };
