/**
 * Turns the platform's TypeBox schemas into the JSON Schemas of an OpenAPI 3.1 document. A schema
 * that `@cx/contracts` exports under a name (`Tool`, `TestRunSummary`, ...) becomes a named
 * component referenced wherever it is used, so that the reference and the generated client speak
 * of the same resources the code does; everything else is written inline.
 */
import * as contracts from "@cx/contracts";
import { DescribedBase } from "@cx/contracts";
import { Kind, OptionalKind, ReadonlyKind, type TSchema } from "@sinclair/typebox";

export type JsonSchema = Record<string, unknown>;

/** TypeBox's key pattern for `Type.Record(Type.String(), ...)`: any property name. */
const ANY_KEY = "^(.*)$";

function isTypeBoxSchema(value: unknown): value is TSchema {
  return typeof value === "object" && value !== null && Kind in value;
}

/** `Type.Optional(X)` is a shallow copy of X marked optional: the same schema for our purpose. */
function sameShape(a: TSchema, b: TSchema): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => (a as JsonSchema)[key] === (b as JsonSchema)[key]);
}

export class SchemaCatalog {
  private readonly names = new Map<TSchema, string>();
  private readonly named: { name: string; schema: TSchema }[] = [];
  private readonly components = new Map<string, JsonSchema>();

  constructor(exported: Record<string, unknown> = contracts) {
    // Sorted, so that a schema exported under two names always gets the same one.
    for (const name of Object.keys(exported).sort()) {
      const value = exported[name];
      if (!isTypeBoxSchema(value) || this.names.has(value) || !/^[A-Z]/.test(name)) continue;
      this.names.set(value, name);
      this.named.push({ name, schema: value });
    }
  }

  /** The JSON Schema of `schema`, with named parts as `$ref`s into `components.schemas`. */
  convert(schema: TSchema): JsonSchema {
    const name = this.nameOf(schema);
    if (name) return this.reference(name);
    // A named schema described where it is used: the reference, with what it means there.
    const base = (schema as { [DescribedBase]?: TSchema })[DescribedBase];
    const baseName = base && this.nameOf(base);
    if (baseName) {
      const { description, examples } = schema as { description?: string; examples?: unknown };
      return {
        ...this.reference(baseName),
        ...(description ? { description } : {}),
        ...(examples !== undefined && examples !== base?.examples ? { examples } : {}),
      };
    }
    return this.convertInline(schema);
  }

  /** The named schemas referenced so far, for `components.schemas`, in name order. */
  referencedComponents(): Record<string, JsonSchema> {
    return Object.fromEntries([...this.components.entries()].sort(([a], [b]) => a.localeCompare(b)));
  }

  private reference(name: string): JsonSchema {
    if (!this.components.has(name)) {
      const schema = this.named.find((entry) => entry.name === name)!.schema;
      this.components.set(name, {}); // placeholder first: recursive schemas end here
      this.components.set(name, this.convertInline(schema));
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  private nameOf(schema: TSchema): string | undefined {
    const exact = this.names.get(schema);
    if (exact) return exact;
    if (!(OptionalKind in schema) && !(ReadonlyKind in schema)) return undefined;
    return this.named.find((entry) => sameShape(entry.schema, schema))?.name;
  }

  /** Only string keys survive (TypeBox's markers are symbols); nested schemas are converted. */
  private convertInline(schema: TSchema): JsonSchema {
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(schema)) {
      if (key === "$id") continue;
      out[key] = this.convertValue(key, value);
    }
    // A record keyed by any string reads better, and types better, as `additionalProperties`.
    const patterns = out.patternProperties as JsonSchema | undefined;
    if (patterns && Object.keys(patterns).length === 1 && ANY_KEY in patterns) {
      delete out.patternProperties;
      out.additionalProperties = patterns[ANY_KEY];
    }
    return out;
  }

  private convertValue(key: string, value: unknown): unknown {
    if (isTypeBoxSchema(value)) return this.convert(value);
    if (Array.isArray(value)) return value.map((item) => (isTypeBoxSchema(item) ? this.convert(item) : item));
    if (
      (key === "properties" || key === "patternProperties" || key === "$defs") &&
      typeof value === "object" &&
      value !== null
    ) {
      return Object.fromEntries(
        Object.entries(value).map(([name, inner]) => [name, isTypeBoxSchema(inner) ? this.convert(inner) : inner]),
      );
    }
    return value;
  }
}
