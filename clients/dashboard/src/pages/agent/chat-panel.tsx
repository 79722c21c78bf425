import type { Schema } from "@cx/client";
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { ApiError, apiErrorOf, unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { ErrorNotice } from "../../ui/states.tsx";
import { whenSubmitted } from "../../ui/submit.ts";
import { type AgentRef, agentPath, type Branch } from "./agent-queries.ts";
import { readEvents } from "./sse.ts";

type Conversation = Schema<"ConversationDetail">;
type Turn = { role: string; seq: number; text: string };
interface MessageBody {
  text?: string;
  tool_results?: { request_id: string; result_value: string; is_error?: boolean }[];
}

/** Talk to a branch or its draft; the reply is shown as it streams; client tools are answered by hand. */
export function ChatPanel({ ws, agentRef, branches }: { ws: string; agentRef: AgentRef; branches: Branch[] }) {
  const targets = branches.flatMap((b) => [
    { value: `${b.id}:tip`, label: b.name },
    ...(b.draft_exists ? [{ value: `${b.id}:draft`, label: `${b.name} (draft)` }] : []),
  ]);
  const [target, setTarget] = useState<string | null>(targets[0]?.value ?? null);
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  const start = useMutation({
    mutationFn: () => {
      const [branchId = "", which] = (target ?? "").split(":");
      return unwrap(
        cx.POST("/api/v1/workspaces/{workspace_id}/agents/{agent_id}/conversations", {
          params: { path: agentPath(agentRef) },
          body: { source: "test_chat", branch_id: branchId, draft: which === "draft" },
        }),
      );
    },
    onSuccess: setConversation,
  });
  const send = useMutation({
    mutationFn: async (body: MessageBody) => {
      if (!conversation) throw new Error("No conversation");
      setStreaming("");
      const { response } = await cx.POST("/api/v1/workspaces/{workspace_id}/conversations/{conversation_id}/messages", {
        params: { path: { workspace_id: ws, conversation_id: conversation.id } },
        body,
        headers: { accept: "text/event-stream" },
        parseAs: "stream",
      });
      if (!response.ok) throw apiErrorOf(response, await response.json().catch(() => undefined));
      if (!response.body) throw new Error("The reply had no body.");
      let text = "";
      for await (const { event, data } of readEvents(response.body)) {
        if (event === "delta") {
          text += (JSON.parse(data) as { text: string }).text;
          setStreaming(text);
        } else if (event === "done") {
          return JSON.parse(data) as Conversation;
        } else if (event === "error") {
          throw apiErrorOf(response, JSON.parse(data));
        }
      }
      throw new Error("The reply ended early.");
    },
    onSuccess: (detail) => {
      setConversation(detail);
      setMessage("");
    },
    onSettled: () => setStreaming(null),
  });
  const end = useMutation({
    mutationFn: () =>
      unwrap(
        cx.POST("/api/v1/workspaces/{workspace_id}/conversations/{conversation_id}/end", {
          params: { path: { workspace_id: ws, conversation_id: conversation?.id ?? "" } },
        }),
      ),
    onSuccess: setConversation,
  });
  const pending =
    (conversation as { pending_tool_calls?: Schema<"PendingToolCall">[] } | null)?.pending_tool_calls ?? [];
  const active = conversation?.status === "active";
  const sendMessage = () => {
    if (message.trim()) send.mutate({ text: message });
  };
  const sendError = send.error instanceof ApiError ? send.error : undefined;
  return (
    <Stack>
      <Title order={2} size="h3">
        Talk to the agent
      </Title>
      <Group align="flex-end" wrap="wrap">
        <Select label="Talk to" data={targets} value={target} onChange={setTarget} allowDeselect={false} w={240} />
        <Button onClick={() => start.mutate()} loading={start.isPending} variant={conversation ? "default" : "filled"}>
          {conversation ? "New conversation" : "Start conversation"}
        </Button>
      </Group>
      {start.error ? <ErrorNotice title="Could not start the conversation" error={start.error} /> : null}
      {conversation ? (
        <Stack gap="xs">
          <Group gap="xs">
            <Badge variant="light" color={active ? "green" : "gray"}>
              {conversation.status}
            </Badge>
            <Anchor component={Link} to={`/w/${ws}/conversations/${conversation.id}`} size="sm">
              Open the conversation's page
            </Anchor>
          </Group>
          <Stack gap={6} role="log" aria-label="Transcript" aria-live="polite">
            {(conversation.transcript as Turn[]).map((turn) => (
              <ChatBubble key={turn.seq} speaker={turn.role} text={turn.text} />
            ))}
            {send.isPending && send.variables?.text ? <ChatBubble speaker="user" text={send.variables.text} /> : null}
            {streaming !== null && streaming !== "" ? <ChatBubble speaker="agent" text={streaming} streaming /> : null}
          </Stack>
          {pending.map((call) => (
            <ToolAnswer
              key={call.request_id}
              call={call}
              onAnswer={(result) => send.mutate({ tool_results: [result] })}
              busy={send.isPending}
            />
          ))}
          {active && pending.length === 0 ? (
            <form onSubmit={whenSubmitted(sendMessage)} noValidate>
              <Stack gap="xs">
                <Textarea
                  label="Message"
                  autosize
                  minRows={2}
                  value={message}
                  onChange={(e) => setMessage(e.currentTarget.value)}
                  error={sendError?.fieldMessage("/text")}
                  onKeyDown={(e) => {
                    if (e.key === "Enter" && !e.shiftKey) {
                      e.preventDefault();
                      sendMessage();
                    }
                  }}
                />
                <Group>
                  <Button type="submit" loading={send.isPending}>
                    Send
                  </Button>
                  <Button variant="default" onClick={() => end.mutate()} loading={end.isPending}>
                    End conversation
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : null}
          {send.error && !sendError?.fieldMessage("/text") ? (
            <ErrorNotice title="The message was not answered" error={send.error} />
          ) : null}
          {end.error ? <ErrorNotice title="Could not end the conversation" error={end.error} /> : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Start a conversation to talk to the chosen branch, or to its saved draft.
        </Text>
      )}
    </Stack>
  );
}

function ChatBubble({ speaker, text, streaming = false }: { speaker: string; text: string; streaming?: boolean }) {
  const agent = speaker === "agent";
  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      maw="85%"
      ml={agent ? 0 : "auto"}
      bg={agent ? "var(--mantine-color-gray-0)" : "var(--mantine-color-indigo-0)"}
      aria-busy={streaming}
    >
      <Text size="xs" fw={600}>
        {agent ? "Agent" : "You"}
      </Text>
      <Text size="sm" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
        {text}
      </Text>
    </Paper>
  );
}

function ToolAnswer({
  call,
  onAnswer,
  busy,
}: {
  call: Schema<"PendingToolCall">;
  onAnswer: (result: { request_id: string; result_value: string; is_error: boolean }) => void;
  busy: boolean;
}) {
  const [value, setValue] = useState("");
  const [isError, setIsError] = useState(false);
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="form"
      aria-label={`Answer the tool ${call.tool_name}`}
      onSubmit={whenSubmitted(() => onAnswer({ request_id: call.request_id, result_value: value, is_error: isError }))}
    >
      <Stack gap="xs">
        <Text size="sm">
          The agent calls the client tool <b>{call.tool_name}</b> with
        </Text>
        <Text size="xs" ff="monospace" style={{ wordBreak: "break-word" }}>
          {call.params_as_json}
        </Text>
        <TextInput
          label={`Result of ${call.tool_name}`}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
        <Checkbox label="The tool failed" checked={isError} onChange={(e) => setIsError(e.currentTarget.checked)} />
        <Group>
          <Button type="submit" size="sm" loading={busy}>
            Send the result
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
