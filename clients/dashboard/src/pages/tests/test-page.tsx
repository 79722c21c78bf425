import { Anchor, Badge, Box, Breadcrumbs, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { useWorkspace } from "../../layout/workspace-context.ts";
import { LocalTime } from "../../ui/local-time.tsx";
import { ErrorNotice, PageLoader } from "../../ui/states.tsx";
import { RunTestsDialog } from "./run-tests-dialog.tsx";
import { draftOf, newDraft } from "./test-draft.ts";
import { TestEditor } from "./test-editor.tsx";
import { TestHistorySection } from "./test-history-section.tsx";
import { TEST_TYPE_LABELS, type TestType, useTest, useTestFolder } from "./test-queries.ts";

const NEW = "new";

function Crumbs({ ws, trail, here }: { ws: string; trail: { id: string; name: string }[]; here: string }) {
  return (
    <Box component="nav" aria-label="Folder path">
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: "wrap" }}>
        <Anchor component={Link} to={`/w/${ws}/tests`} size="sm">
          Tests
        </Anchor>
        {trail.map((crumb) => (
          <Anchor key={crumb.id} component={Link} to={`/w/${ws}/tests?folder=${crumb.id}`} size="sm">
            {crumb.name}
          </Anchor>
        ))}
        <Text size="sm" aria-current="page" style={{ wordBreak: "break-word" }}>
          {here}
        </Text>
      </Breadcrumbs>
    </Box>
  );
}

/**
 * `/w/{ws}/tests/{test_id}`: the test's editor for its kind, its revision, its results over time
 * and a way to run it. `/w/{ws}/tests/new?type={kind}&folder={id}` writes a new test of a kind.
 */
export function TestPage() {
  const { testId = "" } = useParams();
  return testId === NEW ? <NewTestPage /> : <ExistingTestPage testId={testId} />;
}

function NewTestPage() {
  const { workspace } = useWorkspace();
  const ws = workspace.id;
  const [params] = useSearchParams();
  const asked = params.get("type");
  const type: TestType = asked && asked in TEST_TYPE_LABELS ? (asked as TestType) : "next_reply";
  const folderId = params.get("folder") || null;
  const folder = useTestFolder(ws, folderId);
  const trail = folder.data ? [...(folder.data.breadcrumbs ?? []), { id: folder.data.id, name: folder.data.name }] : [];
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Crumbs ws={ws} trail={trail} here="New test" />
        <Title order={1} size="h2">
          New {TEST_TYPE_LABELS[type].toLowerCase()} test
        </Title>
      </Stack>
      <TestEditor key={`${type}:${folderId ?? ""}`} ws={ws} initial={newDraft(type, folderId)} />
    </Stack>
  );
}

function ExistingTestPage({ testId }: { testId: string }) {
  const { workspace } = useWorkspace();
  const ws = workspace.id;
  const test = useTest(ws, testId);
  const [running, setRunning] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  if (test.isPending) return <PageLoader label="Loading the test" />;
  if (test.isError)
    return <ErrorNotice title="Could not load the test" error={test.error} onRetry={() => test.refetch()} />;
  const data = test.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Crumbs ws={ws} trail={data.breadcrumbs ?? []} here={data.name} />
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Group gap="xs" wrap="wrap">
              <Title order={1} size="h2" style={{ wordBreak: "break-word" }}>
                {data.name}
              </Title>
              <Badge variant="light" color="gray" tt="none">
                {TEST_TYPE_LABELS[data.type]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" role="status" aria-live="polite" style={{ wordBreak: "break-all" }}>
              {saved === data.current_revision_id ? "Saved. " : ""}Revision <code>{data.current_revision_id}</code> of{" "}
              <LocalTime value={data.revision_created_at} />
            </Text>
          </Stack>
          <Button onClick={() => setRunning(true)}>Run</Button>
        </Group>
      </Stack>
      <TestHistorySection ws={ws} testId={data.id} />
      <TestEditor
        key={data.id}
        ws={ws}
        initial={draftOf(data)}
        test={data}
        onSaved={(next) => setSaved(next.current_revision_id)}
      />
      <RunTestsDialog
        ws={ws}
        opened={running}
        onClose={() => setRunning(false)}
        testIds={[data.id]}
        what={data.name}
        agentId={data.agent_id ?? null}
      />
    </Stack>
  );
}
