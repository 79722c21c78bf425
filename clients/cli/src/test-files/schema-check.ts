/**
 * Checks a value against a schema of the platform's OpenAPI document with Ajv (the document is
 * JSON Schema 2020-12), so that `cx test push` can refuse an invalid file before it writes
 * anything. The command line stays a client of the API: the schema is the one the platform
 * publishes, not the platform's own code. Problems name the field as `chat_history[0].role`.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  "x-message"?: string;
  [keyword: string]: unknown;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface Problem {
  field: string;
  message: string;
}

/** The document's own `$ref`s (`#/components/schemas/X`) resolve against this id. */
const DOCUMENT_ID = "https://cx.invalid/openapi.json";

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

/** A JSON pointer as the file's field: `/chat_history/0/role` → `chat_history[0].role`. */
function fieldOf(pointer: string, key?: string): string {
  const parts = pointer
    .split("/")
    .slice(1)
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"));
  if (key !== undefined) parts.push(key);
  let field = "";
  for (const part of parts) field += /^\d+$/.test(part) ? `[${part}]` : field === "" ? part : `.${part}`;
  return field === "" ? "(the file)" : field;
}

const show = (value: unknown) => JSON.stringify(value);

/** Ajv's finding in the words the command line uses. */
function problemOf(error: ErrorObject, schemaMessage: string | undefined): Problem {
  const params = error.params as Record<string, unknown>;
  const at = fieldOf(error.instancePath);
  switch (error.keyword) {
    case "required":
      return { field: fieldOf(error.instancePath, String(params.missingProperty)), message: "is required" };
    case "additionalProperties":
      return { field: fieldOf(error.instancePath, String(params.additionalProperty)), message: "is not a known field" };
    case "const":
      return { field: at, message: `must be ${show(params.allowedValue)}` };
    case "enum":
      return { field: at, message: `must be one of ${(params.allowedValues as unknown[]).map(show).join(", ")}` };
    case "type":
      return { field: at, message: `must be ${String(params.type).replaceAll(",", " or ")}` };
    case "minLength":
      return {
        field: at,
        message: params.limit === 1 ? "must not be empty" : `needs at least ${params.limit} characters`,
      };
    case "maxLength":
      return { field: at, message: `must be at most ${params.limit} characters` };
    case "pattern":
      return { field: at, message: schemaMessage ?? `must match ${params.pattern}` };
    case "minimum":
      return { field: at, message: `must be at least ${params.limit}` };
    case "maximum":
      return { field: at, message: `must be at most ${params.limit}` };
    case "minItems":
      return { field: at, message: `needs at least ${params.limit} item(s)` };
    case "maxItems":
      return { field: at, message: `takes at most ${params.limit} item(s)` };
    default:
      return { field: at, message: error.message ?? "is not valid" };
  }
}

/** A union's failures name every branch's complaint; what the value itself got wrong is enough. */
const UNION_KEYWORDS = new Set(["anyOf", "oneOf", "if", "then", "else"]);

export interface SchemaChecker {
  check(schema: JsonSchema, value: unknown): Problem[];
}

/** One Ajv instance over the whole document; a schema's validator is compiled once. */
export function schemaChecker(doc: OpenApiDocument): SchemaChecker {
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false, verbose: true });
  ajv.addSchema({ ...doc, $id: DOCUMENT_ID });
  const compiled = new Map<JsonSchema, ValidateFunction>();
  return {
    check(schema, value) {
      let validate = compiled.get(schema);
      if (!validate) {
        const relative = JSON.stringify(schema).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`);
        validate = ajv.compile(JSON.parse(relative));
        compiled.set(schema, validate);
      }
      if (validate(value)) return [];
      const seen = new Set<string>();
      const problems: Problem[] = [];
      for (const error of validate.errors ?? []) {
        if (UNION_KEYWORDS.has(error.keyword)) continue;
        const problem = problemOf(error, (error.parentSchema as JsonSchema | undefined)?.["x-message"]);
        const key = `${problem.field}\u0000${problem.message}`;
        if (seen.has(key)) continue;
        seen.add(key);
        problems.push(problem);
      }
      return problems;
    },
  };
}
