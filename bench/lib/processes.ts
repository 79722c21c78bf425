import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Subprocess } from "bun";

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

/** Every child of this run; none may outlive it. */
const children = new Set<Subprocess>();
process.once("exit", () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

/**
 * Spawns `command` and waits for it to print the port it listens on: the platform's JSON
 * `"msg":"listening"` line, or `listening <port>` from the bare reference server.
 */
export async function spawnServer(
  name: string,
  command: string[],
  env: Record<string, string>,
  options: { knownPort?: number; cwd?: string } = {},
): Promise<ServerProcess> {
  const { knownPort, cwd = ROOT } = options;
  const child = Bun.spawn(command, {
    cwd,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  children.add(child);
  void child.exited.then(() => children.delete(child));
  const output: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output.join("")}`)), START_TIMEOUT_MS);
    const read = async (stream: ReadableStream<Uint8Array>) => {
      const decoder = new TextDecoder();
      for await (const chunk of stream) {
        const text = decoder.decode(chunk);
        output.push(text);
        if (output.length > 200) output.shift();
        const match = (/"msg":"listening"/.test(text) && /"port":(\d+)/.exec(text)) || /^listening (\d+)/m.exec(text);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      }
    };
    void read(child.stdout);
    void read(child.stderr);
    void child.exited.then((code) => reject(new Error(`${name} exited with ${code}:\n${output.join("")}`)));
    if (knownPort !== undefined) void untilConnects(knownPort).then(() => resolve(knownPort));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    url,
    pid: child.pid,
    output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await Promise.race([child.exited, Bun.sleep(10_000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
      await child.exited;
    },
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

/** Resident memory of a process, in MB, from `/proc` (Linux). */
export async function rssMb(pid: number): Promise<number> {
  const status = await Bun.file(`/proc/${pid}/status`).text();
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  return kb / 1024;
}

async function untilConnects(port: number): Promise<void> {
  for (let attempt = 0; attempt < START_TIMEOUT_MS / 50; attempt++) {
    try {
      const socket = await Bun.connect({ hostname: "127.0.0.1", port, socket: { data() {} } });
      socket.end();
      return;
    } catch {
      await Bun.sleep(50);
    }
  }
}

/** A free loopback port, for servers that must be told theirs (nginx). */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

/** Waits until `url/readyz` answers 200. */
export async function waitReady(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(`${server.url}/readyz`).catch(() => undefined);
    if (response?.status === 200) return;
    await Bun.sleep(100);
  }
  throw new Error(`${server.name} never became ready:\n${server.output.join("")}`);
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user and system, seconds) a process and its direct children (nginx's worker) have used. */
export async function cpuSeconds(pid: number): Promise<number> {
  const ticksOf = async (p: number) => {
    const stat = await Bun.file(`/proc/${p}/stat`).text();
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  };
  let ticks = (await ticksOf(pid)).ticks;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === pid) continue;
    try {
      const child = await ticksOf(Number(entry));
      if (child.ppid === pid) ticks += child.ticks;
    } catch {
      // Gone meanwhile.
    }
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}
