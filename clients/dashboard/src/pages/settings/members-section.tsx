import type { Schema } from "@cx/client";
import { Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { ME_KEY } from "../../auth/session.tsx";
import { isAdmin } from "../../layout/workspace-context.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { ListStates } from "../../ui/list-states.tsx";
import { LocalTime } from "../../ui/local-time.tsx";
import { EmptyState, ErrorNotice, LoadMore } from "../../ui/states.tsx";

type Member = Schema<"Member">;
type Role = Member["role"];

export const membersKey = (ws: string) => ["members", ws] as const;

/** The roles a user of `myRole` may grant: only an owner grants `owner` (part 1). */
function grantable(myRole: string): Role[] {
  return myRole === "owner" ? ["member", "admin", "owner"] : ["member", "admin"];
}

const ROLE_LABELS: Record<Role, string> = { owner: "Owner", admin: "Admin", member: "Member" };

/** Members of the workspace; admins add them by email, change their roles and remove them. */
export function MembersSection({ ws, myRole, myId }: { ws: string; myRole: string; myId: string }) {
  const admin = isAdmin(myRole);
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<Member | null>(null);
  const members = useInfiniteQuery({
    queryKey: membersKey(ws),
    queryFn: ({ pageParam }) =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/members", {
          params: { path: { workspace_id: ws }, query: pageParam ? { cursor: pageParam } : {} },
        }),
      ),
    initialPageParam: "",
    getNextPageParam: (page) => (page.has_more && page.next_cursor ? page.next_cursor : undefined),
  });
  const changed = (member: Member) => {
    queryClient.invalidateQueries({ queryKey: membersKey(ws) });
    // My own role or membership changed: what the shell knows of me is stale.
    if (member.user_id === myId) queryClient.invalidateQueries({ queryKey: ME_KEY });
  };
  const changeRole = useMutation({
    mutationFn: ({ member, role }: { member: Member; role: Role }) =>
      unwrap(
        cx.PATCH("/api/v1/workspaces/{workspace_id}/members/{user_id}", {
          params: { path: { workspace_id: ws, user_id: member.user_id } },
          body: { role },
        }),
      ),
    onSuccess: (member) => changed(member),
  });
  const remove = useMutation({
    mutationFn: (member: Member) =>
      unwrap(
        cx.DELETE("/api/v1/workspaces/{workspace_id}/members/{user_id}", {
          params: { path: { workspace_id: ws, user_id: member.user_id } },
        }),
      ),
    onSuccess: (_, member) => {
      setRemoving(null);
      changeRole.reset();
      changed(member);
    },
  });
  const all = members.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="members-heading">
      <Title order={2} size="h3" id="members-heading">
        Members
      </Title>
      {admin ? <AddMemberForm ws={ws} roles={grantable(myRole)} /> : null}
      {changeRole.error ? (
        <ErrorNotice
          title={`Could not change the role of ${changeRole.variables?.member.email ?? "the member"}`}
          error={changeRole.error}
        />
      ) : null}
      <ListStates
        query={members}
        loading="Loading members"
        errorTitle="Could not load the members"
        empty={all.length === 0 ? <EmptyState title="No members" /> : null}
      >
        <Table aria-label="Members" layout="fixed" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Member</Table.Th>
              <Table.Th w={{ base: 120, xs: 150 }}>Role</Table.Th>
              <Table.Th w={170} visibleFrom="sm">
                Joined
              </Table.Th>
              {admin ? <Table.Th w={100} visibleFrom="xs" aria-label="Actions" /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {all.map((member) => {
              const canEdit = admin && (myRole === "owner" || member.role !== "owner");
              return (
                <Table.Tr key={member.user_id}>
                  <Table.Td style={{ wordBreak: "break-word" }}>
                    <Text size="sm" fw={500}>
                      {member.name}
                      {member.user_id === myId ? (
                        <Badge ml="xs" size="xs" variant="light">
                          you
                        </Badge>
                      ) : null}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {member.email}
                    </Text>
                    {canEdit ? (
                      <Button
                        hiddenFrom="xs"
                        mt={4}
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${member.email}`}
                        onClick={() => setRemoving(member)}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {canEdit ? (
                      <Select
                        aria-label={`Role of ${member.email}`}
                        size="xs"
                        allowDeselect={false}
                        value={member.role}
                        data={grantable(myRole).map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
                        disabled={changeRole.isPending && changeRole.variables?.member.user_id === member.user_id}
                        onChange={(value) => value && changeRole.mutate({ member, role: value as Role })}
                      />
                    ) : (
                      <Text size="sm">{ROLE_LABELS[member.role]}</Text>
                    )}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm" c="dimmed">
                      <LocalTime value={member.joined_at} />
                    </Text>
                  </Table.Td>
                  {admin ? (
                    <Table.Td visibleFrom="xs">
                      {canEdit ? (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={`Remove ${member.email}`}
                          onClick={() => setRemoving(member)}
                        >
                          Remove
                        </Button>
                      ) : null}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ListStates>
      <LoadMore
        what="members"
        hasMore={Boolean(members.hasNextPage)}
        loading={members.isFetchingNextPage}
        onLoad={() => members.fetchNextPage()}
      />
      <ConfirmDialog
        opened={removing !== null}
        title="Remove the member"
        confirmLabel="Remove member"
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
        pending={remove.isPending}
        error={remove.error}
        errorTitle="Could not remove the member"
      >
        <Text>
          Remove <strong>{removing?.email}</strong> from the workspace? Their sessions lose access to it at once.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

function AddMemberForm({ ws, roles }: { ws: string; roles: Role[] }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("member");
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: () =>
      unwrap(
        cx.POST("/api/v1/workspaces/{workspace_id}/members", {
          params: { path: { workspace_id: ws } },
          body: { email: email.trim(), role },
        }),
      ),
    onSuccess: () => {
      setEmail("");
      queryClient.invalidateQueries({ queryKey: membersKey(ws) });
    },
  });
  const error = add.error instanceof ApiError ? add.error : undefined;
  const atFields = error?.fieldMessage("/email") || error?.fieldMessage("/role");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Add a member">
      <Stack gap="xs">
        {add.error && !atFields ? <ErrorNotice title="Could not add the member" error={add.error} /> : null}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Email of the member to add"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error?.fieldMessage("/email")}
            style={{ flex: "1 1 220px" }}
          />
          <Select
            label="Role"
            allowDeselect={false}
            data={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
            value={role}
            onChange={(value) => value && setRole(value as Role)}
            error={error?.fieldMessage("/role")}
            w={140}
          />
          <Button type="submit" loading={add.isPending}>
            Add member
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
