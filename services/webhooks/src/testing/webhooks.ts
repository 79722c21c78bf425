/**
 * The webhooks service as its tests start it, on the one harness (`@cx/runtime/testing`): its
 * routes and worker through the module graph, with loopback opened as the operator would
 * (`OUTBOUND_ALLOWED_NETWORKS=127.0.0.0/8`) and the retry schedule shrunk. The owners of the
 * resources deliveries carry are played on the bus (`owners`, see `resource-owners.ts`) unless
 * `owners: false` leaves them to the real services the test runs beside.
 */

import type { MessageBus } from "@cx/bus";
import { waitUntil } from "@cx/bus/testing";
import type { Logger } from "@cx/logger";
import { memberOf, type ServiceRequest, startService, WORKSPACE } from "@cx/runtime/testing";
import type { DocumentStore } from "@cx/store";
import { createWebhooksModules, type WebhooksTestOverrides } from "../module.ts";
import { startResourceOwners } from "./resource-owners.ts";

export { OTHER_WORKSPACE, WORKSPACE } from "@cx/runtime/testing";

export const ADMIN = memberOf(WORKSPACE, "admin");

export interface WebhooksHarnessOptions {
  env?: Record<string, string>;
  overrides?: WebhooksTestOverrides;
  adapters?: "embedded" | "real";
  bus?: MessageBus;
  store?: DocumentStore;
  logger?: Logger;
  /** Play the resources' owners on the bus (default true). */
  owners?: boolean;
}

export const QUICK_RETRIES = {
  OUTBOUND_ALLOWED_NETWORKS: "127.0.0.0/8",
  WEBHOOKS_RETRY_SCHEDULE_MS: "20",
  WEBHOOKS_SWEEP_INTERVAL_MS: "100",
  WEBHOOKS_PENDING_REQUEUE_MS: "1000",
  WEBHOOKS_DELIVERY_TIMEOUT_MS: "500",
  WEBHOOKS_DELIVERY_LEASE_MS: "600",
};

export async function startWebhooks(options: WebhooksHarnessOptions = {}) {
  const service = await startService(createWebhooksModules({ retryDelayMs: 20, ...options.overrides }), {
    env: { ...QUICK_RETRIES, ...options.env },
    ...(options.adapters ? { adapters: options.adapters } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    overrides: {
      ...(options.store ? { store: options.store } : {}),
      ...(options.bus ? { bus: options.bus } : {}),
    },
  });
  const owners = options.owners === false ? null : await startResourceOwners(service.bus);
  const call = (method: string, path: string, request: ServiceRequest = {}) =>
    service.call(method, `/api/v1/workspaces/${WORKSPACE}/webhooks${path}`, { caller: ADMIN, ...request });
  const createWebhook = async (url: string, events: string[] = ["conversation.ended"]) => {
    const reply = await call("POST", "", { body: { url, events } });
    if (reply.status !== 201) throw new Error(`create answered ${reply.status}: ${reply.text}`);
    return reply.json as { id: string; secret: string };
  };
  const deliveries = async (id: string) =>
    (await call("GET", `/${id}/deliveries`, { query: { page_size: "100" } })).json.items as {
      id: string;
      attempt: number;
      status_code: number | null;
      error: string | null;
      event_id: string;
      event_type: string;
    }[];
  const waitForAttempts = async (id: string, count: number, timeoutMs = 20000) => {
    await waitUntil(async () => (await deliveries(id)).length >= count, `${count} attempts`, timeoutMs);
    return deliveries(id);
  };
  return {
    ...service,
    raw: service.call,
    call,
    createWebhook,
    deliveries,
    waitForAttempts,
    /** The resources' owners as the test plays them (throws when `owners: false`). */
    get owners() {
      if (!owners) throw new Error("the resources' owners are the real services here");
      return owners;
    },
    async stop() {
      await owners?.stop();
      await service.stop();
    },
  };
}

export type WebhooksHarness = Awaited<ReturnType<typeof startWebhooks>>;
