import { describe, expect, test } from "bun:test";
import type { ChatRequest, ChatStreamEvent, LanguageModel } from "../port.ts";
import { LlmError } from "../port.ts";
import { costUsd, type PriceTable } from "../prices.ts";
import { assertMatchesSchema } from "../structured-output.ts";

export interface LanguageModelContractSetup {
  model: LanguageModel;
  /** The price table the model was made with. */
  prices: PriceTable;
  /** The model id an empty request model stands for. */
  defaultModel: string;
}

const lookupOrder = {
  name: "lookup_order",
  description: "Finds an order by its number.",
  parameters: {
    type: "object",
    properties: { order_id: { type: "integer" }, include_items: { type: "boolean" } },
    required: ["order_id"],
  },
};
const checkStock = {
  name: "check_stock",
  description: "Tells whether a product is in stock.",
  parameters: { type: "object", properties: { sku: { type: "string" } }, required: ["sku"] },
};
const verdictSchema = {
  type: "object",
  properties: { status: { type: "string", enum: ["success", "failure"] }, rationale: { type: "string" } },
  required: ["status", "rationale"],
  additionalProperties: false,
};

const ask = (text: string, extra: Partial<ChatRequest> = {}): ChatRequest => ({
  model: "vendor-a-5",
  messages: [
    {
      role: "system",
      content: "You are the assistant of Velo Bikes. Our shop opens at 9am on weekdays and 10am on Saturdays.",
    },
    { role: "user", content: text },
  ],
  task: { kind: "reply" },
  ...extra,
});

async function collect(events: AsyncIterable<ChatStreamEvent>): Promise<ChatStreamEvent[]> {
  const out: ChatStreamEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

/**
 * What every LanguageModel adapter shares: messages and tool round-trips, structured output
 * validated against its schema, streaming that ends with one `done` whose text is the deltas,
 * usage counted and priced from the table.
 */
export function describeLanguageModelContract(label: string, setup: () => Promise<LanguageModelContractSetup>): void {
  describe(`language model contract: ${label}`, () => {
    test("answers a question from the prompt it is given", async () => {
      const { model } = await setup();
      const result = await model.chat(ask("When does the shop open on Saturdays?"));
      expect(result.content).toContain("10am");
      expect(result.toolCalls).toEqual([]);
      expect(result.finishReason).toBe("stop");
    });

    test("calls a named tool with the arguments of the message, then answers from its result", async () => {
      const { model } = await setup();
      const first = await model.chat(ask("Please lookup_order with order_id=4521.", { tools: [lookupOrder] }));
      expect(first.finishReason).toBe("tool_calls");
      expect(first.toolCalls).toHaveLength(1);
      const call = first.toolCalls[0]!;
      expect(call.name).toBe("lookup_order");
      expect(JSON.parse(call.arguments)).toEqual({ order_id: 4521 });

      const request = ask("Please lookup_order with order_id=4521.", { tools: [lookupOrder] });
      request.messages.push(
        { role: "assistant", content: null, toolCalls: first.toolCalls },
        { role: "tool", toolCallId: call.id, content: JSON.stringify({ status: "shipped", carrier: "DHL" }) },
      );
      const second = await model.chat(request);
      expect(second.toolCalls).toEqual([]);
      expect(second.content).toContain("shipped");
    });

    test("calls several tools at once, each with its own id", async () => {
      const { model } = await setup();
      const result = await model.chat(
        ask('Use lookup_order for order_id: 77 and check_stock for sku "BK-9".', { tools: [lookupOrder, checkStock] }),
      );
      expect(result.toolCalls.map((c) => c.name).sort()).toEqual(["check_stock", "lookup_order"]);
      expect(new Set(result.toolCalls.map((c) => c.id)).size).toBe(2);
      const stock = result.toolCalls.find((c) => c.name === "check_stock")!;
      expect(JSON.parse(stock.arguments)).toEqual({ sku: "BK-9" });
    });

    test("answers structured output that validates against the requested schema", async () => {
      const { model } = await setup();
      const result = await model.chat({
        model: "vendor-a-5",
        messages: [{ role: "user", content: "Judge the reply." }],
        task: {
          kind: "verdict",
          condition: "The agent gives the opening hours",
          subject: "We open at 9am on weekdays.",
          agentMessages: ["We open at 9am on weekdays."],
        },
        responseSchema: { name: "verdict", schema: verdictSchema },
      });
      assertMatchesSchema("verdict", verdictSchema, result.output);
      expect(JSON.parse(result.content!)).toEqual(result.output);
    });

    test("fails with invalid_output when the answer cannot satisfy the schema", async () => {
      const { model } = await setup();
      const schema = {
        type: "object",
        properties: { code: { type: "string", pattern: "^[A-Z]{3}$" } },
        required: ["code"],
        additionalProperties: false,
      };
      const error = await model
        .chat({
          model: "vendor-a-5",
          messages: [{ role: "user", content: "Give the code." }],
          task: { kind: "analysis", transcript: "user: hello" },
          responseSchema: { name: "code", schema },
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LlmError);
      expect((error as LlmError).code).toBe("invalid_output");
    });

    test("streams deltas and ends with exactly one done whose text is the deltas", async () => {
      const { model } = await setup();
      const events = await collect(model.stream(ask("When does the shop open on weekdays?")));
      const done = events.filter((e) => e.type === "done");
      expect(done).toHaveLength(1);
      expect(events.at(-1)!.type).toBe("done");
      const deltas = events.flatMap((e) => (e.type === "delta" ? [e.text] : []));
      expect(deltas.length).toBeGreaterThan(1);
      const result = (done[0] as Extract<ChatStreamEvent, { type: "done" }>).result;
      expect(deltas.join("")).toBe(result.content!);
      expect(result.content).toContain("9am");
      expect(result.usage.inputTokens).toBeGreaterThan(0);
    });

    test("streams tool calls whole", async () => {
      const { model } = await setup();
      const events = await collect(
        model.stream(ask("Please lookup_order with order_id=12.", { tools: [lookupOrder] })),
      );
      const done = events.at(-1) as Extract<ChatStreamEvent, { type: "done" }>;
      expect(done.type).toBe("done");
      expect(done.result.toolCalls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([
        ["lookup_order", { order_id: 12 }],
      ]);
      expect(done.result.content).toBeNull();
    });

    test("counts usage and prices it from the table", async () => {
      const { model, prices } = await setup();
      const result = await model.chat(ask("When does the shop open?"));
      expect(result.model).toBe("vendor-a-5");
      expect(result.usage.inputTokens).toBeGreaterThan(0);
      expect(result.usage.outputTokens).toBeGreaterThan(0);
      expect(result.costUsd).toBeGreaterThan(0);
      expect(result.costUsd).toBe(costUsd(prices, "vendor-a-5", result.usage));
    });

    test("runs an empty model id on the default model", async () => {
      const { model, defaultModel, prices } = await setup();
      const result = await model.chat(ask("When does the shop open?", { model: "" }));
      expect(result.model).toBe(defaultModel);
      expect(result.costUsd).toBe(costUsd(prices, defaultModel, result.usage));
    });

    test("gives the same answer to the same request", async () => {
      const { model } = await setup();
      const request = ask("Please lookup_order with order_id=4521 and tell me when you open.", {
        tools: [lookupOrder],
      });
      expect(await model.chat(request)).toEqual(await model.chat(request));
    });
  });
}
