import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { MAX_FOLDER_DEPTH } from "@cx/folder-tree";
import { type KnowledgeHarness, startKnowledge } from "../testing/knowledge.ts";

let k: KnowledgeHarness;
beforeAll(async () => {
  k = await startKnowledge();
});
afterAll(() => k.stop());

async function chain(prefix: string, length: number, parent: string | null = null): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < length; i++) {
    const reply = await k.call("POST", "/folders", {
      body: { name: `${prefix} ${i}`, parent_folder_id: ids.at(-1) ?? parent },
    });
    expect(reply.status).toBe(201);
    ids.push(reply.json.id);
  }
  return ids;
}

describe("knowledge folder depth", () => {
  it("nests folders as deep as the platform's limit and no deeper", async () => {
    const ids = await chain("Level", MAX_FOLDER_DEPTH);
    const deeper = await k.call("POST", "/folders", { body: { name: "Too deep", parent_folder_id: ids.at(-1) } });
    expect(deeper.status).toBe(422);
    expect(deeper.json.error.details.fields).toEqual([
      { path: "/parent_folder_id", message: `folders nest at most ${MAX_FOLDER_DEPTH} levels deep` },
    ]);
  });

  it("refuses a move that would take a subtree past the limit, or into itself", async () => {
    const deep = await chain("Deep", MAX_FOLDER_DEPTH - 1);
    const subtree = await chain("Moved", 2);
    const move = await k.call("PATCH", `/folders/${subtree[0]}`, { body: { parent_folder_id: deep.at(-1) } });
    expect(move.status).toBe(422);
    expect(move.json.error.details.fields[0].message).toContain(`${MAX_FOLDER_DEPTH} levels`);
    const intoItself = await k.call("PATCH", `/folders/${subtree[0]}`, { body: { parent_folder_id: subtree[1] } });
    expect(intoItself.status).toBe(422);
    const fits = await k.call("PATCH", `/folders/${subtree[1]}`, { body: { parent_folder_id: deep.at(-1) } });
    expect(fits.status).toBe(200);
  });
});
