import { describe, expect, test } from "bun:test";
import type { ChatMessage, ChatRequest, ToolDefinition } from "../port.ts";
import { priceTable } from "../prices.ts";
import { assertMatchesSchema } from "../structured-output.ts";
import { createLocalLanguageModel } from "./local-language-model.ts";

const model = createLocalLanguageModel({ defaultModel: "vendor-a-5-mini", prices: priceTable() });

const endCall: ToolDefinition = {
  name: "end_call",
  description: "Ends the call.",
  parameters: { type: "object", properties: {} },
};
const bookTable: ToolDefinition = {
  name: "book_table",
  description: "Books a table.",
  parameters: {
    type: "object",
    properties: {
      guests: { type: "integer" },
      name: { type: "string" },
      time: { type: "string" },
      terrace: { type: "boolean" },
      area: { type: "string", enum: ["inside", "outside"] },
      extras: { type: "array", items: { type: "string" } },
    },
    required: ["guests", "name"],
  },
};

const reply = (messages: ChatMessage[], extra: Partial<ChatRequest> = {}): ChatRequest => ({
  model: "vendor-a-5-mini",
  messages,
  task: { kind: "reply" },
  ...extra,
});

describe("local engine: replies", () => {
  test("answers with the knowledge passage that best matches the question", async () => {
    const knowledge = [
      {
        documentId: "d1",
        documentName: "Delivery",
        text: "Orders ship within two days. Delivery abroad takes a week.",
      },
      {
        documentId: "d2",
        documentName: "Refunds",
        text: "Refunds are paid back to the card within five working days.",
      },
      { documentId: "d3", documentName: "Hours", text: "The office is open from 8 to 17." },
    ];
    const result = await model.chat(
      reply([{ role: "user", content: "How long until my refund is paid?" }], { task: { kind: "reply", knowledge } }),
    );
    expect(result.content).toBe("Refunds are paid back to the card within five working days.");
    const other = await model.chat(
      reply([{ role: "user", content: "How long does delivery abroad take?" }], { task: { kind: "reply", knowledge } }),
    );
    expect(other.content).toContain("Delivery abroad takes a week.");
  });

  test("says what it does not know, in the user's terms", async () => {
    const result = await model.chat(reply([{ role: "user", content: "Do you sell helicopters?" }]));
    expect(result.content).toContain("helicopters");
    expect(result.toolCalls).toEqual([]);
  });

  test("reads tool arguments written as key=value, key: value, quoted, JSON and enum members", async () => {
    const result = await model.chat(
      reply(
        [
          {
            role: "user",
            content:
              'Please book_table: guests=4, name "Ada Lovelace", time: 19:30, terrace is yes, outside please {"extras": ["cake"]}',
          },
        ],
        { tools: [bookTable] },
      ),
    );
    expect(result.finishReason).toBe("tool_calls");
    expect(result.toolCalls).toHaveLength(1);
    expect(JSON.parse(result.toolCalls[0]!.arguments)).toEqual({
      guests: 4,
      name: "Ada Lovelace",
      time: "19:30",
      terrace: true,
      extras: ["cake"],
    });
  });

  test("fills required arguments from what the message holds when they are not named", async () => {
    const result = await model.chat(
      reply([{ role: "user", content: 'Book table for 3 under "Grace", outside.' }], { tools: [bookTable] }),
    );
    expect(result.toolCalls.map((c) => c.name)).toEqual(["book_table"]);
    expect(JSON.parse(result.toolCalls[0]!.arguments)).toEqual({ guests: 3, name: "Grace" });
  });

  test("does not call a tool the message does not name", async () => {
    const result = await model.chat(reply([{ role: "user", content: "What time is it?" }], { tools: [bookTable] }));
    expect(result.toolCalls).toEqual([]);
  });

  test("ends the call on a goodbye only when end_call is offered", async () => {
    const bye: ChatMessage[] = [{ role: "user", content: "Thanks, goodbye!" }];
    const ended = await model.chat(reply(bye, { tools: [endCall, bookTable] }));
    expect(ended.toolCalls.map((c) => c.name)).toEqual(["end_call"]);
    expect(ended.content).toBeNull();
    const notOffered = await model.chat(reply(bye, { tools: [bookTable] }));
    expect(notOffered.toolCalls).toEqual([]);
    expect(notOffered.content).toContain("Goodbye");

    const after = await model.chat(
      reply(
        [
          ...bye,
          { role: "assistant", content: null, toolCalls: ended.toolCalls },
          { role: "tool", toolCallId: ended.toolCalls[0]!.id, content: "ok" },
        ],
        {
          tools: [endCall],
        },
      ),
    );
    expect(after.toolCalls).toEqual([]);
    expect(after.content).toContain("Goodbye");
  });

  test("answers from tool results", async () => {
    const call = { id: "c1", name: "book_table", arguments: '{"guests":2}' };
    const result = await model.chat(
      reply(
        [
          { role: "user", content: "book_table for 2" },
          { role: "assistant", content: null, toolCalls: [call] },
          { role: "tool", toolCallId: "c1", content: JSON.stringify({ confirmation: "BK-77", time: "20:00" }) },
        ],
        { tools: [bookTable] },
      ),
    );
    expect(result.content).toBe("Here is what I found. book_table answered: confirmation: BK-77, time: 20:00.");
    const failed = await model.chat(
      reply(
        [
          { role: "user", content: "book_table for 2" },
          { role: "assistant", content: null, toolCalls: [call] },
          { role: "tool", toolCallId: "c1", content: "The host could not be resolved." },
        ],
        { tools: [bookTable] },
      ),
    );
    expect(failed.content).toBe("Here is what I found. book_table answered: The host could not be resolved.");
  });

  test("bounds the reply by maxTokens", async () => {
    const long = "Our shop sells bicycles, helmets, lights, locks, pumps, bells, bags and spare parts of every kind.";
    const result = await model.chat(
      reply(
        [
          { role: "system", content: long },
          { role: "user", content: "What does the shop sell?" },
        ],
        { maxTokens: 5 },
      ),
    );
    expect(result.finishReason).toBe("length");
    expect(result.usage.outputTokens).toBeLessThanOrEqual(5);
  });
});

describe("local engine: simulated user", () => {
  const scenario = "The customer wants to return a broken kettle bought last week. They have the receipt.";
  const play = (messages: ChatMessage[]) =>
    model.chat({ model: "", messages, task: { kind: "simulated_user", scenario } }).then((r) => r.content);

  test("speaks the scenario in the first person, then thanks and says goodbye", async () => {
    const lines: string[] = [];
    const messages: ChatMessage[] = [{ role: "system", content: scenario }];
    for (let turn = 0; turn < 6; turn++) {
      const line = (await play(messages))!;
      lines.push(line);
      messages.push({ role: "assistant", content: line }, { role: "user", content: "I see. Anything else?" });
    }
    expect(lines[0]).toBe("Hi! I want to return a broken kettle bought last week.");
    expect(lines[1]).toBe("I have the receipt.");
    expect(lines[2]).toBe("Thanks, that helps.");
    expect(lines[3]).toContain("goodbye");
    expect(lines.slice(3).every((l) => l.includes("goodbye"))).toBe(true);
  });

  test("says goodbye when the agent does", async () => {
    const line = await play([
      { role: "assistant", content: "Hi! I want to return a kettle." },
      { role: "user", content: "Done. Goodbye!" },
    ]);
    expect(line).toContain("goodbye");
  });
});

describe("local engine: verdicts", () => {
  const schema = {
    type: "object",
    properties: { status: { type: "string", enum: ["success", "failure"] }, rationale: { type: "string" } },
    required: ["status", "rationale"],
    additionalProperties: false,
  };
  const verdict = (subject: string, extra: { successExamples?: string[]; failureExamples?: string[] } = {}) =>
    model.chat({
      model: "vendor-a-5",
      messages: [{ role: "user", content: "Judge." }],
      task: {
        kind: "verdict",
        condition: "The agent states the refund period",
        subject,
        agentMessages: [subject],
        ...extra,
      },
      responseSchema: { name: "verdict", schema },
    });

  test("succeeds when the subject resembles the condition, fails when it does not", async () => {
    const good = await verdict("Refunds are paid within a period of five days.");
    expect((good.output as { status: string }).status).toBe("success");
    const bad = await verdict("Our office has a nice garden.");
    expect((bad.output as { status: string }).status).toBe("failure");
    expect((bad.output as { rationale: string }).rationale).toContain("share no content word");
  });

  test("weighs the examples: closer to a failure example is a failure", async () => {
    const result = await verdict("I cannot tell you the refund period, sorry.", {
      successExamples: ["The refund period is 14 days."],
      failureExamples: ["Sorry, I cannot tell you the refund period."],
    });
    expect((result.output as { status: string }).status).toBe("failure");
  });

  test("fills a schema that is not a verdict, deterministically", async () => {
    const other = {
      type: "object",
      properties: {
        passed: { type: "boolean" },
        score: { type: "number" },
        reason: { type: "string" },
        extra: { type: "integer", minimum: 2 },
      },
      required: ["passed", "score", "reason", "extra"],
      additionalProperties: false,
    };
    const ask = () =>
      model.chat({
        model: "vendor-a-5",
        messages: [],
        task: {
          kind: "verdict",
          condition: "mentions refunds",
          subject: "refunds take a week",
          agentMessages: ["refunds take a week"],
        },
        responseSchema: { name: "other", schema: other },
      });
    const result = await ask();
    expect(result.output).toMatchObject({ passed: true, extra: 2 });
    expect(await ask()).toEqual(result);
  });
});

describe("local engine: analysis", () => {
  const schema = {
    type: "object",
    properties: {
      criteria_results: {
        type: "object",
        properties: {
          refund_explained: {
            type: "object",
            description: "The agent explains how the refund is paid",
            properties: {
              result: { type: "string", enum: ["success", "failure", "unknown"] },
              rationale: { type: "string" },
            },
            required: ["result", "rationale"],
            additionalProperties: false,
          },
          upsell: {
            type: "object",
            description: "The agent offers an insurance plan",
            properties: {
              result: { type: "string", enum: ["success", "failure", "unknown"] },
              rationale: { type: "string" },
            },
            required: ["result", "rationale"],
            additionalProperties: false,
          },
        },
        required: ["refund_explained", "upsell"],
        additionalProperties: false,
      },
      data_collection: {
        type: "object",
        properties: {
          order_number: {
            type: "object",
            description: "The order number the user gives",
            properties: { value: { type: ["integer", "null"] }, rationale: { type: "string" } },
            required: ["value", "rationale"],
            additionalProperties: false,
          },
          wants_callback: {
            type: "object",
            description: "Whether the user wants a callback",
            properties: { value: { type: ["boolean", "null"] }, rationale: { type: "string" } },
            required: ["value", "rationale"],
            additionalProperties: false,
          },
        },
        required: ["order_number", "wants_callback"],
        additionalProperties: false,
      },
      sentiment: {
        type: "object",
        properties: {
          label: { type: "string", enum: ["positive", "neutral", "negative"] },
          score: { type: "number", minimum: -1, maximum: 1 },
        },
        required: ["label", "score"],
        additionalProperties: false,
      },
      topics: { type: "array", items: { type: "string" } },
      summary: { type: "string" },
      title: { type: "string" },
    },
    required: ["criteria_results", "data_collection", "sentiment", "topics", "summary", "title"],
    additionalProperties: false,
  };
  const transcript = [
    "user: My refund for order 4521 is late and I am frustrated.",
    "agent: The refund is paid to your card within five days.",
    "user: I do not want a callback. Thanks, that is great.",
    "agent: Glad to help. Goodbye!",
  ].join("\n");

  test("fills criteria, data collection, sentiment, topics, summary and title from the transcript", async () => {
    const result = await model.chat({
      model: "vendor-a-5-mini",
      messages: [{ role: "user", content: transcript }],
      task: { kind: "analysis", transcript },
      responseSchema: { name: "analysis", schema },
    });
    assertMatchesSchema("analysis", schema, result.output);
    const output = result.output as {
      criteria_results: Record<string, { result: string }>;
      data_collection: Record<string, { value: unknown }>;
      sentiment: { label: string; score: number };
      topics: string[];
      summary: string;
      title: string;
    };
    expect(output.criteria_results.refund_explained!.result).toBe("success");
    expect(output.criteria_results.upsell!.result).toBe("failure");
    expect(output.data_collection.order_number!.value).toBe(4521);
    expect(output.data_collection.wants_callback!.value).toBe(false);
    // frustrated (−1), thanks and great (+2).
    expect(output.sentiment).toEqual({ label: "positive", score: 0.33 });
    expect(output.topics[0]).toBe("refund");
    expect(output.summary).toContain("My refund for order 4521");
    expect(output.title.length).toBeGreaterThan(0);
  });

  test("same input, same output", async () => {
    const request: ChatRequest = {
      model: "vendor-a-5-mini",
      messages: [{ role: "user", content: transcript }],
      task: { kind: "analysis", transcript },
      responseSchema: { name: "analysis", schema },
    };
    expect(await model.chat(request)).toEqual(await model.chat(request));
  });
});

describe("local engine: simulated user answers questions from the scenario", () => {
  test("the scenario sentence that answers the agent's question comes first", async () => {
    const scenario = "The user wants to change a booking. The booking number is 8812. They prefer Friday evening.";
    const messages: ChatMessage[] = [
      { role: "assistant", content: "Hi! I want to change a booking." },
      { role: "user", content: "Sure. Which day would you prefer?" },
    ];
    const line = await model.chat({ model: "", messages, task: { kind: "simulated_user", scenario } });
    expect(line.content).toBe("I prefer Friday evening.");
  });
});
