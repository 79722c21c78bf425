import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { LocalTime } from "../../ui/local-time.tsx";
import { RecordTable } from "../../ui/record-table.tsx";
import { EmptyState, ErrorNotice, PageLoader } from "../../ui/states.tsx";
import { useTestHistory } from "./test-queries.ts";

const TestPassRateChart = lazy(() =>
  import("./test-history-chart.tsx").then((m) => ({ default: m.TestPassRateChart })),
);

const LATEST = 10;

function percent(rate: number | null): string {
  return rate === null ? "—" : `${Math.round(rate * 100)}%`;
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </Stack>
  );
}

/** The test's results over its latest invocations: pass rate over time, flakiness, last pass and failure, latest runs. */
export function TestHistorySection({ ws, testId }: { ws: string; testId: string }) {
  const history = useTestHistory(ws, testId);
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} component="section" aria-label="Results">
      <Title order={2} size="h4" mb="sm">
        Results
      </Title>
      {history.isPending ? (
        <PageLoader label="Loading the results" />
      ) : history.isError ? (
        <ErrorNotice title="Could not load the results" error={history.error} onRetry={() => history.refetch()} />
      ) : history.data.invocations.length === 0 ? (
        <EmptyState title="Not run yet">Run the test to see its pass rate over time here.</EmptyState>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure label="Pass rate">{percent(history.data.pass_rate)}</Figure>
            <Figure label="Flaky">
              {history.data.flaky ? (
                <Badge color="orange" variant="light">
                  Flaky
                </Badge>
              ) : (
                "No"
              )}
            </Figure>
            <Figure label="Last passed">
              <LocalTime value={history.data.last_passed_at} />
            </Figure>
            <Figure label="Last failed">
              <LocalTime value={history.data.last_failed_at} />
            </Figure>
          </SimpleGrid>
          <Suspense fallback={<PageLoader label="Loading the chart" />}>
            <div role="img" aria-label="Pass rate per invocation over time">
              <TestPassRateChart history={history.data} />
            </div>
          </Suspense>
          <RecordTable
            label="Latest invocations of the test"
            columns={[
              { title: "Started" },
              { title: "Passed", w: 90 },
              { title: "Failed", w: 90, visibleFrom: "sm" },
              { title: "Rate", w: 90 },
            ]}
          >
            {history.data.invocations.slice(0, LATEST).map((entry) => (
              <Table.Tr key={entry.invocation_id}>
                <Table.Td>
                  <Anchor component={Link} to={`/w/${ws}/invocations/${entry.invocation_id}`} size="sm">
                    <LocalTime value={entry.created_at} />
                  </Anchor>
                  {entry.flaky ? (
                    <Badge ml={6} size="xs" color="orange" variant="light">
                      flaky
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {entry.passed} / {entry.runs}
                </Table.Td>
                <Table.Td visibleFrom="sm">{entry.failed}</Table.Td>
                <Table.Td>
                  <Group gap={4}>{percent(entry.pass_rate)}</Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </RecordTable>
        </Stack>
      )}
    </Paper>
  );
}
