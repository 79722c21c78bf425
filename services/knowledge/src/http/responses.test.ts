import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { answerProblems } from "@cx/contracts";
import type { OperationId } from "@cx/route-table";
import { type KnowledgeHarness, startKnowledge } from "../testing/knowledge.ts";
import { htmlPage, startTestSite, type TestSite } from "../testing/test-site.ts";

let k: KnowledgeHarness;
let site: TestSite;

beforeAll(async () => {
  site = startTestSite({
    "/shipping": () =>
      htmlPage("<html><head><title>Shipping</title></head><body><p>Parcels ship within two days.</p></body></html>"),
  });
  k = await startKnowledge({ knownUser: true });
});

afterAll(async () => {
  await k.stop();
  site.stop();
});

/** Real answers of the knowledge service, each checked against its operation's declared answer. */
describe("knowledge answers match the operations table", () => {
  it("answers every operation with the schema the table declares for its status", async () => {
    const checked = new Set<OperationId>();
    async function answer(operation: OperationId, method: string, path: string, body?: unknown, form?: FormData) {
      const reply = await k.call(method, path, form ? { form } : body === undefined ? {} : { body });
      expect([operation, reply.status < 300, answerProblems(operation, reply.status, reply.json)]).toEqual([
        operation,
        true,
        [],
      ]);
      checked.add(operation);
      return reply.json;
    }
    const folder = await answer("createKnowledgeFolder", "POST", "/folders", { name: "Policies" });
    await answer("getKnowledgeFolder", "GET", `/folders/${folder.id}`);
    await answer("listKnowledgeFolders", "GET", "/folders?parent_folder_id=root");
    await answer("updateKnowledgeFolder", "PATCH", `/folders/${folder.id}`, { name: "Policy" });
    const text = await answer("createKnowledgeFromText", "POST", "/text", {
      name: "Refunds",
      text: "Refunds are paid back to the card within five days.",
      folder_id: folder.id,
    });
    const form = new FormData();
    form.set("file", new File(["Returns are free within thirty days."], "returns.txt", { type: "text/plain" }));
    const file = await answer("createKnowledgeFromFile", "POST", "/file", undefined, form);
    await answer("importKnowledgeFromUrl", "POST", "/url", { url: site.url("/shipping") });
    await k.waitForStatus(text.id, ["ready"]);
    await k.waitForStatus(file.id, ["ready"]);
    await answer("getKnowledgeDocument", "GET", `/${text.id}`);
    await answer("getKnowledgeContent", "GET", `/${text.id}/content`);
    await answer("listKnowledge", "GET", `/?folder_id=${folder.id}`);
    await answer("listKnowledge", "GET", "/?page_size=1&status=ready");
    await answer("searchKnowledge", "POST", "/search", { query: "when are refunds paid" });
    await answer("updateKnowledgeDocument", "PATCH", `/${text.id}`, { name: "Refund policy" });
    await answer("refreshKnowledgeDocument", "POST", `/${text.id}/refresh`);
    await answer("deleteKnowledgeDocument", "DELETE", `/${file.id}`);
    await answer("deleteKnowledgeFolder", "DELETE", `/folders/${folder.id}?force=true`);
    expect(checked.size).toBe(15);
  });
});
