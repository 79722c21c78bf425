import type { Schema } from "@cx/client";
import { Button, Code, Select, Table, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { formErrors } from "../../ui/form-errors.ts";
import { InlineForm } from "../../ui/inline-form.tsx";
import { LocalTime } from "../../ui/local-time.tsx";
import { PagedList } from "../../ui/paged-list.tsx";
import { usePagedQuery } from "../../ui/paged-query.ts";
import { RecordTable, TimeCell } from "../../ui/record-table.tsx";
import { ShownOnce } from "../../ui/shown-once.tsx";
import { EmptyState } from "../../ui/states.tsx";
import { TitledSection } from "../../ui/titled-section.tsx";
import { useConfirmedAction } from "../../ui/use-confirmed-action.ts";

type ApiKey = Schema<"ApiKey">;
type KeyRole = ApiKey["role"];

export const apiKeysKey = (ws: string) => ["api-keys", ws] as const;

/** API keys of the workspace (admins only): create one (its secret shown once), revoke one. */
export function ApiKeysSection({ ws, myRole }: { ws: string; myRole: string }) {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<Schema<"ApiKeyCreated"> | null>(null);
  const keys = usePagedQuery({
    queryKey: apiKeysKey(ws),
    readPage: (query) =>
      unwrap(cx.GET("/api/v1/workspaces/{workspace_id}/api-keys", { params: { path: { workspace_id: ws }, query } })),
  });
  const revoke = useConfirmedAction({
    action: (key: ApiKey) =>
      unwrap(
        cx.DELETE("/api/v1/workspaces/{workspace_id}/api-keys/{key_id}", {
          params: { path: { workspace_id: ws, key_id: key.id } },
        }),
      ),
    onDone: (_, key) => {
      if (created?.id === key.id) setCreated(null);
      queryClient.invalidateQueries({ queryKey: apiKeysKey(ws) });
    },
  });
  return (
    <TitledSection headingId="api-keys-heading" title="API keys">
      <Text size="sm" c="dimmed">
        Keys let programs call the API for this workspace (send one as <Code>Authorization: Bearer …</Code>).
      </Text>
      <CreateKeyForm ws={ws} roles={myRole === "member" ? ["member"] : ["member", "admin"]} onCreated={setCreated} />
      {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : null}
      <PagedList
        query={keys}
        what="API keys"
        empty={<EmptyState title="No API keys">Create one for a program that calls the API.</EmptyState>}
      >
        <RecordTable
          label="API keys"
          columns={[
            { title: "Key" },
            { title: "Role", w: 90 },
            { title: "Created", w: 170, visibleFrom: "sm" },
            { title: "Last used", w: 170, visibleFrom: "md" },
            { w: 96, "aria-label": "Actions" },
          ]}
        >
          {(keys.data ?? []).map((key) => (
            <Table.Tr key={key.id}>
              <Table.Td style={{ wordBreak: "break-word" }}>
                <Text size="sm" fw={500}>
                  {key.name}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {key.key_prefix}…
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{key.role}</Text>
              </Table.Td>
              <TimeCell value={key.created_at} visibleFrom="sm" />
              <Table.Td visibleFrom="md">
                <Text size="sm" c="dimmed">
                  {key.last_used_at ? <LocalTime value={key.last_used_at} /> : "Never"}
                </Text>
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  aria-label={`Revoke key ${key.name}`}
                  onClick={() => revoke.ask(key)}
                >
                  Revoke
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </RecordTable>
      </PagedList>
      <ConfirmDialog
        {...revoke.dialog}
        title="Revoke the API key"
        confirmLabel="Revoke key"
        errorTitle="Could not revoke the key"
      >
        <Text>
          Revoke <strong>{revoke.target?.name}</strong> ({revoke.target?.key_prefix}…)? Programs using it are refused
          from now on; this cannot be undone.
        </Text>
      </ConfirmDialog>
    </TitledSection>
  );
}

function CreateKeyForm({
  ws,
  roles,
  onCreated,
}: {
  ws: string;
  roles: KeyRole[];
  onCreated: (key: Schema<"ApiKeyCreated">) => void;
}) {
  const [name, setName] = useState("");
  const [role, setRole] = useState<KeyRole>("member");
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () =>
      unwrap(
        cx.POST("/api/v1/workspaces/{workspace_id}/api-keys", {
          params: { path: { workspace_id: ws } },
          body: { name, role },
        }),
      ),
    onSuccess: (key) => {
      setName("");
      onCreated(key);
      queryClient.invalidateQueries({ queryKey: apiKeysKey(ws) });
    },
  });
  const { at, notice } = formErrors(create.error, ["/name", "/role"]);
  return (
    <InlineForm
      label="Create an API key"
      error={notice}
      errorTitle="Could not create the key"
      submitLabel="Create key"
      pending={create.isPending}
      onSubmit={() => create.mutate()}
    >
      <TextInput
        label="Key name"
        placeholder="CI pipeline"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={at("/name")}
        style={{ flex: "1 1 220px" }}
      />
      <Select
        label="Key role"
        allowDeselect={false}
        data={roles.map((r) => ({ value: r, label: r === "admin" ? "Admin" : "Member" }))}
        value={role}
        onChange={(value) => value && setRole(value as KeyRole)}
        error={at("/role")}
        w={140}
      />
    </InlineForm>
  );
}

/** The secret of a key just created: shown this once, with a button to copy it. */
function NewKey({ created, onDone }: { created: Schema<"ApiKeyCreated">; onDone: () => void }) {
  return (
    <ShownOnce
      title={`Key ${created.name} created`}
      note="Copy it now: it is shown only this once and cannot be read again."
      label="New API key"
      value={created.key}
      copyLabel="Copy key"
      onDone={onDone}
    />
  );
}
