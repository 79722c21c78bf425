/** A test's pass rate per invocation over time; loaded on its own so that recharts is not in the first page's bundle. */
import { LineChart } from "@mantine/charts";
import { formatTime } from "../../ui/local-time.tsx";
import type { TestHistory } from "./test-queries.ts";

export function TestPassRateChart({ history }: { history: TestHistory }) {
  // Oldest first; invocations with no terminal run of the test have no rate to draw.
  const data = [...history.invocations]
    .filter((i) => i.pass_rate !== null)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((i) => ({ when: formatTime(i.created_at), "Pass rate": Math.round((i.pass_rate ?? 0) * 100) }));
  return (
    <LineChart
      h={200}
      data={data}
      dataKey="when"
      series={[{ name: "Pass rate", color: "indigo.6" }]}
      yAxisProps={{ domain: [0, 100] }}
      unit="%"
      curveType="linear"
    />
  );
}
