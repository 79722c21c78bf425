import { describe, expect, test } from "bun:test";
import { ROUTES } from "@cx/route-table";
import { Kind, type TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { DEFAULT_DEPLOYMENT_POLICY } from "../resources/agent.ts";
import { T0 } from "../test-helpers.ts";
import { answerProblems, OPERATION_SCHEMAS, type OperationSchemaTable } from "./index.ts";

const TABLE = OPERATION_SCHEMAS as OperationSchemaTable;

/** Every schema reachable from `schema` (itself included) that carries `examples`. */
function exampled(schema: TSchema, found = new Set<TSchema>()): Set<TSchema> {
  if (found.has(schema)) return found;
  if (Array.isArray(schema.examples)) found.add(schema);
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (typeof value === "object" && value !== null) {
      if (Kind in value) exampled(value as TSchema, found);
      else for (const inner of Object.values(value)) visit(inner);
    }
  };
  for (const [key, value] of Object.entries(schema)) if (key !== "examples") visit(value);
  return found;
}

describe("operations table", () => {
  test("gives every operation of the route table a summary and a description", () => {
    const missing = ROUTES.filter((route) => !TABLE[route.operation]?.summary || !TABLE[route.operation]?.description);
    expect(missing.map((route) => route.operation)).toEqual([]);
  });

  test("every example of a body or an answer is one its schema accepts", () => {
    const schemas = new Set<TSchema>();
    for (const entry of Object.values(TABLE)) {
      for (const schema of [entry?.body, entry?.query, ...Object.values(entry?.responses ?? {})])
        if (schema) exampled(schema, schemas);
    }
    expect(schemas.size).toBeGreaterThan(15);
    for (const schema of schemas) {
      for (const example of schema.examples as unknown[]) {
        expect(
          [...Value.Errors(schema, example)].map((e) => `${e.path} ${e.message}`),
          JSON.stringify(example),
        ).toEqual([]);
      }
    }
  });

  test("names only operations of the route table", () => {
    const operations = new Set<string>(ROUTES.map((route) => route.operation));
    for (const operation of Object.keys(TABLE))
      expect([operation, operations.has(operation)]).toEqual([operation, true]);
  });

  test("declares the answers of every operation of identity, agents, the test library and knowledge", () => {
    const library = new Set(["listAgentTests", "createAgentTest", "moveAgentTests", "getAgentTest"]);
    for (const route of ROUTES) {
      const covered =
        route.service === "identity" ||
        route.service === "agents" ||
        route.service === "knowledge" ||
        library.has(route.operation) ||
        /AgentTest(Folder)?$/.test(route.operation);
      if (!covered) continue;
      const responses = TABLE[route.operation]?.responses ?? {};
      expect([route.operation, Object.keys(responses).length > 0]).toEqual([route.operation, true]);
      // A body is declared where the route takes one (the upload reads its own form).
      if (route.method === "GET" || route.method === "DELETE") expect(TABLE[route.operation]?.body).toBeUndefined();
    }
  });

  test("says what is wrong with an answer: an undeclared status, a broken body, a body on a 204", () => {
    const agent = {
      id: "agt_1",
      name: "A",
      main_branch_id: "br_1",
      created_at: T0,
      updated_at: T0,
      created_by: "u",
      deployment_policy: DEFAULT_DEPLOYMENT_POLICY,
    };
    expect(answerProblems("getAgent", 200, agent)).toEqual([]);
    expect(answerProblems("getAgent", 201, agent)).toEqual(["getAgent does not declare a 201 answer"]);
    expect(answerProblems("getAgent", 200, { ...agent, name: 5 })).toEqual(["getAgent 200 /name: must be a string"]);
    expect(answerProblems("deleteTool", 204, undefined)).toEqual([]);
    expect(answerProblems("deleteTool", 204, { deleted: true })).toEqual(["deleteTool 204 declares no body"]);
  });
});
