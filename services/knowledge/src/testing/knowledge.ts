/**
 * The knowledge service as its tests start it, on the one harness (`@cx/runtime/testing`): its
 * routes and worker through the module graph, called with a signed caller as the gateway would,
 * every published message recorded.
 */
import type { BusMessage, MessageBus } from "@cx/bus";
import { waitUntil } from "@cx/bus/testing";
import { type EventPayloadOf, type EventTopic, type KnowledgeDocument, Topics } from "@cx/contracts";
import { memberOf, startService, USER, USER_PROFILE, WORKSPACE } from "@cx/runtime/testing";
import { createTestFetchAllowance } from "@cx/safe-fetch/testing";
import type { Database, DocumentStore } from "@cx/store";
import { createKnowledgeModules, type KnowledgeTestOverrides } from "../module.ts";
import { COLLECTIONS } from "../store/collections.ts";
import type { ChunkRecord, ChunkTextsRecord, ChunkVectorsRecord } from "../store/records.ts";

export type { ServiceAnswer as Reply } from "@cx/runtime/testing";
export {
  OTHER_WORKSPACE as OTHER_WS,
  TEST_SECRET as SECRET,
  USER,
  USER_PROFILE,
  WORKSPACE as WS,
} from "@cx/runtime/testing";

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

export interface KnowledgeHarnessOptions {
  overrides?: KnowledgeTestOverrides;
  env?: Record<string, string>;
  /** A bus of the test's own (closed on stop); the in-process one otherwise. */
  bus?: MessageBus;
  /** A store holding data already (closed on stop); a fresh in-memory one otherwise. */
  store?: DocumentStore;
  /** Announces USER_PROFILE as identity would, so that `created_by` shows its name and email. */
  knownUser?: boolean;
}

export async function startKnowledge(options: KnowledgeHarnessOptions = {}) {
  const modules = createKnowledgeModules({
    fetchAllowance: createTestFetchAllowance({ loopbackPorts: "any" }),
    retryDelayMs: 5,
    ...options.overrides,
  });
  const service = await startService(modules, {
    env: { KNOWLEDGE_FETCH_TIMEOUT_MS: "2000", ...options.env },
    overrides: {
      ...(options.store ? { store: options.store } : {}),
      ...(options.bus ? { bus: options.bus } : {}),
    },
  });
  const { bus, published } = service;
  const database: Database = service.store.database("knowledge");
  if (options.knownUser) {
    await bus.publish(Topics.IDENTITY_USER_REGISTERED, {
      workspace_id: WORKSPACE,
      user_id: USER_PROFILE.id,
      email: USER_PROFILE.email,
      name: USER_PROFILE.name,
      occurred_at: new Date().toISOString(),
    });
  }

  function call(method: string, path: string, options: CallOptions = {}) {
    const workspaceId = options.workspaceId ?? WORKSPACE;
    const caller =
      options.role === null
        ? null
        : memberOf(options.callerWorkspaceId ?? workspaceId, options.role ?? "admin", { userId: USER });
    return service.call(method, `/api/v1/workspaces/${workspaceId}/knowledge${path}`, {
      caller,
      body: options.body,
      form: options.form,
      contentType: options.contentType,
      query: options.query,
    });
  }

  async function waitForStatus(id: string, statuses: string[], workspaceId = WORKSPACE): Promise<KnowledgeDocument> {
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
      await service.stop();
      // What the test handed over is the service's to close, as a process closes its own.
      if (options.bus) await options.bus.close();
      if (options.store) await options.store.close();
    },
  };
}

export type KnowledgeHarness = Awaited<ReturnType<typeof startKnowledge>>;
