import { describe, expect, it } from "bun:test";
import { diffConfigs, leaves, pointerOf, setAt } from "../src/domain/config-paths.ts";
import { sectionOf } from "../src/domain/config-sections.ts";

describe("configuration paths", () => {
  it("names leaves as the API does: objects descended, arrays and scalars whole, dotted keys escaped", () => {
    const config = {
      agent: { prompt: { temperature: 0.2, tool_ids: ["t1", "t2"] }, first_message: "Hi" },
      platform_settings: { data_collection: { "order.id": { type: "string" } } },
      workflow: null,
    };
    expect([...leaves(config).keys()]).toEqual([
      "agent.prompt.temperature",
      "agent.prompt.tool_ids",
      "agent.first_message",
      "platform_settings.data_collection.order\\.id.type",
      "workflow",
    ]);
  });

  it("lists the paths where two versions differ, with both sides", () => {
    const left = { agent: { language: "en", prompt: { prompt: "Be brief." } } };
    const right = { agent: { language: "id", prompt: { prompt: "Be brief.", llm: "vendor-a-5" } } };
    expect(diffConfigs(left, right)).toEqual([
      { path: "agent.language", left: "en", right: "id" },
      { path: "agent.prompt.llm", left: undefined, right: "vendor-a-5" },
    ]);
    expect(diffConfigs(left, left)).toEqual([]);
  });

  it("sets and removes values without touching the original, dropping emptied objects", () => {
    const config = { agent: { prompt: { temperature: 0.5 } } };
    const set = setAt<unknown>(config, ["agent", "prompt", "max_tokens"], 200);
    expect(set).toEqual({ agent: { prompt: { temperature: 0.5, max_tokens: 200 } } });
    expect(config).toEqual({ agent: { prompt: { temperature: 0.5 } } });
    expect(setAt<unknown>(config, ["agent", "prompt", "temperature"], undefined)).toEqual({});
    expect(pointerOf(["agent", "prompt", "temperature"])).toBe("/config/agent/prompt/temperature");
  });
});

describe("the draft editor's sections", () => {
  it("finds the section of each field the API names", () => {
    const cases: [string, string | undefined][] = [
      ["/config/agent/prompt/temperature", "agent"],
      ["/config/agent/language", "agent"],
      ["/config/agent/prompt/tool_ids/0", "tools"],
      ["/config/agent/prompt/built_in_tools/end_call", "tools"],
      ["/config/agent/prompt/knowledge_base/1/usage_mode", "knowledge"],
      ["/config/agent/prompt/rag/max_vector_distance", "rag"],
      ["/config/conversation/max_duration_seconds", "conversation"],
      ["/config/guardrails/content/categories/violence/threshold", "guardrails"],
      ["/config/platform_settings/testing/attached_tests/0/test_id", "tests"],
      ["/config/platform_settings/evaluation/criteria/0/name", "analysis"],
      ["/config/workflow", undefined],
    ];
    for (const [pointer, section] of cases) expect([pointer, sectionOf(pointer)]).toEqual([pointer, section]);
  });
});
