/** Latency figures of one benchmark case, in milliseconds, and its throughput. */
export interface Measurement {
  name: string;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** The middle value by `key` (the upper middle of an even count). */
export function median<T>(values: readonly T[], key: (value: T) => number): T {
  const sorted = [...values].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.max(0, Math.ceil((p / 100) * sortedMs.length) - 1));
  return sortedMs[index]!;
}

/**
 * Runs `operation` `requests` times with `concurrency` workers after `warmup` unmeasured runs.
 * Every call must succeed: a benchmark of failing requests measures nothing.
 */
export async function measure(
  name: string,
  operation: () => Promise<void>,
  options: { requests: number; concurrency: number; warmup: number },
): Promise<Measurement> {
  for (let i = 0; i < options.warmup; i++) await operation();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < options.requests) {
      next++;
      const t0 = performance.now();
      await operation();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

export function formatTable(rows: Measurement[]): string {
  const lines = ["| case | requests | req/s | p50 ms | p99 ms |", "|---|---|---|---|---|"];
  for (const r of rows) {
    lines.push(
      `| ${r.name} | ${r.requests} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50Ms.toFixed(2)} | ${r.p99Ms.toFixed(2)} |`,
    );
  }
  return lines.join("\n");
}
