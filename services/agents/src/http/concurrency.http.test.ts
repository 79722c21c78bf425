import { describe, expect, it } from "bun:test";
import { startHarness } from "../testing/agents.ts";

async function withAgent() {
  const h = await startHarness();
  const agent = await h.createAgent({ agent: { prompt: { temperature: 0.1 } } });
  const main = (await h.call("GET", `/agents/${agent.id}/branches`)).json.items[0];
  return { h, agent, main };
}

describe("agents HTTP: concurrency", () => {
  it("10 racing publishes of one draft: exactly one new version, the rest refused, the tip never forked", async () => {
    const { h, agent, main } = await withAgent();
    const q = `?branch_id=${main.id}`;
    // Count the racers stopped by the conditional move of the tip (not by an earlier check).
    let lostAtTip = 0;
    const versions = h.service.repos.versions;
    const deletePending = versions.deletePending.bind(versions);
    versions.deletePending = async (ws, id) => {
      lostAtTip++;
      return deletePending(ws, id);
    };
    for (let round = 0; round < 3; round++) {
      const before = (await h.call("GET", `/agents/${agent.id}/branches`)).json.items[0];
      await h.call("PUT", `/agents/${agent.id}/draft${q}`, {
        body: { config: { agent: { prompt: { temperature: round } } } },
      });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => h.call("POST", `/agents/${agent.id}/draft/publish${q}`)),
      );
      const winners = answers.filter((a) => a.status === 201);
      expect(winners).toHaveLength(1);
      for (const loser of answers.filter((a) => a.status !== 201)) {
        // Refused as stale while the winner was publishing, or as "no draft" once it was done.
        expect([409, 404]).toContain(loser.status);
        if (loser.status === 409) expect(loser.json.error.code).toBe("draft_stale");
      }
      expect(answers.some((a) => a.status === 409)).toBe(true);
      const after = (await h.call("GET", `/agents/${agent.id}/branches`)).json.items[0];
      expect(after.tip_version_id).toBe(winners[0]?.json.id);
      expect(winners[0]?.json.parent_version_id).toBe(before.tip_version_id);
    }
    expect(lostAtTip).toBeGreaterThan(0);
    // The history is a straight line: each version's parent is the one before it.
    const listed = (await h.call("GET", `/agents/${agent.id}/branches/${main.id}/versions`)).json.items;
    expect(listed).toHaveLength(4);
    for (let i = 0; i < listed.length - 1; i++) expect(listed[i].parent_version_id).toBe(listed[i + 1].id);
    // Losers left nothing behind, not even invisible pending versions.
    expect(await h.database.collection("versions").countDocuments({ branch_id: main.id })).toBe(4);
    expect(await h.database.collection("versions").countDocuments({ state: "pending" })).toBe(0);
    expect(await h.published("agents.version.published", 4)).toHaveLength(4);
  });

  it("racing deployment changes never interleave: each success replaced exactly the one before it", async () => {
    const { h, agent, main } = await withAgent();
    const a = (await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: "a" } })).json;
    const initial = (await h.call("GET", `/agents/${agent.id}/deployments`)).json.deployment_id;
    const splits = Array.from({ length: 10 }, (_, i) => i * 10 + 5);
    const answers = await Promise.all(
      splits.map((share) =>
        h.call("PUT", `/agents/${agent.id}/deployments`, {
          role: "admin",
          body: {
            branches: [
              { branch_id: main.id, percentage: 100 - share },
              { branch_id: a.id, percentage: share },
            ],
          },
        }),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const ids = answers.map((answer) => answer.json.deployment_id);
    expect(new Set(ids).size).toBe(10);
    const doc = await h.service.repos.deployments.findWithHistory(h.workspaceId as never, agent.id);
    // The history holds the initial deployment and every success but the last, each once: no
    // change was lost or applied twice.
    const replaced = doc?.history.map((entry) => entry.deployment_id) ?? [];
    expect(replaced).toHaveLength(10);
    expect(new Set([...replaced, doc?.deployment_id])).toEqual(new Set([initial, ...ids]));
    // The current distribution is the one answered with the current id.
    const current = answers.find((answer) => answer.json.deployment_id === doc?.deployment_id);
    expect(doc?.distribution.map((d) => d.basis_points)).toEqual(
      current?.json.distribution.map((d: { basis_points: number }) => d.basis_points),
    );
    // And the history's timeline is continuous.
    for (let i = 1; i < (doc?.history.length ?? 0); i++) {
      expect(doc?.history[i]?.started_at).toBe(doc?.history[i - 1]?.ended_at);
    }
  });

  it("an archive racing a deployment never leaves traffic on an archived branch", async () => {
    const { h, agent, main } = await withAgent();
    for (let round = 0; round < 10; round++) {
      const b = (await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: `b${round}` } })).json;
      const [archive, deploy] = await Promise.all([
        h.call("PATCH", `/agents/${agent.id}/branches/${b.id}`, { body: { is_archived: true } }),
        h.call("PUT", `/agents/${agent.id}/deployments`, {
          role: "admin",
          body: {
            branches: [
              { branch_id: main.id, percentage: 50 },
              { branch_id: b.id, percentage: 50 },
            ],
          },
        }),
      ]);
      const branch = (await h.call("GET", `/agents/${agent.id}/branches?page_size=100`)).json.items.find(
        (x: { id: string }) => x.id === b.id,
      );
      expect(branch.is_archived && branch.live_basis_points > 0).toBe(false);
      // Exactly one of them took effect.
      expect([archive.status, deploy.status].filter((s) => s === 200)).toHaveLength(1);
      // Put everything back on main for the next round.
      if (deploy.status === 200) {
        await h.call("PUT", `/agents/${agent.id}/deployments`, {
          role: "admin",
          body: { branches: [{ branch_id: main.id, percentage: 100 }] },
        });
      }
    }
  });

  it("racing draft saves all land, one after the other, and the draft is one of them", async () => {
    const { h, agent, main } = await withAgent();
    const q = `?branch_id=${main.id}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        h.call("PUT", `/agents/${agent.id}/draft${q}`, {
          body: { config: { agent: { prompt: { temperature: i / 4 } } } },
        }),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const draft = (await h.call("GET", `/agents/${agent.id}/draft${q}`)).json;
    expect(answers.map((a) => a.json.draft_hash)).toContain(draft.draft_hash);
    const stored = await h.database.collection<{ _id: string; revision: number }>("drafts").findOne({ _id: main.id });
    expect(stored?.revision).toBe(8);
  });
});
