import { Anchor, Button, Group, Modal, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError, unwrap } from "../api/api-error.ts";
import { cx } from "../api/client.ts";
import { useWorkspace } from "../layout/workspace-context.ts";
import { ListStates } from "../ui/list-states.tsx";
import { LocalTime } from "../ui/local-time.tsx";
import { EmptyState, ErrorNotice, LoadMore } from "../ui/states.tsx";

export const agentsKey = (ws: string) => ["agents", ws] as const;

/** `/w/{ws}/agents`: the workspace's agents, newest first, a page at a time; search; create. */
export function AgentsPage() {
  const { workspace } = useWorkspace();
  const ws = workspace.id;
  const [search, setSearch] = useState("");
  const [creating, { open, close }] = useDisclosure(false);
  const agents = useInfiniteQuery({
    queryKey: agentsKey(ws),
    queryFn: ({ pageParam }) =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/agents", {
          params: { path: { workspace_id: ws }, query: pageParam ? { cursor: pageParam } : {} },
        }),
      ),
    initialPageParam: "",
    getNextPageParam: (page) => (page.has_more && page.next_cursor ? page.next_cursor : undefined),
  });
  const all = agents.data?.pages.flatMap((page) => page.items) ?? [];
  const needle = search.trim().toLowerCase();
  const shown = needle ? all.filter((agent) => agent.name.toLowerCase().includes(needle)) : all;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Agents
        </Title>
        <Button onClick={open}>Create agent</Button>
      </Group>
      <TextInput
        label="Search agents"
        placeholder="Name contains…"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      <ListStates
        query={agents}
        loading="Loading agents"
        errorTitle="Could not load the agents"
        empty={
          all.length === 0 ? (
            <EmptyState title="No agents yet">Create the workspace's first agent to start.</EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState title="No agent matches">
              No loaded agent's name contains “{search}”{agents.hasNextPage ? "; load more to search further" : ""}.
            </EmptyState>
          ) : null
        }
      >
        <Table striped highlightOnHover aria-label="Agents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Created</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((agent) => (
              <Table.Tr key={agent.id}>
                <Table.Td style={{ wordBreak: "break-word" }}>
                  <Anchor component={Link} to={`/w/${ws}/agents/${agent.id}`} fw={500}>
                    {agent.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    <LocalTime value={agent.created_at} />
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ListStates>
      <LoadMore
        what="agents"
        hasMore={Boolean(agents.hasNextPage)}
        loading={agents.isFetchingNextPage}
        onLoad={() => agents.fetchNextPage()}
      />
      <Modal opened={creating} onClose={close} title="Create an agent" closeButtonProps={{ "aria-label": "Close" }}>
        <CreateAgentForm ws={ws} onCancel={close} />
      </Modal>
    </Stack>
  );
}

function CreateAgentForm({ ws, onCancel }: { ws: string; onCancel: () => void }) {
  const [name, setName] = useState("");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () =>
      unwrap(
        cx.POST("/api/v1/workspaces/{workspace_id}/agents", { params: { path: { workspace_id: ws } }, body: { name } }),
      ),
    onSuccess: (agent) => {
      queryClient.invalidateQueries({ queryKey: agentsKey(ws) });
      navigate(`/w/${ws}/agents/${agent.id}`);
    },
  });
  const error = create.error instanceof ApiError ? create.error : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {create.error && !error?.fieldMessage("/name") ? (
          <ErrorNotice title="Could not create the agent" error={create.error} />
        ) : null}
        <TextInput
          label="Name"
          required
          withAsterisk={false}
          data-autofocus
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error?.fieldMessage("/name")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
