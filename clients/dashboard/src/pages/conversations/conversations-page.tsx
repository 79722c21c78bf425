import { Anchor, Badge, Group, Select, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { useWorkspace } from "../../layout/workspace-context.ts";
import { ListStates } from "../../ui/list-states.tsx";
import { formatTime, LocalTime } from "../../ui/local-time.tsx";
import { EmptyState, LoadMore } from "../../ui/states.tsx";
import { formatDuration } from "./duration.ts";
import { StatusBadge } from "./status-badge.tsx";

const STATUSES = ["active", "ended", "failed"];
const SOURCES = ["test_chat", "widget", "api", "channel", "agent_test"];
const FILTERS = ["agent_id", "branch_id", "status", "source"] as const;

/** `/w/{ws}/conversations?agent_id=&branch_id=&status=&source=`: newest first, a page at a time. */
export function ConversationsPage() {
  const { workspace } = useWorkspace();
  const ws = workspace.id;
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(
    FILTERS.flatMap((name) => (search.get(name) ? [[name, search.get(name) as string]] : [])),
  ) as Partial<Record<(typeof FILTERS)[number], string>>;
  const setFilter = (name: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    // A branch belongs to one agent: another agent's filter drops it.
    if (name === "agent_id") next.delete("branch_id");
    setSearch(next, { replace: true });
  };
  const agents = useQuery({
    queryKey: ["agents", ws, "for-filters"],
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/agents", {
          params: { path: { workspace_id: ws }, query: { page_size: "100" } },
        }),
      ),
  });
  const branches = useQuery({
    queryKey: ["agent", ws, filters.agent_id ?? "", "branches", "for-filters"],
    enabled: Boolean(filters.agent_id),
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/branches", {
          params: { path: { workspace_id: ws, agent_id: filters.agent_id ?? "" }, query: { page_size: "100" } },
        }),
      ),
  });
  const branchOptions = [
    ...(branches.data?.items ?? []).map((b) => ({ value: b.id, label: b.name })),
    // A branch in the URL that the list does not hold (another agent's, or none chosen) stays selectable.
    ...(filters.branch_id && !branches.data?.items.some((b) => b.id === filters.branch_id)
      ? [{ value: filters.branch_id, label: filters.branch_id }]
      : []),
  ];
  const conversations = useInfiniteQuery({
    queryKey: ["conversations", ws, filters],
    queryFn: ({ pageParam }) =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/conversations", {
          params: {
            path: { workspace_id: ws },
            query: { ...filters, ...(pageParam ? { cursor: pageParam } : {}) } as never,
          },
        }),
      ),
    initialPageParam: "",
    getNextPageParam: (page) => (page.has_more && page.next_cursor ? page.next_cursor : undefined),
  });
  const all = conversations.data?.pages.flatMap((p) => p.items) ?? [];
  // A filter the API refuses (a link edited by hand) is named under its field.
  const refused = (name: string) =>
    conversations.error instanceof ApiError ? conversations.error.fieldMessage(`/${name}`) : undefined;
  return (
    <Stack>
      <Title order={1} size="h2">
        Conversations
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Select
          label="Agent"
          placeholder="All agents"
          clearable
          searchable
          data={(agents.data?.items ?? []).map((a) => ({ value: a.id, label: a.name }))}
          value={filters.agent_id ?? null}
          onChange={(v) => setFilter("agent_id", v)}
          error={refused("agent_id")}
        />
        <Select
          label="Branch"
          placeholder="All branches"
          clearable
          searchable
          disabled={!filters.agent_id && !filters.branch_id}
          description={filters.agent_id ? undefined : "Choose an agent first"}
          data={branchOptions}
          value={filters.branch_id ?? null}
          onChange={(v) => setFilter("branch_id", v)}
          error={refused("branch_id")}
        />
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={STATUSES}
          value={filters.status ?? null}
          onChange={(v) => setFilter("status", v)}
          error={refused("status")}
        />
        <Select
          label="Source"
          placeholder="Any source"
          clearable
          data={SOURCES}
          value={filters.source ?? null}
          onChange={(v) => setFilter("source", v)}
          error={refused("source")}
        />
      </SimpleGrid>
      <ListStates
        query={conversations}
        loading="Loading conversations"
        errorTitle="Could not load the conversations"
        empty={
          all.length === 0 ? (
            <EmptyState title="No conversations">
              {Object.keys(filters).length
                ? "No conversation matches these filters."
                : "Talk to an agent to start one."}
            </EmptyState>
          ) : null
        }
      >
        <Table aria-label="Conversations" verticalSpacing="xs" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Conversation</Table.Th>
              <Table.Th w={110}>Status</Table.Th>
              <Table.Th w={100} visibleFrom="md">
                Source
              </Table.Th>
              <Table.Th w={70} visibleFrom="md">
                Turns
              </Table.Th>
              <Table.Th w={110} visibleFrom="md">
                Duration
              </Table.Th>
              <Table.Th w={100} visibleFrom="md">
                Cost
              </Table.Th>
              <Table.Th w={190} visibleFrom="sm">
                Started
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {all.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td style={{ overflowWrap: "anywhere" }}>
                  <Anchor component={Link} to={`/w/${ws}/conversations/${c.id}`} fw={500} size="sm">
                    {c.title ?? `Conversation of ${formatTime(c.started_at)}`}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {c.agent_name} · {c.branch_name}
                  </Text>
                  {/* The columns a phone has no room for, in one line. */}
                  <Text size="xs" c="dimmed" hiddenFrom="md">
                    {c.source} · {c.turn_count} turns · {formatDuration(c.duration_seconds)} · ${c.cost_usd}
                  </Text>
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    <LocalTime value={c.started_at} />
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <StatusBadge status={c.status} />
                    {c.is_draft_run ? (
                      <Badge variant="outline" color="gray" size="sm">
                        draft
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td visibleFrom="md">
                  <Text size="sm">{c.source}</Text>
                </Table.Td>
                <Table.Td visibleFrom="md">
                  <Text size="sm">{c.turn_count}</Text>
                </Table.Td>
                <Table.Td visibleFrom="md">
                  <Text size="sm">{formatDuration(c.duration_seconds)}</Text>
                </Table.Td>
                <Table.Td visibleFrom="md">
                  <Text size="sm">${c.cost_usd}</Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="sm">
                    <LocalTime value={c.started_at} />
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ListStates>
      <LoadMore
        what="conversations"
        hasMore={Boolean(conversations.hasNextPage)}
        loading={conversations.isFetchingNextPage}
        onLoad={() => conversations.fetchNextPage()}
      />
    </Stack>
  );
}
