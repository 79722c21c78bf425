import type { Schema } from "@cx/client";
import {
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Code,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { useWorkspace } from "../../layout/workspace-context.ts";
import { formatTime, LocalTime } from "../../ui/local-time.tsx";
import { ErrorNotice, PageLoader } from "../../ui/states.tsx";
import { StatusBadge } from "./status-badge.tsx";

type Conversation = Schema<"ConversationDetail">;
type ConversationEvent = { seq: number; type: string; created_at: string; payload: Record<string, unknown> };
interface Analysis {
  criteria_results?: { criteria_id: string; result: string; rationale: string }[];
  data_collection?: Record<string, { value: unknown; rationale: string }>;
  sentiment?: { label: string; score: number } | null;
  topics?: string[] | null;
  summary?: string;
  analyzed_at?: string;
  error?: { code: string; message: string };
}

const RUNNING = new Set(["pending", "processing"]);

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
      return data && (RUNNING.has(data.analysis_status) || data.status === "active") ? 1000 : false;
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
        <Stat label="Started" value={formatTime(c.started_at)} />
        <Stat label="Duration" value={`${c.duration_seconds} s`} />
        <Stat label="Tokens in / out" value={`${c.input_tokens} / ${c.output_tokens}`} />
        <Stat label="Cost" value={`$${c.cost_usd}`} />
      </SimpleGrid>
      <Title order={2} size="h3">
        Transcript
      </Title>
      <Timeline events={c.events as ConversationEvent[]} />
      <AnalysisSection conversation={c} onRerun={() => rerun.mutate()} rerunning={rerun.isPending} />
      {rerun.error ? <ErrorNotice title="Could not re-run the analysis" error={rerun.error} /> : null}
      <Title order={2} size="h3">
        Events
      </Title>
      <Table aria-label="Events" layout="fixed" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            <Table.Th>Event</Table.Th>
            <Table.Th>Payload</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(c.events as ConversationEvent[]).map((e) => (
            <Table.Tr key={e.seq}>
              <Table.Td>{e.seq}</Table.Td>
              <Table.Td style={{ wordBreak: "break-word" }}>
                <Text size="sm">{e.type}</Text>
                <Text size="xs" c="dimmed">
                  <LocalTime value={e.created_at} />
                </Text>
              </Table.Td>
              <Table.Td style={{ wordBreak: "break-word" }}>
                <Text size="xs" ff="monospace">
                  {JSON.stringify(e.payload)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
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

/** Messages and tool calls in the order they happened, each tool's result beside its call. */
function Timeline({ events }: { events: ConversationEvent[] }) {
  const results = new Map(
    events.filter((e) => e.type === "tool.result").map((e) => [String(e.payload.request_id), e.payload]),
  );
  const shown = events.filter((e) => ["user.message", "agent.message", "tool.called"].includes(e.type));
  if (shown.length === 0) return <Text c="dimmed">No messages yet.</Text>;
  return (
    <Stack gap={6} aria-label="Transcript">
      {shown.map((e) => {
        if (e.type === "tool.called") {
          const result = results.get(String(e.payload.request_id));
          return (
            <Paper key={e.seq} withBorder p="xs" radius="md" bg="var(--mantine-color-yellow-0)">
              <Text size="xs" fw={600}>
                Tool call: {String(e.payload.tool_name)} ({String(e.payload.origin ?? "")})
              </Text>
              <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
                {typeof e.payload.arguments === "string" ? e.payload.arguments : JSON.stringify(e.payload.arguments)}
              </Code>
              <Text size="xs">
                {result
                  ? `Result: ${result.is_error ? "error" : "ok"} in ${String(result.latency_ms)} ms`
                  : "No result yet"}
              </Text>
            </Paper>
          );
        }
        const agent = e.type === "agent.message";
        return (
          <Paper
            key={e.seq}
            withBorder
            p="xs"
            radius="md"
            maw="85%"
            ml={agent ? 0 : "auto"}
            bg={agent ? "var(--mantine-color-gray-0)" : "var(--mantine-color-indigo-0)"}
          >
            <Text size="xs" fw={600}>
              {agent ? "Agent" : "User"} · <LocalTime value={e.created_at} />
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
              {String(e.payload.text ?? "")}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}

function AnalysisSection({
  conversation,
  onRerun,
  rerunning,
}: {
  conversation: Conversation;
  onRerun: () => void;
  rerunning: boolean;
}) {
  const analysis = (conversation.analysis ?? null) as Analysis | null;
  const running = RUNNING.has(conversation.analysis_status);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Analysis
        </Title>
        <Button
          variant="default"
          onClick={onRerun}
          loading={rerunning || running}
          disabled={conversation.status === "active"}
        >
          Re-run analysis
        </Button>
      </Group>
      <Text size="sm" role="status" aria-live="polite">
        Analysis {conversation.analysis_status}
        {running ? ", updating…" : ""}
        {analysis?.analyzed_at ? ` · analysed ${formatTime(analysis.analyzed_at)}` : ""}
      </Text>
      {conversation.status === "active" ? (
        <Text size="sm" c="dimmed">
          The analysis runs once the conversation has ended.
        </Text>
      ) : null}
      {analysis?.error ? (
        <ErrorNotice
          title="The analysis failed"
          error={new Error(`${analysis.error.code}: ${analysis.error.message}`)}
        />
      ) : null}
      {analysis?.summary ? (
        <div>
          <Text fw={600} size="sm">
            Summary
          </Text>
          <Text size="sm">{analysis.summary}</Text>
        </div>
      ) : null}
      {analysis?.criteria_results?.length ? (
        <Table aria-label="Criteria" layout="fixed" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Criterion</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>Rationale</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {analysis.criteria_results.map((r) => (
              <Table.Tr key={r.criteria_id}>
                <Table.Td style={{ wordBreak: "break-word" }}>{r.criteria_id}</Table.Td>
                <Table.Td>{r.result}</Table.Td>
                <Table.Td style={{ wordBreak: "break-word" }}>{r.rationale}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {analysis?.data_collection && Object.keys(analysis.data_collection).length ? (
        <Table aria-label="Data collection" layout="fixed" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Field</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>Rationale</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.entries(analysis.data_collection).map(([id, item]) => (
              <Table.Tr key={id}>
                <Table.Td style={{ wordBreak: "break-word" }}>{id}</Table.Td>
                <Table.Td style={{ wordBreak: "break-word" }}>{JSON.stringify(item.value)}</Table.Td>
                <Table.Td style={{ wordBreak: "break-word" }}>{item.rationale}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {analysis?.sentiment || analysis?.topics ? (
        <List size="sm">
          {analysis.sentiment ? (
            <List.Item>
              Sentiment: {analysis.sentiment.label} ({analysis.sentiment.score})
            </List.Item>
          ) : null}
          {analysis.topics ? <List.Item>Topics: {analysis.topics.join(", ") || "none"}</List.Item> : null}
        </List>
      ) : null}
    </Stack>
  );
}
