import type { Schema } from "@cx/client";
import { Badge, Group, Table, Text } from "@mantine/core";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { MorePages } from "../../ui/paged-list.tsx";
import { usePagedQuery } from "../../ui/paged-query.ts";
import { RecordTable, TimeCell } from "../../ui/record-table.tsx";
import { EmptyState, ErrorNotice, PageLoader } from "../../ui/states.tsx";
import { TitledSection } from "../../ui/titled-section.tsx";
import { type AgentRef, agentPath, type Branch } from "./agent-queries.ts";

type Entry = Schema<"DeploymentHistoryEntry">;

export const historyKey = (ref: AgentRef) => ["agent", ref.ws, ref.agentId, "deployment-history"] as const;

const REASONS: Record<Entry["reason"], { label: string; color: string }> = {
  created: { label: "Created", color: "gray" },
  manual: { label: "Deployed", color: "blue" },
  auto_rollback: { label: "Rolled back", color: "red" },
};

/** Every deployment of the agent, newest first: who made it, why, and what a rollback moved. */
export function DeploymentHistory({ agentRef, branches }: { agentRef: AgentRef; branches: Branch[] }) {
  const history = usePagedQuery({
    queryKey: historyKey(agentRef),
    readPage: (cursor) =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/deployments/history", {
          params: { path: agentPath(agentRef), query: cursor },
        }),
      ),
  });
  const nameOf = (id: string) => branches.find((b) => b.id === id)?.name ?? id;
  const all = history.data ?? [];
  return (
    <TitledSection headingId="deployment-history-heading" title="Deployment history" order={3} size="h5" gap="xs">
      {history.isPending ? (
        <PageLoader label="Loading the deployment history" />
      ) : history.isError ? (
        <ErrorNotice title="Could not load the deployment history" error={history.error} />
      ) : all.length === 0 ? (
        <EmptyState title="No deployments yet" />
      ) : (
        <RecordTable
          label="Deployment history"
          columns={[{ title: "Change", w: 120 }, { title: "Split" }, { title: "When", w: 170, visibleFrom: "sm" }]}
        >
          {all.map((entry) => {
            const reason = REASONS[entry.reason];
            return (
              <Table.Tr key={entry.deployment_id}>
                <Table.Td>
                  <Group gap={4}>
                    <Badge color={reason.color} variant="light">
                      {reason.label}
                    </Badge>
                    {entry.forced ? (
                      <Badge color="orange" variant="outline">
                        Forced
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td style={{ wordBreak: "break-word" }}>
                  <Text size="sm">
                    {entry.distribution
                      .filter((a) => a.basis_points > 0)
                      .map((a) => `${nameOf(a.branch_id)} ${a.percentage}%`)
                      .join(", ")}
                  </Text>
                  {entry.rollback ? (
                    <Text size="xs" c="red.8">
                      {nameOf(entry.rollback.branch_id)} moved to {nameOf(entry.rollback.to_branch_id)}:{" "}
                      {Math.round(entry.rollback.failure_rate * 100)}% of its last {entry.rollback.conversations}{" "}
                      conversations failed.
                    </Text>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {entry.created_by.type === "system" ? "By the platform" : "By a user"}
                    {entry.evidence.length
                      ? ` · tested: ${entry.evidence.map((e) => nameOf(e.branch_id)).join(", ")}`
                      : ""}
                  </Text>
                </Table.Td>
                <TimeCell value={entry.created_at} visibleFrom="sm" />
              </Table.Tr>
            );
          })}
        </RecordTable>
      )}
      <MorePages query={history} what="deployments" />
    </TitledSection>
  );
}
