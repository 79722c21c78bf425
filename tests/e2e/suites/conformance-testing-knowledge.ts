import { beforeAll, describe, expect, it } from "bun:test";
import { AgentTest } from "@cx/contracts";
import { type Account, createApiKey, signUp } from "../../harness/accounts.ts";
import type { RunningPlatform } from "../../harness/index.ts";

const ISO_MS_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Conformance audit of the testing and knowledge services through the gateway: the findings
 * fixed by the audit (JSON-only bodies, UTC millisecond times in test metadata, URL import
 * bounds) and the field lists of parts 2.2, 2.3, 2.10 and 2.11.
 */
export function conformanceTestingKnowledgeSuite(platform: () => RunningPlatform) {
  describe("conformance: testing and knowledge", () => {
    let owner: Account;
    let tests: string;
    let knowledge: string;

    beforeAll(async () => {
      owner = await signUp(platform().baseUrl);
      tests = `/api/v1/workspaces/${owner.workspaceId}`;
      knowledge = `${tests}/knowledge`;
    });

    it("answers every part 2.3 field on tests of every kind, in lists too", async () => {
      const folder = await owner.api.request("POST", `${tests}/agent-test-folders`, { name: "Conformance" });
      expect(folder.status).toBe(201);
      const history = [{ role: "user", message: "Where is order 42?" }];
      const bodies = [
        { type: "simulation", name: "S", simulation_scenario: "x", success_conditions: ["ok"] },
        { type: "next_reply", name: "N", chat_history: history, success_condition: "greets" },
        {
          type: "tool_invocation",
          name: "T",
          chat_history: history,
          tool_call_parameters: { referenced_tool: { id: "t1", type: "webhook" } },
        },
      ];
      for (const body of bodies) {
        const created = await owner.api.request("POST", `${tests}/agent-tests`, {
          ...body,
          parent_folder_id: folder.json.id,
        });
        expect(created.status).toBe(201);
      }
      const page = await owner.api.request("GET", `${tests}/agent-tests?parent_folder_id=${folder.json.id}`);
      expect(page.status).toBe(200);
      expect(page.json.items).toHaveLength(3);
      for (const item of page.json.items) {
        // The contract requires every field part 2.3 lists (its own tests hold it to that list).
        expect(Object.keys(item)).toEqual(expect.arrayContaining(AgentTest.required ?? []));
        expect(item.breadcrumbs).toEqual([{ id: folder.json.id, name: "Conformance" }]);
        for (const time of [item.created_at, item.updated_at, item.revision_created_at]) {
          expect(time).toMatch(ISO_MS_UTC);
        }
      }
    });

    it("refuses a form-encoded body with 422 validation_failed on both services", async () => {
      const form = { "content-type": "application/x-www-form-urlencoded" };
      const testFolder = await owner.api.request("POST", `${tests}/agent-test-folders`, "name=Form", form);
      expect([testFolder.status, testFolder.json?.error?.code]).toEqual([422, "validation_failed"]);
      const knowledgeFolder = await owner.api.request("POST", `${knowledge}/folders`, "name=Form", form);
      expect([knowledgeFolder.status, knowledgeFolder.json?.error?.code]).toEqual([422, "validation_failed"]);
    });

    it("answers from_conversation_metadata.system__time_utc in UTC with milliseconds", async () => {
      const created = await owner.api.request("POST", `${tests}/agent-tests`, {
        type: "simulation",
        name: "From a conversation",
        simulation_scenario: "x",
        success_conditions: ["ok"],
        from_conversation_metadata: {
          conversation_id: "conv_1",
          event_seq: 1,
          system__time_utc: "2026-05-01T12:00:00+02:00",
        },
      });
      expect(created.status).toBe(201);
      expect(created.json.from_conversation_metadata.system__time_utc).toBe("2026-05-01T10:00:00.000Z");
    });

    it("bounds the URL import's name and URL, and answers part 2.10 and 2.11 fields", async () => {
      const longName = await owner.api.request("POST", `${knowledge}/url`, {
        url: "https://example.com/",
        name: "n".repeat(257),
      });
      expect([longName.status, longName.json.error.details.fields[0].path]).toEqual([422, "/name"]);
      const longUrl = await owner.api.request("POST", `${knowledge}/url`, {
        url: `https://example.com/${"x".repeat(8192)}`,
      });
      expect([longUrl.status, longUrl.json.error.details.fields[0].path]).toEqual([422, "/url"]);

      const folder = await owner.api.request("POST", `${knowledge}/folders`, { name: "Conformance" });
      expect(folder.status).toBe(201);
      expect(Object.keys(folder.json).sort()).toEqual(
        [
          "child_count",
          "created_at",
          "created_by",
          "entity_type",
          "id",
          "name",
          "parent_folder_id",
          "updated_at",
        ].sort(),
      );
      const document = await owner.api.request("POST", `${knowledge}/url`, {
        url: "https://example.com/conformance",
        folder_id: folder.json.id,
      });
      expect(document.status).toBe(201);
      expect(document.json).toMatchObject({
        type: "url",
        status: "pending",
        error: null,
        byte_size: 0,
        chunk_count: 0,
        indexed_at: null,
        source_url: "https://example.com/conformance",
        folder_id: folder.json.id,
        created_by: { id: owner.userId, email: owner.email },
      });
      expect(document.json.created_at).toMatch(ISO_MS_UTC);
    });

    it("refuses knowledge writes with an API key (403 api_key_not_allowed) and refuses a private URL in another spelling", async () => {
      const key = owner.api.withBearer((await createApiKey(owner.api, owner.workspaceId, "admin")).key);
      const byKey = await key.request("POST", `${knowledge}/folders`, { name: "By key" });
      expect([byKey.status, byKey.json.error.details?.reason]).toEqual([403, "api_key_not_allowed"]);
      // 10.0.0.1 in hexadecimal: the all-in-one harness allows loopback for its test site, so a
      // private address stands for "not public" in every shape.
      const loopback = await owner.api.request("POST", `${knowledge}/url`, { url: "http://0xa.0.0.1/" });
      expect([loopback.status, loopback.json.error.code, loopback.json.error.details.reason]).toEqual([
        422,
        "validation_failed",
        "url_not_public",
      ]);
    });
  });
}
