import { describe, expect, it } from "bun:test";
import { bodies, startTestingService } from "../testing/testing-service.ts";

/**
 * Writes that race a folder deletion, forced deterministically: the repository is wrapped so the
 * folder disappears right after the write lands, between the write and its parent check.
 */
describe("writes racing a folder deletion", () => {
  async function setUp() {
    const service = await startTestingService();
    const alice = service.as("usr_alice", "ws_race");
    const folderId = (await alice.post("/agent-test-folders", { name: "Vanishing" })).json.id as string;
    const ws = "ws_race" as never;
    const removeFolderAfter = (method: "insert" | "update" | "move") => {
      const entries = service.deps.entries as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
      const original = entries[method] as (...args: unknown[]) => Promise<unknown>;
      let armed = true;
      entries[method] = async (...args: unknown[]) => {
        const result = await original.apply(service.deps.entries, args);
        if (armed) {
          armed = false;
          await service.deps.entries.delete(ws, folderId);
        }
        return result;
      };
    };
    return { service, alice, folderId, removeFolderAfter };
  }

  it("a created test whose folder vanished is withdrawn (404), not left stranded", async () => {
    const { service, alice, folderId, removeFolderAfter } = await setUp();
    removeFolderAfter("insert");
    const reply = await alice.post("/agent-tests", bodies.simulation({ parent_folder_id: folderId }));
    expect(reply.status).toBe(404);
    expect(await service.deps.entries.collection.countDocuments({ entity_type: "test" })).toBe(0);
  });

  it("a created folder whose parent vanished is withdrawn (404)", async () => {
    const { service, alice, folderId, removeFolderAfter } = await setUp();
    removeFolderAfter("insert");
    const reply = await alice.post("/agent-test-folders", { name: "Child", parent_folder_id: folderId });
    expect(reply.status).toBe(404);
    expect(await service.deps.entries.collection.countDocuments({})).toBe(0);
  });

  it("a replace into a folder that vanished puts the whole test back as it was", async () => {
    const { alice, folderId, removeFolderAfter } = await setUp();
    const before = (await alice.post("/agent-tests", bodies.simulation({ name: "Original" }))).json;
    removeFolderAfter("update");
    const reply = await alice.put(
      `/agent-tests/${before.id}`,
      bodies.nextReply({ name: "Changed", parent_folder_id: folderId }),
    );
    expect(reply.status).toBe(404);
    const after = (await alice.get(`/agent-tests/${before.id}`)).json;
    expect(after).toEqual(before);
  });

  it("a folder moved into a folder that vanished goes back, name and place", async () => {
    const { alice, folderId, removeFolderAfter } = await setUp();
    const moving = (await alice.post("/agent-test-folders", { name: "Mover" })).json;
    removeFolderAfter("update");
    const reply = await alice.patch(`/agent-test-folders/${moving.id}`, { name: "Moved", parent_folder_id: folderId });
    expect(reply.status).toBe(404);
    expect((await alice.get(`/agent-test-folders/${moving.id}`)).json).toEqual(moving);
  });

  it("entries moved into a folder that vanished go back where they were", async () => {
    const { alice, folderId, removeFolderAfter } = await setUp();
    const other = (await alice.post("/agent-test-folders", { name: "Other" })).json;
    const t1 = (await alice.post("/agent-tests", bodies.simulation())).json;
    const t2 = (await alice.post("/agent-tests", bodies.simulation({ parent_folder_id: other.id }))).json;
    removeFolderAfter("move");
    const reply = await alice.post("/agent-tests/move", { entity_ids: [t1.id, t2.id], parent_folder_id: folderId });
    expect(reply.status).toBe(404);
    expect((await alice.get(`/agent-tests/${t1.id}`)).json.parent_folder_id).toBeNull();
    expect((await alice.get(`/agent-tests/${t2.id}`)).json.parent_folder_id).toBe(other.id);
  });
});
