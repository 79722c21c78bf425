import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Card,
  Drawer,
  Group,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { memo, useCallback, useEffect, useMemo, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { unwrap } from "../../api/api-error.ts";
import { cx } from "../../api/client.ts";
import { useWorkspace } from "../../layout/workspace-context.ts";
import { formatTime, LocalTime } from "../../ui/local-time.tsx";
import { ErrorNotice, PageLoader } from "../../ui/states.tsx";
import { percent, usd } from "./format.ts";
import {
  getInvocation,
  type Invocation,
  invocationKey,
  listInvocations,
  type RunSummary,
  useAgentName,
} from "./invocation-queries.ts";
import { type LiveRuns, useLiveRuns } from "./live-runs.ts";
import { RunDetail } from "./run-detail.tsx";
import { marksCellWidth, TestRow } from "./run-marks.tsx";
import { tally } from "./run-tally.ts";

/** `/w/{ws}/invocations/{id}`: one invocation, followed live on its event stream while it runs. */
export function InvocationPage() {
  const { workspace } = useWorkspace();
  const ws = workspace.id;
  const { id = "" } = useParams();
  const queryClient = useQueryClient();
  const invocation = useQuery({ queryKey: invocationKey(ws, id), queryFn: () => getInvocation(ws, id) });
  const live = useLiveRuns(ws, id);
  useEffect(() => {
    if (live.ended) queryClient.setQueryData(invocationKey(ws, id), live.ended);
  }, [live.ended, queryClient, ws, id]);
  if (invocation.isPending) return <PageLoader label="Loading the invocation" />;
  if (invocation.isError)
    return (
      <ErrorNotice
        title="Could not load the invocation"
        error={invocation.error}
        onRetry={() => invocation.refetch()}
      />
    );
  return <InvocationView ws={ws} invocation={live.ended ?? invocation.data} live={live} />;
}

/**
 * A live invocation redraws once a frame while its runs stream in: only what a run update
 * changes renders again (the counters, and the rows of the tests whose runs changed); the
 * header, the "Compare with…" select and the drawer are memoised on props that stay the same.
 */
function InvocationView({ ws, invocation, live }: { ws: string; invocation: Invocation; live: LiveRuns }) {
  const [openRun, setOpenRun] = useState<string | null>(null);
  const onOpen = useCallback((runId: string) => setOpenRun(runId), []);
  const onClose = useCallback(() => setOpenRun(null), []);
  const selected = useMemo(() => (openRun ? findRun(live.byItem, openRun) : undefined), [live.byItem, openRun]);
  const running = invocation.status === "running";
  return (
    <Stack>
      <InvocationHeader ws={ws} invocation={invocation} />
      {live.reconnecting && running ? (
        <Alert color="yellow" role="status">
          The live updates were interrupted; reconnecting…
        </Alert>
      ) : null}
      <Counters invocation={invocation} byItem={live.byItem} />
      <CompareWith ws={ws} invocation={invocation} />
      <TestsTable invocation={invocation} byItem={live.byItem} onOpen={onOpen} />
      <RunDrawer ws={ws} invocation={invocation} run={selected} onClose={onClose} />
    </Stack>
  );
}

function findRun(byItem: LiveRuns["byItem"], runId: string): RunSummary | undefined {
  for (const runs of byItem.values()) {
    const run = runs.find((r) => r.id === runId);
    if (run) return run;
  }
  return undefined;
}

const InvocationHeader = memo(function InvocationHeader({ ws, invocation }: { ws: string; invocation: Invocation }) {
  const agentName = useAgentName(ws, invocation.agent_id);
  const running = invocation.status === "running";
  return (
    <>
      <Breadcrumbs>
        <Anchor component={Link} to={`/w/${ws}/agents/${invocation.agent_id}`} size="sm">
          {agentName}
        </Anchor>
        <Anchor component={Link} to={`/w/${ws}/agents/${invocation.agent_id}/invocations`} size="sm">
          Invocations
        </Anchor>
        <Text size="sm" style={{ wordBreak: "break-all" }}>
          {invocation.id}
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1} size="h2">
              Invocation
            </Title>
            <Badge color={running ? "blue" : invocation.status === "cancelled" ? "gray" : "green"} variant="light">
              {invocation.status}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            Started <LocalTime value={invocation.created_at} /> · {invocation.test_ids.length} tests ×{" "}
            {invocation.repeat_count} repeats
          </Text>
        </Stack>
        <Group gap="xs">
          {running ? <CancelButton ws={ws} id={invocation.id} /> : null}
          <Button component={Link} to={`/w/${ws}/invocations/${invocation.id}/compare/previous`} variant="default">
            Compare with previous
          </Button>
        </Group>
      </Group>
    </>
  );
});

/** The progress and the statistics: what changes at every run update besides the rows. */
function Counters({ invocation, byItem }: { invocation: Invocation; byItem: LiveRuns["byItem"] }) {
  const total = invocation.test_ids.length * invocation.repeat_count;
  const t = tally([...byItem.values()].flat(), total);
  const flakyTests = invocation.summary.filter(
    (entry) => tally(byItem.get(entry.invocation_item_id) ?? [], entry.runs).flaky,
  ).length;
  const done = t.passed + t.failed + t.interrupted;
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" id="invocation-progress">
          {done} of {total} runs finished
        </Text>
        {/* No transition: the bar moves at every update, an animated width would lay it out at every frame. */}
        <Progress.Root size="lg" aria-labelledby="invocation-progress" transitionDuration={0}>
          <Progress.Section value={(t.passed / total) * 100} color="green.7" aria-label={`${t.passed} passed`} />
          <Progress.Section value={(t.failed / total) * 100} color="red.7" aria-label={`${t.failed} failed`} />
          <Progress.Section
            value={(t.interrupted / total) * 100}
            color="gray.6"
            aria-label={`${t.interrupted} interrupted`}
          />
        </Progress.Root>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
        <Stat label="Passed" value={`${t.passed}/${total}`} />
        <Stat label="Failed" value={String(t.failed)} />
        <Stat label="Pass rate" value={percent(t.passRate)} />
        <Stat label="Flaky tests" value={String(flakyTests)} />
        <Stat label="Cost" value={usd(t.costUsd)} />
        <Stat label="Tokens in / out" value={`${t.inputTokens} / ${t.outputTokens}`} />
      </SimpleGrid>
    </>
  );
}

const TEST_COLUMN_MIN = 180;
const COUNT_WIDTH = 100;
const COUNTS_WIDTH = 4 * COUNT_WIDTH;

function TestsTable({
  invocation,
  byItem,
  onOpen,
}: {
  invocation: Invocation;
  byItem: LiveRuns["byItem"];
  onOpen: (runId: string) => void;
}) {
  // Fixed columns: a cell whose text changes lays out only itself, not every row of the table.
  const marksWidth = marksCellWidth(invocation.repeat_count);
  return (
    <Table.ScrollContainer type="native" minWidth={TEST_COLUMN_MIN + marksWidth + COUNTS_WIDTH}>
      <Table aria-label="Tests" verticalSpacing={6} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Test</Table.Th>
            <Table.Th w={marksWidth}>Repeats</Table.Th>
            <Table.Th w={COUNT_WIDTH}>Passed</Table.Th>
            <Table.Th w={COUNT_WIDTH}>Pass rate</Table.Th>
            <Table.Th w={COUNT_WIDTH}>pass^k</Table.Th>
            <Table.Th w={COUNT_WIDTH}>Flaky</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invocation.summary.map((entry) => (
            <TestRow
              key={entry.invocation_item_id}
              itemId={entry.invocation_item_id}
              name={entry.test_name}
              expected={entry.runs}
              runs={byItem.get(entry.invocation_item_id)}
              onOpen={onOpen}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const RunDrawer = memo(function RunDrawer({
  ws,
  invocation,
  run,
  onClose,
}: {
  ws: string;
  invocation: Invocation;
  run: RunSummary | undefined;
  onClose: () => void;
}) {
  const name = run
    ? (invocation.summary.find((entry) => entry.invocation_item_id === run.invocation_item_id)?.test_name ?? "Run")
    : "";
  return (
    <Drawer
      opened={Boolean(run)}
      onClose={onClose}
      position="right"
      size="lg"
      title={name}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {run ? <RunDetail ws={ws} run={run} /> : null}
    </Drawer>
  );
});

const Stat = memo(function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Card>
  );
});

function CancelButton({ ws, id }: { ws: string; id: string }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () =>
      unwrap(
        cx.POST("/api/v1/workspaces/{workspace_id}/test-invocations/{invocation_id}/cancel", {
          params: { path: { workspace_id: ws, invocation_id: id } },
        }),
      ),
    onSuccess: (invocation) => queryClient.setQueryData(invocationKey(ws, id), invocation),
  });
  return (
    <Stack gap={4} align="flex-end">
      <Button color="red" variant="light" loading={cancel.isPending} onClick={() => cancel.mutate()}>
        Cancel invocation
      </Button>
      {cancel.error ? <ErrorNotice title="Could not cancel" error={cancel.error} /> : null}
    </Stack>
  );
}

/** Another invocation of the same agent to compare with, chosen from its newest. */
const CompareWith = memo(function CompareWith({ ws, invocation }: { ws: string; invocation: Invocation }) {
  const navigate = useNavigate();
  const [baseline, setBaseline] = useState<string | null>(null);
  const others = useQuery({
    queryKey: ["agent-invocations-first", ws, invocation.agent_id],
    queryFn: () => listInvocations(ws, invocation.agent_id, ""),
  });
  const options = (others.data?.items ?? [])
    .filter((other) => other.id !== invocation.id)
    .map((other) => ({
      value: other.id,
      label: `${formatTime(other.created_at)} · ${other.counts.passed}/${other.test_ids.length * other.repeat_count} passed`,
    }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (baseline) navigate(`/w/${ws}/invocations/${invocation.id}/compare/${baseline}`);
      }}
    >
      <Group align="flex-end" gap="xs">
        <Select
          label="Compare with…"
          placeholder={others.isPending ? "Loading invocations…" : "Another invocation of the agent"}
          data={options}
          value={baseline}
          onChange={setBaseline}
          nothingFoundMessage="No other invocation"
          w={320}
          maw="100%"
          error={others.isError ? "Could not load the agent's invocations" : undefined}
        />
        <Button type="submit" variant="default" disabled={!baseline}>
          Compare
        </Button>
      </Group>
    </form>
  );
});
