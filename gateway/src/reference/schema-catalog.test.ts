import { describe, expect, it } from "bun:test";
import { Described } from "@cx/contracts";
import { Type } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { SchemaCatalog } from "./schema-catalog.ts";

const Item = Type.Object({ id: Type.String(), tags: Type.Record(Type.String(), Type.Number()) });
const Page = Type.Object({ items: Type.Array(Item), next: Type.Optional(Item) });

describe("SchemaCatalog", () => {
  it("refers to exported schemas by name, also through Type.Optional, and inlines the rest", () => {
    const catalog = new SchemaCatalog({ Item, Page, helper: Type.String(), notASchema: 3 });
    expect(catalog.convert(Page)).toEqual({ $ref: "#/components/schemas/Page" });
    expect(catalog.convert(Type.Object({ page: Page }))).toEqual({
      type: "object",
      properties: { page: { $ref: "#/components/schemas/Page" } },
      required: ["page"],
    });
    expect(catalog.referencedComponents()).toEqual({
      Item: {
        type: "object",
        properties: { id: { type: "string" }, tags: { type: "object", additionalProperties: { type: "number" } } },
        required: ["id", "tags"],
      },
      Page: {
        type: "object",
        properties: {
          items: { type: "array", items: { $ref: "#/components/schemas/Item" } },
          next: { $ref: "#/components/schemas/Item" },
        },
        required: ["items"],
      },
    });
  });

  it("keeps no TypeBox markers and leaves a record with a key pattern as patternProperties", () => {
    const catalog = new SchemaCatalog({});
    const schema = catalog.convert(Type.Record(Type.String({ pattern: "^[a-z]+$" }), Type.Literal("x")));
    expect(Object.getOwnPropertySymbols(schema)).toEqual([]);
    expect(schema).toEqual({ type: "object", patternProperties: { "^[a-z]+$": { const: "x", type: "string" } } });
    expect(catalog.referencedComponents()).toEqual({});
  });

  it("writes a shared schema described where it is used as its reference beside that description", () => {
    const Role = Type.Union([Type.Literal("a"), Type.Literal("b")], { description: "A role." });
    const Grant = Type.Object({
      role: Described(Role, "The role to grant."),
      previous: Type.Optional(Described(Role, "The role before.", { examples: ["a"] })),
      plain: Role,
    });
    const catalog = new SchemaCatalog({ Role, Grant });
    catalog.convert(Grant);
    expect(catalog.referencedComponents().Grant).toEqual({
      type: "object",
      properties: {
        role: { $ref: "#/components/schemas/Role", description: "The role to grant." },
        previous: { $ref: "#/components/schemas/Role", description: "The role before.", examples: ["a"] },
        plain: { $ref: "#/components/schemas/Role" },
      },
      required: ["role", "plain"],
    });
    // It validates as the shared schema does.
    expect(Value.Check(Grant, { role: "a", plain: "b" })).toBe(true);
    expect(Value.Check(Grant, { role: "c", plain: "b" })).toBe(false);
  });
});
