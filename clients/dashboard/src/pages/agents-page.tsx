import { Anchor, Button, Modal, Stack, Table, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { unwrap } from "../api/api-error.ts";
import { cx } from "../api/client.ts";
import { useWorkspace } from "../layout/workspace-context.ts";
import { DialogForm } from "../ui/dialog-form.tsx";
import { formErrors } from "../ui/form-errors.ts";
import { NameSearch } from "../ui/name-search.tsx";
import { PageTitle } from "../ui/page-title.tsx";
import { PagedList } from "../ui/paged-list.tsx";
import { usePagedQuery } from "../ui/paged-query.ts";
import { RecordTable, TimeCell } from "../ui/record-table.tsx";
import { EmptyState } from "../ui/states.tsx";

export const agentsKey = (ws: string) => ["agents", ws] as const;

/** `/w/{ws}/agents`: the workspace's agents, newest first, a page at a time; search; create. */
export function AgentsPage() {
  const { workspace } = useWorkspace();
  const ws = workspace.id;
  const [search, setSearch] = useState("");
  const [creating, { open, close }] = useDisclosure(false);
  const agents = usePagedQuery({
    queryKey: agentsKey(ws),
    readPage: (query) =>
      unwrap(cx.GET("/api/v1/workspaces/{workspace_id}/agents", { params: { path: { workspace_id: ws }, query } })),
  });
  const all = agents.data ?? [];
  const needle = search.trim().toLowerCase();
  const shown = needle ? all.filter((agent) => agent.name.toLowerCase().includes(needle)) : all;
  return (
    <Stack>
      <PageTitle title="Agents" actions={<Button onClick={open}>Create agent</Button>} />
      <NameSearch label="Search agents" value={search} onChange={setSearch} maw={420} />
      <PagedList
        query={agents}
        what="agents"
        empty={<EmptyState title="No agents yet">Create the workspace's first agent to start.</EmptyState>}
      >
        {shown.length === 0 ? (
          <EmptyState title="No agent matches">
            No loaded agent's name contains “{search}”{agents.hasNextPage ? "; load more to search further" : ""}.
          </EmptyState>
        ) : (
          <RecordTable
            label="Agents"
            layout="auto"
            highlightOnHover
            columns={[{ title: "Name" }, { title: "Created" }]}
          >
            {shown.map((agent) => (
              <Table.Tr key={agent.id}>
                <Table.Td style={{ wordBreak: "break-word" }}>
                  <Anchor component={Link} to={`/w/${ws}/agents/${agent.id}`} fw={500}>
                    {agent.name}
                  </Anchor>
                </Table.Td>
                <TimeCell value={agent.created_at} />
              </Table.Tr>
            ))}
          </RecordTable>
        )}
      </PagedList>
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
  const { at, notice } = formErrors(create.error, ["/name"]);
  return (
    <DialogForm
      error={notice}
      errorTitle="Could not create the agent"
      submitLabel="Create"
      pending={create.isPending}
      onSubmit={() => create.mutate()}
      onCancel={onCancel}
    >
      <TextInput
        label="Name"
        required
        withAsterisk={false}
        data-autofocus
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={at("/name")}
      />
    </DialogForm>
  );
}
