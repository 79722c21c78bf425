import { Anchor, Breadcrumbs, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { useWorkspace } from "../../layout/workspace-context.ts";
import { LocalTime } from "../../ui/local-time.tsx";
import { ErrorNotice, PageLoader } from "../../ui/states.tsx";
import { ANALYSIS_RUNNING, AnalysisSection } from "./analysis-section.tsx";
import { formatDuration } from "./duration.ts";
import { EventsTable } from "./events-table.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { useTestFromReply } from "./test-from-reply.tsx";
import { Transcript } from "./transcript.tsx";
import type { ConversationEvent } from "./transcript-items.ts";

/** `/w/{ws}/conversations/{id}`: the transcript with its tool calls, the events, the analysis and its re-run. */
export function ConversationPage() {
  const { workspace } = useWorkspace();
  const { conversationId = "" } = useParams();
  const ws = workspace.id;
  const queryClient = useQueryClient();
  const key = ["conversation", ws, conversationId];
  const conversation = useQuery({
    queryKey: key,
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/conversations/{conversation_id}", {
          params: { path: { workspace_id: ws, conversation_id: conversationId } },
        }),
      ),
    // While the analysis runs (or the conversation is live), read it again until it settles.
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && (ANALYSIS_RUNNING.has(data.analysis_status) || data.status === "active") ? 1000 : false;
    },
  });
  const rerun = useMutation({
    mutationFn: () =>
      unwrap(
        cx.POST("/api/v1/workspaces/{workspace_id}/conversations/{conversation_id}/analysis/run", {
          params: { path: { workspace_id: ws, conversation_id: conversationId } },
        }),
      ),
    onSuccess: (detail) => queryClient.setQueryData(key, detail),
  });
  const testFromReply = useTestFromReply(ws, conversation.data);
  if (conversation.isPending) return <PageLoader label="Loading the conversation" />;
  if (conversation.isError)
    return (
      <ErrorNotice
        title="Could not load the conversation"
        error={conversation.error}
        onRetry={() => conversation.refetch()}
      />
    );
  const c = conversation.data;
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={`/w/${ws}/conversations`} size="sm">
          Conversations
        </Anchor>
        <Text size="sm" style={{ wordBreak: "break-all" }}>
          {c.id}
        </Text>
      </Breadcrumbs>
      <Title order={1} size="h2" style={{ wordBreak: "break-word" }}>
        {c.title ?? "Conversation"}
      </Title>
      <Group gap="xs">
        <StatusBadge status={c.status} />
        <StatusBadge status={c.analysis_status} label="analysis" />
        <Text size="sm">
          <Anchor component={Link} to={`/w/${ws}/agents/${c.agent_id}${c.branch_id ? `?branch=${c.branch_id}` : ""}`}>
            {c.agent_name}
          </Anchor>{" "}
          · {c.branch_name}
          {c.is_draft_run ? " (draft)" : ""} · {c.source}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Stat label="Started" value={<LocalTime value={c.started_at} />} />
        <Stat label="Duration" value={formatDuration(c.duration_seconds)} />
        <Stat label="Tokens in / out" value={`${c.input_tokens} / ${c.output_tokens}`} />
        <Stat label="Cost" value={`$${c.cost_usd}`} />
      </SimpleGrid>
      <Title order={2} size="h3">
        Transcript
      </Title>
      {/* Actions on one agent reply (such as making a test from it) go in Transcript's `replyActions`. */}
      <Transcript events={c.events as ConversationEvent[]} replyActions={testFromReply.replyActions} />
      {testFromReply.dialog}
      <AnalysisSection conversation={c} onRerun={() => rerun.mutate()} rerunning={rerun.isPending} />
      {rerun.error ? <ErrorNotice title="Could not re-run the analysis" error={rerun.error} /> : null}
      <Title order={2} size="h3">
        Events
      </Title>
      <EventsTable events={c.events as ConversationEvent[]} />
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Card withBorder padding="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="sm">
        {value}
      </Text>
    </Card>
  );
}
