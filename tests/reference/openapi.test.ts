import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { OPERATION_SCHEMAS, type OperationSchemaTable } from "@cx/contracts";
import { isWorkspaceScoped, MUTATING_METHODS, ROUTES } from "@cx/route-table";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Value } from "@sinclair/typebox/value";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { createApiKey, signUp } from "../harness/accounts.ts";
import { recordAnswers } from "../harness/answer-recorder.ts";
import { bootAllInOne, type RunningPlatform } from "../harness/index.ts";
import { ReferenceChecker } from "./reference-checker.ts";

// biome-ignore lint/suspicious/noExplicitAny: the document is read as plain JSON.
type Json = any;

let platform: RunningPlatform;
let document: Json;
const recorder = recordAnswers(() => platform?.baseUrl);

beforeAll(async () => {
  platform = await bootAllInOne();
  const answer = await fetch(`${platform.baseUrl}/openapi.json`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toContain("application/json");
  document = await answer.json();
});
afterAll(async () => {
  recorder.uninstall();
  await platform.stop();
});

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
const operationOf = (route: (typeof ROUTES)[number]) =>
  document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
const codesAt = (operation: Json, status: number): string[] => {
  // The codes come first; a parenthesis after them says why (`details.reason`), not which code.
  const description: string = (operation.responses[status]?.description ?? "").split(" (")[0];
  return [...description.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!);
};

describe("OpenAPI document at /openapi.json", () => {
  it("validates as OpenAPI 3.1, and the validator refuses a broken copy", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    const broken = structuredClone(document);
    broken.paths["/api/v1/auth/login"].post.responses = "none";
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it("lists every operation of the route table, with its id, service tag and path parameters", () => {
    const missing = ROUTES.filter((route) => operationOf(route)?.operationId !== route.operation).map(
      (route) => `${route.method} ${route.path} (${route.operation})`,
    );
    expect(missing).toEqual([]);
    let count = 0;
    for (const path of Object.values(document.paths) as Json[]) count += Object.keys(path).length;
    expect(count).toBe(ROUTES.length);
    for (const route of ROUTES) {
      const operation = operationOf(route);
      expect(operation.tags).toEqual([route.service]);
      const pathParams = operation.parameters.filter((p: Json) => p.in === "path").map((p: Json) => p.name);
      expect(pathParams).toEqual([...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]));
    }
  });

  it("states each operation's security, CSRF header, idempotency key and common errors from its class and role", () => {
    for (const route of ROUTES) {
      const operation = operationOf(route);
      const refs = operation.parameters.map((p: Json) => p.$ref).filter(Boolean);
      const schemes = operation.security.flatMap((s: Json) => Object.keys(s)).sort();
      const mutation = MUTATING_METHODS.has(route.method);
      const label = `${route.operation}`;
      if (route.class === "public") {
        expect(schemes, label).toEqual([]);
        // Only log in answers 401 (wrong credentials), which its entry names.
        expect(codesAt(operation, 401), label).toEqual(route.operation === "login" ? ["unauthenticated"] : []);
      } else {
        expect(schemes, label).toEqual(route.class === "session" ? ["session"] : ["apiKey", "session"]);
        expect(codesAt(operation, 401), label).toEqual(["unauthenticated"]);
      }
      const forbidden = operation.responses[403]?.description ?? "";
      if (route.class === "session") expect(forbidden, label).toContain("api_key_not_allowed");
      expect(refs.includes("#/components/parameters/CsrfHeader"), label).toBe(route.class !== "public" && mutation);
      if (route.class !== "public" && mutation) expect(forbidden, label).toContain("csrf_header_missing");
      const refusable =
        route.class === "session" ||
        (route.class !== "public" && mutation) ||
        ["admin", "owner"].includes(route.minRole);
      expect(codesAt(operation, 403), label).toEqual(refusable ? ["forbidden"] : []);
      expect(refs.includes("#/components/parameters/IdempotencyKey"), label).toBe(route.idempotent);
      expect(codesAt(operation, 404), label).toEqual(isWorkspaceScoped(route) ? ["not_found"] : []);
      expect(codesAt(operation, 429), label).toEqual(
        ["register", "login", "streamTestInvocationEvents", "sendMessage"].includes(route.operation)
          ? ["rate_limited"]
          : [],
      );
      if (mutation) expect(codesAt(operation, 422), label).toContain("validation_failed");
      expect(codesAt(operation, 503), label).toEqual(["unavailable"]);
      const entry = (OPERATION_SCHEMAS as OperationSchemaTable)[route.operation];
      for (const code of entry?.errors ?? []) {
        const statuses = Object.keys(operation.responses).filter((s) => codesAt(operation, Number(s)).includes(code));
        expect(statuses.length, `${label} ${code}`).toBe(1);
      }
    }
    const schemes = document.components.securitySchemes;
    expect(schemes.session).toMatchObject({ type: "apiKey", in: "cookie", name: "cx_session" });
    expect(schemes.session.description).toContain("X-CX-Request: 1");
    expect(schemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("describes request bodies and answers with the very schemas the route guard validates with", () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema(document, "doc");
    const tool = {
      name: "lookup",
      description: "Looks up",
      type: "client",
      parameters: { type: "object" },
    };
    const samples: unknown[] = [
      tool,
      { ...tool, name: "has space" },
      { ...tool, extra: 1 },
      { ...tool, webhook: { url: "https://example.com", timeout_ms: 99999 } },
      { ...tool, type: "other" },
    ];
    const body = ajv.getSchema(
      "doc#/paths/~1api~1v1~1workspaces~1{workspace_id}~1tools/post/requestBody/content/application~1json/schema",
    );
    expect(body).toBeDefined();
    for (const sample of samples) {
      expect(body!(sample), JSON.stringify(sample)).toBe(Value.Check(OPERATION_SCHEMAS.createTool.body, sample));
    }
    expect(samples.filter((s) => body!(s))).toHaveLength(1);
    // Every entry of the operations table reaches the document.
    for (const [id, entry] of Object.entries(OPERATION_SCHEMAS as OperationSchemaTable)) {
      const route = ROUTES.find((r) => r.operation === id)!;
      const operation = operationOf(route);
      if (entry?.body) expect(operation.requestBody?.required, id).toBe(true);
      for (const status of Object.keys(entry?.responses ?? {})) expect(operation.responses[status], id).toBeDefined();
      for (const name of Object.keys((entry?.query as Json)?.properties ?? {})) {
        expect(
          operation.parameters.some((p: Json) => p.in === "query" && p.name === name),
          `${id} ${name}`,
        ).toBe(true);
      }
    }
  });

  it("agrees with the answers the platform gives (a sample through the all-in-one shape)", async () => {
    const owner = await signUp(platform.baseUrl);
    const stranger = await signUp(platform.baseUrl);
    const ws = `/api/v1/workspaces/${owner.workspaceId}`;
    const admin = owner.api.withBearer((await createApiKey(owner.api, owner.workspaceId, "admin")).key);
    const member = owner.api.withBearer((await createApiKey(owner.api, owner.workspaceId, "member")).key);
    const tool = {
      name: "lookup_order",
      description: "Looks an order up",
      type: "webhook",
      parameters: { type: "object", properties: { id: { type: "string" } } },
      webhook: { url: "https://api.example.com/orders", headers: { Authorization: "Bearer secret" } },
    };
    const created = await admin.request("POST", `${ws}/tools`, tool);
    expect(created.status).toBe(201);
    const id = created.json.id;
    await admin.request("POST", `${ws}/tools`, tool); // 409 tool_name_taken
    await admin.request("POST", `${ws}/tools`, { ...tool, name: "bad name" }); // 422
    await admin.request("POST", `${ws}/tools`, "{not json"); // 422
    await member.request("POST", `${ws}/tools`, { ...tool, name: "other" }); // 403 forbidden
    await owner.api.request("POST", `${ws}/tools`, { ...tool, name: "x" }, { "x-cx-request": "0" }); // 403 csrf
    await stranger.api.request("GET", `${ws}/tools`); // 404
    await fetch(`${platform.baseUrl}${ws}/tools`); // 401
    await member.request("GET", `${ws}/tools`);
    await member.request("GET", `${ws}/tools?page_size=1`);
    await member.request("GET", `${ws}/tools/${id}`);
    await member.request("GET", `${ws}/tools/tool_missing`); // 404
    await admin.request("PATCH", `${ws}/tools/${id}`, { description: "Finds an order" });
    await admin.request("PATCH", `${ws}/tools/${id}`, { nope: true }); // 422
    await admin.request("DELETE", `${ws}/tools/${id}`); // 204

    const checker = new ReferenceChecker(document);
    const described = new Set(
      Object.entries(OPERATION_SCHEMAS as OperationSchemaTable)
        .filter(([, entry]) => entry?.responses)
        .map(([id]) => id),
    );
    const answers = (await recorder.answers()).filter((answer) => {
      const found = checker.operationOf(answer.method, answer.path);
      return found !== undefined && described.has(found.operationId);
    });
    const checked = new Set(answers.map((a) => `${checker.operationOf(a.method, a.path)!.operationId} ${a.status}`));
    for (const expected of ["createTool 201", "createTool 409", "createTool 422", "createTool 403", "listTools 200"])
      expect(checked).toContain(expected);
    for (const expected of ["listTools 401", "listTools 404", "getTool 200", "getTool 404", "updateTool 200"])
      expect(checked).toContain(expected);
    expect(checked).toContain("deleteTool 204");
    expect(answers.flatMap((answer) => checker.problems(answer))).toEqual([]);
  });

  it("the answer check catches an answer the document does not describe", () => {
    const checker = new ReferenceChecker(document);
    const path = "/api/v1/workspaces/ws_x/tools/tool_y";
    const tool = {
      id: "tool_y",
      name: "t",
      description: "",
      type: "client",
      parameters: {},
      webhook: null,
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-01-01T00:00:00.000Z",
      created_by: "usr_x",
    };
    const answer = (status: number, body: unknown) => ({
      method: "GET",
      path,
      status,
      contentType: "application/json",
      text: JSON.stringify(body),
    });
    expect(checker.problems(answer(200, tool))).toEqual([]);
    expect(checker.problems(answer(200, { ...tool, created_at: "yesterday" }))).toHaveLength(1);
    expect(checker.problems(answer(200, { ...tool, type: undefined }))).toHaveLength(1);
    expect(checker.problems(answer(404, { error: { code: "not_found", message: "No." } }))).toEqual([]);
    expect(checker.problems(answer(404, { error: { code: "gone", message: "No." } }))).toHaveLength(1);
    expect(checker.problems(answer(409, { error: { code: "conflict", message: "No." } }))).toHaveLength(1);
    expect(checker.problems({ ...answer(204, null), method: "DELETE", text: "" })).toEqual([]);
  });
});
