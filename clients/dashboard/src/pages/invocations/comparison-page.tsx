import { Anchor, Badge, Breadcrumbs, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { useWorkspace } from "../../layout/workspace-context.ts";
import { LocalTime } from "../../ui/local-time.tsx";
import { EmptyState, ErrorNotice, PageLoader } from "../../ui/states.tsx";
import { ComparedConversations } from "./compared-conversations.tsx";
import { percent, signed, signedPoints, signedUsd, usd, yesNo } from "./format.ts";
import { type Comparison, type ComparisonEntry, comparisonQuery } from "./invocation-queries.ts";
import { WordDiff } from "./word-diff.tsx";

type Change = ComparisonEntry["change"];

/** The changes in the order of part 10, each with the colour it is shown in. */
const CHANGES: { change: Change; label: string; color: string }[] = [
  { change: "regressed", label: "Regressed", color: "red" },
  { change: "fixed", label: "Fixed", color: "green" },
  { change: "flaky", label: "Flaky", color: "yellow" },
  { change: "still_failing", label: "Still failing", color: "red" },
  { change: "incomplete", label: "Incomplete", color: "gray" },
  { change: "added", label: "Added", color: "blue" },
  { change: "removed", label: "Removed", color: "gray" },
  { change: "still_passing", label: "Still passing", color: "green" },
];
const BY_CHANGE = new Map(CHANGES.map((c) => [c.change, c]));

/** `/w/{ws}/invocations/{id}/compare/{baseline_id}` (`previous` for the one before): test by test, regressions first. */
export function ComparisonPage() {
  const { workspace } = useWorkspace();
  const ws = workspace.id;
  const { id = "", baselineId = "" } = useParams();
  const comparison = useQuery(comparisonQuery(ws, id, baselineId));
  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={`/w/${ws}/invocations/${id}`} size="sm">
          Invocation
        </Anchor>
        <Text size="sm">Comparison</Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        Comparison
      </Title>
      {comparison.isPending ? (
        <PageLoader label="Comparing the invocations" />
      ) : comparison.isError ? (
        <ErrorNotice
          title="Could not compare the invocations"
          error={comparison.error}
          onRetry={() => comparison.refetch()}
        />
      ) : (
        <ComparisonView ws={ws} comparison={comparison.data} />
      )}
    </Stack>
  );
}

function ComparisonView({ ws, comparison }: { ws: string; comparison: Comparison }) {
  const { invocation, baseline, totals } = comparison;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Ref ws={ws} title="This invocation" invocation={invocation} />
        <Ref ws={ws} title="Baseline" invocation={baseline} />
      </SimpleGrid>
      <section aria-label="Totals">
        <Group gap="xs">
          {CHANGES.map(({ change, label, color }) => (
            <Badge key={change} color={color} variant={totals[change] && change === "regressed" ? "filled" : "light"}>
              {label}: {totals[change]}
            </Badge>
          ))}
        </Group>
      </section>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Delta
          label="Cost"
          value={`${usd(comparison.cost_usd.baseline)} → ${usd(comparison.cost_usd.invocation)}`}
          delta={signedUsd(comparison.cost_usd.delta)}
        />
        <Delta
          label="Input tokens"
          value={`${comparison.input_tokens.baseline} → ${comparison.input_tokens.invocation}`}
          delta={signed(comparison.input_tokens.delta)}
        />
        <Delta
          label="Output tokens"
          value={`${comparison.output_tokens.baseline} → ${comparison.output_tokens.invocation}`}
          delta={signed(comparison.output_tokens.delta)}
        />
      </SimpleGrid>
      <Title order={2} size="h3">
        Tests
      </Title>
      {comparison.tests.length === 0 ? (
        <EmptyState title="No tests">Neither invocation ran a test.</EmptyState>
      ) : (
        <ol
          aria-label="Tests compared"
          style={{
            listStyle: "none",
            margin: 0,
            padding: 0,
            display: "flex",
            flexDirection: "column",
            gap: 12,
            minWidth: 0,
          }}
        >
          {comparison.tests.map((entry) => (
            <li key={entry.test_id}>
              <EntryCard ws={ws} entry={entry} invocationId={invocation.id} baselineId={baseline.id} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function Ref({ ws, title, invocation }: { ws: string; title: string; invocation: Comparison["invocation"] }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {title}
      </Text>
      <Anchor component={Link} to={`/w/${ws}/invocations/${invocation.id}`} fw={600} style={{ wordBreak: "break-all" }}>
        <LocalTime value={invocation.created_at} />
      </Anchor>
      <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
        {invocation.status} · version {invocation.version_id}
      </Text>
    </Card>
  );
}

function Delta({ label, value, delta }: { label: string; value: string; delta: string }) {
  return (
    <Card withBorder padding="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="sm">
        {value}{" "}
        <Text span size="sm">
          ({delta})
        </Text>
      </Text>
    </Card>
  );
}

function EntryCard({
  ws,
  entry,
  invocationId,
  baselineId,
}: {
  ws: string;
  entry: ComparisonEntry;
  invocationId: string;
  baselineId: string;
}) {
  const shown = BY_CHANGE.get(entry.change);
  const regressed = entry.change === "regressed";
  const divergence = entry.divergence;
  return (
    <Card
      withBorder
      padding="sm"
      data-change={entry.change}
      style={regressed ? { borderLeft: "4px solid var(--mantine-color-red-7)" } : undefined}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Badge color={shown?.color} variant={regressed ? "filled" : "light"}>
            {shown?.label ?? entry.change}
          </Badge>
          <Title order={3} size="h5" style={{ wordBreak: "break-word" }}>
            {entry.test_name}
          </Title>
          <Text size="sm" c="dimmed">
            pass rate {signedPoints(entry.pass_rate_delta)}
          </Text>
        </Group>
        <Table withTableBorder layout="fixed" aria-label={`${entry.test_name}: both sides`} fz="sm" verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Side</Table.Th>
              <Table.Th>Passed</Table.Th>
              <Table.Th>Pass rate</Table.Th>
              <Table.Th>pass^k</Table.Th>
              <Table.Th>Flaky</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <SideRow title="Baseline" side={entry.baseline} />
            <SideRow title="This invocation" side={entry.invocation} />
          </Table.Tbody>
        </Table>

        {divergence?.kind === "reply" ? (
          divergence.same ? (
            <Text size="sm" c="dimmed">
              The same reply and tool calls on both sides.
            </Text>
          ) : (
            <>
              <WordDiff
                label="Reply"
                baseline={divergence.baseline.response}
                invocation={divergence.invocation.response}
              />
              <WordDiff
                label="Tool calls"
                baseline={callsText(divergence.baseline.calls)}
                invocation={callsText(divergence.invocation.calls)}
              />
            </>
          )
        ) : divergence?.kind === "transcript" ? (
          <Stack gap="xs">
            <Text size="sm">
              {divergence.same
                ? "The two conversations are the same."
                : `The conversations first differ at turn ${(divergence.seq ?? 0) + 1} (seq ${divergence.seq}).`}
            </Text>
            {!divergence.same ? (
              <WordDiff
                label={`Turn ${(divergence.seq ?? 0) + 1}`}
                baseline={divergence.baseline ? `${divergence.baseline.role}: ${divergence.baseline.text}` : "(ended)"}
                invocation={
                  divergence.invocation ? `${divergence.invocation.role}: ${divergence.invocation.text}` : "(ended)"
                }
              />
            ) : null}
            <ComparedConversations
              ws={ws}
              testId={entry.test_id}
              invocationId={invocationId}
              baselineId={baselineId}
              seq={divergence.seq}
            />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

function callsText(calls: { name: string; arguments: unknown; arguments_raw?: string | null }[]): string {
  if (calls.length === 0) return "(no tool calls)";
  return calls
    .map((c) => `${c.name} ${c.arguments ? JSON.stringify(c.arguments) : (c.arguments_raw ?? "")}`)
    .join("\n");
}

function SideRow({ title, side }: { title: string; side: ComparisonEntry["baseline"] }): ReactNode {
  return (
    <Table.Tr>
      <Table.Td>{title}</Table.Td>
      {side ? (
        <>
          <Table.Td>
            {side.passed}/{side.runs}
          </Table.Td>
          <Table.Td>{percent(side.pass_rate)}</Table.Td>
          <Table.Td>{yesNo(side.pass_all)}</Table.Td>
          <Table.Td>{yesNo(side.flaky)}</Table.Td>
        </>
      ) : (
        <Table.Td colSpan={4}>not run</Table.Td>
      )}
    </Table.Tr>
  );
}
