import type { components } from "@cx/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";

export type Invocation = components["schemas"]["Invocation"];
export type RunSummary = components["schemas"]["TestRunSummary"];
export type RunStatus = components["schemas"]["TestRunStatus"];
export type Comparison = components["schemas"]["InvocationComparison"];
export type ComparisonEntry = components["schemas"]["ComparisonEntry"];

export const invocationKey = (ws: string, id: string) => ["invocation", ws, id] as const;
export const agentInvocationsKey = (ws: string, agentId: string) => ["agent-invocations", ws, agentId] as const;

export function getInvocation(ws: string, id: string): Promise<Invocation> {
  return unwrap(
    cx.GET("/api/v1/workspaces/{workspace_id}/test-invocations/{invocation_id}", {
      params: { path: { workspace_id: ws, invocation_id: id } },
    }),
  );
}

/** An invocation compared with its baseline (`previous` for the one before), test by test. */
export const comparisonQuery = (ws: string, id: string, baselineId: string) =>
  queryOptions({
    queryKey: ["comparison", ws, id, baselineId],
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/test-invocations/{invocation_id}/compare", {
          params: { path: { workspace_id: ws, invocation_id: id }, query: { baseline: baselineId } },
        }),
      ),
  });

/** One page of an agent's invocations, newest first. */
export function listInvocations(ws: string, agentId: string, cursor: string) {
  return unwrap(
    cx.GET("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/test-invocations", {
      params: { path: { workspace_id: ws, agent_id: agentId }, query: cursor ? { cursor } : {} },
    }),
  );
}

export function listBranches(ws: string, agentId: string) {
  return unwrap(
    cx.GET("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/branches", {
      params: { path: { workspace_id: ws, agent_id: agentId } },
    }),
  );
}

export const TERMINAL: ReadonlySet<RunStatus> = new Set(["passed", "failed", "interrupted"]);

/** The agent's name for the breadcrumbs, read under the agent page's key so that either fills the other's cache. */
export function useAgentName(ws: string, agentId: string): string {
  const agent = useQuery({
    queryKey: ["agent", ws, agentId],
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/agents/{agent_id}", {
          params: { path: { workspace_id: ws, agent_id: agentId } },
        }),
      ),
  });
  return agent.data?.name ?? "Agent";
}
