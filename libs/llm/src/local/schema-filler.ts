/**
 * Fills a JSON Schema with a value that fits it, deterministically. An answerer supplies the
 * values it knows (by property name, path, type and the nearest description); everything else
 * gets the schema's simplest value: its const, its first enum member, null when allowed, an
 * empty string, the smallest allowed number, false, the minimum number of items.
 */

export type Schema = Record<string, unknown>;

export interface FillContext {
  /** The property's name (the last segment of `path`); "" at the root. */
  name: string;
  /** Property names from the root, e.g. `criteria_results/resolved/result`. */
  path: string;
  schema: Schema;
  types: string[];
  /** The schema's own description, else the nearest one above it. */
  description: string;
}

/** A value for this place of the schema, or undefined to let the filler decide. */
export type Answerer = (context: FillContext) => unknown;

export function typesOf(schema: Schema): string[] {
  const type = schema.type;
  if (Array.isArray(type)) return type as string[];
  if (typeof type === "string") return [type];
  if (schema.properties) return ["object"];
  if (schema.items) return ["array"];
  return [];
}

function simplest(schema: Schema, types: string[], fill: (s: Schema, name: string) => unknown): unknown {
  if (types.includes("null")) return null;
  const type = types[0];
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
        out[name] = fill(child, name);
      }
      return out;
    }
    case "array": {
      const count = typeof schema.minItems === "number" ? schema.minItems : 0;
      return Array.from({ length: count }, (_, i) => fill((schema.items ?? {}) as Schema, String(i)));
    }
    case "string": {
      const min = typeof schema.minLength === "number" ? schema.minLength : 0;
      return "-".repeat(min);
    }
    case "number":
    case "integer": {
      return clampToSchema(0, schema, type === "integer");
    }
    case "boolean":
      return false;
    default:
      return null;
  }
}

/** `value` moved into the schema's minimum..maximum (and made whole for integers). */
export function clampToSchema(value: number, schema: Schema, integer = typesOf(schema).includes("integer")): number {
  let out = integer ? Math.round(value) : value;
  if (typeof schema.minimum === "number" && out < schema.minimum)
    out = integer ? Math.ceil(schema.minimum) : schema.minimum;
  if (typeof schema.maximum === "number" && out > schema.maximum)
    out = integer ? Math.floor(schema.maximum) : schema.maximum;
  return out;
}

export function fillSchema(
  schema: Schema,
  answer: Answerer,
  at: { name?: string; path?: string; description?: string } = {},
): unknown {
  const name = at.name ?? "";
  const path = at.path ?? "";
  const description =
    typeof schema.description === "string" && schema.description ? schema.description : (at.description ?? "");
  const fill = (child: Schema, childName: string) =>
    fillSchema(child, answer, { name: childName, path: path ? `${path}/${childName}` : childName, description });

  if ("const" in schema) return schema.const;
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  const types = variants ? variants.flatMap(typesOf) : typesOf(schema);
  const answered = answer({ name, path, schema, types, description });
  if (answered !== undefined) return answered;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (variants && variants.length > 0) {
    if (types.includes("null")) return null;
    return fillSchema(variants[0]!, answer, { name, path, description });
  }
  return simplest(schema, types, fill);
}
