import type { Schema } from "@cx/client";
import { Button, Code, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { ListStates } from "../../ui/list-states.tsx";
import { LocalTime } from "../../ui/local-time.tsx";
import { ShownOnce } from "../../ui/shown-once.tsx";
import { EmptyState, ErrorNotice, LoadMore } from "../../ui/states.tsx";

type ApiKey = Schema<"ApiKey">;
type KeyRole = ApiKey["role"];

export const apiKeysKey = (ws: string) => ["api-keys", ws] as const;

/** API keys of the workspace (admins only): create one (its secret shown once), revoke one. */
export function ApiKeysSection({ ws, myRole }: { ws: string; myRole: string }) {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<Schema<"ApiKeyCreated"> | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const keys = useInfiniteQuery({
    queryKey: apiKeysKey(ws),
    queryFn: ({ pageParam }) =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/api-keys", {
          params: { path: { workspace_id: ws }, query: pageParam ? { cursor: pageParam } : {} },
        }),
      ),
    initialPageParam: "",
    getNextPageParam: (page) => (page.has_more && page.next_cursor ? page.next_cursor : undefined),
  });
  const revoke = useMutation({
    mutationFn: (key: ApiKey) =>
      unwrap(
        cx.DELETE("/api/v1/workspaces/{workspace_id}/api-keys/{key_id}", {
          params: { path: { workspace_id: ws, key_id: key.id } },
        }),
      ),
    onSuccess: (_, key) => {
      setRevoking(null);
      if (created?.id === key.id) setCreated(null);
      queryClient.invalidateQueries({ queryKey: apiKeysKey(ws) });
    },
  });
  const all = keys.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="api-keys-heading">
      <Title order={2} size="h3" id="api-keys-heading">
        API keys
      </Title>
      <Text size="sm" c="dimmed">
        Keys let programs call the API for this workspace (send one as <Code>Authorization: Bearer …</Code>).
      </Text>
      <CreateKeyForm ws={ws} roles={myRole === "member" ? ["member"] : ["member", "admin"]} onCreated={setCreated} />
      {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : null}
      <ListStates
        query={keys}
        loading="Loading API keys"
        errorTitle="Could not load the API keys"
        empty={
          all.length === 0 ? (
            <EmptyState title="No API keys">Create one for a program that calls the API.</EmptyState>
          ) : null
        }
      >
        <Table aria-label="API keys" layout="fixed" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Key</Table.Th>
              <Table.Th w={90}>Role</Table.Th>
              <Table.Th w={170} visibleFrom="sm">
                Created
              </Table.Th>
              <Table.Th w={170} visibleFrom="md">
                Last used
              </Table.Th>
              <Table.Th w={96} aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {all.map((key) => (
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
                <Table.Td visibleFrom="sm">
                  <Text size="sm" c="dimmed">
                    <LocalTime value={key.created_at} />
                  </Text>
                </Table.Td>
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
                    onClick={() => setRevoking(key)}
                  >
                    Revoke
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ListStates>
      <LoadMore
        what="API keys"
        hasMore={Boolean(keys.hasNextPage)}
        loading={keys.isFetchingNextPage}
        onLoad={() => keys.fetchNextPage()}
      />
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke the API key"
        confirmLabel="Revoke key"
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onClose={() => {
          setRevoking(null);
          revoke.reset();
        }}
        pending={revoke.isPending}
        error={revoke.error}
        errorTitle="Could not revoke the key"
      >
        <Text>
          Revoke <strong>{revoking?.name}</strong> ({revoking?.key_prefix}…)? Programs using it are refused from now on;
          this cannot be undone.
        </Text>
      </ConfirmDialog>
    </Stack>
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
  const error = create.error instanceof ApiError ? create.error : undefined;
  const atFields = error?.fieldMessage("/name") || error?.fieldMessage("/role");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Create an API key">
      <Stack gap="xs">
        {create.error && !atFields ? <ErrorNotice title="Could not create the key" error={create.error} /> : null}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Key name"
            placeholder="CI pipeline"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error?.fieldMessage("/name")}
            style={{ flex: "1 1 220px" }}
          />
          <Select
            label="Key role"
            allowDeselect={false}
            data={roles.map((r) => ({ value: r, label: r === "admin" ? "Admin" : "Member" }))}
            value={role}
            onChange={(value) => value && setRole(value as KeyRole)}
            error={error?.fieldMessage("/role")}
            w={140}
          />
          <Button type="submit" loading={create.isPending}>
            Create key
          </Button>
        </Group>
      </Stack>
    </form>
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
