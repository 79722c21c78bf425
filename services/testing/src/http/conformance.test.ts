/**
 * Findings of the conformance audit against `platform-api.md` and `platform-extensions.md`: each
 * case failed before its fix.
 */
import { beforeAll, describe, expect, it } from "bun:test";
import { signCaller } from "@cx/http-kit";
import { bodies, type Client, SECRET, startTestingService, type TestingService } from "../testing/testing-service.ts";

let service: TestingService;
let alice: Client;
const WS = "ws_conformance";

beforeAll(async () => {
  service = await startTestingService();
  alice = service.as("usr_alice", WS, "admin");
});

/** A call with a body in another encoding than JSON, as a browser form would send it. */
async function formCall(method: string, path: string, form: string) {
  const caller = signCaller({ userId: "usr_alice", workspaceId: WS, role: "admin", via: "session" }, SECRET);
  const response = await service.app.handle(
    new Request(`http://testing.local/api/v1/workspaces/${WS}${path}`, {
      method,
      headers: { "x-cx-caller": caller, "content-type": "application/x-www-form-urlencoded" },
      body: form,
    }),
  );
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape the endpoint answers.
  const json: any = await response.json();
  return { status: response.status, json };
}

describe("bodies are JSON only (extensions part 0: a body that is not JSON is 422)", () => {
  it("refuses a form-encoded folder create, rename and test create, and creates nothing", async () => {
    const created = await formCall("POST", "/agent-test-folders", "name=From+a+form");
    expect(created.status).toBe(422);
    expect(created.json.error.code).toBe("validation_failed");

    const folder = await alice.post("/agent-test-folders", { name: "Kept" });
    const renamed = await formCall("PATCH", `/agent-test-folders/${folder.json.id}`, "name=Renamed");
    expect(renamed.status).toBe(422);
    expect((await alice.get(`/agent-test-folders/${folder.json.id}`)).json.name).toBe("Kept");

    const test = await formCall("POST", "/agent-tests", "type=simulation&name=x&simulation_scenario=y");
    expect(test.status).toBe(422);
    const moved = await formCall("POST", "/agent-tests/move", `entity_ids=${folder.json.id}&parent_folder_id=`);
    expect(moved.status).toBe(422);

    const listed = await alice.get("/agent-tests?search=form");
    expect(listed.json.items).toEqual([]);
  });
});

describe("from_conversation_metadata.system__time_utc is answered as ISO 8601 UTC with milliseconds", () => {
  const metadata = (time: string) => ({
    conversation_id: "conv_1",
    event_seq: 3,
    original_agent_response: null,
    system__conversation_id: null,
    system__time_utc: time,
  });

  const cases: [string, string][] = [
    ["2026-01-01T00:00:00Z", "2026-01-01T00:00:00.000Z"],
    ["2026-01-01T02:00:00+02:00", "2026-01-01T00:00:00.000Z"],
    ["2026-01-01T00:00:00.123456Z", "2026-01-01T00:00:00.123Z"],
  ];
  for (const [sent, answered] of cases) {
    it(`stores ${sent} as ${answered}`, async () => {
      const created = await alice.post(
        "/agent-tests",
        bodies.simulation({ from_conversation_metadata: metadata(sent) }),
      );
      expect(created.status).toBe(201);
      expect(created.json.from_conversation_metadata).toEqual(metadata(answered));
      const read = await alice.get(`/agent-tests/${created.json.id}`);
      expect(read.json.from_conversation_metadata.system__time_utc).toBe(answered);
      // What was read can be sent back unchanged.
      expect((await alice.put(`/agent-tests/${created.json.id}`, read.json)).status).toBe(200);
    });
  }
});
