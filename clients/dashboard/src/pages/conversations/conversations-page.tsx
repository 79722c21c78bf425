import { Anchor, Badge, Group, Select, type SelectProps, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { useWorkspace } from "../../layout/workspace-context.ts";
import { formatTime, LocalTime } from "../../ui/local-time.tsx";
import { PagedList } from "../../ui/paged-list.tsx";
import { usePagedQuery } from "../../ui/paged-query.ts";
import { RecordTable, TimeCell } from "../../ui/record-table.tsx";
import { EmptyState } from "../../ui/states.tsx";
import { formatDuration } from "./duration.ts";
import { StatusBadge } from "./status-badge.tsx";

const STATUSES = ["active", "ended", "failed"];
const SOURCES = ["test_chat", "widget", "api", "channel", "agent_test"];
const FILTERS = ["agent_id", "branch_id", "status", "source"] as const;
type Filter = (typeof FILTERS)[number];

/** `/w/{ws}/conversations?agent_id=&branch_id=&status=&source=`: newest first, a page at a time. */
export function ConversationsPage() {
  const { workspace } = useWorkspace();
  const ws = workspace.id;
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(
    FILTERS.flatMap((name) => (search.get(name) ? [[name, search.get(name) as string]] : [])),
  ) as Partial<Record<Filter, string>>;
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
  const conversations = usePagedQuery({
    queryKey: ["conversations", ws, filters],
    readPage: (cursor) =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/conversations", {
          params: { path: { workspace_id: ws }, query: { ...filters, ...cursor } as never },
        }),
      ),
  });
  // A filter the API refuses (a link edited by hand) is named under its field.
  const refused = (name: string) =>
    conversations.error instanceof ApiError ? conversations.error.fieldMessage(`/${name}`) : undefined;
  /** The choice of one filter of the URL, cleared to drop it. */
  const filter = (name: Filter, props: SelectProps) => (
    <Select
      clearable
      value={filters[name] ?? null}
      onChange={(v) => setFilter(name, v)}
      error={refused(name)}
      {...props}
    />
  );
  return (
    <Stack>
      <Title order={1} size="h2">
        Conversations
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {filter("agent_id", {
          label: "Agent",
          placeholder: "All agents",
          searchable: true,
          data: (agents.data?.items ?? []).map((a) => ({ value: a.id, label: a.name })),
        })}
        {filter("branch_id", {
          label: "Branch",
          placeholder: "All branches",
          searchable: true,
          disabled: !filters.agent_id && !filters.branch_id,
          description: filters.agent_id ? undefined : "Choose an agent first",
          data: branchOptions,
        })}
        {filter("status", { label: "Status", placeholder: "Any status", data: STATUSES })}
        {filter("source", { label: "Source", placeholder: "Any source", data: SOURCES })}
      </SimpleGrid>
      <PagedList
        query={conversations}
        what="conversations"
        empty={
          <EmptyState title="No conversations">
            {Object.keys(filters).length ? "No conversation matches these filters." : "Talk to an agent to start one."}
          </EmptyState>
        }
      >
        <RecordTable
          label="Conversations"
          striped={false}
          verticalSpacing="xs"
          columns={[
            { title: "Conversation" },
            { title: "Status", w: 110 },
            { title: "Source", w: 100, visibleFrom: "md" },
            { title: "Turns", w: 70, visibleFrom: "md" },
            { title: "Duration", w: 110, visibleFrom: "md" },
            { title: "Cost", w: 100, visibleFrom: "md" },
            { title: "Started", w: 190, visibleFrom: "sm" },
          ]}
        >
          {(conversations.data ?? []).map((c) => (
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
              <TimeCell value={c.started_at} visibleFrom="sm" dimmed={false} />
            </Table.Tr>
          ))}
        </RecordTable>
      </PagedList>
    </Stack>
  );
}
