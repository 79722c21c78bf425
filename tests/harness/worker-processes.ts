import { afterAll } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BusMessage } from "@cx/bus";
import { CALLER_HEADER, signCaller } from "@cx/http-kit";
import { distributedEnvironment, processGroup } from "./boot-distributed.ts";
import { recordTopic } from "./topic-recorder.ts";

export interface WorkerProcesses {
  /** `DATA_DIR` of every process. The embedded store belongs to one process at a time (MongoDB is
   * what lets workers share one in Kubernetes), so the processes take turns on it. */
  dataDir: string;
  /** The settings every process starts with. */
  shared: Record<string, string>;
  group: ReturnType<typeof processGroup>;
  /** Every message of the recorded topic received so far, in order. */
  messages: BusMessage[];
  /** Another data directory, removed with the rest. */
  directory(prefix: string): string;
}

/**
 * Processes of a distributed environment on the local RabbitMQ, for a test of service workers in
 * processes of their own, with a recorder of the topic they announce their work on. Everything is
 * stopped (`alsoStop` too, such as a test model server) and removed after the file's tests.
 */
export async function workerProcesses(options: {
  /** Names the data directory and the recorder's group. */
  name: string;
  topic: string;
  env?: Record<string, string>;
  alsoStop?: { stop(): Promise<unknown> }[];
}): Promise<WorkerProcesses> {
  const directories: string[] = [];
  const directory = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    directories.push(dir);
    return dir;
  };
  const dataDir = directory(`cx-${options.name}-`);
  const shared = distributedEnvironment({ DATA_DIR: dataDir, AMQP_QUEUE_EXPIRES_MS: "60000", ...options.env });
  const group = processGroup(shared);
  const listener = await recordTopic(shared, `${options.name}-test`, options.topic);
  afterAll(async () => {
    await group.stop();
    await listener.close();
    for (const other of options.alsoStop ?? []) await other.stop();
    for (const dir of directories) rmSync(dir, { recursive: true, force: true });
  }, 30000);
  return { dataDir, shared, group, messages: listener.messages, directory };
}

/**
 * Calls a service's routes directly, as the gateway does for an admin of `workspaceId` signed in
 * with a session: `request(baseUrl, method, path)` reaches `/api/v1/workspaces/{ws}{under}{path}`.
 */
export function adminRequests(shared: Record<string, string>, userId: string, workspaceId: string, under = "") {
  return async (baseUrl: string, method: string, path: string, body?: unknown) => {
    const caller = signCaller({ userId, workspaceId, role: "admin", via: "session" }, shared.INTERNAL_TOKEN_SECRET!);
    const headers: Record<string, string> = { [CALLER_HEADER]: caller };
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${baseUrl}/api/v1/workspaces/${workspaceId}${under}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read the documented answer shape.
    return { status: response.status, json: (await response.json().catch(() => undefined)) as any };
  };
}
