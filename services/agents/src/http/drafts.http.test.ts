import { describe, expect, it } from "bun:test";
import { startHarness, tickingClock } from "../testing/agents.ts";

const CONFIG = {
  agent: {
    first_message: "Hi",
    prompt: { llm: "vendor-a-5", temperature: 0.3, knowledge_base: [{ id: "kdoc_faq", name: "FAQ", type: "text" }] },
  },
};

function withTemperature(temperature: number) {
  return { agent: { ...CONFIG.agent, prompt: { ...CONFIG.agent.prompt, temperature } } };
}

async function withAgent() {
  const h = await startHarness({ now: tickingClock(1000) });
  const agent = await h.createAgent(CONFIG);
  const main = (await h.call("GET", `/agents/${agent.id}/branches`)).json.items[0];
  const draftPath = `/agents/${agent.id}/draft?branch_id=${main.id}`;
  return { h, agent, main, draftPath };
}

describe("agents HTTP: drafts and publish", () => {
  it("answers 404 without a draft, 422 without branch_id, 404 for an unknown branch", async () => {
    const { h, agent, draftPath } = await withAgent();
    const none = await h.call("GET", draftPath);
    expect(none.status).toBe(404);
    expect(none.json.error.code).toBe("not_found");
    const missing = await h.call("GET", `/agents/${agent.id}/draft`);
    expect(missing.status).toBe(422);
    expect(missing.json.error.details.fields[0].path).toBe("/branch_id");
    expect((await h.call("GET", `/agents/${agent.id}/draft?branch_id=br_nope`)).status).toBe(404);
    expect((await h.call("DELETE", draftPath)).status).toBe(404);
    expect((await h.call("POST", `/agents/${agent.id}/draft/publish?branch_id=${"br_nope"}`)).status).toBe(404);
  });

  it("saves a draft on the tip with its hash and the time each changed path changed", async () => {
    const { h, main, draftPath } = await withAgent();
    const saved = await h.call("PUT", draftPath, { body: { config: withTemperature(0.9) } });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      branch_id: main.id,
      base_version_id: main.tip_version_id,
      config: withTemperature(0.9),
      path_changed_at: { "agent.prompt.temperature": saved.json.updated_at },
    });
    expect(saved.json.draft_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await h.call("GET", draftPath)).json).toEqual(saved.json);

    // A second save keeps the time of an untouched path and stamps the new one.
    const next = { agent: { ...withTemperature(0.9).agent, first_message: "Hello" } };
    const again = await h.call("PUT", draftPath, { body: { config: next } });
    expect(again.json.path_changed_at).toEqual({
      "agent.first_message": again.json.updated_at,
      "agent.prompt.temperature": saved.json.updated_at,
    });
    expect(again.json.draft_hash).not.toBe(saved.json.draft_hash);
    const [event] = (await h.published("agents.draft.saved", 2)).slice(-1);
    expect(event?.payload).toMatchObject({
      branch_id: main.id,
      draft_hash: again.json.draft_hash,
      knowledge_document_ids: ["kdoc_faq"],
    });
  });

  it("refuses an invalid draft config with paths under /config and keeps the old draft", async () => {
    const { h, draftPath } = await withAgent();
    await h.call("PUT", draftPath, { body: { config: withTemperature(0.5) } });
    const bad = await h.call("PUT", draftPath, {
      body: { config: { agent: { prompt: { llm: "nope", built_in_tools: { end_call: { url: "x" } } } } } },
    });
    expect(bad.status).toBe(422);
    expect(bad.json.error.details.fields.map((f: { path: string }) => f.path).sort()).toEqual([
      "/config/agent/prompt/built_in_tools/end_call/url",
      "/config/agent/prompt/llm",
    ]);
    expect((await h.call("GET", draftPath)).json.config).toEqual(withTemperature(0.5));
    expect((await h.call("PUT", draftPath, { body: {} })).json.error.details.fields[0].path).toBe("/config");
    const wrongBase = await h.call("PUT", draftPath, { body: { config: {}, base_version_id: "ver_nope" } });
    expect(wrongBase.status).toBe(422);
    expect(wrongBase.json.error.details.fields[0].path).toBe("/base_version_id");
  });

  it("publishes a draft as a new version, deletes the draft and announces both", async () => {
    const { h, agent, main, draftPath } = await withAgent();
    await h.call("PUT", draftPath, { body: { config: withTemperature(0.7) } });
    const published = await h.call("POST", `/agents/${agent.id}/draft/publish?branch_id=${main.id}`, {
      userId: "usr_2",
    });
    expect(published.status).toBe(201);
    expect(published.json).toMatchObject({
      agent_id: agent.id,
      branch_id: main.id,
      parent_version_id: main.tip_version_id,
      config: withTemperature(0.7),
      changed_paths: ["agent.prompt.temperature"],
      created_by: "usr_2",
    });
    expect((await h.call("GET", draftPath)).status).toBe(404);
    const branch = (await h.call("GET", `/agents/${agent.id}/branches`)).json.items[0];
    expect(branch.tip_version_id).toBe(published.json.id);
    expect(branch.draft_exists).toBe(false);
    const [event] = (await h.published("agents.version.published", 2)).slice(-1);
    expect(event?.payload).toMatchObject({
      version_id: published.json.id,
      changed_paths: ["agent.prompt.temperature"],
    });
    const [discarded] = await h.published("agents.draft.discarded");
    expect(discarded?.payload).toMatchObject({ branch_id: main.id, reason: "published" });
  });

  it("refuses to publish a draft whose base is not the tip: 409 draft_stale", async () => {
    const { h, agent, main, draftPath } = await withAgent();
    const b = (await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: "b" } })).json;
    // A draft on main based on the old tip, then main moves on.
    await h.call("PUT", draftPath, { body: { config: withTemperature(0.1) } });
    const otherDraft = `/agents/${agent.id}/draft?branch_id=${b.id}`;
    await h.call("PUT", otherDraft, { body: { config: withTemperature(0.2) } });
    await h.call("POST", `/agents/${agent.id}/draft/publish?branch_id=${main.id}`);
    await h.call("PUT", draftPath, { body: { config: withTemperature(0.4), base_version_id: main.tip_version_id } });
    const stale = await h.call("POST", `/agents/${agent.id}/draft/publish?branch_id=${main.id}`);
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe("draft_stale");
    expect(stale.json.error.details.base_version_id).toBe(main.tip_version_id);
    // The branch b draft is unaffected by main's publish.
    expect((await h.call("POST", `/agents/${agent.id}/draft/publish?branch_id=${b.id}`)).status).toBe(201);
  });

  it("discards a draft", async () => {
    const { h, main, draftPath } = await withAgent();
    await h.call("PUT", draftPath, { body: { config: withTemperature(0.7) } });
    const res = await h.call("DELETE", draftPath);
    expect(res.status).toBe(204);
    expect((await h.call("GET", draftPath)).status).toBe(404);
    const [event] = await h.published("agents.draft.discarded");
    expect(event?.payload).toMatchObject({ branch_id: main.id, reason: "discarded" });
  });

  it("makes an archived branch read-only until restored", async () => {
    const { h, agent } = await withAgent();
    const b = (await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: "b" } })).json;
    const path = `/agents/${agent.id}/draft?branch_id=${b.id}`;
    await h.call("PUT", path, { body: { config: withTemperature(0.2) } });
    await h.call("PATCH", `/agents/${agent.id}/branches/${b.id}`, { body: { is_archived: true } });
    const save = await h.call("PUT", path, { body: { config: withTemperature(0.3) } });
    expect(save.status).toBe(409);
    expect(save.json.error.details.reason).toBe("branch_archived");
    expect((await h.call("POST", `/agents/${agent.id}/draft/publish?branch_id=${b.id}`)).status).toBe(409);
    await h.call("PATCH", `/agents/${agent.id}/branches/${b.id}`, { body: { is_archived: false } });
    expect((await h.call("POST", `/agents/${agent.id}/draft/publish?branch_id=${b.id}`)).status).toBe(201);
  });
});
