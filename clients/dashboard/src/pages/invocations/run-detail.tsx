/** One run of an invocation: its reply, verdicts, tool calls, parameter checks, failure, and its simulated conversation. */
import { Anchor, Badge, Code, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { LocalTime } from "../../ui/local-time.tsx";
import { ErrorNotice, PageLoader } from "../../ui/states.tsx";
import { Transcript } from "../conversations/transcript.tsx";
import type { ConversationEvent } from "../conversations/transcript-items.ts";
import { usd } from "./format.ts";
import type { RunStatus, RunSummary } from "./invocation-queries.ts";

const BADGE: Record<RunStatus, string> = {
  pending: "gray",
  running: "blue",
  passed: "green",
  failed: "red",
  interrupted: "gray",
};

export function RunStatusBadge({ status }: { status: RunStatus }) {
  return (
    <Badge color={BADGE[status]} variant="light">
      {status}
    </Badge>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function RunDetail({ ws, run }: { ws: string; run: RunSummary }) {
  const r = run.result;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <RunStatusBadge status={run.status} />
        <Text size="sm">Repeat {run.repeat_index + 1}</Text>
        {r.failure_code ? (
          <Badge color="red" variant="outline">
            {r.failure_code}
          </Badge>
        ) : null}
      </Group>
      <SimpleGrid cols={2} spacing="xs">
        <Text size="sm">
          Started: <LocalTime value={run.started_at} />
        </Text>
        <Text size="sm">
          Ended: <LocalTime value={run.completed_at} />
        </Text>
        <Text size="sm">Cost: {usd(run.cost_usd)}</Text>
        <Text size="sm">
          Tokens: {run.input_tokens} in / {run.output_tokens} out
        </Text>
      </SimpleGrid>
      <Section title={r.failure_code ? "Why it failed" : "Reply"}>
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {r.response || "—"}
        </Text>
      </Section>
      {r.evaluations.length ? (
        <Section title="Verdicts">
          <List spacing={4} size="sm">
            {r.evaluations.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a run's result is read-only and in order; its place is its identity
              <List.Item key={i}>
                <Badge size="sm" color={e.status === "success" ? "green" : "red"} variant="light" mr={6}>
                  {e.status}
                </Badge>
                <span style={{ overflowWrap: "anywhere" }}>{e.rationale}</span>
              </List.Item>
            ))}
          </List>
        </Section>
      ) : null}
      {r.calls.length ? (
        <Section title="Tool calls">
          <List spacing={4} size="sm">
            {r.calls.map((call, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a run's result is read-only and in order; its place is its identity
              <List.Item key={i}>
                <Text size="sm" fw={600} span>
                  {call.name}
                </Text>{" "}
                <Text size="xs" c="dimmed" span>
                  ({call.origin})
                </Text>
                <Code block style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {call.arguments ? JSON.stringify(call.arguments, null, 2) : (call.arguments_raw ?? "")}
                </Code>
              </List.Item>
            ))}
          </List>
        </Section>
      ) : null}
      {r.parameter_results?.length ? (
        <Section title="Parameter checks">
          <List spacing={4} size="sm">
            {r.parameter_results.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a run's result is read-only and in order; its place is its identity
              <List.Item key={i}>
                <Badge size="sm" color={p.matched ? "green" : "red"} variant="light" mr={6}>
                  {p.matched ? "matched" : "not matched"}
                </Badge>
                {p.reason}
                {p.error ? ` (${p.error})` : ""}
              </List.Item>
            ))}
          </List>
        </Section>
      ) : null}
      {r.conversation_id ? <SimulatedConversation ws={ws} id={r.conversation_id} /> : null}
    </Stack>
  );
}

function SimulatedConversation({ ws, id }: { ws: string; id: string }) {
  const conversation = useQuery({
    queryKey: ["conversation", ws, id],
    queryFn: () =>
      unwrap(
        cx.GET("/api/v1/workspaces/{workspace_id}/conversations/{conversation_id}", {
          params: { path: { workspace_id: ws, conversation_id: id } },
        }),
      ),
  });
  return (
    <Section title="Simulated conversation">
      <Anchor component={Link} to={`/w/${ws}/conversations/${id}`} size="sm">
        Open the conversation
      </Anchor>
      {conversation.isPending ? (
        <PageLoader label="Loading the conversation" />
      ) : conversation.isError ? (
        <ErrorNotice title="Could not load the conversation" error={conversation.error} />
      ) : (
        <Transcript events={conversation.data.events as ConversationEvent[]} />
      )}
    </Section>
  );
}
