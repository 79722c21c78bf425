import { describe, expect, it } from "bun:test";
import { configErrors, knowledgeDocumentIds, normalizeConfig, readinessProblems } from "./agent-config.ts";

describe("agent config rules", () => {
  it("reports every offence with a JSON pointer under the given prefix", () => {
    const errors = configErrors(
      {
        agent: { language: "fr", prompt: { llm: "gpt-x", temperature: "hot", bogus: 1 } },
        guardrails: { content: { categories: { violence: { threshold: "extreme" } } } },
        platform_settings: { analysis_llm: "vendor-b-v4-flash" },
        extra: true,
      },
      "/config",
    );
    const paths = errors.map((e) => e.path).sort();
    expect(paths).toEqual([
      "/config/agent/language",
      "/config/agent/prompt/bogus",
      "/config/agent/prompt/llm",
      "/config/agent/prompt/temperature",
      "/config/extra",
      "/config/guardrails/content/categories/violence/threshold",
      "/config/platform_settings/analysis_llm",
    ]);
    for (const error of errors) expect(error.message.length).toBeGreaterThan(0);
    expect(configErrors({ agent: { prompt: { built_in_tools: { end_call: null } } } })).toEqual([]);
    expect(configErrors("not an object", "/config").map((e) => e.path)).toEqual(["/config"]);
  });

  it("fills the RAG chunk count default only where rag is present, without touching the input", () => {
    const input = { agent: { prompt: { rag: { enabled: true } } } };
    expect(normalizeConfig(input)).toEqual({
      agent: { prompt: { rag: { enabled: true, max_retrieved_rag_chunks_count: 5 } } },
    });
    expect(input.agent.prompt.rag).toEqual({ enabled: true });
    expect(normalizeConfig({ agent: { prompt: { rag: { max_retrieved_rag_chunks_count: 9 } } } })).toEqual({
      agent: { prompt: { rag: { max_retrieved_rag_chunks_count: 9 } } },
    });
    expect(normalizeConfig({ agent: { prompt: {} } })).toEqual({ agent: { prompt: {} } });
  });

  it("lists attached knowledge documents once each", () => {
    expect(
      knowledgeDocumentIds({
        agent: { prompt: { knowledge_base: [{ id: "kdoc_1" }, { id: "kdoc_2" }, { id: "kdoc_1" }] } },
      }),
    ).toEqual(["kdoc_1", "kdoc_2"]);
    expect(knowledgeDocumentIds({})).toEqual([]);
  });

  it("says a config is not ready when it no longer validates or attaches a deleted document", () => {
    const config = { agent: { prompt: { knowledge_base: [{ id: "kdoc_1" }, { id: "kdoc_2" }] } } };
    expect(readinessProblems(config, () => false)).toEqual([]);
    expect(readinessProblems(config, (id) => id === "kdoc_2")).toEqual([
      { problem: "knowledge_document_deleted", document_ids: ["kdoc_2"] },
    ]);
    expect(readinessProblems({ agent: { language: "fr" } }, () => false)[0]?.problem).toBe("invalid_config");
  });
});
