import { Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { RecordTable } from "../../ui/record-table.tsx";
import { ErrorNotice } from "../../ui/states.tsx";
import {
  type AgentRef,
  agentPath,
  type Branch,
  useRefreshAgent,
  useVersions,
  versionChoices,
} from "./agent-queries.ts";
import { PanelForm } from "./panel-form.tsx";

const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)}%`;

/** The agent's branches: which is selected, create one from a version, archive and restore. */
export function BranchesPanel({
  agentRef,
  branches,
  selected,
  onSelect,
}: {
  agentRef: AgentRef;
  branches: Branch[];
  selected: Branch;
  onSelect: (branchId: string) => void;
}) {
  const refresh = useRefreshAgent(agentRef);
  const archive = useMutation({
    mutationFn: (branch: Branch) =>
      unwrap(
        cx.PATCH("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/branches/{branch_id}", {
          params: { path: { ...agentPath(agentRef), branch_id: branch.id } },
          body: { is_archived: !branch.is_archived },
        }),
      ),
    onSuccess: () => refresh(),
  });
  return (
    <Stack>
      <Title order={2} size="h3">
        Branches
      </Title>
      {archive.error ? <ErrorNotice title="Could not change the branch" error={archive.error} /> : null}
      <RecordTable
        label="Branches"
        layout="auto"
        striped={false}
        verticalSpacing="xs"
        columns={[{ title: "Branch" }, { title: "Traffic" }, { title: "Actions" }]}
      >
        {branches.map((branch) => (
          <Table.Tr key={branch.id} bg={branch.id === selected.id ? "var(--mantine-color-indigo-0)" : undefined}>
            <Table.Td style={{ wordBreak: "break-word" }}>
              <Text fw={500} size="sm">
                {branch.name}
              </Text>
              <Group gap={4}>
                {branch.is_archived ? (
                  <Badge color="gray" variant="light" size="sm">
                    archived
                  </Badge>
                ) : null}
                {branch.draft_exists ? (
                  <Badge color="yellow" variant="light" size="sm">
                    draft
                  </Badge>
                ) : null}
              </Group>
            </Table.Td>
            <Table.Td>{percent(branch.live_basis_points)}</Table.Td>
            <Table.Td>
              <Group gap="xs">
                <Button
                  size="compact-sm"
                  variant={branch.id === selected.id ? "filled" : "default"}
                  onClick={() => onSelect(branch.id)}
                  aria-label={`Open branch ${branch.name}`}
                  aria-pressed={branch.id === selected.id}
                >
                  Open
                </Button>
                {branch.name === "main" ? null : (
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={archive.isPending && archive.variables?.id === branch.id}
                    onClick={() => archive.mutate(branch)}
                    aria-label={`${branch.is_archived ? "Restore" : "Archive"} branch ${branch.name}`}
                  >
                    {branch.is_archived ? "Restore" : "Archive"}
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </RecordTable>
      <CreateBranchForm agentRef={agentRef} from={selected} onCreated={onSelect} />
    </Stack>
  );
}

function CreateBranchForm({
  agentRef,
  from,
  onCreated,
}: {
  agentRef: AgentRef;
  from: Branch;
  onCreated: (branchId: string) => void;
}) {
  const refresh = useRefreshAgent(agentRef);
  const versions = useVersions(agentRef, from.id);
  const [name, setName] = useState("");
  const [versionId, setVersionId] = useState<string | null>(null);
  const options = versionChoices(versions.data ?? []);
  const create = useMutation({
    mutationFn: () =>
      unwrap(
        cx.POST("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/branches", {
          params: { path: agentPath(agentRef) },
          body: { name, parent_version_id: versionId ?? from.tip_version_id },
        }),
      ),
    onSuccess: async (branch) => {
      setName("");
      await refresh();
      onCreated(branch.id);
    },
  });
  const error = create.error instanceof ApiError ? create.error : undefined;
  return (
    <PanelForm label="New branch" title={`New branch from ${from.name}`} onSubmit={() => create.mutate()}>
      {create.error && !error?.fields.length ? (
        <ErrorNotice title="Could not create the branch" error={create.error} />
      ) : null}
      <TextInput
        label="Branch name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={error?.fieldMessage("/name") ?? (error?.code === "branch_name_taken" ? error.message : undefined)}
      />
      <Select
        label="From version"
        data={options}
        value={versionId ?? options[0]?.value ?? null}
        onChange={setVersionId}
        allowDeselect={false}
        error={error?.fieldMessage("/parent_version_id")}
      />
      <Group>
        <Button type="submit" variant="light" loading={create.isPending}>
          Create branch
        </Button>
      </Group>
    </PanelForm>
  );
}
