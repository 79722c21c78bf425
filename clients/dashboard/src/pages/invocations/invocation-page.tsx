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
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
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
import { TestRow } from "./run-marks.tsx";
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

function InvocationView({ ws, invocation, live }: { ws: string; invocation: Invocation; live: LiveRuns }) {
  const agentName = useAgentName(ws, invocation.agent_id);
  const [openRun, setOpenRun] = useState<string | null>(null);
  const onOpen = useCallback((runId: string) => setOpenRun(runId), []);
  const all = useMemo(() => [...live.byItem.values()].flat(), [live.byItem]);
  const total = invocation.test_ids.length * invocation.repeat_count;
  const t = tally(all, total);
  const flakyTests = invocation.summary.filter(
    (entry) => tally(live.byItem.get(entry.invocation_item_id) ?? [], entry.runs).flaky,
  ).length;
  const done = t.passed + t.failed + t.interrupted;
  const running = invocation.status === "running";
  const selected = openRun ? all.find((run) => run.id === openRun) : undefined;
  const name = (run: RunSummary) =>
    invocation.summary.find((entry) => entry.invocation_item_id === run.invocation_item_id)?.test_name ?? "Run";
  return (
    <Stack>
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
      {live.reconnecting && running ? (
        <Alert color="yellow" role="status">
          The live updates were interrupted; reconnecting…
        </Alert>
      ) : null}
      <Stack gap={4}>
        <Text size="sm" id="invocation-progress">
          {done} of {total} runs finished
        </Text>
        <Progress.Root size="lg" aria-labelledby="invocation-progress">
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
      <CompareWith ws={ws} invocation={invocation} />
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="Tests" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Test</Table.Th>
              <Table.Th>Repeats</Table.Th>
              <Table.Th>Passed</Table.Th>
              <Table.Th>Pass rate</Table.Th>
              <Table.Th>pass^k</Table.Th>
              <Table.Th>Flaky</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invocation.summary.map((entry) => (
              <TestRow
                key={entry.invocation_item_id}
                itemId={entry.invocation_item_id}
                name={entry.test_name}
                expected={entry.runs}
                runs={live.byItem.get(entry.invocation_item_id)}
                onOpen={onOpen}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Drawer
        opened={Boolean(selected)}
        onClose={() => setOpenRun(null)}
        position="right"
        size="lg"
        title={selected ? name(selected) : ""}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        {selected ? <RunDetail ws={ws} run={selected} /> : null}
      </Drawer>
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Card withBorder padding="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Card>
  );
}

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
function CompareWith({ ws, invocation }: { ws: string; invocation: Invocation }) {
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
}
