import type { Schema } from "@cx/client";
import { Badge, Button, Checkbox, Code, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { formErrors } from "../../ui/form-errors.ts";
import { PagedList } from "../../ui/paged-list.tsx";
import { usePagedQuery } from "../../ui/paged-query.ts";
import { RecordTable, TimeCell } from "../../ui/record-table.tsx";
import { ShownOnce } from "../../ui/shown-once.tsx";
import { EmptyState, ErrorNotice } from "../../ui/states.tsx";
import { whenSubmitted } from "../../ui/submit.ts";
import { TitledSection } from "../../ui/titled-section.tsx";
import { useConfirmedAction } from "../../ui/use-confirmed-action.ts";

type Webhook = Schema<"EventWebhook">;
type EventType = Webhook["events"][number];

const EVENT_TYPES: { value: EventType; label: string }[] = [
  { value: "conversation.ended", label: "Conversation ended" },
  { value: "conversation.analysis.completed", label: "Analysis completed" },
  { value: "test_invocation.completed", label: "Test invocation completed" },
  { value: "deployment.changed", label: "Deployment changed" },
  { value: "deployment.rolled_back", label: "Deployment rolled back" },
];

export const webhooksKey = (ws: string) => ["webhooks", ws] as const;
const deliveriesKey = (ws: string, id: string) => ["webhook-deliveries", ws, id] as const;

/**
 * The workspace's webhooks (admins only): create one (its signing secret shown once), see each
 * one's deliveries, send a test event, disable or delete it.
 */
export function WebhooksSection({ ws }: { ws: string }) {
  const [created, setCreated] = useState<Schema<"EventWebhookWithSecret"> | null>(null);
  const hooks = usePagedQuery({
    queryKey: webhooksKey(ws),
    readPage: (query) =>
      unwrap(cx.GET("/api/v1/workspaces/{workspace_id}/webhooks", { params: { path: { workspace_id: ws }, query } })),
  });
  return (
    <TitledSection headingId="webhooks-heading" title="Webhooks">
      <Text size="sm" c="dimmed">
        Webhooks tell other systems about the workspace's events with signed <Code>POST</Code>s (check{" "}
        <Code>X-CX-Signature</Code> with the signing secret).
      </Text>
      <CreateWebhookForm ws={ws} onCreated={setCreated} />
      {created ? <NewSecret created={created} onDone={() => setCreated(null)} /> : null}
      <PagedList
        query={hooks}
        what="webhooks"
        empty={
          <EmptyState title="No webhooks">Add one to have another system told when a conversation ends.</EmptyState>
        }
      >
        <Stack gap="md">
          {(hooks.data ?? []).map((hook) => (
            <WebhookCard key={hook.id} ws={ws} hook={hook} />
          ))}
        </Stack>
      </PagedList>
    </TitledSection>
  );
}

function CreateWebhookForm({
  ws,
  onCreated,
}: {
  ws: string;
  onCreated: (hook: Schema<"EventWebhookWithSecret">) => void;
}) {
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<EventType[]>(["conversation.ended"]);
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () =>
      unwrap(
        cx.POST("/api/v1/workspaces/{workspace_id}/webhooks", {
          params: { path: { workspace_id: ws } },
          body: { url, events },
        }),
      ),
    onSuccess: (hook) => {
      setUrl("");
      onCreated(hook);
      queryClient.invalidateQueries({ queryKey: webhooksKey(ws) });
    },
  });
  const { at, notice } = formErrors(create.error, ["/url", "/events"]);
  return (
    <form onSubmit={whenSubmitted(() => create.mutate())} noValidate aria-label="Add a webhook">
      <Stack gap="xs">
        {notice ? <ErrorNotice title="Could not add the webhook" error={notice} /> : null}
        <TextInput
          label="Receiver URL"
          placeholder="https://example.com/cx-events"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={at("/url")}
        />
        <Checkbox.Group
          label="Events"
          value={events}
          onChange={(value) => setEvents(value as EventType[])}
          error={at("/events")}
        >
          <Group gap="md" mt={4} wrap="wrap">
            {EVENT_TYPES.map((type) => (
              <Checkbox key={type.value} value={type.value} label={type.label} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={create.isPending}>
            Add webhook
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The signing secret of a webhook just created: shown this once. */
function NewSecret({ created, onDone }: { created: Schema<"EventWebhookWithSecret">; onDone: () => void }) {
  return (
    <ShownOnce
      title="Webhook added"
      note="Copy the signing secret now: it is shown only this once."
      label="Signing secret"
      value={created.secret}
      copyLabel="Copy secret"
      onDone={onDone}
    />
  );
}

function WebhookCard({ ws, hook }: { ws: string; hook: Webhook }) {
  const queryClient = useQueryClient();
  const [showDeliveries, setShowDeliveries] = useState(false);
  const path = { workspace_id: ws, webhook_id: hook.id };
  const refresh = () => {
    queryClient.invalidateQueries({ queryKey: webhooksKey(ws) });
    queryClient.invalidateQueries({ queryKey: deliveriesKey(ws, hook.id) });
  };
  const test = useMutation({
    mutationFn: () =>
      unwrap(cx.POST("/api/v1/workspaces/{workspace_id}/webhooks/{webhook_id}/test", { params: { path } })),
    onSuccess: () => {
      setShowDeliveries(true);
      refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: () =>
      unwrap(
        cx.PATCH("/api/v1/workspaces/{workspace_id}/webhooks/{webhook_id}", {
          params: { path },
          body: { enabled: !hook.enabled },
        }),
      ),
    onSuccess: refresh,
  });
  const remove = useConfirmedAction({
    action: (target: Webhook) =>
      unwrap(
        cx.DELETE("/api/v1/workspaces/{workspace_id}/webhooks/{webhook_id}", {
          params: { path: { workspace_id: ws, webhook_id: target.id } },
        }),
      ),
    onDone: refresh,
  });
  const failure = test.error ?? toggle.error;
  return (
    <Stack gap="xs" p="sm" style={{ border: "1px solid var(--mantine-color-default-border)", borderRadius: 8 }}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: "1 1 240px" }}>
          <Text size="sm" fw={500} ff="monospace" style={{ wordBreak: "break-all" }}>
            {hook.url}
          </Text>
          <Text size="xs" c="dimmed">
            {hook.events.map((type) => EVENT_TYPES.find((t) => t.value === type)?.label ?? type).join(", ")}
          </Text>
        </Stack>
        <Badge color={hook.enabled ? "green" : "gray"} variant="light">
          {hook.enabled ? "Enabled" : "Disabled"}
        </Badge>
      </Group>
      {hook.disabled_reason ? (
        <Text size="sm" c="red.8">
          {hook.disabled_reason}
        </Text>
      ) : null}
      {failure ? <ErrorNotice title="The webhook could not be changed" error={failure} /> : null}
      {test.data ? (
        <Text size="sm" role="status">
          Test sent:{" "}
          {test.data.status_code === null ? (test.data.error ?? "no answer") : `answered ${test.data.status_code}`}.
        </Text>
      ) : null}
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          onClick={() => test.mutate()}
          loading={test.isPending}
          aria-label={`Send test to ${hook.url}`}
        >
          Send test
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => setShowDeliveries((shown) => !shown)}
          aria-expanded={showDeliveries}
        >
          {showDeliveries ? "Hide deliveries" : "Deliveries"}
        </Button>
        <Button size="xs" variant="default" onClick={() => toggle.mutate()} loading={toggle.isPending}>
          {hook.enabled ? "Disable" : "Enable"}
        </Button>
        <Button size="xs" variant="light" color="red" onClick={() => remove.ask(hook)}>
          Delete
        </Button>
      </Group>
      {showDeliveries ? <Deliveries ws={ws} hook={hook} /> : null}
      <ConfirmDialog
        {...remove.dialog}
        title="Delete the webhook"
        confirmLabel="Delete webhook"
        errorTitle="Could not delete the webhook"
      >
        <Text style={{ wordBreak: "break-all" }}>
          Delete the webhook to <strong>{hook.url}</strong>? Events it has not received yet are dropped, and its
          deliveries are no longer listed.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

function Deliveries({ ws, hook }: { ws: string; hook: Webhook }) {
  const attempts = usePagedQuery({
    queryKey: deliveriesKey(ws, hook.id),
    readPage: (query) =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/webhooks/{webhook_id}/deliveries", {
          params: { path: { workspace_id: ws, webhook_id: hook.id }, query },
        }),
      ),
  });
  return (
    <Stack gap="xs">
      <PagedList
        query={attempts}
        what="deliveries"
        empty={<EmptyState title="No deliveries yet">Send a test to see one here.</EmptyState>}
      >
        <RecordTable
          label={`Deliveries to ${hook.url}`}
          columns={[
            { title: "Event" },
            { title: "Attempt", w: 70 },
            { title: "Result", w: 110 },
            { title: "When", w: 170, visibleFrom: "sm" },
          ]}
        >
          {(attempts.data ?? []).map((attempt) => (
            <Table.Tr key={attempt.id}>
              <Table.Td style={{ wordBreak: "break-word" }}>
                <Text size="sm">{attempt.event_type}</Text>
                {attempt.error ? (
                  <Text size="xs" c="dimmed">
                    {attempt.error}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{attempt.attempt}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {attempt.status_code === null ? "No answer" : attempt.status_code} · {attempt.duration_ms} ms
                </Text>
              </Table.Td>
              <TimeCell value={attempt.created_at} visibleFrom="sm" />
            </Table.Tr>
          ))}
        </RecordTable>
      </PagedList>
    </Stack>
  );
}
