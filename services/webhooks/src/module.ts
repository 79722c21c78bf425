import { serviceApp } from "@cx/http-kit";
import { startJobWorkers } from "@cx/jobs";
import { outboxModule } from "@cx/outbox";
import { SERVICES } from "@cx/route-table";
import { busModule, serviceModuleKit, storeModule } from "@cx/runtime";
import {
  createSafeFetcher,
  isTestFetchAllowance,
  type Resolver,
  resolveAllowedNetworks,
  type TestFetchAllowance,
} from "@cx/safe-fetch";
import type { WebhooksDeps } from "./app/deps.ts";
import { WebhookUseCases } from "./app/webhooks.ts";
import { webhooksConfig } from "./config.ts";
import { webhooksController } from "./http/webhooks-controller.ts";
import { startConversationRemovals } from "./inbound/conversation-removals.ts";
import { startSourceEventConsumers } from "./inbound/source-events.ts";
import { webhooksJobs } from "./jobs.ts";
import { createBusResourceReader } from "./outbound/resource-reader.ts";
import { openRepositories } from "./store/repositories.ts";

const SERVICE = SERVICES.webhooks;
const service = serviceModuleKit(SERVICE.name);

/** What only code can change, never configuration: tests reach loopback receivers and shorten waits. */
export interface WebhooksTestOverrides {
  fetchAllowance?: TestFetchAllowance;
  resolver?: Resolver;
  clock?: () => Date;
  retryDelayMs?: number;
  /** How long a fan-out waits for a resource's owner (tests of an owner that does not answer). */
  resourceTimeoutMs?: number;
}

/**
 * The webhooks service's modules: `webhooks-shared` (repositories, the safe fetcher, the outbox;
 * internal), `webhooks-http` (the routes), `webhooks-worker` (the fan-out of other services'
 * events into deliveries carrying the resources their owners answer, the purge of a removed
 * conversation's deliveries, and the delivery jobs) and the `webhooks` target that runs both.
 */
export function createWebhooksModules(overrides: WebhooksTestOverrides = {}) {
  const shared = service.shared({
    dependencies: { store: storeModule, outbox: outboxModule },
    config: webhooksConfig,
    async init({ config, deps: { store, outbox }, logger }) {
      if (overrides.fetchAllowance !== undefined) {
        if (!isTestFetchAllowance(overrides.fetchAllowance))
          throw new Error("fetchAllowance was not made by createTestFetchAllowance");
        if (process.env.NODE_ENV === "production")
          throw new Error("a test fetch allowance cannot be used in production");
      }
      const allowedNetworks = resolveAllowedNetworks(config);
      const repos = await openRepositories(store.database(SERVICE.name), outbox);
      const deps: WebhooksDeps = {
        repos,
        fetcher: createSafeFetcher({
          timeoutMs: config.deliveryTimeoutMs,
          ...(overrides.resolver ? { resolver: overrides.resolver } : {}),
          ...(overrides.fetchAllowance ? { allowance: overrides.fetchAllowance } : {}),
          ...(allowedNetworks ? { allowedNetworks } : {}),
        }),
        urlRules: { allowance: overrides.fetchAllowance, allowedNetworks },
        schedule: { gapsMs: config.retryScheduleMs.map(Number), windowMs: config.retryWindowMs },
        clock: overrides.clock ?? (() => new Date()),
        logger,
        delivery: {
          leaseMs: config.deliveryLeaseMs,
          maxRuns: config.deliveryMaxRuns,
          pendingRequeueMs: config.pendingRequeueMs,
        },
      };
      return { provides: { deps, sweepIntervalMs: config.sweepIntervalMs } };
    },
  });

  const http = service.http(
    {
      dependencies: { shared },
      async init({ deps: { shared }, runtime, logger }) {
        const secret = runtime.internalTokenSecret;
        const app = serviceApp(SERVICE.name, logger, secret, [
          webhooksController(secret, new WebhookUseCases(shared.deps)),
        ]);
        return { http: app };
      },
    },
    { routesTarget: true },
  );

  /** `webhooks-worker`: turns other services' events into deliveries, makes them, and forgets removed conversations. */
  const worker = service.worker({
    dependencies: { shared, bus: busModule },
    async init({ deps: { shared, bus }, logger }) {
      const retryDelayMs = overrides.retryDelayMs;
      const jobs = await startJobWorkers(
        bus,
        webhooksJobs(shared.deps, {
          sweepIntervalMs: shared.sweepIntervalMs,
          ...(retryDelayMs !== undefined ? { retryDelayMs } : {}),
        }),
        { logger, ...(overrides.clock ? { clock: overrides.clock } : {}) },
      );
      const retries = retryDelayMs !== undefined ? { retryDelayMs } : {};
      const resources = createBusResourceReader(
        bus,
        overrides.resourceTimeoutMs !== undefined ? { timeoutMs: overrides.resourceTimeoutMs } : {},
      );
      const sources = await startSourceEventConsumers(bus, shared.deps, resources, retries, logger);
      const removals = await startConversationRemovals(bus, shared.deps, retries, logger);
      return { consumers: [...jobs.consumers, sources, removals], stop: () => jobs.stop() };
    },
  });

  return service.modules({ internal: [shared], http, worker });
}

export const webhooksModules = createWebhooksModules();
