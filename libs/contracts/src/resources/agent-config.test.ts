import { describe, expect, test } from "bun:test";
import { Value } from "@sinclair/typebox/value";
import { errorPaths, expectEnumAt, expectInvalidAt, expectValid, jsonRoundTrip } from "../test-helpers.ts";
import {
  AGENT_LLMS,
  AgentConfig,
  ANALYSIS_LLMS,
  DEFAULT_MAX_RETRIEVED_RAG_CHUNKS,
  GUARDRAIL_CATEGORIES,
  GUARDRAIL_EXECUTION_MODES,
  GUARDRAIL_THRESHOLDS,
  GUARDRAIL_TRIGGER_ACTION_TYPES,
  KNOWLEDGE_DOCUMENT_TYPES,
  KNOWLEDGE_USAGE_MODES,
  LANGUAGES,
  RagSettings,
} from "./agent-config.ts";

/** Every path of part 2.7 filled in. */
const fullConfig = {
  agent: {
    first_message: "Halo! Ada yang bisa saya bantu?",
    language: "id",
    prompt: {
      prompt: "You are a helpful support agent.",
      llm: "vendor-a-5-mini",
      max_tokens: 512,
      temperature: 0.3,
      ignore_default_personality: false,
      tool_ids: ["tool_1"],
      built_in_tools: { end_call: { description: "" } },
      knowledge_base: [{ id: "kdoc_1", name: "FAQ", type: "url", usage_mode: "auto" }],
      rag: {
        enabled: true,
        max_documents_length: 50000,
        max_retrieved_rag_chunks_count: 5,
        max_vector_distance: 0.6,
      },
    },
  },
  conversation: { max_duration_seconds: 600, text_only: true },
  guardrails: {
    version: "1",
    content: {
      categories: {
        harassment: { is_enabled: true, threshold: "low" },
        medical_and_legal_information: { is_enabled: false, threshold: "medium" },
        profanity: { is_enabled: true, threshold: "high" },
        religion_or_politics: { is_enabled: true, threshold: "medium" },
        self_harm: { is_enabled: true, threshold: "low" },
        sexual: { is_enabled: true, threshold: "low" },
        violence: { is_enabled: true, threshold: "high" },
      },
      execution_mode: "streaming",
      trigger_action: { type: "end_call", feedback: "" },
    },
    custom: {
      configs: [
        {
          id: "g1",
          execution_mode: "blocking",
          history_message_count: 4,
          is_enabled: true,
          model: "vendor-a-5-mini",
          name: "No refunds talk",
          prompt: "Block refund promises.",
          trigger_action: { type: "retry", feedback: "Do not promise refunds." },
        },
      ],
    },
    focus: { is_enabled: true },
    prompt_injection: { is_enabled: true },
  },
  platform_settings: {
    analysis_llm: "vendor-a-5",
    data_collection: { order_id: { type: "string", description: "The order number" } },
    evaluation: {
      criteria: [{ id: "c1", name: "Resolved", conversation_goal_prompt: "Was the issue resolved?" }],
    },
    sentiment_analysis: { enabled: true },
    topic_discovery: { enabled: false },
    testing: { attached_tests: [{ test_id: "tst_1", workflow_node_id: null }, { test_id: "tst_2" }] },
  },
  procedures: [{ name: "refund", steps: ["ask", "check"] }],
  workflow: { nodes: { start: { type: "start" } }, edges: [] },
};

const withPrompt = (prompt: object) => ({ agent: { prompt } });

describe("AgentConfig (part 2.7)", () => {
  test("a config using every documented path validates, and so does the empty config", () => {
    expectValid(AgentConfig, fullConfig);
    expectValid(AgentConfig, {});
    expectValid(AgentConfig, { workflow: null });
  });

  test("the schema is closed at the root and every nested object", () => {
    expect(AgentConfig.additionalProperties).toBe(false);
  });

  test.each([
    [{ bogus: 1 }, "/bogus"],
    [{ agent: { bogus: 1 } }, "/agent/bogus"],
    [withPrompt({ bogus: 1 }), "/agent/prompt/bogus"],
    [withPrompt({ built_in_tools: { transfer_to_human: {} } }), "/agent/prompt/built_in_tools/transfer_to_human"],
    [
      withPrompt({ built_in_tools: { end_call: { description: "", url: "x" } } }),
      "/agent/prompt/built_in_tools/end_call/url",
    ],
    [withPrompt({ knowledge_base: [{ id: "k", extra: 1 }] }), "/agent/prompt/knowledge_base/0/extra"],
    [withPrompt({ rag: { top_k: 3 } }), "/agent/prompt/rag/top_k"],
    [{ conversation: { max_turns: 3 } }, "/conversation/max_turns"],
    [{ guardrails: { content: { categories: { spam: {} } } } }, "/guardrails/content/categories/spam"],
    [
      { guardrails: { content: { categories: { violence: { level: 1 } } } } },
      "/guardrails/content/categories/violence/level",
    ],
    [{ guardrails: { content: { trigger_action: { url: "x" } } } }, "/guardrails/content/trigger_action/url"],
    [{ guardrails: { custom: { configs: [{ id: "g", x: 1 }] } } }, "/guardrails/custom/configs/0/x"],
    [{ guardrails: { custom: { extra: [] } } }, "/guardrails/custom/extra"],
    [{ guardrails: { focus: { is_enabled: true, strict: true } } }, "/guardrails/focus/strict"],
    [{ guardrails: { prompt_injection: { mode: "x" } } }, "/guardrails/prompt_injection/mode"],
    [{ platform_settings: { privacy: {} } }, "/platform_settings/privacy"],
    [{ platform_settings: { evaluation: { criteria: [], x: 1 } } }, "/platform_settings/evaluation/x"],
    [
      {
        platform_settings: { evaluation: { criteria: [{ id: "c", name: "n", conversation_goal_prompt: "p", w: 1 }] } },
      },
      "/platform_settings/evaluation/criteria/0/w",
    ],
    [
      { platform_settings: { sentiment_analysis: { enabled: true, model: "m" } } },
      "/platform_settings/sentiment_analysis/model",
    ],
    [{ platform_settings: { topic_discovery: { x: 1 } } }, "/platform_settings/topic_discovery/x"],
    [
      { platform_settings: { testing: { attached_tests: [{ test_id: "t", x: 1 }] } } },
      "/platform_settings/testing/attached_tests/0/x",
    ],
  ])("unknown key %j is refused at %s", (config, path) => {
    expectInvalidAt(AgentConfig, config, path);
  });

  test("the free-form members accept anything object-shaped", () => {
    const anything = { deeply: { nested: [1, "two", null, { three: true }] }, "odd key": 0 };
    expectValid(AgentConfig, { procedures: [anything, {}] });
    expectValid(AgentConfig, { workflow: anything });
    // Free-form still means an object where the specification says object.
    expectInvalidAt(AgentConfig, { workflow: "start" }, "/workflow");
    expectInvalidAt(AgentConfig, { procedures: ["step"] }, "/procedures/0");
  });

  test("data collection fields are keyed by id, each {type, description} (extension spec part 4)", () => {
    const field = (type: string) => ({ type, description: "What the user said" });
    const fields = { order_id: field("string"), "odd key.with dots": field("integer") };
    expectValid(AgentConfig, {
      platform_settings: { data_collection: { ...fields, n: field("number"), b: field("boolean") } },
    });
    const at = (data_collection: unknown) => ({ platform_settings: { data_collection } });
    expectInvalidAt(AgentConfig, at([]), "/platform_settings/data_collection");
    expectInvalidAt(AgentConfig, at({ order_id: field("date") }), "/platform_settings/data_collection/order_id/type");
    expectInvalidAt(
      AgentConfig,
      at({ order_id: { type: "string" } }),
      "/platform_settings/data_collection/order_id/description",
    );
    expectInvalidAt(
      AgentConfig,
      at({ order_id: { description: "x" } }),
      "/platform_settings/data_collection/order_id/type",
    );
    expectInvalidAt(
      AgentConfig,
      at({ order_id: { ...field("string"), x: 1 } }),
      "/platform_settings/data_collection/order_id/x",
    );
    expectInvalidAt(AgentConfig, at({ order_id: "string" }), "/platform_settings/data_collection/order_id");
  });

  test("enumerated values: each accepted, anything else refused at its path", () => {
    expectEnumAt(AgentConfig, LANGUAGES, (v) => ({ agent: { language: v } }), "/agent/language");
    expectEnumAt(AgentConfig, AGENT_LLMS, (v) => withPrompt({ llm: v }), "/agent/prompt/llm");
    expectEnumAt(
      AgentConfig,
      KNOWLEDGE_DOCUMENT_TYPES,
      (v) => withPrompt({ knowledge_base: [{ id: "k", type: v }] }),
      "/agent/prompt/knowledge_base/0/type",
    );
    expectEnumAt(
      AgentConfig,
      KNOWLEDGE_USAGE_MODES,
      (v) => withPrompt({ knowledge_base: [{ id: "k", usage_mode: v }] }),
      "/agent/prompt/knowledge_base/0/usage_mode",
    );
    expectEnumAt(AgentConfig, ["1"], (v) => ({ guardrails: { version: v } }), "/guardrails/version");
    for (const category of GUARDRAIL_CATEGORIES) {
      expectEnumAt(
        AgentConfig,
        GUARDRAIL_THRESHOLDS,
        (v) => ({ guardrails: { content: { categories: { [category]: { is_enabled: true, threshold: v } } } } }),
        `/guardrails/content/categories/${category}/threshold`,
      );
    }
    expectEnumAt(
      AgentConfig,
      GUARDRAIL_EXECUTION_MODES,
      (v) => ({ guardrails: { content: { execution_mode: v } } }),
      "/guardrails/content/execution_mode",
    );
    expectEnumAt(
      AgentConfig,
      GUARDRAIL_TRIGGER_ACTION_TYPES,
      (v) => ({ guardrails: { content: { trigger_action: { type: v } } } }),
      "/guardrails/content/trigger_action/type",
    );
    expectEnumAt(
      AgentConfig,
      GUARDRAIL_EXECUTION_MODES,
      (v) => ({ guardrails: { custom: { configs: [{ id: "g", execution_mode: v }] } } }),
      "/guardrails/custom/configs/0/execution_mode",
    );
    expectEnumAt(
      AgentConfig,
      GUARDRAIL_TRIGGER_ACTION_TYPES,
      (v) => ({ guardrails: { custom: { configs: [{ id: "g", trigger_action: { type: v } }] } } }),
      "/guardrails/custom/configs/0/trigger_action/type",
    );
    expectEnumAt(
      AgentConfig,
      ANALYSIS_LLMS,
      (v) => ({ platform_settings: { analysis_llm: v } }),
      "/platform_settings/analysis_llm",
    );
  });

  test("the enumeration lists are exactly those of part 2.7", () => {
    // Written as part 2.7 lists them, in its order.
    expect(AGENT_LLMS.join(" | ")).toBe(
      "vendor-a-5-mini | vendor-a-5 | vendor-b-v4-flash | vendor-c-haiku-4-5 | vendor-c-sonnet-4-5 | vendor-d-2.5-flash",
    );
    // The analysis model list is narrower than the agent's: a chat model is not enough.
    expectInvalidAt(
      AgentConfig,
      { platform_settings: { analysis_llm: "vendor-b-v4-flash" } },
      "/platform_settings/analysis_llm",
    );
    expect(GUARDRAIL_CATEGORIES).toHaveLength(7);
  });

  test("numeric settings are bounded: negative, zero where meaningless, and absurd values are refused", () => {
    const rag = (settings: Record<string, unknown>) => withPrompt({ rag: settings });
    for (const [config, path] of [
      [withPrompt({ max_tokens: 0 }), "/agent/prompt/max_tokens"],
      [withPrompt({ max_tokens: 1e300 }), "/agent/prompt/max_tokens"],
      [withPrompt({ temperature: -0.1 }), "/agent/prompt/temperature"],
      [withPrompt({ temperature: 2.5 }), "/agent/prompt/temperature"],
      [rag({ max_retrieved_rag_chunks_count: -5 }), "/agent/prompt/rag/max_retrieved_rag_chunks_count"],
      [rag({ max_retrieved_rag_chunks_count: 21 }), "/agent/prompt/rag/max_retrieved_rag_chunks_count"],
      [rag({ max_documents_length: 0 }), "/agent/prompt/rag/max_documents_length"],
      [rag({ max_vector_distance: -1 }), "/agent/prompt/rag/max_vector_distance"],
      [{ conversation: { max_duration_seconds: 0 } }, "/conversation/max_duration_seconds"],
      [{ conversation: { max_duration_seconds: 86_401 } }, "/conversation/max_duration_seconds"],
    ] as const) {
      expectInvalidAt(AgentConfig, config, path);
    }
    for (const config of [
      withPrompt({ max_tokens: 1, temperature: 0 }),
      withPrompt({ temperature: 2, rag: { max_retrieved_rag_chunks_count: 20, max_vector_distance: 0 } }),
      { conversation: { max_duration_seconds: 86_400 } },
    ]) {
      expect(Value.Check(AgentConfig, config)).toBe(true);
    }
  });

  test("scalar types are enforced", () => {
    expectInvalidAt(AgentConfig, withPrompt({ max_tokens: 1.5 }), "/agent/prompt/max_tokens");
    expectInvalidAt(AgentConfig, withPrompt({ temperature: "hot" }), "/agent/prompt/temperature");
    expectInvalidAt(AgentConfig, withPrompt({ tool_ids: "tool_1" }), "/agent/prompt/tool_ids");
    expectInvalidAt(AgentConfig, { conversation: { text_only: "yes" } }, "/conversation/text_only");
    expectInvalidAt(AgentConfig, { agent: { first_message: null } }, "/agent/first_message");
  });

  test("required members of array items are required", () => {
    expectInvalidAt(
      AgentConfig,
      withPrompt({ knowledge_base: [{ name: "FAQ" }] }),
      "/agent/prompt/knowledge_base/0/id",
    );
    expectInvalidAt(
      AgentConfig,
      { guardrails: { custom: { configs: [{ name: "g" }] } } },
      "/guardrails/custom/configs/0/id",
    );
    expectInvalidAt(
      AgentConfig,
      { platform_settings: { evaluation: { criteria: [{ id: "c", name: "n" }] } } },
      "/platform_settings/evaluation/criteria/0/conversation_goal_prompt",
    );
    expectInvalidAt(
      AgentConfig,
      { platform_settings: { testing: { attached_tests: [{ workflow_node_id: "n" }] } } },
      "/platform_settings/testing/attached_tests/0/test_id",
    );
  });

  test("a null end_call switches the tool off; an empty description is allowed", () => {
    expectValid(AgentConfig, withPrompt({ built_in_tools: { end_call: null } }));
    expectValid(AgentConfig, withPrompt({ built_in_tools: { end_call: {} } }));
    expectValid(AgentConfig, withPrompt({ built_in_tools: {} }));
  });

  test("rag.max_retrieved_rag_chunks_count defaults to 5", () => {
    expect(DEFAULT_MAX_RETRIEVED_RAG_CHUNKS).toBe(5);
    expect(RagSettings.properties.max_retrieved_rag_chunks_count.default).toBe(5);
    const filled = Value.Default(AgentConfig, withPrompt({ rag: { enabled: true } })) as typeof fullConfig;
    expect(filled.agent.prompt.rag.max_retrieved_rag_chunks_count).toBe(5);
    const kept = Value.Default(
      AgentConfig,
      withPrompt({ rag: { max_retrieved_rag_chunks_count: 8 } }),
    ) as typeof fullConfig;
    expect(kept.agent.prompt.rag.max_retrieved_rag_chunks_count).toBe(8);
  });

  test("a config survives a JSON round trip unchanged and still validates", () => {
    const copy = jsonRoundTrip(fullConfig);
    expect(copy).toEqual(fullConfig);
    expect(errorPaths(AgentConfig, copy)).toEqual([]);
  });
});
