import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { SERVICE_REGISTRY } from "@cx/route-table";
import type { Subprocess } from "bun";
import { deleteRedisKeys } from "./redis-cleanup.ts";
import { E2E_ENV, type RunningPlatform } from "./running-platform.ts";
import { spawnListening, stopChild, untilReady } from "./server-process.ts";

const ROOT = join(import.meta.dir, "..", "..");
const START_TIMEOUT_MS = 20000;

export const LOCAL_AMQP_URL = process.env.AMQP_URL ?? "amqp://guest:guest@127.0.0.1:5672";
export const LOCAL_REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

export interface StartedProcess {
  target: string;
  process: Subprocess<"ignore", "pipe", "pipe">;
  url: string;
  output: string[];
}

/** Starts `bun platform/main.ts --target=<target>` on a free port and waits until it is ready. */
async function startProcess(
  target: string,
  env: Record<string, string>,
  spawned: Subprocess[],
): Promise<StartedProcess> {
  const { child, port, output } = await spawnListening(target, ["bun", "platform/main.ts", `--target=${target}`], {
    cwd: ROOT,
    env: { NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    timeoutMs: START_TIMEOUT_MS,
  });
  spawned.push(child);
  const url = `http://127.0.0.1:${port}`;
  await untilReady(url, target, output, START_TIMEOUT_MS);
  return { target, process: child, url, output };
}

/** Settings every process of one distributed run shares; exchange and key prefix are unique per run. */
export function distributedEnvironment(env: Record<string, string> = {}): Record<string, string> {
  const run = randomBytes(4).toString("hex");
  return {
    AMQP_URL: LOCAL_AMQP_URL,
    AMQP_EXCHANGE: `cx.e2e.${run}`,
    AMQP_QUEUE_EXPIRES_MS: "30000",
    REDIS_URL: LOCAL_REDIS_URL,
    REDIS_KEY_PREFIX: `cx:e2e:${run}:`,
    INTERNAL_TOKEN_SECRET: randomBytes(32).toString("base64url"),
    DATA_DIR: "memory",
    ...E2E_ENV,
    ...env,
  };
}

/** Processes started on `shared` settings, stopped together (SIGTERM, then SIGKILL after 10 s). */
export function processGroup(shared: Record<string, string>) {
  const spawned: Subprocess[] = [];
  return {
    start: (target: string, env: Record<string, string> = {}) => startProcess(target, { ...shared, ...env }, spawned),
    async stop() {
      // Each is sent SIGTERM at once, the latest started first; they are waited for together.
      await Promise.all([...spawned].reverse().map((child) => stopChild(child)));
      // Only a run's own keys: never without the prefix that makes them its own.
      const prefix = shared.REDIS_KEY_PREFIX;
      if (prefix) await deleteRedisKeys(shared.REDIS_URL ?? LOCAL_REDIS_URL, prefix).catch(() => undefined);
    },
  };
}

/**
 * The Kubernetes shape on one machine: the gateway and each service of the registry in its own
 * process, on the local RabbitMQ and Redis.
 */
export async function bootDistributed(
  env: Record<string, string> = {},
  /** `gatewayEnv`: settings of the gateways alone, over `env` (a Redis of their own, say). */
  options: { gatewayReplicas?: number; gatewayEnv?: Record<string, string> } = {},
): Promise<RunningPlatform> {
  const shared = distributedEnvironment(env);
  const group = processGroup(shared);
  const started: StartedProcess[] = [];
  try {
    const services = await Promise.all(
      SERVICE_REGISTRY.map(async (service) => ({ service, process: await group.start(service.name) })),
    );
    started.push(...services.map((s) => s.process));
    const urls = Object.fromEntries(services.map((s) => [s.service.urlEnv, s.process.url]));
    const replicas = options.gatewayReplicas ?? 1;
    const gateways = await Promise.all(
      Array.from({ length: replicas }, () => group.start("gateway", { ...urls, ...options.gatewayEnv })),
    );
    gateways.forEach((gateway, i) => {
      if (i > 0) gateway.target = `gateway-${i + 1}`;
    });
    started.push(...gateways);
  } catch (error) {
    await group.stop();
    throw error;
  }
  return {
    shape: "distributed",
    baseUrl: started.find((s) => s.target === "gateway")!.url,
    processes: Object.fromEntries(started.map((s) => [s.target, s.url])),
    internalTokenSecret: shared.INTERNAL_TOKEN_SECRET!,
    signal(target, signal) {
      const child = started.find((s) => s.target === target)?.process;
      if (!child) throw new Error(`no process ${target}`);
      child.kill(signal);
    },
    output: () => started.map((s) => s.output.join("")).join("\n"),
    stop: () => group.stop(),
  };
}
