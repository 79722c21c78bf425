import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { KnowledgeFolder, KnowledgeSearchResponse } from "@cx/contracts";
import { Value } from "@sinclair/typebox/value";
import { type KnowledgeHarness, OTHER_WS, startKnowledge } from "../testing/knowledge.ts";

let k: KnowledgeHarness;
beforeAll(async () => {
  k = await startKnowledge();
});
afterAll(() => k.stop());

const folder = async (name: string, parent?: string | null) => {
  const reply = await k.call("POST", "/folders", {
    body: { name, ...(parent !== undefined ? { parent_folder_id: parent } : {}) },
  });
  expect(reply.status).toBe(201);
  return reply.json;
};

describe("knowledge folders", () => {
  it("creates at the root or under a parent and counts direct children", async () => {
    const root = await folder("Policies");
    expect(Value.Check(KnowledgeFolder, root)).toBe(true);
    expect(root).toMatchObject({ name: "Policies", entity_type: "folder", parent_folder_id: null, child_count: 0 });
    expect(root.id).toMatch(/^kfd_/);
    const child = await folder("HR", root.id);
    expect(child.parent_folder_id).toBe(root.id);
    await k.call("POST", "/text", { body: { name: "Leave", text: "Leave policy", folder_id: root.id } });
    const got = await k.call("GET", `/folders/${root.id}`);
    expect([got.status, got.json.child_count]).toEqual([200, 2]);
    expect((await folder("Nulled", null)).parent_folder_id).toBeNull();
  });

  it("keeps sibling names unique, ignoring case, but allows the same name elsewhere", async () => {
    const parent = await folder("Unique parent");
    await folder("Guides", parent.id);
    const clash = await k.call("POST", "/folders", { body: { name: "  guides ", parent_folder_id: parent.id } });
    expect([clash.status, clash.json.error.code]).toEqual([409, "folder_name_taken"]);
    await folder("Guides");
    const other = await folder("Other", parent.id);
    const renameClash = await k.call("PATCH", `/folders/${other.id}`, { body: { name: "GUIDES" } });
    expect([renameClash.status, renameClash.json.error.code]).toEqual([409, "folder_name_taken"]);
  });

  it("renames and moves, refusing cycles and unknown parents", async () => {
    const a = await folder("Cycle A");
    const b = await folder("Cycle B", a.id);
    const c = await folder("Cycle C", b.id);
    const renamed = await k.call("PATCH", `/folders/${c.id}`, { body: { name: "Cycle C2", parent_folder_id: a.id } });
    expect(renamed.json).toMatchObject({ name: "Cycle C2", parent_folder_id: a.id });
    for (const target of [a.id, b.id]) {
      const cycle = await k.call("PATCH", `/folders/${a.id}`, { body: { parent_folder_id: target } });
      expect([cycle.status, cycle.json.error.details.fields[0].path]).toEqual([422, "/parent_folder_id"]);
    }
    expect((await k.call("PATCH", `/folders/${a.id}`, { body: { parent_folder_id: "kfd_none" } })).status).toBe(422);
    expect(
      (await k.call("PATCH", `/folders/${b.id}`, { body: { parent_folder_id: null } })).json.parent_folder_id,
    ).toBeNull();
    expect((await k.call("PATCH", `/folders/${b.id}`, { body: {} })).status).toBe(422);
    expect((await k.call("POST", "/folders", { body: { name: "x", parent_folder_id: "kfd_none" } })).status).toBe(422);
  });

  it("deletes an empty folder, refuses a non-empty one, and deletes the subtree with force", async () => {
    const empty = await folder("Empty");
    expect((await k.call("DELETE", `/folders/${empty.id}`)).status).toBe(204);
    expect((await k.call("GET", `/folders/${empty.id}`)).status).toBe(404);
    const top = await folder("Full");
    const inner = await folder("Inner", top.id);
    const doc = (await k.call("POST", "/text", { body: { name: "Deep doc", text: "Deep text", folder_id: inner.id } }))
      .json;
    await k.waitForStatus(doc.id, ["ready"]);
    const refused = await k.call("DELETE", `/folders/${top.id}`);
    expect([refused.status, refused.json.error.code]).toEqual([409, "folder_not_empty"]);
    expect((await k.call("DELETE", `/folders/${top.id}`, { query: { force: "true" } })).status).toBe(204);
    for (const path of [`/folders/${top.id}`, `/folders/${inner.id}`, `/${doc.id}`])
      expect((await k.call("GET", path)).status).toBe(404);
    await k.waitForMessage("knowledge.document.deleted", doc.id);
  });

  it("lists a folder's subfolders, the root's, or every folder, oldest first in cursor pages, to members", async () => {
    const ws = "ws_folderlisting";
    const make = async (name: string, parent?: string) => {
      const reply = await k.call("POST", "/folders", {
        workspaceId: ws,
        body: { name, ...(parent ? { parent_folder_id: parent } : {}) },
      });
      expect(reply.status).toBe(201);
      return reply.json.id as string;
    };
    const top = await make("Top");
    const second = await make("Second");
    const inner = await make("Inner", top);
    await k.call("POST", "/text", { workspaceId: ws, body: { name: "Doc", text: "Some text", folder_id: top } });
    const list = (query: Record<string, string>) =>
      k.call("GET", "/folders", { workspaceId: ws, role: "member", query });
    const names = async (query: Record<string, string>) =>
      (await list(query)).json.items.map((f: { name: string }) => f.name).sort();
    expect(await names({ parent_folder_id: "root" })).toEqual(["Second", "Top"]);
    expect(await names({ parent_folder_id: "" })).toEqual(["Second", "Top"]);
    expect(await names({ parent_folder_id: top })).toEqual(["Inner"]);
    expect(await names({})).toEqual(["Inner", "Second", "Top"]);
    const roots = await list({ parent_folder_id: "root" });
    expect(Value.Check(KnowledgeFolder, roots.json.items[0])).toBe(true);
    const counts = Object.fromEntries(
      roots.json.items.map((f: { id: string; child_count: number }) => [f.id, f.child_count]),
    );
    expect(counts).toEqual({ [top]: 2, [second]: 0 });
    const first = await list({ page_size: "2" });
    expect([first.json.items.length, first.json.has_more]).toEqual([2, true]);
    const rest = await list({ page_size: "2", cursor: first.json.next_cursor });
    expect(rest.json.has_more).toBe(false);
    // Every folder once across the pages (folders made in the same millisecond sort by id).
    const paged = [...first.json.items, ...rest.json.items].map((f: { id: string }) => f.id);
    expect([...paged].sort()).toEqual([top, second, inner].sort());
    expect((await k.call("GET", "/folders", { query: { parent_folder_id: top } })).json.items).toEqual([]);
    expect((await list({ cursor: "nonsense" })).status).toBe(422);
    expect((await list({ page_size: "101" })).status).toBe(422);
  });

  it("answers 404 for unknown folders and other workspaces' folders, 403 for members writing", async () => {
    const mine = await folder("Mine");
    expect((await k.call("GET", "/folders/kfd_unknown")).status).toBe(404);
    expect((await k.call("GET", `/folders/${mine.id}`, { workspaceId: OTHER_WS })).status).toBe(404);
    expect((await k.call("DELETE", `/folders/${mine.id}`, { workspaceId: OTHER_WS })).status).toBe(404);
    expect((await k.call("GET", `/folders/${mine.id}`, { role: "member" })).status).toBe(200);
    expect((await k.call("POST", "/folders", { role: "member", body: { name: "No" } })).status).toBe(403);
    expect((await k.call("PATCH", `/folders/${mine.id}`, { role: "member", body: { name: "No" } })).status).toBe(403);
    expect((await k.call("POST", "/folders", { body: { name: "" } })).status).toBe(422);
    expect((await k.call("POST", "/folders", { body: { name: "x".repeat(257) } })).status).toBe(422);
  });
});

describe("knowledge search", () => {
  const docs: Record<string, string> = {};

  beforeAll(async () => {
    const texts: Record<string, string> = {
      refunds:
        "Refunds are paid back to the original card within five working days after we receive the returned item.",
      shipping: "Shipping is free for orders above fifty euros. Parcels usually arrive within two days in Germany.",
      holidays: "The office is closed on public holidays. Support answers emails again on the next working day.",
      warranty: "The warranty covers manufacturing defects for two years from the date of purchase.",
      security: "Passwords are stored hashed; enable two-factor authentication in your account settings.",
      pets: "Dogs are welcome in the shop if they are kept on a leash.",
    };
    for (const [key, text] of Object.entries(texts)) {
      const created = await k.call("POST", "/text", { body: { name: `Doc ${key}`, text } });
      docs[key] = created.json.id;
    }
    for (const id of Object.values(docs)) await k.waitForStatus(id, ["ready"]);
    const foreign = await k.call("POST", "/text", {
      workspaceId: OTHER_WS,
      body: { name: "Foreign refunds", text: texts.refunds },
    });
    await k.waitForStatus(foreign.json.id, ["ready"], OTHER_WS);
  });

  it("answers the nearest chunks first, five by default", async () => {
    const reply = await k.call("POST", "/search", { body: { query: "when are refunds paid back to my card" } });
    expect(reply.status).toBe(200);
    expect(Value.Check(KnowledgeSearchResponse, reply.json)).toBe(true);
    const items = reply.json.items as {
      document_id: string;
      document_name: string;
      distance: number;
      chunk_index: number;
    }[];
    expect(items.length).toBe(5);
    expect(items[0]).toMatchObject({ document_id: docs.refunds, document_name: "Doc refunds", chunk_index: 0 });
    for (let i = 1; i < items.length; i++) expect(items[i]!.distance).toBeGreaterThanOrEqual(items[i - 1]!.distance);
  });

  it("stays inside the caller's workspace", async () => {
    const reply = await k.call("POST", "/search", { body: { query: "refunds paid back", max_chunks: 20 } });
    const names = reply.json.items.map((i: { document_name: string }) => i.document_name);
    expect(names).not.toContain("Foreign refunds");
    const other = await k.call("POST", "/search", {
      workspaceId: OTHER_WS,
      body: { query: "refunds", max_chunks: 20 },
    });
    expect(other.json.items.map((i: { document_name: string }) => i.document_name)).toEqual(["Foreign refunds"]);
  });

  it("honours max_chunks, document_ids and max_vector_distance", async () => {
    const two = await k.call("POST", "/search", { body: { query: "shipping parcels", max_chunks: 2 } });
    expect(two.json.items.length).toBe(2);
    const only = await k.call("POST", "/search", {
      body: { query: "refunds", document_ids: [docs.pets, docs.warranty], max_chunks: 20 },
    });
    expect(new Set(only.json.items.map((i: { document_id: string }) => i.document_id))).toEqual(
      new Set([docs.pets, docs.warranty]),
    );
    const near = await k.call("POST", "/search", {
      body: { query: "Dogs are welcome in the shop if they are kept on a leash.", max_vector_distance: 0.05 },
    });
    expect(near.json.items.map((i: { document_id: string }) => i.document_id)).toEqual([docs.pets]);
    expect(near.json.items[0].distance).toBeLessThan(0.05);
    const none = await k.call("POST", "/search", { body: { query: "zzzz qqqq", max_vector_distance: 0 } });
    expect(none.json.items).toEqual([]);
  });

  it("refuses bad search bodies with 422", async () => {
    for (const body of [
      {},
      { query: "" },
      { query: "x", max_chunks: 21 },
      { query: "x", max_chunks: 0 },
      { query: "x", max_vector_distance: -1 },
      { query: "x", document_ids: "kdoc_1" },
      // Embedded whole: a query is at most as long as a conversation message.
      { query: "x".repeat(10_001) },
      { query: "x", document_ids: Array(1001).fill("kdoc_1") },
    ]) {
      const reply = await k.call("POST", "/search", { body });
      expect([JSON.stringify(body), reply.status]).toEqual([JSON.stringify(body), 422]);
    }
  });

  it("forgets deleted documents at once", async () => {
    expect((await k.call("DELETE", `/${docs.security}`)).status).toBe(204);
    const reply = await k.call("POST", "/search", {
      body: { query: "two-factor authentication passwords", max_chunks: 20 },
    });
    expect(reply.json.items.map((i: { document_id: string }) => i.document_id)).not.toContain(docs.security);
  });
});
