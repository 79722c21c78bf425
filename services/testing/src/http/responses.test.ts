import { describe, expect, it } from "bun:test";
import { answerProblems } from "@cx/contracts";
import type { OperationId } from "@cx/route-table";
import { bodies, startTestingService } from "../testing/testing-service.ts";

/** Real answers of the agent-test library, each checked against its operation's declared answer. */
describe("agent-test library answers match the operations table", () => {
  it("answers every operation with the schema the table declares for its status", async () => {
    const service = await startTestingService();
    const ana = service.as("usr_ana", "ws_answers");
    const checked = new Set<OperationId>();
    async function answer(operation: OperationId, method: string, path: string, body?: unknown) {
      const reply = await ana.request(method, path, body);
      expect([operation, reply.status < 300, answerProblems(operation, reply.status, reply.json)]).toEqual([
        operation,
        true,
        [],
      ]);
      checked.add(operation);
      return reply.json;
    }
    const folder = await answer("createAgentTestFolder", "POST", "/agent-test-folders", { name: "Support" });
    const inner = await answer("createAgentTestFolder", "POST", "/agent-test-folders", {
      name: "Refunds",
      parent_folder_id: folder.id,
    });
    await answer("getAgentTestFolder", "GET", `/agent-test-folders/${inner.id}`);
    await answer("updateAgentTestFolder", "PATCH", `/agent-test-folders/${inner.id}`, { name: "Returns" });
    const tests = [];
    for (const body of [
      bodies.simulation({ parent_folder_id: inner.id }),
      bodies.nextReply({ access: [{ user_id: "usr_bo", role: "editor" }] }),
      bodies.toolInvocation(),
    ]) {
      tests.push(await answer("createAgentTest", "POST", "/agent-tests", body));
    }
    const first = await answer("getAgentTest", "GET", `/agent-tests/${tests[0].id}`);
    await answer("replaceAgentTest", "PUT", `/agent-tests/${first.id}`, { ...first, name: "Refund request v2" });
    await answer("listAgentTests", "GET", "/agent-tests?sort_mode=folders_first");
    await answer("listAgentTests", "GET", `/agent-tests?parent_folder_id=${inner.id}&page_size=1`);
    await answer("moveAgentTests", "POST", "/agent-tests/move", {
      entity_ids: [tests[1].id, inner.id],
      parent_folder_id: null,
    });
    await answer("deleteAgentTest", "DELETE", `/agent-tests/${tests[2].id}`);
    await answer("deleteAgentTestFolder", "DELETE", `/agent-test-folders/${inner.id}?force=true`);
    expect(checked.size).toBe(10);
  });
});
