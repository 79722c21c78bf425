import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { ErrorNotice } from "../../ui/states.tsx";
import { whenSubmitted } from "../../ui/submit.ts";
import {
  bodyOf,
  draftOf,
  headerRow,
  parseParameters,
  type Tool,
  type ToolDraft,
  WEBHOOK_METHODS,
  type WebhookMethod,
} from "./tool-draft.ts";

export const toolsKey = (ws: string) => ["tools", ws] as const;

/** Paths the form shows at a field; any other the API names goes in the notice above the form. */
const PLACED = ["/name", "/description", "/type", "/parameters", "/webhook"];

function unplaced(error: unknown): boolean {
  if (!(error instanceof ApiError)) return Boolean(error);
  const fields = error.fields;
  return fields.length === 0 || fields.some((f) => !PLACED.some((p) => f.path === p || f.path.startsWith(`${p}/`)));
}

/** Create a tool (no `tool`) or edit one: every field of part 7, parameters as a JSON Schema. */
export function ToolForm({ ws, tool, onDone }: { ws: string; tool?: Tool; onDone: () => void }) {
  const [draft, setDraft] = useState<ToolDraft>(() => draftOf(tool));
  const [parametersError, setParametersError] = useState<string>();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof bodyOf>) =>
      tool
        ? unwrap(
            cx.PATCH("/api/v1/workspaces/{workspace_id}/tools/{tool_id}", {
              params: { path: { workspace_id: ws, tool_id: tool.id } },
              body,
            }),
          )
        : unwrap(cx.POST("/api/v1/workspaces/{workspace_id}/tools", { params: { path: { workspace_id: ws } }, body })),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: toolsKey(ws) });
      onDone();
    },
  });
  const error = save.error instanceof ApiError ? save.error : undefined;
  const set = (patch: Partial<ToolDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setHeader = (key: string, patch: Partial<ToolDraft["headers"][number]>) =>
    set({ headers: draft.headers.map((row) => (row.key === key ? { ...row, ...patch } : row)) });
  const submit = whenSubmitted(() => {
    const parsed = parseParameters(draft.parameters);
    if ("error" in parsed) {
      setParametersError(parsed.error);
      return;
    }
    setParametersError(undefined);
    save.mutate(bodyOf(draft, parsed.value));
  });
  const verb = tool ? "save" : "create";
  return (
    <form onSubmit={submit} noValidate aria-label={tool ? `Edit tool ${tool.name}` : "Create a tool"}>
      <Stack>
        {unplaced(save.error) ? <ErrorNotice title={`Could not ${verb} the tool`} error={save.error} /> : null}
        <TextInput
          label="Name"
          description="Letters, digits, _ and -, at most 64: the name the model calls it by."
          required
          withAsterisk={false}
          data-autofocus
          value={draft.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={error?.fieldMessage("/name")}
        />
        <Textarea
          label="Description"
          description="What the tool does, as the model reads it."
          autosize
          minRows={2}
          maxRows={8}
          value={draft.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
          error={error?.fieldMessage("/description")}
        />
        <Stack gap={4}>
          <Text component="span" size="sm" fw={500} id="tool-type-label">
            Type
          </Text>
          <SegmentedControl
            aria-labelledby="tool-type-label"
            value={draft.type}
            onChange={(value) => set({ type: value as ToolDraft["type"] })}
            data={[
              { value: "client", label: "Client" },
              { value: "webhook", label: "Webhook" },
            ]}
          />
          <Text size="xs" c="dimmed">
            {draft.type === "client"
              ? "The call is handed to the conversation's client, which answers it."
              : "The platform calls your URL with the arguments."}
          </Text>
          {error?.fieldMessage("/type") ? (
            <Text size="xs" c="red.9">
              {error.fieldMessage("/type")}
            </Text>
          ) : null}
        </Stack>
        <Textarea
          label="Parameters (JSON Schema)"
          description="The arguments as one JSON object: a JSON Schema with type “object”."
          autosize
          minRows={6}
          maxRows={24}
          spellCheck={false}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
          value={draft.parameters}
          onChange={(e) => {
            set({ parameters: e.currentTarget.value });
            setParametersError(undefined);
          }}
          onBlur={() => {
            const parsed = parseParameters(draft.parameters);
            setParametersError("error" in parsed ? parsed.error : undefined);
          }}
          error={parametersError ?? error?.fieldMessage("/parameters", true)}
        />
        {draft.type === "webhook" ? (
          <WebhookFields draft={draft} set={set} setHeader={setHeader} error={error} />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {tool ? "Save tool" : "Create tool"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function WebhookFields({
  draft,
  set,
  setHeader,
  error,
}: {
  draft: ToolDraft;
  set: (patch: Partial<ToolDraft>) => void;
  setHeader: (key: string, patch: Partial<ToolDraft["headers"][number]>) => void;
  error: ApiError | undefined;
}) {
  const headersError = error?.fieldMessage("/webhook/headers", true);
  return (
    <Fieldset legend="Webhook">
      <Stack>
        {error?.fieldMessage("/webhook") ? (
          <Text size="sm" c="red.9">
            Webhook {error.fieldMessage("/webhook")}
          </Text>
        ) : null}
        <TextInput
          label="URL"
          placeholder="https://example.com/hooks/lookup"
          type="url"
          value={draft.url}
          onChange={(e) => set({ url: e.currentTarget.value })}
          error={error?.fieldMessage("/webhook/url")}
        />
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Method"
            allowDeselect={false}
            data={WEBHOOK_METHODS}
            value={draft.method}
            onChange={(value) => value && set({ method: value as WebhookMethod })}
            error={error?.fieldMessage("/webhook/method")}
            miw={120}
          />
          <NumberInput
            label="Timeout (ms)"
            placeholder="10000"
            min={1}
            max={30000}
            allowDecimal={false}
            clampBehavior="none"
            value={draft.timeoutMs}
            onChange={(value) => set({ timeoutMs: String(value) })}
            error={error?.fieldMessage("/webhook/timeout_ms")}
            miw={120}
          />
        </Group>
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Headers
          </Text>
          <Text size="xs" c="dimmed">
            Values are never shown once saved. Leave a saved header's value empty to keep it, or type a new one.
          </Text>
          {draft.headers.map((row, index) => (
            <Group key={row.key} align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label={`Header ${index + 1} name`}
                value={row.name}
                onChange={(e) => setHeader(row.key, { name: e.currentTarget.value, stored: false })}
                style={{ flex: 1, minWidth: 0 }}
                error={row.name ? error?.fieldMessage(`/webhook/headers/${row.name}`) : undefined}
              />
              <TextInput
                label={`Header ${index + 1} value`}
                placeholder={row.stored ? "Saved (hidden)" : ""}
                autoComplete="off"
                value={row.value}
                onChange={(e) => setHeader(row.key, { value: e.currentTarget.value })}
                style={{ flex: 1, minWidth: 0 }}
              />
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Remove header ${row.name || index + 1}`}
                onClick={() => set({ headers: draft.headers.filter((r) => r.key !== row.key) })}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          {headersError && !draft.headers.some((row) => error?.fieldMessage(`/webhook/headers/${row.name}`)) ? (
            <Text size="xs" c="red.9">
              Headers: {headersError}
            </Text>
          ) : null}
          <Group>
            <Button variant="default" size="xs" onClick={() => set({ headers: [...draft.headers, headerRow()] })}>
              Add header
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Fieldset>
  );
}
