import type { Schema } from "@cx/client";
import { Badge, Button, type ButtonProps, Select, Table, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { ME_KEY } from "../../auth/session.tsx";
import { isAdmin } from "../../layout/workspace-context.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { formErrors } from "../../ui/form-errors.ts";
import { InlineForm } from "../../ui/inline-form.tsx";
import { PagedList } from "../../ui/paged-list.tsx";
import { usePagedQuery } from "../../ui/paged-query.ts";
import { RecordTable, TimeCell } from "../../ui/record-table.tsx";
import { EmptyState, ErrorNotice } from "../../ui/states.tsx";
import { TitledSection } from "../../ui/titled-section.tsx";
import { useConfirmedAction } from "../../ui/use-confirmed-action.ts";

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
  const members = usePagedQuery({
    queryKey: membersKey(ws),
    readPage: (query) =>
      unwrap(cx.GET("/api/v1/workspaces/{workspace_id}/members", { params: { path: { workspace_id: ws }, query } })),
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
  const remove = useConfirmedAction({
    action: (member: Member) =>
      unwrap(
        cx.DELETE("/api/v1/workspaces/{workspace_id}/members/{user_id}", {
          params: { path: { workspace_id: ws, user_id: member.user_id } },
        }),
      ),
    onDone: (_, member) => {
      changeRole.reset();
      changed(member);
    },
  });
  const removeButton = (member: Member, look: ButtonProps) => (
    <Button color="red" aria-label={`Remove ${member.email}`} onClick={() => remove.ask(member)} {...look}>
      Remove
    </Button>
  );
  return (
    <TitledSection headingId="members-heading" title="Members">
      {admin ? <AddMemberForm ws={ws} roles={grantable(myRole)} /> : null}
      {changeRole.error ? (
        <ErrorNotice
          title={`Could not change the role of ${changeRole.variables?.member.email ?? "the member"}`}
          error={changeRole.error}
        />
      ) : null}
      <PagedList query={members} what="members" empty={<EmptyState title="No members" />}>
        <RecordTable
          label="Members"
          columns={[
            { title: "Member" },
            { title: "Role", w: { base: 120, xs: 150 } },
            { title: "Joined", w: 170, visibleFrom: "sm" },
            ...(admin ? [{ w: 100, visibleFrom: "xs" as const, "aria-label": "Actions" }] : []),
          ]}
        >
          {(members.data ?? []).map((member) => {
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
                  {canEdit
                    ? removeButton(member, { hiddenFrom: "xs", mt: 4, size: "compact-xs", variant: "subtle" })
                    : null}
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
                <TimeCell value={member.joined_at} visibleFrom="sm" />
                {admin ? (
                  <Table.Td visibleFrom="xs">
                    {canEdit ? removeButton(member, { size: "xs", variant: "light" }) : null}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </RecordTable>
      </PagedList>
      <ConfirmDialog
        {...remove.dialog}
        title="Remove the member"
        confirmLabel="Remove member"
        errorTitle="Could not remove the member"
      >
        <Text>
          Remove <strong>{remove.target?.email}</strong> from the workspace? Their sessions lose access to it at once.
        </Text>
      </ConfirmDialog>
    </TitledSection>
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
  const { at, notice } = formErrors(add.error, ["/email", "/role"]);
  return (
    <InlineForm
      label="Add a member"
      error={notice}
      errorTitle="Could not add the member"
      submitLabel="Add member"
      pending={add.isPending}
      onSubmit={() => add.mutate()}
    >
      <TextInput
        label="Email of the member to add"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        error={at("/email")}
        style={{ flex: "1 1 220px" }}
      />
      <Select
        label="Role"
        allowDeselect={false}
        data={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
        value={role}
        onChange={(value) => value && setRole(value as Role)}
        error={at("/role")}
        w={140}
      />
    </InlineForm>
  );
}
