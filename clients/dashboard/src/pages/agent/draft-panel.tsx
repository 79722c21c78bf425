import type { Schema } from "@cx/client";
import { Alert, Button, Group, List, SegmentedControl, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { LocalTime } from "../../ui/local-time.tsx";
import { ErrorNotice, PageLoader } from "../../ui/states.tsx";
import {
  type AgentConfig,
  type AgentRef,
  agentPath,
  type Branch,
  keys,
  useDraftConfig,
  useRefreshAgent,
  useVersion,
} from "./agent-queries.ts";
import { ConfigForm, JsonField } from "./config-form.tsx";

/**
 * The branch's draft: the saved draft when there is one, else the tip's configuration to start
 * from. Forms and raw JSON edit the same configuration; saving sends it whole, and the API's
 * validation errors come back at the fields they name.
 */
export function DraftPanel({ ws, agentRef, branch }: { ws: string; agentRef: AgentRef; branch: Branch }) {
  const start = useDraftConfig(agentRef, branch);
  // The editor starts again from what is saved after a publish, a discard or a reconcile (not after a save).
  const [generation, setGeneration] = useState(0);
  const [published, setPublished] = useState<string>();
  if (start.isPending) return <PageLoader label="Loading the draft" />;
  if (start.failure) return <ErrorNotice {...start.failure} />;
  return (
    <DraftEditor
      key={`${branch.id}:${generation}`}
      onReset={(versionId) => {
        setPublished(versionId);
        setGeneration((g) => g + 1);
      }}
      published={published}
      ws={ws}
      agentRef={agentRef}
      branch={branch}
      saved={start.saved}
      initial={start.config}
    />
  );
}

function DraftEditor({
  ws,
  agentRef,
  branch,
  saved,
  initial,
  onReset,
  published,
}: {
  onReset: (publishedVersionId?: string) => void;
  published: string | undefined;
  ws: string;
  agentRef: AgentRef;
  branch: Branch;
  saved: Schema<"Draft"> | null;
  initial: AgentConfig;
}) {
  const [config, setConfig] = useState<AgentConfig>(initial);
  const [mode, setMode] = useState<string | null>("form");
  const refresh = useRefreshAgent(agentRef);
  const queryClient = useQueryClient();
  const params = { path: agentPath(agentRef), query: { branch_id: branch.id } };
  const dirty = JSON.stringify(config) !== JSON.stringify(initial);
  const save = useMutation({
    mutationFn: () =>
      unwrap(cx.PUT("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/draft", { params, body: { config } })),
    onSuccess: (draft) => {
      queryClient.setQueryData(keys.draft(agentRef, branch.id), draft);
      refresh();
    },
  });
  const discard = useMutation({
    mutationFn: () => unwrap(cx.DELETE("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/draft", { params })),
    onSuccess: async () => {
      await refresh();
      onReset();
    },
  });
  const publish = useMutation({
    mutationFn: () => unwrap(cx.POST("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/draft/publish", { params })),
    onSuccess: async (version) => {
      await refresh();
      onReset(version.id);
    },
  });
  const error = save.error instanceof ApiError ? save.error : undefined;
  const stale = saved !== null && saved.base_version_id !== branch.tip_version_id;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            Draft of {branch.name}
          </Title>
          <Text size="sm" c="dimmed">
            {saved ? (
              <>
                Saved <LocalTime value={saved.updated_at} />, based on version {saved.base_version_id.slice(-8)}
              </>
            ) : (
              "No draft saved: editing starts from the branch's tip."
            )}
          </Text>
        </div>
        <Group gap="xs">
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={branch.is_archived}>
            Save draft
          </Button>
          <Button
            variant="default"
            onClick={() => publish.mutate()}
            loading={publish.isPending}
            disabled={!saved || dirty || branch.is_archived}
          >
            Publish
          </Button>
          {saved ? (
            <Button variant="subtle" color="red" onClick={() => discard.mutate()} loading={discard.isPending}>
              Discard draft
            </Button>
          ) : null}
        </Group>
      </Group>
      {branch.is_archived ? (
        <Alert color="gray" title="Archived branch">
          This branch is archived and read-only: restore it to edit, save or publish.
        </Alert>
      ) : null}
      {save.isSuccess && !dirty ? (
        <Text size="sm" role="status">
          Draft saved.
        </Text>
      ) : null}
      {published && !dirty ? (
        <Text size="sm" role="status">
          Published as version {published}.
        </Text>
      ) : null}
      {publish.error ? <ErrorNotice title="Could not publish" error={publish.error} /> : null}
      {discard.error ? <ErrorNotice title="Could not discard the draft" error={discard.error} /> : null}
      {save.error ? <SaveErrors error={save.error} /> : null}
      {stale ? <ReconcileSection agentRef={agentRef} branch={branch} onApplied={() => onReset()} /> : null}
      <Tabs value={mode} onChange={setMode} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="form">Form</Tabs.Tab>
          <Tabs.Tab value="json">Raw JSON</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="form" pt="md">
          <ConfigForm ws={ws} config={config} onChange={setConfig} error={error} />
        </Tabs.Panel>
        <Tabs.Panel value="json" pt="md">
          <JsonField
            label="Configuration (JSON)"
            value={config}
            minRows={12}
            onChange={(value) => setConfig((value ?? {}) as AgentConfig)}
            error={error?.fields.length ? error.fields.map((f) => `${f.path}: ${f.message}`).join("\n") : undefined}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** A refused save: the message, and every field the API named (also shown at the field in the form). */
function SaveErrors({ error }: { error: unknown }) {
  if (!(error instanceof ApiError) || error.fields.length === 0)
    return <ErrorNotice title="Could not save the draft" error={error} />;
  return (
    <Alert color="red" title="The draft was not saved" role="alert">
      <Text size="sm">{error.message}</Text>
      <List size="sm">
        {error.fields.map((f) => (
          <List.Item key={f.path}>
            <code>{f.path}</code>: {f.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

type Side = "source" | "target";
const show = (present: boolean, value: unknown) => (present ? JSON.stringify(value) : "(absent)");

/** The branch moved on since the draft's base: preview the merge, choose winners, apply. */
function ReconcileSection({
  agentRef,
  branch,
  onApplied,
}: {
  agentRef: AgentRef;
  branch: Branch;
  onApplied: () => void;
}) {
  const refresh = useRefreshAgent(agentRef);
  const params = { path: agentPath(agentRef), query: { branch_id: branch.id } };
  const [winners, setWinners] = useState<Record<string, Side>>({});
  const preview = useMutation({
    mutationFn: () =>
      unwrap(cx.POST("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/draft/reconcile-preview", { params })),
    onSuccess: (found) => {
      setWinners(Object.fromEntries(found.conflicts.map((c) => [c.path, (c.winner ?? "target") as Side])));
    },
  });
  const apply = useMutation({
    mutationFn: () =>
      unwrap(
        cx.POST("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/draft/reconcile", {
          params,
          body: { draft_hash: preview.data?.draft_hash ?? "", resolutions: winners },
        }),
      ),
    onSuccess: async () => {
      await refresh();
      onApplied();
    },
  });
  return (
    <Alert color="yellow" title="The branch moved on since this draft was started">
      <Stack gap="sm">
        <Text size="sm">Reconcile the draft with the branch's tip before publishing.</Text>
        <Group>
          <Button size="sm" variant="default" onClick={() => preview.mutate()} loading={preview.isPending}>
            Preview reconcile
          </Button>
        </Group>
        {preview.error ? <ErrorNotice title="Could not preview" error={preview.error} /> : null}
        {preview.data ? (
          preview.data.conflicts.length === 0 ? (
            <Text size="sm">No conflicts: applying takes the tip and keeps the draft's own changes.</Text>
          ) : (
            <Table aria-label="Conflicts" layout="fixed" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Path</Table.Th>
                  <Table.Th>Base, draft, branch</Table.Th>
                  <Table.Th>Winner</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.data.conflicts.map((c) => (
                  <Table.Tr key={c.path}>
                    <Table.Td style={{ wordBreak: "break-word" }}>
                      <code>{c.path}</code>
                    </Table.Td>
                    <Table.Td style={{ wordBreak: "break-word" }}>
                      <Text size="xs">base: {show(c.base_present, c.base)}</Text>
                      <Text size="xs">
                        draft: {show(c.source_present, c.source)} (changed{" "}
                        <LocalTime value={c.source_last_changed_at} />)
                      </Text>
                      <Text size="xs">
                        branch: {show(c.target_present, c.target)} (changed{" "}
                        <LocalTime value={c.target_last_changed_at} />
                        {c.target_last_changed_version_id ? ` in ${c.target_last_changed_version_id.slice(-8)}` : ""})
                      </Text>
                      <ChangedLast agentRef={agentRef} conflict={c} />
                    </Table.Td>
                    <Table.Td>
                      <SegmentedControl
                        size="xs"
                        orientation="vertical"
                        aria-label={`Winner for ${c.path}`}
                        value={winners[c.path] ?? "target"}
                        onChange={(side) => setWinners({ ...winners, [c.path]: side as Side })}
                        data={[
                          { value: "source", label: "Draft" },
                          { value: "target", label: "Branch" },
                        ]}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        ) : null}
        {preview.data ? (
          <Group>
            <Button size="sm" onClick={() => apply.mutate()} loading={apply.isPending}>
              Apply reconcile
            </Button>
          </Group>
        ) : null}
        {apply.error ? <ErrorNotice title="Could not reconcile" error={apply.error} /> : null}
      </Stack>
    </Alert>
  );
}

type Conflict = Schema<"ReconcilePreview">["conflicts"][number];

/** Which side changed the path last, and for the branch who published that version. */
function ChangedLast({ agentRef, conflict }: { agentRef: AgentRef; conflict: Conflict }) {
  const version = useVersion(agentRef, conflict.target_last_changed_version_id);
  const members = useQuery({
    queryKey: ["members", agentRef.ws, "names"],
    staleTime: 60_000,
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/members", {
          params: { path: { workspace_id: agentRef.ws }, query: { page_size: "100" } },
        }),
      ),
  });
  const source = conflict.source_last_changed_at ? Date.parse(conflict.source_last_changed_at) : Number.NaN;
  const target = conflict.target_last_changed_at ? Date.parse(conflict.target_last_changed_at) : Number.NaN;
  const author = version.data
    ? (members.data?.items.find((m) => m.user_id === version.data.created_by)?.name ?? version.data.created_by)
    : undefined;
  const who =
    Number.isNaN(source) && Number.isNaN(target)
      ? "unknown"
      : Number.isNaN(target) || source > target
        ? "the draft"
        : `the branch${author ? `, published by ${author}` : ""}`;
  return (
    <Text size="xs" fw={600}>
      Changed last: {who}
    </Text>
  );
}
