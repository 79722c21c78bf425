import { describe, expect, it } from "bun:test";
import { bodyOf, draftOf, MASKED_HEADER_VALUE, parseParameters, type Tool } from "../src/pages/tools/tool-draft.ts";

const webhookTool: Tool = {
  id: "tool_1",
  name: "refund",
  description: "Refunds.",
  type: "webhook",
  parameters: { type: "object" },
  webhook: { url: "https://hooks.example.com/r", method: "PUT", headers: { Authorization: "***" }, timeout_ms: 5000 },
  created_at: "2026-11-28T00:00:00.000Z",
  updated_at: "2026-11-28T00:00:00.000Z",
  created_by: "usr_1",
};

describe("the tool form's body", () => {
  it("sends a stored header left empty as the mask, which keeps its value, and a typed one as typed", () => {
    const draft = draftOf(webhookTool);
    expect(draft.headers.map((h) => [h.name, h.value, h.stored])).toEqual([["Authorization", "", true]]);
    expect(bodyOf(draft, { type: "object" }).webhook?.headers).toEqual({ Authorization: MASKED_HEADER_VALUE });
    const retyped = { ...draft, headers: [{ ...draft.headers[0]!, value: "Bearer new" }] };
    expect(bodyOf(retyped, { type: "object" }).webhook?.headers).toEqual({ Authorization: "Bearer new" });
    expect(bodyOf({ ...draft, headers: [] }, { type: "object" }).webhook?.headers).toEqual({});
  });

  it("sends no webhook for a client tool, and the timeout only when one is given", () => {
    const draft = draftOf(webhookTool);
    expect(bodyOf({ ...draft, type: "client" }, { type: "object" }).webhook).toBeNull();
    expect(bodyOf(draft, { type: "object" }).webhook?.timeout_ms).toBe(5000);
    expect(bodyOf({ ...draft, timeoutMs: "" }, { type: "object" }).webhook).not.toHaveProperty("timeout_ms");
  });

  it("judges the parameters' JSON, leaving the schema itself to the API", () => {
    expect(parseParameters('{"type": "object"')).toHaveProperty("error");
    expect(parseParameters("[1]")).toHaveProperty("error");
    expect(parseParameters('{"type": "array"}')).toEqual({ value: { type: "array" } });
  });
});
