import { type BusMessage, createInProcessBus, type MessageBus } from "@cx/bus";
import { waitUntil } from "@cx/bus/testing";
import { type EventPayloadOf, type EventTopic, type KnowledgeDocument, Topics } from "@cx/contracts";
import { call as callService } from "@cx/http-kit/testing";
import { languageModelModule } from "@cx/llm";
import { createLogger } from "@cx/logger";
import { outboxModule } from "@cx/outbox";
import { SERVICES } from "@cx/route-table";
import { INFRASTRUCTURE_MODULES, resolveTargets, startModules } from "@cx/runtime";
import { createTestFetchAllowance } from "@cx/safe-fetch/testing";
import { createEmbeddedStore, type Database, type DocumentStore } from "@cx/store";
import { createKnowledgeModules, type KnowledgeTestOverrides } from "../module.ts";
import { COLLECTIONS } from "../store/collections.ts";
import type { ChunkRecord, ChunkTextsRecord, ChunkVectorsRecord } from "../store/records.ts";

export const SECRET = "knowledge-test-secret-0123456789abcdef";
export const WS = "ws_test_1";
export const OTHER_WS = "ws_test_2";
export const USER = "usr_admin_1";
/** USER as identity announces it, for answers that show who created something. */
export const USER_PROFILE = { id: USER, name: "Ada", email: "ada@example.com" };

export interface CallOptions {
  body?: unknown;
  form?: FormData;
  /** Sent instead of `application/json` with a string `body` (to try other encodings). */
  contentType?: string;
  role?: "owner" | "admin" | "member" | null;
  workspaceId?: string;
  callerWorkspaceId?: string;
  query?: Record<string, string>;
}

export type { ServiceAnswer as Reply } from "@cx/http-kit/testing";

export interface KnowledgeHarnessOptions {
  overrides?: KnowledgeTestOverrides;
  env?: Record<string, string>;
  bus?: MessageBus;
  /** A store holding data already (closed on stop); a fresh in-memory one otherwise. */
  store?: DocumentStore;
  /** Announces USER_PROFILE as identity would, so that `created_by` shows its name and email. */
  knownUser?: boolean;
}

/**
 * The knowledge module on the embedded store and the in-process bus, its HTTP handler called
 * with a signed caller as the gateway would. Every published message is recorded.
 */
export async function startKnowledge(options: KnowledgeHarnessOptions = {}) {
  const store = options.store ?? createEmbeddedStore({ dataDir: null });
  const database: Database = store.database(SERVICES.knowledge.name);
  const logger = createLogger("knowledge-test", { level: "silent" });
  const bus: MessageBus = options.bus ?? createInProcessBus({ logger });
  const published: BusMessage[] = [];
  await bus.subscribe({ group: "test-recorder", topics: ["#"] }, async (message) => {
    published.push(message);
  });
  const modules = createKnowledgeModules({
    fetchAllowance: createTestFetchAllowance({ loopbackPorts: "any" }),
    retryDelayMs: 5,
    ...options.overrides,
  });
  const started = await startModules({
    ordered: resolveTargets(
      [SERVICES.knowledge.name],
      [...INFRASTRUCTURE_MODULES, languageModelModule, outboxModule, ...modules],
    ),
    env: { KNOWLEDGE_FETCH_TIMEOUT_MS: "2000", ...options.env },
    runtime: { internalTokenSecret: SECRET, localModules: new Set(modules.map((m) => m.name)) },
    logger,
    provided: new Map<string, unknown>([
      ["store", store],
      ["bus", bus],
    ]),
  });
  const http = started.instances.get(SERVICES.knowledge.httpModule)!.http!;
  if (options.knownUser) {
    await bus.publish(Topics.IDENTITY_USER_REGISTERED, {
      workspace_id: WS,
      user_id: USER_PROFILE.id,
      email: USER_PROFILE.email,
      name: USER_PROFILE.name,
      occurred_at: new Date().toISOString(),
    });
  }

  function call(method: string, path: string, options: CallOptions = {}) {
    const workspaceId = options.workspaceId ?? WS;
    const caller =
      options.role === null
        ? null
        : {
            userId: USER,
            workspaceId: options.callerWorkspaceId ?? workspaceId,
            role: options.role ?? "admin",
            via: "session" as const,
          };
    return callService(http, SECRET, method, `/api/v1/workspaces/${workspaceId}/knowledge${path}`, {
      caller,
      body: options.body,
      form: options.form,
      contentType: options.contentType,
      query: options.query,
    });
  }

  async function waitForStatus(id: string, statuses: string[], workspaceId = WS): Promise<KnowledgeDocument> {
    let last: KnowledgeDocument | undefined;
    await waitUntil(
      async () => {
        last = (await call("GET", `/${id}`, { workspaceId })).json;
        return statuses.includes(last?.status ?? "");
      },
      `document ${id} to be ${statuses.join(" or ")}`,
      10000,
    );
    return last!;
  }

  async function waitForMessage(topic: string, documentId: string): Promise<BusMessage> {
    const find = () =>
      published.find((m) => m.topic === topic && (m.payload as { document_id?: string }).document_id === documentId);
    await waitUntil(() => find() !== undefined, `${topic} for ${documentId}`, 5000);
    return find()!;
  }

  /**
   * Every chunk stored for a document, whatever shape it was stored in (groups of texts and of
   * vectors, or one document per chunk as earlier versions wrote): its version, its index, and
   * whether a vector was stored for it.
   */
  async function storedChunks(documentId: string): Promise<Array<{ version: string; index: number; vector: boolean }>> {
    const owned = { document_id: documentId };
    const [texts, vectors, ungrouped] = await Promise.all([
      database.collection<ChunkTextsRecord>(COLLECTIONS.chunkTexts).find(owned),
      database.collection<ChunkVectorsRecord>(COLLECTIONS.chunkVectors).find(owned),
      database.collection<ChunkRecord>(COLLECTIONS.chunks).find(owned),
    ]);
    const withVector = new Set<string>();
    for (const group of vectors) {
      for (let i = 0; i < group.count; i++) withVector.add(`${group.version}:${group.first + i}`);
    }
    return [
      ...texts.flatMap((group) =>
        group.texts.map((_, i) => ({
          version: group.version,
          index: group.first + i,
          vector: withVector.has(`${group.version}:${group.first + i}`),
        })),
      ),
      ...ungrouped.map((chunk) => ({ version: chunk.version, index: chunk.index, vector: chunk.vector !== undefined })),
    ];
  }

  return {
    call,
    waitForStatus,
    waitForMessage,
    storedChunks,
    bus,
    database,
    published,
    async publish<K extends EventTopic>(topic: K, payload: EventPayloadOf<K>) {
      await bus.publish(topic, payload);
    },
    async stop() {
      await started.stop();
      await bus.close();
      await store.close();
    },
  };
}

export type KnowledgeHarness = Awaited<ReturnType<typeof startKnowledge>>;
