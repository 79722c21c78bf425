import { describe, expect, it } from "bun:test";
import type { AgentConfig, DataCollectionField } from "@cx/contracts";
import { Ajv } from "ajv";
import { analysisPlan, analysisSchema, callSuccessful, readAnalysis, transcriptText } from "./analysis.ts";

const config: AgentConfig = {
  platform_settings: {
    analysis_llm: "vendor-a-5",
    evaluation: {
      criteria: [
        { id: "resolved", name: "Resolved", conversation_goal_prompt: "The order status was given." },
        { id: "polite", name: "Polite", conversation_goal_prompt: "The agent was polite." },
      ],
    },
    data_collection: {
      order_id: { type: "string", description: "The order number" },
      items: { type: "integer", description: "How many items" },
      // The schema refuses such a type now; a version stored before it did is still read.
      odd: { type: "date", description: "An unknown type is read as text" } as unknown as DataCollectionField,
    },
    sentiment_analysis: { enabled: true },
  },
};

describe("analysis plan", () => {
  it("is null when the agent asks for nothing: the analysis is skipped", () => {
    expect(analysisPlan({})).toBeNull();
    expect(analysisPlan({ platform_settings: { sentiment_analysis: { enabled: false } } })).toBeNull();
    expect(analysisPlan({ platform_settings: { topic_discovery: { enabled: true } } })?.model).toBe("vendor-a-5-mini");
  });

  it("names every criterion and field by id, typed, with the analysis model", () => {
    const plan = analysisPlan(config)!;
    expect(plan.model).toBe("vendor-a-5");
    expect(plan.criteria.map((c) => c.id)).toEqual(["resolved", "polite"]);
    expect(plan.dataCollection.map((f) => [f.id, f.type])).toEqual([
      ["order_id", "string"],
      ["items", "integer"],
      ["odd", "string"],
    ]);
  });
});

describe("analysis schema", () => {
  const schema = analysisSchema(analysisPlan(config)!);
  const validate = new Ajv({ strict: false }).compile(schema);
  const valid = {
    criteria: {
      resolved: { result: "success", rationale: "Told." },
      polite: { result: "unknown", rationale: "Hard to say." },
    },
    data_collection: {
      order_id: { value: "A7", rationale: "Said." },
      items: { value: 3, rationale: "Said." },
      odd: { value: null, rationale: "Not said." },
    },
    sentiment: { label: "positive", score: 0.5 },
    summary: "An order was looked up.",
    title: "Order status",
  };

  it("accepts an answer with exactly the plan's ids", () => {
    expect(validate(valid)).toBe(true);
  });

  it("refuses a dropped or an invented criterion or field, and a wrongly typed value", () => {
    const { polite: _, ...dropped } = valid.criteria;
    expect(validate({ ...valid, criteria: dropped })).toBe(false);
    expect(
      validate({ ...valid, criteria: { ...valid.criteria, invented: { result: "success", rationale: "" } } }),
    ).toBe(false);
    expect(
      validate({ ...valid, data_collection: { ...valid.data_collection, items: { value: "3", rationale: "" } } }),
    ).toBe(false);
    expect(validate({ ...valid, topics: ["x"] })).toBe(false);
  });

  it("reads the answer into the stored analysis, with call_successful by the rule", () => {
    const outcome = readAnalysis(analysisPlan(config)!, valid, "2026-11-22T10:00:00.000Z");
    expect(outcome.title).toBe("Order status");
    expect(outcome.callSuccessful).toBe(true);
    expect(outcome.analysis).toEqual({
      criteria_results: [
        { criteria_id: "resolved", result: "success", rationale: "Told." },
        { criteria_id: "polite", result: "unknown", rationale: "Hard to say." },
      ],
      data_collection: {
        order_id: { value: "A7", rationale: "Said." },
        items: { value: 3, rationale: "Said." },
        odd: { value: null, rationale: "Not said." },
      },
      sentiment: { label: "positive", score: 0.5 },
      topics: null,
      summary: "An order was looked up.",
      analyzed_at: "2026-11-22T10:00:00.000Z",
    });
  });

  it("makes a value that does not fit its type null", () => {
    const plan = analysisPlan(config)!;
    const answer = { ...valid, data_collection: { ...valid.data_collection, items: { value: 2.5, rationale: "" } } };
    expect(readAnalysis(plan, answer, "2026-11-22T10:00:00.000Z").analysis.data_collection?.items?.value).toBeNull();
  });
});

describe("call_successful", () => {
  it("is false on any failure, true on a success without failures, null otherwise", () => {
    const r = (result: "success" | "failure" | "unknown") => ({ criteria_id: "c", result, rationale: "" });
    expect(callSuccessful([r("success"), r("failure")])).toBe(false);
    expect(callSuccessful([r("success"), r("unknown")])).toBe(true);
    expect(callSuccessful([r("unknown")])).toBeNull();
    expect(callSuccessful([])).toBeNull();
  });
});

describe("transcript text", () => {
  it("puts one entry per line with its role", () => {
    expect(
      transcriptText([
        { role: "agent", seq: 0, text: "Hi!" },
        { role: "user", seq: 1, text: "My order\nis late" },
      ]),
    ).toBe("agent: Hi!\nuser: My order is late");
  });
});

describe("analysis schema reuse", () => {
  it("answers the same schema object for the same plan, and another for another plan", () => {
    const plan = analysisPlan(config)!;
    expect(analysisSchema(plan)).toBe(analysisSchema(analysisPlan(config)!));
    expect(analysisSchema({ ...plan, topics: true })).not.toBe(analysisSchema(plan));
  });
});
