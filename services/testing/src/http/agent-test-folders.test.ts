import { beforeAll, describe, expect, it } from "bun:test";
import { AgentTestFolder } from "@cx/contracts";
import { MAX_FOLDER_DEPTH } from "@cx/folder-tree";
import { expectAnswer } from "../testing/expect-answer.ts";
import { bodies, type Client, startTestingService, type TestingService } from "../testing/testing-service.ts";

let service: TestingService;
let alice: Client;

beforeAll(async () => {
  service = await startTestingService();
  alice = service.as("usr_alice", "ws_folders");
});

async function folder(name: string, parent: string | null = null, client = alice): Promise<string> {
  const reply = await client.post("/agent-test-folders", { name, parent_folder_id: parent });
  expect(reply.status).toBe(201);
  return reply.json.id;
}

describe("folders: create and get", () => {
  it("creates root and nested folders and answers breadcrumbs from the root to the parent", async () => {
    const root = await alice.post("/agent-test-folders", { name: "Billing" });
    expectAnswer(root, 201, AgentTestFolder);
    expect(root.json).toMatchObject({
      name: "Billing",
      entity_type: "folder",
      parent_folder_id: null,
      breadcrumbs: [],
    });
    expect(root.json.id).toMatch(/^tfd_[0-9a-z]{24}$/);
    const child = await folder("Refunds", root.json.id);
    const grandchild = await folder("Late orders", child);

    const fetched = await alice.get(`/agent-test-folders/${grandchild}`);
    expect(fetched.status).toBe(200);
    expect(fetched.json.breadcrumbs).toEqual([
      { id: root.json.id, name: "Billing" },
      { id: child, name: "Refunds" },
    ]);
    expect(fetched.json.parent_folder_id).toBe(child);
  });

  it("validates the body and the parent", async () => {
    const bad = await alice.post("/agent-test-folders", { name: "" });
    expect(bad.status).toBe(422);
    expect(bad.json.error.details.fields.map((f: { path: string }) => f.path)).toEqual(["/name"]);
    expect((await alice.post("/agent-test-folders", { name: "x", colour: "red" })).status).toBe(422);
    expect((await alice.post("/agent-test-folders", { name: "  " })).status).toBe(422);
    expect((await alice.post("/agent-test-folders", { name: "x", parent_folder_id: "tfd_nope" })).status).toBe(404);
    const test = await alice.post("/agent-tests", bodies.simulation());
    expect((await alice.post("/agent-test-folders", { name: "x", parent_folder_id: test.json.id })).status).toBe(404);
    expect((await alice.get("/agent-test-folders/tfd_nope")).status).toBe(404);
  });

  it("keeps sibling names unique, case-insensitively, even for racing creates", async () => {
    const parent = await folder("Siblings");
    await folder("Alpha", parent);
    const clash = await alice.post("/agent-test-folders", { name: "alpha", parent_folder_id: parent });
    expect(clash.status).toBe(409);
    expect(clash.json.error.code).toBe("folder_name_taken");
    // The same name elsewhere is fine, and so is a test with the name.
    await folder("Alpha");
    expect(
      (await alice.post("/agent-tests", bodies.simulation({ name: "Alpha", parent_folder_id: parent }))).status,
    ).toBe(201);

    const racing = await Promise.all(
      Array.from({ length: 8 }, () => alice.post("/agent-test-folders", { name: "Race", parent_folder_id: parent })),
    );
    expect(racing.map((reply) => reply.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });

  it("limits nesting depth", async () => {
    let parent: string | null = null;
    for (let depth = 1; depth <= MAX_FOLDER_DEPTH; depth++) parent = await folder(`Level ${depth}`, parent);
    const tooDeep = await alice.post("/agent-test-folders", { name: "One too many", parent_folder_id: parent });
    expect(tooDeep.status).toBe(422);
    expect(tooDeep.json.error.details.fields[0].path).toBe("/parent_folder_id");
  });
});

describe("folders: rename and move", () => {
  it("renames (new updated_at) and moves (same updated_at) with PATCH", async () => {
    const a = await folder("A-rename");
    const b = await folder("B-rename");
    const created = (await alice.get(`/agent-test-folders/${a}`)).json;
    const renamed = await alice.patch(`/agent-test-folders/${a}`, { name: "A renamed" });
    expect(renamed.status).toBe(200);
    expect(renamed.json.name).toBe("A renamed");
    expect(renamed.json.updated_at > created.updated_at).toBe(true);

    const moved = await alice.patch(`/agent-test-folders/${a}`, { parent_folder_id: b });
    expect(moved.status).toBe(200);
    expect(moved.json.parent_folder_id).toBe(b);
    expect(moved.json.breadcrumbs).toEqual([{ id: b, name: "B-rename" }]);
    expect(moved.json.updated_at).toBe(renamed.json.updated_at);

    const back = await alice.patch(`/agent-test-folders/${a}`, { parent_folder_id: null, name: "A again" });
    expect(back.json).toMatchObject({ parent_folder_id: null, name: "A again", breadcrumbs: [] });
  });

  it("refuses a move into itself or a descendant with 422, and a clashing name with 409", async () => {
    const top = await folder("Top-cycle");
    const mid = await folder("Mid", top);
    const leaf = await folder("Leaf", mid);
    for (const target of [top, mid, leaf]) {
      const reply = await alice.patch(`/agent-test-folders/${top}`, { parent_folder_id: target });
      expect(reply.status).toBe(422);
      expect(reply.json.error.code).toBe("validation_failed");
    }
    const sibling = await folder("Taken", top);
    const clash = await alice.patch(`/agent-test-folders/${sibling}`, { name: "mid" });
    expect(clash.status).toBe(409);
    expect(clash.json.error.code).toBe("folder_name_taken");
    expect((await alice.patch(`/agent-test-folders/${sibling}`, {})).status).toBe(422);
    expect((await alice.patch(`/agent-test-folders/${sibling}`, { parent_folder_id: "tfd_nope" })).status).toBe(404);
  });

  it("never leaves a cycle when two opposite moves race", async () => {
    for (let round = 0; round < 5; round++) {
      const x = await folder(`X${round}`);
      const y = await folder(`Y${round}`);
      const [one, two] = await Promise.all([
        alice.patch(`/agent-test-folders/${x}`, { parent_folder_id: y }),
        alice.patch(`/agent-test-folders/${y}`, { parent_folder_id: x }),
      ]);
      expect([one.status, two.status].filter((status) => status === 200).length).toBeLessThanOrEqual(1);
      const fx = (await alice.get(`/agent-test-folders/${x}`)).json;
      const fy = (await alice.get(`/agent-test-folders/${y}`)).json;
      expect(fx.parent_folder_id === y && fy.parent_folder_id === x).toBe(false);
    }
  });

  it("lets only the folder's creator and admins rename, move or delete it", async () => {
    const owned = await folder("Alice's");
    const bob = service.as("usr_bob", "ws_folders");
    const admin = service.as("usr_root", "ws_folders", "owner");
    expect((await bob.patch(`/agent-test-folders/${owned}`, { name: "Bob's now" })).status).toBe(403);
    expect((await bob.delete(`/agent-test-folders/${owned}`)).status).toBe(403);
    // Anyone may file things into it.
    expect((await bob.post("/agent-tests", bodies.simulation({ parent_folder_id: owned }))).status).toBe(201);
    expect((await admin.patch(`/agent-test-folders/${owned}`, { name: "Renamed by owner" })).status).toBe(200);
  });
});

describe("folders: delete", () => {
  it("deletes an empty folder, and refuses a non-empty one with 409 folder_not_empty", async () => {
    const empty = await folder("Empty");
    expect((await alice.delete(`/agent-test-folders/${empty}`)).status).toBe(204);
    expect((await alice.get(`/agent-test-folders/${empty}`)).status).toBe(404);

    const full = await folder("Full");
    await alice.post("/agent-tests", bodies.simulation({ parent_folder_id: full }));
    const refused = await alice.delete(`/agent-test-folders/${full}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe("folder_not_empty");
    expect((await alice.delete(`/agent-test-folders/${full}?force=maybe`)).status).toBe(422);
    expect((await alice.delete(`/agent-test-folders/${full}?force=false`)).status).toBe(409);
  });

  it("with force=true removes the whole subtree, folders and tests, and nothing else", async () => {
    const top = await folder("Doomed");
    const mid = await folder("Doomed child", top);
    const deep = await folder("Doomed grandchild", mid);
    const tests = await Promise.all(
      [top, mid, deep, deep].map(
        async (parent) => (await alice.post("/agent-tests", bodies.nextReply({ parent_folder_id: parent }))).json.id,
      ),
    );
    const survivor = await alice.post("/agent-tests", bodies.nextReply());
    const before = await service.deps.entries.collection.countDocuments({ workspace_id: "ws_folders" });

    expect((await alice.delete(`/agent-test-folders/${top}?force=true`)).status).toBe(204);
    for (const id of [top, mid, deep]) expect((await alice.get(`/agent-test-folders/${id}`)).status).toBe(404);
    for (const id of tests) expect((await alice.get(`/agent-tests/${id}`)).status).toBe(404);
    expect((await alice.get(`/agent-tests/${survivor.json.id}`)).status).toBe(200);
    expect(await service.deps.entries.collection.countDocuments({ workspace_id: "ws_folders" })).toBe(before - 7);
    expect(await service.deps.entries.collection.countDocuments({ parent_key: { $in: [top, mid, deep] } })).toBe(0);
    expect(await service.deps.deletions.unfinished("9999-01-01T00:00:00.000Z")).toEqual([]);
  });

  it("refuses a forced delete that would remove tests the member may not edit, and removes nothing", async () => {
    const bob = service.as("usr_bob", "ws_folders");
    const shared = await folder("Shared", null, bob);
    const mine = await bob.post("/agent-tests", bodies.simulation({ parent_folder_id: shared }));
    const alices = await alice.post("/agent-tests", bodies.simulation({ parent_folder_id: shared }));
    const refused = await bob.delete(`/agent-test-folders/${shared}?force=true`);
    expect(refused.status).toBe(403);
    expect(refused.json.error.details.entity_ids).toEqual([alices.json.id]);
    expect((await bob.get(`/agent-tests/${mine.json.id}`)).status).toBe(200);
    expect((await bob.get(`/agent-test-folders/${shared}`)).status).toBe(200);

    await alice.put(
      `/agent-tests/${alices.json.id}`,
      bodies.simulation({ access: [{ role: "editor", user_id: "usr_bob" }] }),
    );
    expect((await bob.delete(`/agent-test-folders/${shared}?force=true`)).status).toBe(204);
    expect((await alice.get(`/agent-tests/${alices.json.id}`)).status).toBe(404);
  });

  it("leaves no orphan when tests and folders are created into the subtree while it is deleted", async () => {
    for (let round = 0; round < 5; round++) {
      const top = await folder(`Racing ${round}`);
      const inner = await folder("Inner", top);
      await Promise.all(
        Array.from({ length: 20 }, () => alice.post("/agent-tests", bodies.simulation({ parent_folder_id: inner }))),
      );
      // Spread the writes over the deletion's steps: each starts after a different number of
      // microtask turns, so some check their parent before the delete and write after it.
      const writes = Array.from({ length: 40 }, async (_, i) => {
        for (let turn = 0; turn < i * 2; turn++) await Promise.resolve();
        return i % 2 === 0
          ? alice.post("/agent-tests", bodies.simulation({ parent_folder_id: i % 4 === 0 ? inner : top }))
          : alice.post("/agent-test-folders", { name: `Late ${i}`, parent_folder_id: inner });
      });
      const deletion = (async () => {
        for (let turn = 0; turn < 30; turn++) await Promise.resolve();
        return alice.delete(`/agent-test-folders/${top}?force=true`);
      })();
      const [deleted, ...created] = await Promise.all([deletion, ...writes]);
      expect(deleted.status).toBe(204);
      for (const reply of created) expect([201, 404]).toContain(reply.status);
      expect(created.some((reply) => reply.status === 201)).toBe(true);
      for (const reply of created.filter((r) => r.status === 201)) {
        expect((await alice.get(`/agent-tests/${reply.json.id}`)).status).toBe(404);
        expect((await alice.get(`/agent-test-folders/${reply.json.id}`)).status).toBe(404);
      }
      // Whatever was answered 201 and lived in the subtree is gone with it; nothing points at a missing parent.
      const all = await service.deps.entries.collection.find({ workspace_id: "ws_folders" });
      const ids = new Set(all.map((entry) => entry._id));
      const orphans = all.filter((entry) => entry.parent_key !== "root" && !ids.has(entry.parent_key));
      expect(orphans).toEqual([]);
    }
  });

  it("finishes a subtree deletion that a dead process left half-done", async () => {
    const { finishAbandonedDeletions } = await import("../app/delete-folder.ts");
    const top = await folder("Half deleted");
    const t = await alice.post("/agent-tests", bodies.simulation({ parent_folder_id: top }));
    const ws = "ws_folders" as never;
    await service.deps.deletions.begin(ws, {
      _id: "tdl_crashed",
      workspace_id: "ws_folders",
      folder_id: top,
      entry_ids: [top],
      folder_ids: [top],
      started_at: "2026-01-01T00:00:00.000Z",
    });
    // The process died after writing the intent; the sweep finishes the job, orphans included.
    expect(await finishAbandonedDeletions(service.deps)).toBe(1);
    expect((await alice.get(`/agent-test-folders/${top}`)).status).toBe(404);
    expect((await alice.get(`/agent-tests/${t.json.id}`)).status).toBe(404);
    expect(await finishAbandonedDeletions(service.deps)).toBe(0);
  });
});

describe("move endpoint", () => {
  it("moves tests and folders together and answers the moved items", async () => {
    const target = await folder("Move target");
    const f = await folder("Moving folder");
    const t1 = (await alice.post("/agent-tests", bodies.simulation())).json;
    const t2 = (await alice.post("/agent-tests", bodies.nextReply({ parent_folder_id: f }))).json;
    const reply = await alice.post("/agent-tests/move", { entity_ids: [t1.id, f], parent_folder_id: target });
    expect(reply.status).toBe(200);
    expect(reply.json.items.map((item: { id: string }) => item.id).sort()).toEqual([t1.id, f].sort());
    for (const item of reply.json.items) {
      expect(item.parent_folder_id).toBe(target);
      expect(item.breadcrumbs).toEqual([{ id: target, name: "Move target" }]);
    }
    const moved = (await alice.get(`/agent-tests/${t1.id}`)).json;
    expect(moved.parent_folder_id).toBe(target);
    expect(moved.updated_at).toBe(t1.updated_at);
    // The moved folder took its content along.
    expect((await alice.get(`/agent-tests/${t2.id}`)).json.breadcrumbs.map((c: { id: string }) => c.id)).toEqual([
      target,
      f,
    ]);

    const toRoot = await alice.post("/agent-tests/move", { entity_ids: [t1.id], parent_folder_id: null });
    expect(toRoot.json.items[0].parent_folder_id).toBeNull();
  });

  it("moves nothing when one entry cannot move", async () => {
    const target = await folder("All or nothing");
    const f = await folder("Cyclic mover");
    const inside = await folder("Inside", f);
    const t = (await alice.post("/agent-tests", bodies.simulation())).json;

    const cycle = await alice.post("/agent-tests/move", { entity_ids: [t.id, f], parent_folder_id: inside });
    expect(cycle.status).toBe(422);
    const missing = await alice.post("/agent-tests/move", { entity_ids: [t.id, "tst_gone"], parent_folder_id: target });
    expect(missing.status).toBe(404);
    expect(missing.json.error.details.entity_ids).toEqual(["tst_gone"]);
    await folder("Clash", target);
    const clashing = await folder("clash");
    const clash = await alice.post("/agent-tests/move", { entity_ids: [t.id, clashing], parent_folder_id: target });
    expect(clash.status).toBe(409);
    expect(clash.json.error.code).toBe("folder_name_taken");
    expect((await alice.get(`/agent-tests/${t.id}`)).json.parent_folder_id).toBeNull();

    const bob = service.as("usr_bob", "ws_folders");
    const refused = await bob.post("/agent-tests/move", { entity_ids: [t.id], parent_folder_id: target });
    expect(refused.status).toBe(403);

    for (const body of [
      { entity_ids: [], parent_folder_id: null },
      { entity_ids: [t.id, t.id], parent_folder_id: null },
      { entity_ids: [t.id] },
      { entity_ids: [t.id], parent_folder_id: null, extra: 1 },
    ]) {
      expect((await alice.post("/agent-tests/move", body)).status).toBe(422);
    }
    expect((await alice.post("/agent-tests/move", { entity_ids: [t.id], parent_folder_id: "tfd_none" })).status).toBe(
      404,
    );
  });
});
