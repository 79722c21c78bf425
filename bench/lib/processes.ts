import { join } from "node:path";
import { CLOCK_TICKS_PER_SECOND, childProcesses, processStat, residentBytes } from "@cx/process-stats";
import { spawnListening, stopChild, untilReady } from "../../tests/harness/server-process.ts";

export const ROOT = join(import.meta.dir, "..", "..");
const START_TIMEOUT_MS = 30_000;

/** A server this benchmark started in a process of its own. */
export interface ServerProcess {
  name: string;
  url: string;
  pid: number;
  output: string[];
  /** SIGTERM, then SIGKILL after 10 s; resolves once the process is gone. */
  stop(): Promise<void>;
}

/** Spawns `command` and waits for it to listen (see `spawnListening`). */
export async function spawnServer(
  name: string,
  command: string[],
  env: Record<string, string>,
  options: { knownPort?: number; cwd?: string } = {},
): Promise<ServerProcess> {
  const { knownPort, cwd = ROOT } = options;
  const { child, port, output } = await spawnListening(name, command, {
    cwd,
    env,
    timeoutMs: START_TIMEOUT_MS,
    knownPort,
  });
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    output,
    stop: () => stopChild(child),
  };
}

/** `bun platform/main.ts --target=<target>`, as a user starts it; `bunFlags` go before the script. */
export function startPlatformProcess(
  target: string,
  env: Record<string, string>,
  bunFlags: string[] = [],
): Promise<ServerProcess> {
  return spawnServer(target, ["bun", ...bunFlags, "platform/main.ts", `--target=${target}`], {
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    ...env,
  });
}

/**
 * The reference: `Bun.serve` answering a small JSON, nothing else loaded. It starts outside the
 * repository's root so that the root's `bunfig.toml` (which preloads the tracing SDK into every
 * platform process) does not apply to it.
 */
export function startBareServer(body: string): Promise<ServerProcess> {
  return spawnServer(
    "bare Bun.serve",
    ["bun", join(import.meta.dir, "bare-server.ts")],
    { BARE_BODY: body },
    {
      cwd: import.meta.dir,
    },
  );
}

/**
 * The floor under the gateway (`bare-link-proxy.ts`): a bare `Bun.serve` in front of `upstream`
 * over a service link, sending every request with the signed `caller`. Like the bare server, it
 * starts outside the repository's root, without the tracing SDK.
 */
export function startBareLinkProxy(upstream: string, caller: string, secret: string): Promise<ServerProcess> {
  return spawnServer(
    "bare link proxy",
    ["bun", join(import.meta.dir, "bare-link-proxy.ts")],
    { UPSTREAM_URL: upstream, PROXY_CALLER: caller, INTERNAL_TOKEN_SECRET: secret },
    { cwd: import.meta.dir },
  );
}

/** Resident memory of a process, in MB, from `/proc` (Linux). */
export function rssMb(pid: number): number {
  const bytes = residentBytes(pid);
  if (bytes === undefined) throw new Error(`no resident memory for process ${pid}`);
  return bytes / 1024 / 1024;
}

/** A free loopback port, for servers that must be told theirs (nginx). */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

/** Waits until `url/readyz` answers 200. */
export function waitReady(server: ServerProcess): Promise<void> {
  return untilReady(server.url, server.name, server.output, START_TIMEOUT_MS);
}

/** CPU time (user and system, seconds) a process and its direct children (nginx's worker) have used. */
export function cpuSeconds(pid: number): number {
  const own = processStat(pid);
  if (!own) throw new Error(`no CPU time for process ${pid}`);
  let ticks = own.cpuTicks;
  // A child gone meanwhile counts nothing.
  for (const child of childProcesses(pid)) ticks += processStat(child)?.cpuTicks ?? 0;
  return ticks / CLOCK_TICKS_PER_SECOND;
}
