import type { Schema } from "@cx/client";
import { Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { formatTime } from "../../ui/local-time.tsx";
import { ErrorNotice } from "../../ui/states.tsx";

type Conversation = Schema<"ConversationDetail">;

/** The analysis statuses after which another one comes: the page reads the conversation until it settles. */
export const ANALYSIS_RUNNING = new Set(["pending", "processing"]);

const RESULT_COLORS: Record<string, string> = { success: "green", failure: "red", unknown: "gray" };
const CALL_SUCCESSFUL = new Map<boolean | null, string>([
  [true, "yes"],
  [false, "no"],
  [null, "unknown"],
]);

/** The analysis of an ended conversation (criteria, data collection, sentiment, topics, summary) and its re-run. */
export function AnalysisSection({
  conversation,
  onRerun,
  rerunning,
}: {
  conversation: Conversation;
  onRerun: () => void;
  rerunning: boolean;
}) {
  const analysis = conversation.analysis;
  const running = ANALYSIS_RUNNING.has(conversation.analysis_status);
  const collected = Object.entries(analysis?.data_collection ?? {});
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
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {analysis.summary}
          </Text>
        </div>
      ) : null}
      {analysis ? (
        <Group gap="lg">
          <Text size="sm">
            <strong>Call successful:</strong> {CALL_SUCCESSFUL.get(conversation.call_successful)}
          </Text>
          {analysis.sentiment ? (
            <Text size="sm">
              <strong>Sentiment:</strong> {analysis.sentiment.label} ({analysis.sentiment.score})
            </Text>
          ) : null}
          {analysis.topics ? (
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              <strong>Topics:</strong> {analysis.topics.join(", ") || "none"}
            </Text>
          ) : null}
        </Group>
      ) : null}
      {analysis?.criteria_results?.length ? (
        <Table aria-label="Criteria" layout="fixed" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="30%">Criterion</Table.Th>
              <Table.Th w={96}>Result</Table.Th>
              <Table.Th>Rationale</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {analysis.criteria_results.map((r) => (
              <Table.Tr key={r.criteria_id}>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{r.criteria_id}</Table.Td>
                <Table.Td>
                  <Badge variant="light" size="sm" color={RESULT_COLORS[r.result] ?? "gray"}>
                    {r.result}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{r.rationale}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {collected.length ? (
        <Table aria-label="Data collection" layout="fixed" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="30%">Field</Table.Th>
              <Table.Th w="20%">Value</Table.Th>
              <Table.Th>Rationale</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {collected.map(([id, item]) => (
              <Table.Tr key={id}>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{id}</Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>
                  {item.value === null ? "—" : JSON.stringify(item.value)}
                </Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{item.rationale}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
