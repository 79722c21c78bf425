import type { Schema } from "@cx/client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { everyPage } from "../../api/cursor-pages.ts";
import { usePagedQuery } from "../../ui/paged-query.ts";

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
    queryFn: () =>
      everyPage((query) =>
        unwrap(
          cx.GET("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/branches", {
            params: { path: path(ref), query },
          }),
        ),
      ),
  });
}

export function useVersions(ref: AgentRef, branchId: string) {
  return usePagedQuery({
    queryKey: keys.versions(ref, branchId),
    enabled: Boolean(branchId),
    readPage: (cursor) =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/branches/{branch_id}/versions", {
          params: { path: { ...path(ref), branch_id: branchId }, query: cursor },
        }),
      ),
  });
}

/** A branch's versions as choices, newest first, the tip marked: its id's end and when it was published. */
export function versionChoices(versions: readonly Schema<"Version">[]) {
  return versions.map((v, i) => ({
    value: v.id,
    label: `${i === 0 ? "tip · " : ""}${v.id.slice(-8)} · ${new Date(v.created_at).toLocaleString()}`,
  }));
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

/**
 * What the branch's draft edits: the saved draft's configuration when there is one, else the
 * tip's. `failure` says what could not be read, as a notice's title and error.
 */
export function useDraftConfig(ref: AgentRef, branch: Branch) {
  const draft = useDraft(ref, branch.id);
  const tip = useVersion(ref, branch.tip_version_id);
  return {
    isPending: draft.isPending || (draft.data === null && tip.isPending),
    failure: draft.isError
      ? { title: "Could not load the draft", error: draft.error }
      : tip.isError
        ? { title: "Could not load the branch's tip", error: tip.error }
        : null,
    saved: draft.data ?? null,
    config: (draft.data?.config ?? tip.data?.config ?? {}) as AgentConfig,
  };
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
