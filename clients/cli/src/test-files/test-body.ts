/**
 * A test as a file holds: its stable `id` and the body the API takes to create or replace it
 * (extensions part 3), without `parent_folder_id`, which the file's directory gives. The body's
 * schema is the one the platform's OpenAPI document publishes for `POST .../agent-tests`.
 */
import {
  type JsonSchema,
  type OpenApiDocument,
  type Problem,
  resolve,
  type SchemaChecker,
  schemaChecker,
} from "./schema-check.ts";

const CREATE_PATH = "/api/v1/workspaces/{workspace_id}/agent-tests";

export interface TestBodySchema {
  doc: OpenApiDocument;
  body: JsonSchema;
  /** Each kind's schema, by `type`. */
  kinds: Map<string, JsonSchema>;
  checker: SchemaChecker;
}

export function testBodySchema(doc: OpenApiDocument): TestBodySchema {
  const body = doc.paths[CREATE_PATH]?.post?.requestBody?.content?.["application/json"]?.schema;
  if (!body) throw new Error("The API's document does not describe the body of a test");
  const resolved = resolve(body, doc);
  const branches = (resolved.anyOf ?? resolved.oneOf ?? [resolved]).map((b) => resolve(b, doc));
  const kinds = new Map<string, JsonSchema>();
  for (const branch of branches) {
    const type = branch.properties?.type?.const;
    if (typeof type === "string") kinds.set(type, branch);
  }
  return { doc, body, kinds, checker: schemaChecker(doc) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The problems of a test file's content; none when it can be pushed. */
export function checkTestFile(content: unknown, schema: TestBodySchema): Problem[] {
  if (!isObject(content)) return [{ field: "(the file)", message: "must be a mapping of a test's fields" }];
  const { id, ...body } = content;
  const problems: Problem[] = [];
  if (id !== undefined && (typeof id !== "string" || !/^tst_[0-9a-z]+$/.test(id)))
    problems.push({ field: "id", message: "must be a test id (tst_...), or absent for a new test" });
  if ("parent_folder_id" in body)
    problems.push({ field: "parent_folder_id", message: "is given by the file's directory; remove it" });
  const kind = schema.kinds.get(body.type as string);
  if (!kind) {
    const kinds = [...schema.kinds.keys()].map((type) => JSON.stringify(type)).join(", ");
    problems.push({ field: "type", message: `must be one of ${kinds}` });
    return problems;
  }
  const unknown = Object.keys(body).filter((key) => key !== "parent_folder_id" && !(key in (kind.properties ?? {})));
  for (const key of unknown) problems.push({ field: key, message: `is not a field of a ${body.type} test` });
  // The kind's own schema, not the union of every kind's, so that each problem is this kind's.
  problems.push(...schema.checker.check(kind, body).filter((problem) => !unknown.includes(problem.field)));
  // A rule the schema cannot say: the agent answers the history, so it ends with the user.
  const history = body.chat_history;
  if ((body.type === "next_reply" || body.type === "tool_invocation") && Array.isArray(history)) {
    const last = history.at(-1) as { role?: unknown } | undefined;
    if (last && last.role !== "user")
      problems.push({ field: `chat_history[${history.length - 1}].role`, message: "the last entry must be user" });
  }
  return problems;
}

/** What a test's file holds: the fields of its kind, without the empty sharing and provenance. */
export function fileBodyOf(test: Record<string, unknown>, schema: TestBodySchema): Record<string, unknown> {
  const kind = schema.kinds.get(test.type as string);
  const fields = Object.keys(kind?.properties ?? {}).filter((key) => key !== "parent_folder_id");
  const body: Record<string, unknown> = {};
  for (const key of fields) {
    const value = test[key];
    if (value === undefined || value === null) continue;
    if (key === "access" && Array.isArray(value) && value.length === 0) continue;
    body[key] = value;
  }
  return body;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => deepEqual(a[key], b[key]));
}

/**
 * The body a push sends to replace a test: the test as it is, with the file's fields over it, so
 * a field the file leaves out keeps its value; and whether that changes anything.
 */
export function replacement(
  current: Record<string, unknown>,
  fileBody: Record<string, unknown>,
  parentFolderId: string | null,
  schema: TestBodySchema,
): { body: Record<string, unknown>; changed: boolean } {
  const now = { ...fileBodyOf(current, schema), parent_folder_id: current.parent_folder_id ?? null };
  // A test that changes kind takes none of the fields of its former kind.
  const base = fileBody.type === current.type ? now : {};
  const body = { ...base, ...fileBody, parent_folder_id: parentFolderId };
  return { body, changed: !deepEqual(body, now) };
}
