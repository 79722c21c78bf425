/**
 * Findings of the conformance audit against `platform-api.md` and `platform-extensions.md`: each
 * case failed before its fix.
 */
import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { type KnowledgeHarness, startKnowledge } from "../testing/knowledge.ts";

let k: KnowledgeHarness;

beforeAll(async () => {
  k = await startKnowledge();
});

afterAll(async () => {
  await k.stop();
});

describe("JSON operations take JSON bodies only (extensions part 0)", () => {
  const cases: [string, string, string][] = [
    ["POST", "/folders", "name=Form+folder"],
    ["POST", "/url", "url=https%3A%2F%2Fexample.com%2F"],
    ["POST", "/text", "name=Form&text=hello"],
    ["POST", "/search", "query=hello"],
  ];
  for (const [method, path, form] of cases) {
    it(`refuses a form-encoded body on ${method} ${path} with 422 validation_failed`, async () => {
      const reply = await k.call(method, path, { body: form, contentType: "application/x-www-form-urlencoded" });
      expect(reply.status).toBe(422);
      expect(reply.json.error.code).toBe("validation_failed");
    });
  }

  it("refuses a form-encoded body on PATCH of a folder and a document", async () => {
    const folder = await k.call("POST", "/folders", { body: { name: "Patch target" } });
    expect(folder.status).toBe(201);
    const patched = await k.call("PATCH", `/folders/${folder.json.id}`, {
      body: "name=Renamed",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(patched.status).toBe(422);
    const text = await k.call("POST", "/text", { body: { name: "Doc", text: "hello" } });
    const doc = await k.call("PATCH", `/${text.json.id}`, {
      body: "name=Renamed",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(doc.status).toBe(422);
    expect((await k.call("GET", `/folders/${folder.json.id}`)).json.name).toBe("Patch target");
  });

  it("still accepts JSON sent with a charset parameter", async () => {
    const reply = await k.call("POST", "/folders", {
      body: JSON.stringify({ name: "Charset folder" }),
      contentType: "application/json; charset=utf-8",
    });
    expect(reply.status).toBe(201);
  });
});

describe("URL import bounds", () => {
  it("refuses a name longer than 256 characters, as every other document name", async () => {
    const reply = await k.call("POST", "/url", { body: { url: "https://example.com/", name: "n".repeat(257) } });
    expect(reply.status).toBe(422);
    expect(reply.json.error.details.fields).toEqual([{ path: "/name", message: "must be at most 256 characters" }]);
    const ok = await k.call("POST", "/url", { body: { url: "https://example.com/", name: ` ${"n".repeat(256)} ` } });
    expect(ok.status).toBe(201);
    expect(ok.json.name).toHaveLength(256);
  });

  it("refuses a URL longer than 8192 characters", async () => {
    const url = `https://example.com/${"x".repeat(8192)}`;
    const reply = await k.call("POST", "/url", { body: { url } });
    expect(reply.status).toBe(422);
    expect(reply.json.error.code).toBe("validation_failed");
    expect(reply.json.error.details.fields[0].path).toBe("/url");
  });
});
