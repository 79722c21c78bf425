/**
 * A small platform for the tests-as-code unit tests: the part of the OpenAPI document that
 * describes a test's body (as the platform publishes it: a union of kinds told apart by `type`),
 * and tests and folders kept in memory, answered as part 2.2, 2.3 and 3 of the API describe them.
 */
import type { OpenApiDocument } from "./schema-check.ts";

const NAME = { type: "string", minLength: 1, maxLength: 256, pattern: "^(?!\\s*$)[^\\u0000-\\u001f]+$" };
const NULLABLE_ID = { anyOf: [{ type: "string" }, { type: "null" }] };
const COMMON = {
  name: NAME,
  parent_folder_id: NULLABLE_ID,
  agent_id: NULLABLE_ID,
  access: { type: "array", items: { type: "object" } },
  dynamic_variables: { type: "object", additionalProperties: {} },
  evaluation_model: { type: "string" },
  tool_mock_config: { $ref: "#/components/schemas/ToolMockConfig" },
};

export const API_DOCUMENT: OpenApiDocument = {
  paths: {
    "/api/v1/workspaces/{workspace_id}/agent-tests": {
      post: {
        requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/AgentTestBody" } } } },
      },
    },
  },
  components: {
    schemas: {
      AgentTestBody: {
        anyOf: [
          { $ref: "#/components/schemas/NextReplyTestBody" },
          { $ref: "#/components/schemas/SimulationTestBody" },
        ],
      },
      NextReplyTestBody: {
        type: "object",
        additionalProperties: true,
        required: ["name", "type", "chat_history", "success_condition"],
        properties: {
          ...COMMON,
          type: { type: "string", const: "next_reply" },
          chat_history: { type: "array", minItems: 1, items: { $ref: "#/components/schemas/HistoryEntry" } },
          success_condition: { type: "string", minLength: 1 },
          success_examples: { type: "array", items: { type: "string" } },
          failure_examples: { type: "array", items: { type: "string" } },
        },
      },
      SimulationTestBody: {
        type: "object",
        additionalProperties: true,
        required: ["name", "type", "simulation_scenario", "success_conditions"],
        properties: {
          ...COMMON,
          type: { type: "string", const: "simulation" },
          simulation_scenario: { type: "string", minLength: 1 },
          success_conditions: { type: "array", minItems: 1, items: { type: "string", minLength: 1 } },
          simulation_max_turns: { type: "integer", minimum: 1, maximum: 50 },
          chat_history: { type: "array", items: { $ref: "#/components/schemas/HistoryEntry" } },
        },
      },
      HistoryEntry: {
        type: "object",
        required: ["role"],
        properties: { role: { $ref: "#/components/schemas/HistoryRole" }, message: NULLABLE_ID },
      },
      HistoryRole: { type: "string", enum: ["user", "agent"] },
      ToolMockConfig: {
        type: "object",
        properties: { mocking_strategy: { type: "string", enum: ["all", "selected", "none"] } },
      },
    },
  },
};

type Item = Record<string, unknown> & { id: string; name: string; entity_type: "test" | "folder" };

/** Every field a test carries, with the empty value of those its kind does not set. */
const EMPTY: Record<string, unknown> = {
  agent_id: null,
  access: [],
  from_conversation_metadata: null,
  chat_history: [],
  dynamic_variables: {},
  evaluation_model: "",
  success_condition: "",
  success_examples: [],
  failure_examples: [],
  simulation_scenario: "",
  success_conditions: [],
  simulation_max_turns: 0,
  tool_mock_config: { mocking_strategy: "all" },
};

export function fakePlatform() {
  const items = new Map<string, Item>();
  const writes: string[] = [];
  let next = 1;
  const newId = (prefix: string) => `${prefix}_${String(next++).padStart(4, "0")}`;
  const json = (body: unknown, status = 200) => Response.json(body, { status });
  const notFound = () => json({ error: { code: "not_found", message: "Not found.", details: {} } }, 404);
  const stored = (body: Record<string, unknown>, id: string): Item =>
    ({
      name: "",
      ...EMPTY,
      ...(body.type === "simulation" ? { simulation_max_turns: 5 } : {}),
      ...body,
      id,
      entity_type: "test",
      parent_folder_id: (body.parent_folder_id as string | null | undefined) ?? null,
    }) as Item;

  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      if (url.pathname === "/openapi.json") return json(API_DOCUMENT);
      const path = url.pathname.replace("/api/v1/workspaces/ws_1", "");
      const [, collection, id] = path.split("/");
      const route = `${request.method} /${collection}${id ? "/:id" : ""}`;
      switch (route) {
        case "GET /agent-test-folders/:id":
        case "GET /agent-tests/:id": {
          const item = items.get(id!);
          const kind = collection === "agent-tests" ? "test" : "folder";
          return item?.entity_type === kind ? json(item) : notFound();
        }
        case "GET /agent-tests": {
          const parent = url.searchParams.get("parent_folder_id");
          const wanted = parent === "root" ? null : parent;
          const found = [...items.values()].filter((item) => item.parent_folder_id === wanted);
          return json({ items: found, next_cursor: null, has_more: false });
        }
        case "POST /agent-test-folders": {
          const body = (await request.json()) as { name: string; parent_folder_id: string | null };
          const folder: Item = { id: newId("tfd"), entity_type: "folder", ...body };
          items.set(folder.id, folder);
          writes.push(`create ${folder.id}`);
          return json(folder, 201);
        }
        case "POST /agent-tests": {
          const test = stored((await request.json()) as Record<string, unknown>, newId("tst"));
          items.set(test.id, test);
          writes.push(`create ${test.id}`);
          return json(test, 201);
        }
        case "PUT /agent-tests/:id": {
          if (items.get(id!)?.entity_type !== "test") return notFound();
          const test = stored((await request.json()) as Record<string, unknown>, id!);
          items.set(test.id, test);
          writes.push(`replace ${test.id}`);
          return json(test);
        }
        default:
          return notFound();
      }
    },
  });

  return {
    server,
    items,
    writes,
    baseUrl: `http://127.0.0.1:${server.port}`,
    folder(name: string, parent: string | null): string {
      const id = newId("tfd");
      items.set(id, { id, name, entity_type: "folder", parent_folder_id: parent });
      return id;
    },
    test(body: Record<string, unknown>): string {
      const id = newId("tst");
      items.set(id, stored(body, id));
      return id;
    },
  };
}
