import { describe, expect, it } from "bun:test";
import { Type } from "@sinclair/typebox";
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
});
