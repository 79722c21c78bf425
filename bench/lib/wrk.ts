import { $ } from "bun";

/** Throughput and latency of one `wrk` run. */
export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2XX/3XX, and socket errors: a case that fails measures nothing. */
  errors: number;
}

/** Installs Debian's `wrk` (and anything else named) when it is missing. */
export async function ensureDebianPackages(commands: Record<string, string>): Promise<void> {
  const missing = Object.entries(commands).filter(([command]) => !Bun.which(command));
  if (missing.length === 0) return;
  const packages = missing.map(([, pkg]) => pkg);
  console.log(`installing ${packages.join(", ")} (apt-get)`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  await $`${sudo} apt-get install -y ${packages}`.env({ ...process.env, DEBIAN_FRONTEND: "noninteractive" }).quiet();
  for (const [command] of missing) if (!Bun.which(command)) throw new Error(`${command} is still missing`);
}

function milliseconds(value: string, unit: string): number {
  const n = Number(value);
  if (unit === "us") return n / 1000;
  if (unit === "s") return n * 1000;
  if (unit === "m") return n * 60_000;
  return n;
}

/** `wrk -t1 -c<connections> -d<seconds>s --latency` against `url` with `headers`. */
export async function runWrk(
  url: string,
  options: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<WrkResult> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([k, v]) => ["-H", `${k}: ${v}`]);
  const output =
    await $`wrk -t1 -c${options.connections} -d${options.seconds}s --timeout 5s --latency ${headerArgs} ${url}`.text();
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p50 = /\s50%\s+([\d.]+)(us|ms|s|m)/.exec(output);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s|m)/.exec(output);
  const total = /(\d+) requests in/.exec(output);
  if (!rps || !p50 || !p99 || !total) throw new Error(`unreadable wrk output:\n${output}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  return {
    requestsPerSecond: Number(rps[1]),
    p50Ms: milliseconds(p50[1]!, p50[2]!),
    p99Ms: milliseconds(p99[1]!, p99[2]!),
    requests: Number(total[1]),
    errors,
  };
}
