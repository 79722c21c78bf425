/**
 * The simulated conversations of a test's first decided run on each side, side by side, with the
 * first turn at which they differ marked. The comparison names that turn (`divergence.seq`); the
 * conversations are found through the test's runs, read only when asked for.
 */
import { Badge, Button, SimpleGrid, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type CSSProperties, useState } from "react";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { ErrorNotice, PageLoader } from "../../ui/states.tsx";

const PAGES = 5;
const LIST: CSSProperties = {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: 4,
};
const ENTRY: CSSProperties = {
  border: "1px solid var(--mantine-color-gray-3)",
  borderRadius: "var(--mantine-radius-sm)",
  padding: "4px 8px",
  fontSize: "var(--mantine-font-size-sm)",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
};
const MARKED: CSSProperties = {
  ...ENTRY,
  border: "2px solid var(--mantine-color-orange-6)",
  background: "var(--mantine-color-orange-0)",
};

/** The conversation of each invocation's first decided run of the test. */
async function conversationIds(ws: string, testId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const best = new Map<string, { repeat: number; conversation: string }>();
  let cursor = "";
  for (let page = 0; page < PAGES; page++) {
    const runs = await unwrap(
      cx.GET("/api/v1/workspaces/{workspace_id}/agent-tests/{test_id}/runs", {
        params: {
          path: { workspace_id: ws, test_id: testId },
          query: { page_size: "100", ...(cursor ? { cursor } : {}) },
        },
      }),
    );
    for (const run of runs.items) {
      const conversation = run.result.conversation_id;
      if (!ids.includes(run.invocation_id) || !conversation || (run.status !== "passed" && run.status !== "failed"))
        continue;
      const known = best.get(run.invocation_id);
      if (!known || run.repeat_index < known.repeat)
        best.set(run.invocation_id, { repeat: run.repeat_index, conversation });
    }
    if (!runs.has_more || !runs.next_cursor) break;
    cursor = runs.next_cursor;
  }
  return new Map([...best].map(([id, found]) => [id, found.conversation]));
}

function readTranscript(ws: string, id: string) {
  return unwrap(
    cx.GET("/api/v1/workspaces/{workspace_id}/conversations/{conversation_id}", {
      params: { path: { workspace_id: ws, conversation_id: id } },
    }),
  ).then((c) => c.transcript);
}

export function ComparedConversations(props: {
  ws: string;
  testId: string;
  invocationId: string;
  baselineId: string;
  seq: number | null;
}) {
  const [shown, setShown] = useState(false);
  if (!shown)
    return (
      <Button size="xs" variant="default" onClick={() => setShown(true)} w="fit-content">
        Show both conversations
      </Button>
    );
  return <Conversations {...props} />;
}

function Conversations({
  ws,
  testId,
  invocationId,
  baselineId,
  seq,
}: {
  ws: string;
  testId: string;
  invocationId: string;
  baselineId: string;
  seq: number | null;
}) {
  const both = useQuery({
    queryKey: ["compared-conversations", ws, testId, invocationId, baselineId],
    queryFn: async () => {
      const ids = await conversationIds(ws, testId, [invocationId, baselineId]);
      const read = (id: string | undefined) => (id ? readTranscript(ws, id) : Promise.resolve(null));
      const [invocation, baseline] = await Promise.all([read(ids.get(invocationId)), read(ids.get(baselineId))]);
      return { invocation, baseline };
    },
  });
  if (both.isPending) return <PageLoader label="Loading the conversations" />;
  if (both.isError) return <ErrorNotice title="Could not load the conversations" error={both.error} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      <Side title="Baseline" entries={both.data.baseline} seq={seq} />
      <Side title="This invocation" entries={both.data.invocation} seq={seq} />
    </SimpleGrid>
  );
}

function Side({
  title,
  entries,
  seq,
}: {
  title: string;
  entries: { seq: number; role: string; text: string }[] | null;
  seq: number | null;
}) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {title}
      </Text>
      {entries === null ? (
        <Text size="sm" c="dimmed">
          The conversation was not found among the test's latest runs.
        </Text>
      ) : (
        <ol style={LIST} aria-label={`${title}, conversation`}>
          {entries.map((entry) => (
            <li
              key={entry.seq}
              style={entry.seq === seq ? MARKED : ENTRY}
              data-divergence={entry.seq === seq || undefined}
            >
              <Text size="xs" fw={600} span>
                {entry.role}
              </Text>
              {entry.seq === seq ? (
                <Badge size="xs" color="yellow" variant="light" ml={6}>
                  first difference
                </Badge>
              ) : null}
              <br />
              {entry.text}
            </li>
          ))}
          {seq !== null && entries.length <= seq ? (
            <li style={MARKED} data-divergence>
              <Badge size="xs" color="yellow" variant="light">
                first difference
              </Badge>{" "}
              The conversation ended here.
            </li>
          ) : null}
        </ol>
      )}
    </Stack>
  );
}
