import { createEmbedder, type Embedder } from "@cx/llm";
import { defineModule } from "@cx/runtime";
import { createSafeFetcher, isTestFetchAllowance, type Resolver, type TestFetchAllowance } from "@cx/safe-fetch";
import { DocumentUseCases } from "./app/documents.ts";
import { FolderUseCases } from "./app/folders.ts";
import { Indexer } from "./app/indexing.ts";
import { ReadModelProjector } from "./app/read-models.ts";
import { KnowledgeSearch } from "./app/search.ts";
import { Sweeper } from "./app/sweeper.ts";
import { knowledgeConfig } from "./config.ts";
import { createKnowledgeApp } from "./http/knowledge-app.ts";
import { startConsumers } from "./messaging/consumers.ts";
import { KnowledgeEvents } from "./messaging/publisher.ts";
import { startRetrievalResponders } from "./messaging/retrieval-responders.ts";
import { openRepositories } from "./store/repositories.ts";

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

export function createKnowledgeModule(overrides: KnowledgeTestOverrides = {}) {
  return defineModule({
    name: "knowledge",
    dependencies: ["store", "bus", "cache"],
    config: knowledgeConfig,
    async init({ config, runtime, database, bus, logger }) {
      if (overrides.fetchAllowance !== undefined) {
        if (!isTestFetchAllowance(overrides.fetchAllowance))
          throw new Error("fetchAllowance was not made by createTestFetchAllowance");
        if (process.env.NODE_ENV === "production")
          throw new Error("a test fetch allowance cannot be used in production");
        logger.warn("knowledge: URL imports may reach loopback test servers (test allowance)");
      }
      const repos = await openRepositories(database);
      const deps = {
        repos,
        events: new KnowledgeEvents(bus),
        embedder: overrides.embedder ?? createEmbedder(config, { logger }),
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
      const indexer = new Indexer(deps);
      const consumers = await startConsumers(
        bus,
        { indexer, projector: new ReadModelProjector(repos.readModels) },
        { indexerMaxAttempts: overrides.indexerMaxAttempts ?? 3, retryDelayMs: overrides.retryDelayMs ?? 5000 },
        logger,
      );
      const documents = new DocumentUseCases(deps);
      const search = new KnowledgeSearch(deps);
      const responders = await startRetrievalResponders(bus, { search, documents });
      const sweeper = new Sweeper(deps, indexer).start(config.sweepIntervalMs);
      const http = createKnowledgeApp(logger, {
        secret: runtime.internalTokenSecret,
        documents,
        folders: new FolderUseCases(deps),
        search,
      });
      return { http, consumers: [...consumers, ...responders], stop: () => sweeper.stop() };
    },
  });
}

export const knowledgeModule = createKnowledgeModule();
