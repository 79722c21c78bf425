import { describe, expect, it } from "bun:test";
import { AgentConfig } from "@cx/contracts";
import { Value } from "@sinclair/typebox/value";
import fc from "fast-check";
import { startHarness } from "../testing/agents.ts";

// Valid agent configurations over a handful of paths, so that drafts and tips collide often.
const config = fc.record(
  {
    agent: fc.record(
      {
        first_message: fc.constantFrom("Hi", "Hello", ""),
        language: fc.constantFrom("id", "en"),
        prompt: fc.record(
          {
            llm: fc.constantFrom("vendor-a-5", "vendor-a-5-mini", "vendor-d-2.5-flash"),
            temperature: fc.constantFrom(0, 0.5, 1),
            tool_ids: fc.constantFrom([], ["t1"], ["t1", "t2"]),
            built_in_tools: fc.constantFrom({ end_call: null }, { end_call: {} }, {}),
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    ),
    conversation: fc.record(
      { text_only: fc.boolean(), max_duration_seconds: fc.constantFrom(60, 600) },
      { requiredKeys: [] },
    ),
    workflow: fc.constantFrom(null, { start: "a" }, { start: "b", nodes: [] }),
  },
  { requiredKeys: [] },
);

/** The configs with the tools they name (`t1`, `t2`) replaced by tools created in the workspace. */
async function withWorkspaceTools(h: Awaited<ReturnType<typeof startHarness>>, configs: unknown[]) {
  let text = JSON.stringify(configs);
  for (const name of ["t1", "t2"]) {
    const tool = await h.call("POST", "/tools", {
      body: { name, description: "", type: "client", parameters: { type: "object" } },
    });
    text = text.replaceAll(JSON.stringify(name), JSON.stringify(tool.json.id));
  }
  return JSON.parse(text) as unknown[];
}

describe("reconcile on the service (property)", () => {
  it("previews without writing, and applies a valid merged config on the tip", async () => {
    await fc.assert(
      fc.asyncProperty(config, config, config, async (...configs) => {
        const h = await startHarness();
        const [base, draft, tip] = await withWorkspaceTools(h, configs);
        const agent = await h.createAgent(base);
        const main = (await h.call("GET", `/agents/${agent.id}/branches`)).json.items[0];
        const q = `?branch_id=${main.id}`;
        await h.call("PUT", `/agents/${agent.id}/draft${q}`, { body: { config: tip } });
        const tipVersion = (await h.call("POST", `/agents/${agent.id}/draft/publish${q}`)).json;
        const saved = await h.call("PUT", `/agents/${agent.id}/draft${q}`, {
          body: { config: draft, base_version_id: main.tip_version_id },
        });
        expect(saved.status).toBe(200);

        const before = await h.snapshot();
        const preview = await h.call("POST", `/agents/${agent.id}/draft/reconcile-preview${q}`);
        expect(preview.status).toBe(200);
        expect(await h.snapshot()).toBe(before);
        expect(Value.Check(AgentConfig, preview.json.config)).toBe(true);
        expect(preview.json.tip_version_id).toBe(tipVersion.id);

        const applied = await h.call("POST", `/agents/${agent.id}/draft/reconcile${q}`, {
          body: { draft_hash: preview.json.draft_hash },
        });
        expect(applied.status).toBe(200);
        expect(applied.json.base_version_id).toBe(tipVersion.id);
        expect(applied.json.config).toEqual(preview.json.config);
        // Now on the tip: a second preview has nothing to reconcile.
        const again = (await h.call("POST", `/agents/${agent.id}/draft/reconcile-preview${q}`)).json;
        expect(again.conflicts).toEqual([]);
        expect(again.config).toEqual(preview.json.config);
      }),
      { numRuns: 30 },
    );
  });
});
