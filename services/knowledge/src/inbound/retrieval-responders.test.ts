import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { randomBytes } from "node:crypto";
import {
  BusRequestFailedError,
  BusRequestTimeoutError,
  createInProcessBus,
  createRabbitBus,
  type MessageBus,
  removeRabbitTopology,
} from "@cx/bus";
import { KnowledgeRequestTopics } from "@cx/contracts";
import { createBusKnowledgeSource } from "@cx/knowledge-client";
import { createLogger } from "@cx/logger";
import { INDEXER_GROUP } from "../jobs.ts";
import { type KnowledgeHarness, OTHER_WS, startKnowledge, WS } from "../testing/knowledge.ts";
import { READ_MODELS_GROUP } from "./read-model-consumers.ts";

const amqpUrl = process.env.AMQP_URL ?? "amqp://guest:guest@127.0.0.1:5672";
const logger = createLogger("retrieval-test", { level: "silent" });

const adapters: [string, () => Promise<{ bus: MessageBus; cleanUp: () => Promise<void> }>][] = [
  ["in-process", async () => ({ bus: createInProcessBus({ logger }), cleanUp: async () => {} })],
  [
    "rabbitmq",
    async () => {
      const exchange = `cx.test.${randomBytes(4).toString("hex")}`;
      const bus = await createRabbitBus({ url: amqpUrl, exchange, logger, connectionName: "cx-retrieval-test" });
      return {
        bus,
        cleanUp: () => removeRabbitTopology(amqpUrl, exchange, ["test-recorder", INDEXER_GROUP, READ_MODELS_GROUP]),
      };
    },
  ],
];

for (const [label, makeBus] of adapters) {
  describe(`knowledge retrieval over the bus: ${label}`, () => {
    let k: KnowledgeHarness;
    let cleanUp: () => Promise<void>;
    const ids: Record<"refunds" | "shipping" | "foreign", string> = { refunds: "", shipping: "", foreign: "" };
    const refundText = "Refunds are paid back to the original card within fourteen days of the return.";

    beforeAll(async () => {
      const made = await makeBus();
      cleanUp = made.cleanUp;
      k = await startKnowledge({ bus: made.bus });
      const create = async (name: string, text: string, workspaceId = WS) => {
        const reply = await k.call("POST", "/text", { body: { name, text }, workspaceId });
        expect(reply.status).toBe(201);
        await k.waitForStatus(reply.json.id, ["ready"], workspaceId);
        return reply.json.id as string;
      };
      ids.refunds = await create("Refund policy", refundText);
      ids.shipping = await create("Shipping", "Parcels ship from Rotterdam and arrive in two to four working days.");
      ids.foreign = await create("Other refunds", "Refunds in the other workspace take a year.", OTHER_WS);
    });

    afterAll(async () => {
      await k.stop();
      await cleanUp();
    });

    it("answers the best chunks of the given documents only, within the workspace", async () => {
      const source = createBusKnowledgeSource(k.bus);
      const chunks = await source.search(WS, {
        query: "how long until my refund is paid back?",
        document_ids: [ids.refunds, ids.shipping, ids.foreign],
      });
      expect(chunks.length).toBeGreaterThan(0);
      expect(chunks[0]).toMatchObject({ document_id: ids.refunds, document_name: "Refund policy", chunk_index: 0 });
      expect(chunks[0]?.text).toContain("fourteen days");
      expect(chunks.map((chunk) => chunk.document_id)).not.toContain(ids.foreign);
      const distances = chunks.map((chunk) => chunk.distance);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);

      const onlyShipping = await source.search(WS, { query: "refund", document_ids: [ids.shipping], max_chunks: 1 });
      expect(onlyShipping.map((chunk) => chunk.document_id)).toEqual([ids.shipping]);
      const tight = await source.search(WS, {
        query: "refund",
        document_ids: [ids.refunds, ids.shipping],
        max_vector_distance: 0,
      });
      expect(tight).toEqual([]);
      expect(await source.search(WS, { query: "refund", document_ids: [] })).toEqual([]);
    });

    it("answers whole texts by id, leaving out what is missing or in another workspace", async () => {
      const source = createBusKnowledgeSource(k.bus);
      const texts = await source.documentTexts(WS, [ids.refunds, ids.foreign, "kdoc_missing", ids.refunds]);
      expect(texts).toEqual([{ document_id: ids.refunds, name: "Refund policy", text: refundText }]);
      expect((await source.documentTexts(OTHER_WS, [ids.foreign])).map((doc) => doc.document_id)).toEqual([
        ids.foreign,
      ]);
    });

    it("answers a malformed request with a validation error reply", async () => {
      const error = await k.bus
        .request(KnowledgeRequestTopics.SEARCH, { workspace_id: WS, query: 42 }, { timeoutMs: 5000 })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BusRequestFailedError);
      expect((error as BusRequestFailedError).code).toBe("validation_failed");
    });
  });
}

describe("knowledge client without a knowledge service", () => {
  it("rejects with the bus's timeout error", async () => {
    const bus = createInProcessBus({ logger });
    const source = createBusKnowledgeSource(bus, { timeoutMs: 100 });
    const error = await source.search(WS, { query: "x", document_ids: ["kdoc_1"] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BusRequestTimeoutError);
    await bus.close();
  });
});
