export type Shape = "all" | "distributed";

export interface RunningPlatform {
  shape: Shape;
  /** The public address: the gateway. */
  baseUrl: string;
  /** Address of every process by target name (the gateway and, when distributed, each service). */
  processes: Record<string, string>;
  /** The key the gateway signs callers with: tests forge, expire and check signatures with it. */
  internalTokenSecret: string;
  /** Distributed shape only: sends a signal to one process (SIGSTOP to freeze a service, SIGTERM to stop it). */
  signal?(target: string, signal: NodeJS.Signals): void;
  /** Distributed shape only: what the processes have written to stdout and stderr (the latest part). */
  output?(): string;
  stop(): Promise<void>;
}

/**
 * Every e2e request comes from 127.0.0.1, so the per-IP limit on register and log in is raised
 * for the suites; the limit itself is tested with its default in a platform of its own. Webhook
 * tools may call the suites' receivers on loopback, as an operator opens its own network to them
 * (knowledge URL imports stay on public addresses).
 */
export const E2E_ENV: Record<string, string> = {
  AUTH_RATE_LIMIT_PER_MINUTE: "100000",
  OUTBOUND_ALLOWED_NETWORKS: "127.0.0.0/8",
};
