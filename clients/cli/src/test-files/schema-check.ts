/**
 * Checks a value against a schema of the platform's OpenAPI document (JSON Schema, the keywords
 * that document uses), so that `cx test push` can refuse an invalid file before it writes
 * anything. The command line stays a client of the API: the schema is the one the platform
 * publishes, not the platform's own code. Problems name the field as `chat_history[0].role`.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  patternProperties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  maxProperties?: number;
  "x-message"?: string;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface Problem {
  field: string;
  message: string;
}

export function resolve(schema: JsonSchema, doc: OpenApiDocument): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 32; hops++) {
    const name = current.$ref.replace("#/components/schemas/", "");
    const target = doc.components.schemas[name];
    if (!target) throw new Error(`The API's document has no schema ${name}`);
    current = target;
  }
  return current;
}

function fieldOf(parent: string, key: string | number): string {
  if (typeof key === "number") return `${parent}[${key}]`;
  return parent === "" ? key : `${parent}.${key}`;
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  if (type === "integer") return Number.isInteger(value);
  if (type === "number") return typeof value === "number" && Number.isFinite(value);
  return typeOf(value) === type;
}

const show = (value: unknown) => JSON.stringify(value);

/** A pattern of the document as a RegExp: Unicode-aware where the pattern allows it. */
function regex(pattern: string): RegExp {
  try {
    return new RegExp(pattern, "u");
  } catch {
    return new RegExp(pattern);
  }
}

/** The branch of a union an object means, by a property every branch fixes with `const` (`type`). */
function discriminated(
  branches: JsonSchema[],
  value: unknown,
): { branch?: JsonSchema; key: string; allowed: unknown[] } | undefined {
  if (typeOf(value) !== "object") return undefined;
  const first = branches[0]?.properties ?? {};
  for (const key of Object.keys(first)) {
    if (!branches.every((b) => b.properties?.[key]?.const !== undefined)) continue;
    const allowed = branches.map((b) => b.properties![key]!.const);
    const branch = branches.find((b) => b.properties![key]!.const === (value as Record<string, unknown>)[key]);
    return { ...(branch ? { branch } : {}), key, allowed };
  }
  return undefined;
}

export function check(schema: JsonSchema, value: unknown, doc: OpenApiDocument, field = ""): Problem[] {
  const s = resolve(schema, doc);
  const at = field === "" ? "(the file)" : field;
  const union = s.anyOf ?? s.oneOf;
  if (union) {
    const branches = union.map((b) => resolve(b, doc));
    const results = branches.map((b) => check(b, value, doc, field));
    if (results.some((problems) => problems.length === 0)) return [];
    const picked = discriminated(branches, value);
    if (picked) {
      if (!picked.branch) {
        return [
          { field: fieldOf(field, picked.key), message: `must be one of ${picked.allowed.map(show).join(", ")}` },
        ];
      }
      return results[branches.indexOf(picked.branch)]!;
    }
    return results.reduce((fewest, problems) => (problems.length < fewest.length ? problems : fewest));
  }
  const problems: Problem[] = [];
  for (const part of s.allOf ?? []) problems.push(...check(part, value, doc, field));
  if (s.const !== undefined && value !== s.const) return [{ field: at, message: `must be ${show(s.const)}` }];
  if (s.enum && !s.enum.includes(value)) {
    return [{ field: at, message: `must be one of ${s.enum.map(show).join(", ")}` }];
  }
  const types = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
  if (types.length > 0 && !types.some((type) => hasType(value, type))) {
    return [{ field: at, message: `must be ${types.join(" or ")}, not ${typeOf(value)}` }];
  }
  if (typeof value === "string") {
    if (s.minLength !== undefined && value.length < s.minLength)
      problems.push({
        field: at,
        message: s.minLength === 1 ? "must not be empty" : `needs at least ${s.minLength} characters`,
      });
    if (s.maxLength !== undefined && value.length > s.maxLength)
      problems.push({ field: at, message: `must be at most ${s.maxLength} characters` });
    if (s.pattern !== undefined && !regex(s.pattern).test(value))
      problems.push({ field: at, message: s["x-message"] ?? `must match ${s.pattern}` });
  }
  if (typeof value === "number") {
    if (s.minimum !== undefined && value < s.minimum)
      problems.push({ field: at, message: `must be at least ${s.minimum}` });
    if (s.maximum !== undefined && value > s.maximum)
      problems.push({ field: at, message: `must be at most ${s.maximum}` });
  }
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems)
      problems.push({ field: at, message: `needs at least ${s.minItems} item(s)` });
    if (s.maxItems !== undefined && value.length > s.maxItems)
      problems.push({ field: at, message: `takes at most ${s.maxItems} item(s)` });
    if (s.items) value.forEach((item, i) => void problems.push(...check(s.items!, item, doc, fieldOf(field, i))));
  }
  if (typeOf(value) === "object") problems.push(...checkObject(s, value as Record<string, unknown>, doc, field));
  return problems;
}

function checkObject(s: JsonSchema, value: Record<string, unknown>, doc: OpenApiDocument, field: string): Problem[] {
  const problems: Problem[] = [];
  const keys = Object.keys(value);
  for (const key of s.required ?? []) {
    if (value[key] === undefined) problems.push({ field: fieldOf(field, key), message: "is required" });
  }
  if (s.minProperties !== undefined && keys.length < s.minProperties)
    problems.push({ field: field || "(the file)", message: `needs at least ${s.minProperties} field(s)` });
  if (s.maxProperties !== undefined && keys.length > s.maxProperties)
    problems.push({ field: field || "(the file)", message: `takes at most ${s.maxProperties} field(s)` });
  for (const key of keys) {
    const known = s.properties?.[key];
    if (known) {
      problems.push(...check(known, value[key], doc, fieldOf(field, key)));
      continue;
    }
    const patterned = Object.entries(s.patternProperties ?? {}).filter(([pattern]) => regex(pattern).test(key));
    for (const [, schema] of patterned) problems.push(...check(schema, value[key], doc, fieldOf(field, key)));
    if (patterned.length > 0) continue;
    if (s.additionalProperties === false)
      problems.push({ field: fieldOf(field, key), message: "is not a known field" });
    else if (typeof s.additionalProperties === "object")
      problems.push(...check(s.additionalProperties, value[key], doc, fieldOf(field, key)));
  }
  return problems;
}
