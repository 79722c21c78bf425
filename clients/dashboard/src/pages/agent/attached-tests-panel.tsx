/**
 * The tests attached to a branch (`platform_settings.testing.attached_tests` of its draft): attach
 * tests, or every test of a folder and its subfolders; detach; run them on the branch. Each change
 * is saved to the draft at once (the whole configuration, as the draft editor saves it).
 */
import type { Schema } from "@cx/client";
import { ActionIcon, Anchor, Button, Group, List, MultiSelect, NumberInput, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { everyPage } from "../../api/cursor-pages.ts";
import { EmptyState, ErrorNotice, PageLoader } from "../../ui/states.tsx";
import {
  type AgentConfig,
  type AgentRef,
  agentPath,
  type Branch,
  keys,
  useDraftConfig,
  useRefreshAgent,
} from "./agent-queries.ts";

type ListItem = Schema<"AgentTestListItem">;
const FOLDER = "folder:";
const MAX_RUN = 100;

/** Every page of a list of the workspace's tests and folders. */
function listAll(ws: string, query: { parent_folder_id?: string; sort_mode?: "folders_first" }): Promise<ListItem[]> {
  return everyPage((page) =>
    unwrap(
      cx.GET("/api/v1/workspaces/{workspace_id}/agent-tests", {
        params: { path: { workspace_id: ws }, query: { ...query, ...page } },
      }),
    ),
  );
}

/** The tests of a folder and of its subfolders, in the tree's order. */
async function testsIn(ws: string, folderId: string): Promise<string[]> {
  const ids: string[] = [];
  for (const item of await listAll(ws, { parent_folder_id: folderId, sort_mode: "folders_first" })) {
    if (item.entity_type === "folder") ids.push(...(await testsIn(ws, item.id)));
    else ids.push(item.id);
  }
  return ids;
}

export function AttachedTestsPanel({ ws, agentRef, branch }: { ws: string; agentRef: AgentRef; branch: Branch }) {
  const start = useDraftConfig(agentRef, branch);
  const library = useQuery({ queryKey: ["test-library-all", ws], queryFn: () => listAll(ws, {}) });
  if (start.isPending || library.isPending) return <PageLoader label="Loading the attached tests" />;
  if (start.failure) return <ErrorNotice {...start.failure} />;
  if (library.isError)
    return <ErrorNotice title="Could not load the tests" error={library.error} onRetry={() => library.refetch()} />;
  return <AttachedTests ws={ws} agentRef={agentRef} branch={branch} config={start.config} library={library.data} />;
}

function AttachedTests({
  ws,
  agentRef,
  branch,
  config,
  library,
}: {
  ws: string;
  agentRef: AgentRef;
  branch: Branch;
  config: AgentConfig;
  library: ListItem[];
}) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAgent(agentRef);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string[]>([]);
  const [repeats, setRepeats] = useState<number>(1);
  const attached = (config.platform_settings?.testing?.attached_tests ?? []).map((t) => t.test_id);
  const names = new Map(library.map((item) => [item.id, item.name]));
  const save = useMutation({
    mutationFn: (ids: string[]) =>
      unwrap(
        cx.PUT("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/draft", {
          params: { path: agentPath(agentRef), query: { branch_id: branch.id } },
          body: {
            config: {
              ...config,
              platform_settings: {
                ...config.platform_settings,
                testing: { ...config.platform_settings?.testing, attached_tests: ids.map((test_id) => ({ test_id })) },
              },
            },
          },
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.draft(agentRef, branch.id), saved);
      setChosen([]);
      refresh();
    },
  });
  const attach = useMutation({
    mutationFn: async () => {
      const ids = [...attached];
      for (const value of chosen) {
        const found = value.startsWith(FOLDER) ? await testsIn(ws, value.slice(FOLDER.length)) : [value];
        for (const id of found) if (!ids.includes(id)) ids.push(id);
      }
      return save.mutateAsync(ids);
    },
  });
  const run = useMutation({
    mutationFn: () =>
      unwrap(
        cx.POST("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/test-invocations", {
          params: { path: agentPath(agentRef) },
          body: { test_ids: attached.slice(0, MAX_RUN), branch_id: branch.id, repeat_count: repeats },
        }),
      ),
    onSuccess: (invocation) => navigate(`/w/${ws}/invocations/${invocation.id}`),
  });
  const options = [
    {
      group: "Folders (every test in them)",
      items: library
        .filter((i) => i.entity_type === "folder")
        .map((f) => ({ value: `${FOLDER}${f.id}`, label: f.name })),
    },
    {
      group: "Tests",
      items: library
        .filter((i) => i.entity_type !== "folder" && !attached.includes(i.id))
        .map((t) => ({ value: t.id, label: t.name })),
    },
  ];
  const busy = save.isPending || attach.isPending;
  return (
    <Stack>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Tests attached to the {branch.name} branch's draft; they are published with it.
        </Text>
        <Anchor component={Link} to={`/w/${ws}/agents/${agentRef.agentId}/invocations`} size="sm">
          The agent's invocations
        </Anchor>
      </Group>
      <Group align="flex-end" gap="xs">
        <MultiSelect
          label="Attach tests or folders"
          placeholder="Choose tests or folders"
          data={options}
          value={chosen}
          onChange={setChosen}
          searchable
          w={420}
          maw="100%"
        />
        <Button onClick={() => attach.mutate()} disabled={chosen.length === 0} loading={busy}>
          Attach
        </Button>
      </Group>
      {(attach.error ?? save.error) ? (
        <ErrorNotice title="Could not save the attached tests" error={attach.error ?? save.error} />
      ) : null}
      {attached.length === 0 ? (
        <EmptyState title="No tests attached">Attach tests or folders to run them on this branch.</EmptyState>
      ) : (
        <List aria-label="Attached tests" listStyleType="none" spacing={4}>
          {attached.map((id) => (
            <List.Item key={id}>
              <Group gap="xs" wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Detach ${names.get(id) ?? id}`}
                  disabled={busy}
                  onClick={() => save.mutate(attached.filter((other) => other !== id))}
                >
                  ×
                </ActionIcon>
                <Text size="sm" style={{ wordBreak: "break-word" }}>
                  {names.get(id) ?? id}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group align="flex-end" gap="xs">
        <NumberInput
          label="Repeats"
          min={1}
          max={10}
          value={repeats}
          onChange={(v) => setRepeats(typeof v === "number" ? v : 1)}
          w={120}
        />
        <Button variant="light" onClick={() => run.mutate()} disabled={attached.length === 0} loading={run.isPending}>
          Run attached tests
        </Button>
      </Group>
      {attached.length > MAX_RUN ? (
        <Text size="sm" c="dimmed">
          An invocation runs at most {MAX_RUN} tests: the first {MAX_RUN} run.
        </Text>
      ) : null}
      {run.error ? <ErrorNotice title="Could not run the tests" error={run.error} /> : null}
    </Stack>
  );
}
