import type { Subprocess } from "bun";
import pTimeout from "p-timeout";

/** Every child this process spawned; none may outlive it (a crash, a timeout, a forgotten stop). */
const children = new Set<Subprocess>();
process.once("exit", () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

export interface ListeningChild {
  child: Subprocess<"ignore", "pipe", "pipe">;
  port: number;
  /** The latest output of the child, standard output and error together. */
  output: string[];
}

export interface SpawnOptions {
  cwd: string;
  /** Added to this process's environment, after `PORT=0` and `HOST=127.0.0.1`. */
  env: Record<string, string>;
  timeoutMs: number;
  /** A port the child is told to use: it has started once that port accepts a connection. */
  knownPort?: number;
}

/**
 * Spawns `command` and waits for it to print the port it listens on: the platform's JSON
 * `"msg":"listening"` line, or `listening <port>` from a bare server. A child that exits or stays
 * silent meanwhile is killed, and the error shows what it printed.
 */
export async function spawnListening(name: string, command: string[], options: SpawnOptions): Promise<ListeningChild> {
  const child = Bun.spawn(command, {
    cwd: options.cwd,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...options.env },
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  children.add(child);
  void child.exited.then(() => children.delete(child));
  const output: string[] = [];
  const port = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output.join("")}`)), options.timeoutMs);
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
    const { knownPort } = options;
    if (knownPort !== undefined) void untilConnects(knownPort, options.timeoutMs).then(() => resolve(knownPort));
  });
  try {
    return { child, port: await port, output };
  } catch (error) {
    if (child.exitCode === null) child.kill("SIGKILL");
    throw error;
  }
}

/**
 * SIGTERM, then SIGKILL once `graceMs` has passed; resolves once the child is gone. The wait's timer
 * is cleared when the child exits first, so it never holds this process open.
 */
export async function stopChild(child: Subprocess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await pTimeout(child.exited, { milliseconds: graceMs, fallback: () => undefined });
  if (child.exitCode === null) child.kill("SIGKILL");
  await child.exited;
}

async function untilConnects(port: number, timeoutMs: number): Promise<void> {
  for (let attempt = 0; attempt < timeoutMs / 50; attempt++) {
    try {
      const socket = await Bun.connect({ hostname: "127.0.0.1", port, socket: { data() {} } });
      socket.end();
      return;
    } catch {
      await Bun.sleep(50);
    }
  }
}

/** Waits until `url/readyz` answers 200. */
export async function untilReady(url: string, name: string, output: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${url}/readyz`).catch(() => undefined);
    if (response?.status === 200) return;
    await Bun.sleep(100);
  }
  throw new Error(`${name} never became ready:\n${output.join("")}`);
}
