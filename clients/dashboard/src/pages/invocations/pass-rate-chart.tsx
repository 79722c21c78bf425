/** Pass rate over time per branch; loaded on its own so that recharts is not in the first page's bundle. */
import { LineChart } from "@mantine/charts";
import { formatTime } from "../../ui/local-time.tsx";
import type { Invocation } from "./invocation-queries.ts";

const COLORS = ["indigo.6", "teal.6", "orange.6", "grape.6", "cyan.7", "red.6", "lime.7", "pink.6"];

export function PassRateChart({
  invocations,
  branchName,
}: {
  invocations: readonly Invocation[];
  branchName: (id: string) => string;
}) {
  const branches = [...new Set(invocations.map((i) => i.branch_id))];
  // Oldest first; one point per invocation, on its branch's line only.
  const data = [...invocations]
    .filter((i) => i.counts.passed + i.counts.failed > 0)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((i) => ({
      when: formatTime(i.created_at),
      [branchName(i.branch_id)]: Math.round((i.counts.passed / (i.counts.passed + i.counts.failed)) * 100),
    }));
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="when"
      series={branches.map((id, n) => ({ name: branchName(id), color: COLORS[n % COLORS.length] ?? "indigo.6" }))}
      connectNulls
      withLegend
      yAxisProps={{ domain: [0, 100] }}
      unit="%"
      curveType="linear"
    />
  );
}
