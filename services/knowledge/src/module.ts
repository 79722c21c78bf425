import { type Embedder, languageModelModule } from "@cx/llm";
import { outboxModule } from "@cx/outbox";
import { SERVICES } from "@cx/route-table";
import { busModule, serviceModuleKit, storeModule } from "@cx/runtime";
import { createSafeFetcher, isTestFetchAllowance, type Resolver, type TestFetchAllowance } from "@cx/safe-fetch";
import { DocumentUseCases } from "./app/documents.ts";
import { FolderUseCases } from "./app/folders.ts";
import { Indexer } from "./app/indexing.ts";
import { ReadModelProjector } from "./app/read-models.ts";
import { KnowledgeSearch } from "./app/search.ts";
import { Sweeper } from "./app/sweeper.ts";
import { knowledgeConfig } from "./config.ts";
import { createExtractionPool } from "./extraction/extraction-pool.ts";
import { createKnowledgeApp } from "./http/knowledge-app.ts";
import { startConsumers } from "./messaging/consumers.ts";
import { startRetrievalResponders } from "./messaging/retrieval-responders.ts";
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
 * The knowledge service's modules: `knowledge-core` (repositories, embedder, fetcher, outbox;
 * internal), `knowledge-http` (the routes), `knowledge-worker` (the indexer, the read
 * models' consumers and the sweeper) and the `knowledge` target that runs both.
 */
export function createKnowledgeModules(overrides: KnowledgeTestOverrides = {}) {
  const core = service.core({
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
      dependencies: { core },
      async init({ deps: { core }, runtime, logger }) {
        const app = createKnowledgeApp(logger, {
          secret: runtime.internalTokenSecret,
          documents: new DocumentUseCases(core.deps),
          folders: new FolderUseCases(core.deps),
          search: new KnowledgeSearch(core.deps),
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
    dependencies: { core, bus: busModule },
    async init({ deps: { core, bus }, logger }) {
      const indexer = new Indexer(core.deps);
      const consumers = await startConsumers(
        bus,
        { indexer, projector: new ReadModelProjector(core.deps.repos.readModels) },
        {
          indexerMaxAttempts: overrides.indexerMaxAttempts ?? 3,
          retryDelayMs: overrides.retryDelayMs ?? 5000,
          extractionWorkers: core.extractionWorkers,
        },
        logger,
      );
      const responders = await startRetrievalResponders(bus, {
        search: new KnowledgeSearch(core.deps),
        documents: new DocumentUseCases(core.deps),
      });
      const sweeper = new Sweeper(core.deps, indexer).start(core.sweepIntervalMs);
      return { consumers: [...consumers, ...responders], stop: () => sweeper.stop() };
    },
  });

  return service.modules({ internal: [core], http, worker });
}

export const knowledgeModules = createKnowledgeModules();
