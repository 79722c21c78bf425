import { Button, Fieldset, Group, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import type { FieldErrorOf } from "../../ui/form-errors.ts";
import { FieldAlert } from "./field-alert.tsx";
import type { ShareRole, TestDraft } from "./test-draft.ts";

/** Values for the `{{name}}` placeholders of the agent's prompt during the test's runs. */
export function VariablesEditor({
  draft,
  update,
  fieldError,
  disabled,
}: {
  draft: TestDraft;
  update: (patch: Partial<TestDraft>) => void;
  fieldError: FieldErrorOf;
  disabled: boolean;
}) {
  const set = (index: number, patch: Partial<TestDraft["variables"][number]>) =>
    update({ variables: draft.variables.map((v, i) => (i === index ? { ...v, ...patch } : v)) });
  return (
    <Fieldset legend="Dynamic variables" disabled={disabled}>
      <Stack gap="xs">
        <FieldAlert message={fieldError("/dynamic_variables")} />
        {draft.variables.length === 0 ? (
          <Text size="sm" c="dimmed">
            No variable: the agent's placeholders keep their defaults.
          </Text>
        ) : null}
        {draft.variables.map((variable, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positions; names are being typed.
          <Group key={index} align="flex-start" gap="xs" grow wrap="wrap">
            <TextInput
              label={`Variable ${index + 1} name`}
              miw={140}
              value={variable.name}
              onChange={(e) => set(index, { name: e.currentTarget.value })}
              error={variable.name ? fieldError(`/dynamic_variables/${variable.name}`, true) : undefined}
            />
            <Textarea
              label={`Variable ${index + 1} value`}
              autosize
              minRows={1}
              miw={140}
              value={variable.value}
              onChange={(e) => set(index, { value: e.currentTarget.value })}
            />
            <Button
              mt={24}
              size="xs"
              variant="subtle"
              color="red"
              style={{ flexGrow: 0 }}
              aria-label={`Remove variable ${index + 1}`}
              onClick={() => update({ variables: draft.variables.filter((_, i) => i !== index) })}
            >
              Remove
            </Button>
          </Group>
        ))}
        <div>
          <Button
            size="xs"
            variant="light"
            onClick={() => update({ variables: [...draft.variables, { name: "", value: "" }] })}
          >
            Add variable
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}

function useMembers(ws: string) {
  return useQuery({
    queryKey: ["members", ws, "all"],
    queryFn: async () => {
      const page = await unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/members", {
          params: { path: { workspace_id: ws }, query: { page_size: "100" } },
        }),
      );
      return page.items;
    },
  });
}

/** Who else may read or change the test (an `editor` may change it). */
export function SharingEditor({
  ws,
  draft,
  update,
  fieldError,
  disabled,
}: {
  ws: string;
  draft: TestDraft;
  update: (patch: Partial<TestDraft>) => void;
  fieldError: FieldErrorOf;
  disabled: boolean;
}) {
  const members = useMembers(ws);
  const shared = new Set(draft.access.map((a) => a.user_id));
  const nameOf = (id: string) => {
    const m = members.data?.find((x) => x.user_id === id);
    return m ? `${m.name} (${m.email})` : id;
  };
  return (
    <Fieldset legend="Members it is shared with" disabled={disabled}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Workspace admins and the test's creator may always change it.
        </Text>
        <FieldAlert message={fieldError("/access", true)} />
        {draft.access.map((entry, index) => (
          <Group key={entry.user_id} gap="xs" wrap="wrap" align="flex-end">
            <Text size="sm" style={{ flex: 1, minWidth: 160, wordBreak: "break-word" }}>
              {nameOf(entry.user_id)}
            </Text>
            <Select
              label={`Role of ${nameOf(entry.user_id)}`}
              w={140}
              allowDeselect={false}
              data={[
                { value: "viewer", label: "Viewer" },
                { value: "editor", label: "Editor" },
              ]}
              value={entry.role}
              onChange={(role) =>
                role &&
                update({ access: draft.access.map((a, i) => (i === index ? { ...a, role: role as ShareRole } : a)) })
              }
              comboboxProps={{ withinPortal: true }}
            />
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={`Stop sharing with ${nameOf(entry.user_id)}`}
              onClick={() => update({ access: draft.access.filter((_, i) => i !== index) })}
            >
              Remove
            </Button>
          </Group>
        ))}
        <Select
          label="Share with a member"
          placeholder={members.isPending ? "Loading members…" : "Choose a member"}
          searchable
          value={null}
          data={(members.data ?? [])
            .filter((m) => !shared.has(m.user_id))
            .map((m) => ({ value: m.user_id, label: `${m.name} (${m.email})` }))}
          onChange={(id) => id && update({ access: [...draft.access, { user_id: id, role: "viewer" }] })}
          error={members.isError ? "Could not load the members" : undefined}
          comboboxProps={{ withinPortal: true }}
        />
      </Stack>
    </Fieldset>
  );
}
