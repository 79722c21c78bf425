import { startJobWorkers } from "@cx/jobs";
import { type Embedder, languageModelModule } from "@cx/llm";
import { outboxModule } from "@cx/outbox";
import { SERVICES } from "@cx/route-table";
import { busModule, serviceModuleKit, storeModule } from "@cx/runtime";
import { createSafeFetcher, isTestFetchAllowance, type Resolver, type TestFetchAllowance } from "@cx/safe-fetch";
import { DocumentUseCases } from "./app/documents.ts";
import { FolderUseCases } from "./app/folders.ts";
import { startAnnouncingLostOutcomes } from "./app/lost-outcomes.ts";
import { ReadModelProjector } from "./app/read-models.ts";
import { KnowledgeSearch } from "./app/search.ts";
import { knowledgeConfig } from "./config.ts";
import { createExtractionPool } from "./extraction/extraction-pool.ts";
import { createKnowledgeApp } from "./http/knowledge-app.ts";
import { startReadModelConsumers } from "./inbound/read-model-consumers.ts";
import { startRetrievalResponders } from "./inbound/retrieval-responders.ts";
import { knowledgeJobs } from "./jobs.ts";
import { migrateStoredFields } from "./store/migrations.ts";
import { openRepositories } from "./store/repositories.ts";

const SERVICE = SERVICES.knowledge;
const service = serviceModuleKit(SERVICE.name);

/**
 * What only code can change, never configuration: tests pass these to reach local test servers
 * or to make the sweeper and retries quick. See `@cx/knowledge/testing`.
 */
export interface KnowledgeTestOverrides {
  fetchAllowance?: TestFetchAllowance;
  resolver?: Resolver;
  embedder?: Embedder;
  retryDelayMs?: number;
  indexerMaxAttempts?: number;
}

/**
 * The knowledge service's modules: `knowledge-shared` (repositories, embedder, fetcher, outbox;
 * internal), `knowledge-http` (the routes), `knowledge-worker` (the jobs of `jobs.ts`, the read
 * models' consumers and the retrieval responders) and the `knowledge` target that runs both.
 */
export function createKnowledgeModules(overrides: KnowledgeTestOverrides = {}) {
  const shared = service.shared({
    dependencies: { store: storeModule, outbox: outboxModule, llm: languageModelModule },
    config: knowledgeConfig,
    async init({ config, deps: { store, outbox, llm }, logger }) {
      if (overrides.fetchAllowance !== undefined) {
        if (!isTestFetchAllowance(overrides.fetchAllowance))
          throw new Error("fetchAllowance was not made by createTestFetchAllowance");
        if (process.env.NODE_ENV === "production")
          throw new Error("a test fetch allowance cannot be used in production");
        logger.warn("knowledge: URL imports may reach loopback test servers (test allowance)");
      }
      const database = store.database(SERVICE.name);
      const migrated = await migrateStoredFields(database);
      if (migrated > 0) logger.info({ documents: migrated }, "stored fields renamed to snake_case");
      const repos = await openRepositories(database, outbox);
      const extractor = createExtractionPool({
        workers: config.extractionWorkers,
        timeoutMs: config.extractionTimeoutMs,
        maxHeapMb: config.extractionMaxHeapMb,
      });
      const deps = {
        repos,
        embedder: overrides.embedder ?? llm.embedder,
        extractor,
        fetcher: createSafeFetcher({
          timeoutMs: config.fetchTimeoutMs,
          ...(overrides.resolver ? { resolver: overrides.resolver } : {}),
          ...(overrides.fetchAllowance ? { allowance: overrides.fetchAllowance } : {}),
        }),
        logger,
        indexing: {
          leaseMs: config.indexingLeaseMs,
          maxRuns: config.indexingMaxRuns,
          pendingRequeueMs: config.pendingRequeueMs,
        },
      };
      return {
        provides: { deps, sweepIntervalMs: config.sweepIntervalMs, extractionWorkers: config.extractionWorkers },
        stop: () => extractor.close(),
      };
    },
  });

  const http = service.http(
    {
      dependencies: { shared },
      async init({ deps: { shared }, runtime, logger }) {
        const app = createKnowledgeApp(logger, {
          secret: runtime.internalTokenSecret,
          documents: new DocumentUseCases(shared.deps),
          folders: new FolderUseCases(shared.deps),
          search: new KnowledgeSearch(shared.deps),
        });
        return { http: app };
      },
    },
    { routesTarget: true },
  );

  /**
   * `knowledge-worker`: indexes documents, keeps the read models and answers retrieval requests
   * over the bus, without the routes.
   */
  const worker = service.worker({
    dependencies: { shared, bus: busModule },
    async init({ deps: { shared, bus }, logger }) {
      const retryDelayMs = overrides.retryDelayMs ?? 5000;
      const catalog = knowledgeJobs(shared.deps, {
        sweepIntervalMs: shared.sweepIntervalMs,
        extractionWorkers: shared.extractionWorkers,
        retryDelayMs,
        deliveries: overrides.indexerMaxAttempts ?? 3,
      });
      const jobs = await startJobWorkers(bus, catalog, { logger });
      const readModels = await startReadModelConsumers(
        bus,
        new ReadModelProjector(shared.deps.repos.readModels),
        { retryDelayMs },
        logger,
      );
      const responders = await startRetrievalResponders(bus, {
        search: new KnowledgeSearch(shared.deps),
        documents: new DocumentUseCases(shared.deps),
      });
      const announcing = startAnnouncingLostOutcomes(shared.deps, shared.sweepIntervalMs);
      return {
        consumers: [...jobs.consumers, readModels, ...responders],
        stop: async () => {
          await jobs.stop();
          await announcing.stop();
        },
      };
    },
  });

  return service.modules({ internal: [shared], http, worker });
}

export const knowledgeModules = createKnowledgeModules();
