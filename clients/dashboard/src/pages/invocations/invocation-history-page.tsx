import { Anchor, Badge, Breadcrumbs, Stack, Table, Text, Title } from "@mantine/core";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Link, useParams } from "react-router";
import { useWorkspace } from "../../layout/workspace-context.ts";
import { LocalTime } from "../../ui/local-time.tsx";
import { EmptyState, ErrorNotice, LoadMore, PageLoader } from "../../ui/states.tsx";
import { percent, usd } from "./format.ts";
import {
  agentInvocationsKey,
  type Invocation,
  listBranches,
  listInvocations,
  useAgentName,
} from "./invocation-queries.ts";

const PassRateChart = lazy(() => import("./pass-rate-chart.tsx").then((m) => ({ default: m.PassRateChart })));

/** `/w/{ws}/agents/{agent_id}/invocations`: the agent's invocations, newest first, and pass rate over time per branch. */
export function InvocationHistoryPage() {
  const { workspace } = useWorkspace();
  const ws = workspace.id;
  const { agentId = "" } = useParams();
  const invocations = useInfiniteQuery({
    queryKey: agentInvocationsKey(ws, agentId),
    queryFn: ({ pageParam }) => listInvocations(ws, agentId, pageParam),
    initialPageParam: "",
    getNextPageParam: (page) => (page.has_more && page.next_cursor ? page.next_cursor : undefined),
  });
  const agentName = useAgentName(ws, agentId);
  const branches = useQuery({ queryKey: ["branches", ws, agentId], queryFn: () => listBranches(ws, agentId) });
  const names = new Map((branches.data?.items ?? []).map((b) => [b.id, b.name]));
  const branchName = (id: string) => names.get(id) ?? id;
  const all = invocations.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={`/w/${ws}/agents`} size="sm">
          Agents
        </Anchor>
        <Anchor component={Link} to={`/w/${ws}/agents/${agentId}`} size="sm">
          {agentName}
        </Anchor>
        <Text size="sm">Invocations</Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        Invocations
      </Title>
      {invocations.isPending ? (
        <PageLoader label="Loading the invocations" />
      ) : invocations.isError ? (
        <ErrorNotice
          title="Could not load the invocations"
          error={invocations.error}
          onRetry={() => invocations.refetch()}
        />
      ) : all.length === 0 ? (
        <EmptyState title="No invocations yet">Run the agent's tests to see their results here.</EmptyState>
      ) : (
        <>
          <section aria-label="Pass rate over time">
            <Title order={2} size="h4" mb="xs">
              Pass rate over time
            </Title>
            <Suspense fallback={<PageLoader label="Loading the chart" />}>
              <PassRateChart invocations={all} branchName={branchName} />
            </Suspense>
          </section>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover aria-label="Invocations">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Started</Table.Th>
                  <Table.Th>Branch</Table.Th>
                  <Table.Th>Version</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Passed</Table.Th>
                  <Table.Th>Flaky</Table.Th>
                  <Table.Th>Cost</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {all.map((invocation) => (
                  <InvocationRow
                    key={invocation.id}
                    ws={ws}
                    invocation={invocation}
                    branch={branchName(invocation.branch_id)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <LoadMore
        what="invocations"
        hasMore={Boolean(invocations.hasNextPage)}
        loading={invocations.isFetchingNextPage}
        onLoad={() => invocations.fetchNextPage()}
      />
    </Stack>
  );
}

function InvocationRow({ ws, invocation, branch }: { ws: string; invocation: Invocation; branch: string }) {
  const { counts } = invocation;
  const decided = counts.passed + counts.failed;
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/w/${ws}/invocations/${invocation.id}`} size="sm">
          <LocalTime value={invocation.created_at} />
        </Anchor>
      </Table.Td>
      <Table.Td style={{ wordBreak: "break-word" }}>{branch}</Table.Td>
      <Table.Td>
        {/* The end of the id, as the agent page shows versions; the whole id is the tooltip. */}
        <Text size="xs" ff="monospace" title={invocation.version_id}>
          {invocation.version_id.slice(-8)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge
          variant="light"
          color={invocation.status === "running" ? "blue" : invocation.status === "cancelled" ? "gray" : "green"}
        >
          {invocation.status}
        </Badge>
      </Table.Td>
      <Table.Td>
        {counts.passed}/{invocation.test_ids.length * invocation.repeat_count}
        <Text span size="xs" c="dimmed">
          {" "}
          ({percent(decided ? counts.passed / decided : null)})
        </Text>
      </Table.Td>
      <Table.Td>{invocation.flaky_count}</Table.Td>
      <Table.Td>{usd(invocation.cost_usd)}</Table.Td>
    </Table.Tr>
  );
}
