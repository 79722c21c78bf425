import { describe, expect, it } from "bun:test";
import { undescribedParts } from "./description-coverage.ts";
import { buildOpenApiDocument } from "./openapi-document.ts";
import type { JsonSchema } from "./schema-catalog.ts";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ content: { "application/json": { schema } } });

/** A small document with one offender of each kind, and described parts beside each. */
function documentWithOffenders(): JsonSchema {
  return {
    paths: {
      "/things": {
        post: {
          operationId: "createThing",
          summary: "Create a thing",
          parameters: [
            { name: "mode", in: "query", schema: { type: "string" } },
            { name: "page_size", in: "query", description: "How many.", schema: { type: "string" } },
            { $ref: "#/components/parameters/IdempotencyKey" },
          ],
          requestBody: json({
            type: "object",
            properties: {
              described: { type: "string", description: "Said." },
              bare: { type: "string" },
              nullable: { anyOf: [{ type: "string" }, { type: "null" }] },
              named: ref("Thing"),
              described_ref: { ...ref("Bare"), description: "Said here." },
            },
          }),
          responses: {
            200: {
              description: "OK",
              ...json({
                allOf: [
                  ref("Thing"),
                  {
                    type: "object",
                    properties: {
                      list: { type: "array", description: "Items.", items: { properties: { deep: {} } } },
                      map: {
                        type: "object",
                        description: "By id.",
                        additionalProperties: { properties: { inner: { type: "number" } } },
                      },
                    },
                  },
                ],
              }),
            },
          },
        },
        get: { operationId: "listThings", description: "Lists them.", responses: { 200: { description: "OK" } } },
      },
    },
    components: {
      schemas: {
        Thing: {
          type: "object",
          description: "A thing.",
          properties: { id: { type: "string", description: "Its id." }, label: { type: "string" } },
        },
        Bare: { type: "string" },
      },
    },
  };
}

describe("undescribedParts", () => {
  it("finds nothing unexplained in the generated reference", () => {
    expect(undescribedParts(buildOpenApiDocument() as unknown as JsonSchema)).toEqual([]);
  });

  it("names each offender: operations, parameters, and properties through $ref, anyOf, allOf, items and additionalProperties", () => {
    expect(undescribedParts(documentWithOffenders()).sort()).toEqual(
      [
        "createThing: no description",
        "createThing: query parameter mode",
        "createThing request body.bare",
        "createThing request body.nullable",
        "Thing.label",
        "createThing 200(allOf 1).list[].deep",
        "createThing 200(allOf 1).map{}.inner",
        "listThings: no summary",
      ].sort(),
    );
  });

  it("counts a description on a shared schema, or one beside the reference to it, for every use", () => {
    const document = documentWithOffenders();
    const components = (document.components as JsonSchema).schemas as Record<string, JsonSchema>;
    components.Thing!.properties = { id: { type: "string", description: "Its id." } };
    const offenders = undescribedParts(document);
    expect(offenders.some((offender) => offender.includes(".named"))).toBe(false);
    expect(offenders.some((offender) => offender.includes(".described_ref"))).toBe(false);
    expect(offenders).not.toContain("Thing.label");
  });
});

describe("the reference's words", () => {
  // biome-ignore lint/suspicious/noExplicitAny: the document is read as plain JSON.
  const document = buildOpenApiDocument() as any;
  const schemas = document.components.schemas;

  it("gives each operation the summary and description of its entry, then who may call it", () => {
    const start = document.paths["/api/v1/workspaces/{workspace_id}/agents/{agent_id}/conversations"].post;
    expect(start.summary).toBe("Start a conversation");
    expect(start.description).toContain("transcript entry 0");
    expect(start.description).toContain("Minimum role in the workspace: `member`.");
  });

  it("explains dynamic variables where they are given and where they are used", () => {
    const rule = ["{{name}}", "system__conversation_id", "system__agent_id", "system__time_utc", "left as written"];
    const places = [
      schemas.ConversationStartBody.properties.dynamic_variables.description,
      schemas.PromptConfig.properties.prompt.description,
      schemas.AgentSection.properties.first_message.description,
    ];
    for (const text of places) for (const words of rule) expect(text).toContain(words);
  });

  it("shapes data collection fields and the analysis as part 4 of the extensions does", () => {
    const collection = schemas.PlatformSettings.properties.data_collection;
    expect(collection.additionalProperties).toEqual(ref("DataCollectionField"));
    expect(schemas.DataCollectionField.required).toEqual(["type", "description"]);
    expect(schemas.DataCollectionType.anyOf.map((choice: JsonSchema) => choice.const)).toEqual([
      "string",
      "number",
      "integer",
      "boolean",
    ]);
    const analysis = schemas.ConversationAnalysis.properties;
    expect(Object.keys(analysis)).toEqual([
      "criteria_results",
      "data_collection",
      "sentiment",
      "topics",
      "summary",
      "analyzed_at",
      "error",
    ]);
    expect(analysis.data_collection.additionalProperties).toEqual(ref("CollectedValue"));
    expect(schemas.CriteriaResult.properties.result).toEqual(ref("CriteriaResultValue"));
  });

  it("carries examples of the main bodies and answers", () => {
    const bodyOf = (path: string, method: string) =>
      document.paths[path][method].requestBody.content["application/json"].schema;
    const example = (schema: JsonSchema): unknown[] | undefined =>
      (schema.examples as unknown[] | undefined) ??
      (typeof schema.$ref === "string" ? example(schemas[schema.$ref.split("/").pop()!]) : undefined);
    const ws = "/api/v1/workspaces/{workspace_id}";
    const bodies: [string, string][] = [
      ["/api/v1/auth/register", "post"],
      ["/api/v1/auth/login", "post"],
      [`${ws}/api-keys`, "post"],
      [`${ws}/agents`, "post"],
      [`${ws}/agents/{agent_id}/draft`, "put"],
      [`${ws}/agents/{agent_id}/deployments`, "put"],
      [`${ws}/tools`, "post"],
      [`${ws}/agents/{agent_id}/test-invocations`, "post"],
      [`${ws}/agents/{agent_id}/conversations`, "post"],
      [`${ws}/conversations/{conversation_id}/messages`, "post"],
      [`${ws}/knowledge/text`, "post"],
    ];
    for (const [path, method] of bodies)
      expect(example(bodyOf(path, method))?.length, `${method} ${path}`).toBeGreaterThan(0);
    for (const kind of schemas.AgentTestBody.anyOf) expect(example(kind)?.length, kind.$ref).toBe(1);
    for (const name of ["Agent", "AgentTest", "Draft", "Tool", "Invocation", "ConversationDetail", "KnowledgeDocument"])
      expect(schemas[name].examples?.length, name).toBe(1);
    expect(schemas.ApiKeyCreated.examples?.length).toBe(1);
    expect(schemas.DeploymentUpdateResponse.examples?.length).toBe(1);
  });
});
