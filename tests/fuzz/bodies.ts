import { OPERATION_SCHEMAS, type OperationSchemaTable } from "@cx/contracts";
import { type OperationId, routeOf } from "@cx/route-table";
import { Kind, type TObject, type TSchema, type TUnion } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import fc from "fast-check";

const SCHEMAS = OPERATION_SCHEMAS as OperationSchemaTable;

/** The request schemas of an operation, as its route guard validates them. */
function schemasOf(operation: string): { body?: TSchema; query?: TObject } {
  const entry = SCHEMAS[operation as OperationId];
  return { body: entry?.body as TSchema | undefined, query: entry?.query as TObject | undefined };
}

/** A value the schema accepts, where TypeBox can make one; otherwise an empty object. */
function validExample(schema: TSchema): unknown {
  try {
    return Value.Create(schema);
  } catch {
    return {};
  }
}

/** A raw request body with the content type it is sent with. */
export interface FuzzBody {
  contentType: string | null;
  body: string | Uint8Array;
}

const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
};

/** Values no field expects: wrong types, nulls, extremes, prototype keys, deep and huge shapes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1e308, -1e308, 1.5, "", " ", "\u0000", "\u202e", "'; DROP TABLE x; --"),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constant("x".repeat(200_000)),
  fc.constant(Array.from({ length: 20_000 }, (_, i) => i)),
  fc.integer({ min: 10, max: 200 }).map((depth) => nested(depth, "leaf")),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}')),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
);

/** One object body from `schema` with one member replaced or added. */
function mutatedBody(schema: TSchema): fc.Arbitrary<unknown> {
  const base = validExample(schema) as Record<string, unknown>;
  const keys = Object.keys((schema as { properties?: object }).properties ?? {});
  const mutated = fc
    .tuple(fc.constantFrom(...(keys.length > 0 ? keys : ["x"]), "__proto__", "unknown_field"), hostileValue)
    .map(([key, value]) => {
      const body = { ...base };
      Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
      return body;
    });
  return fc.oneof({ weight: 3, arbitrary: mutated }, { weight: 1, arbitrary: fc.constant(base) });
}

/**
 * A body built from the operation's body schema (each variant of a union, such as the three kinds
 * of test) with one member replaced or added, or a hostile whole.
 */
export function jsonBodyFor(operation: string): fc.Arbitrary<unknown> {
  const { body: schema } = schemasOf(operation);
  const wholes = fc.oneof(hostileValue, fc.jsonValue({ maxDepth: 4 }));
  if (!schema) return wholes;
  const variants = schema[Kind] === "Union" ? (schema as TUnion).anyOf : [schema];
  return fc.oneof({ weight: 2, arbitrary: fc.oneof(...variants.map(mutatedBody)) }, { weight: 1, arbitrary: wholes });
}

const BOUNDARY = "fuzz-boundary-7f3a";

/** A form field's text: hostile values as a client could type them, control characters included. */
const formText: fc.Arbitrary<string> = fc.oneof(
  hostileValue.map((value) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""))),
  fc.constantFrom("", "root", "kfd_x1", 'a\r\nContent-Disposition: form-data; name="file"'),
);

/**
 * A multipart upload of the file routes: a file part (or none) whose name, type and content are
 * fuzzed, beside fuzzed text fields and unknown ones, written out by hand so that broken parts
 * can be sent too.
 */
const multipartBody: fc.Arbitrary<FuzzBody> = fc
  .record({
    file: fc.option(
      fc.record({
        filename: fc.oneof(
          fc.constantFrom("a.txt", "page.html", "doc.pdf", "notes.md", "", "..\\x", "a\u0000.txt"),
          fc.string({ maxLength: 40 }),
        ),
        type: fc.constantFrom("text/plain", "text/html", "application/pdf", "text/markdown", "application/zip", ""),
        content: fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.constantFrom("%PDF-1.4 junk", `<p>x</p>${"<div>".repeat(300)}text`, "# Title\n\nBody"),
        ),
      }),
      { nil: undefined },
    ),
    fields: fc.dictionary(fc.constantFrom("name", "folder_id", "unknown_field", "file", "__proto__"), formText, {
      maxKeys: 3,
    }),
  })
  .map(({ file, fields }) => {
    const parts: string[] = [];
    if (file) {
      parts.push(
        `Content-Disposition: form-data; name="file"; filename="${file.filename.replace(/"/g, "%22")}"\r\nContent-Type: ${file.type}\r\n\r\n${file.content}`,
      );
    }
    for (const [name, value] of Object.entries(fields)) {
      parts.push(`Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`);
    }
    const body = `${parts.map((part) => `--${BOUNDARY}\r\n${part}\r\n`).join("")}--${BOUNDARY}--\r\n`;
    return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body };
  });

/** A request body as sent on the wire: JSON of a fuzzed value, or something that is not JSON at all. */
export function fuzzBody(operation: string): fc.Arbitrary<FuzzBody> {
  const uploads = routeOf(operation as OperationId)?.body === "multipart";
  const json = jsonBodyFor(operation).map((value) => ({
    contentType: "application/json",
    body: JSON.stringify(value) ?? "null",
  }));
  const wrongTypes = fc.record({
    contentType: fc.constantFrom(
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "text/plain",
      "application/xml",
      null,
    ),
    body: fc.constantFrom("name=x&role=member", '{"name":"x"}', "<a/>", "--x\r\n\r\n--x--"),
  });
  const broken = fc.oneof(
    fc.constantFrom('{"name":', "{]", "\u0000", "[".repeat(100_000), '{"a":"\\ud800"}').map((body) => ({
      contentType: "application/json",
      body,
    })),
    // Invalid UTF-8: lone continuation bytes and an overlong encoding inside a JSON string.
    fc.constant({
      contentType: "application/json",
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x80, 0xff, 0x22, 0x7d]),
    }),
  );
  return fc.oneof(
    { weight: uploads ? 1 : 5, arbitrary: json },
    { weight: 2, arbitrary: wrongTypes },
    { weight: 2, arbitrary: broken },
    { weight: uploads ? 6 : 1, arbitrary: multipartBody },
  );
}

const queryJunk: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    "0",
    "-1",
    "101",
    "1e309",
    "NaN",
    "root",
    "true",
    "all",
    "default",
    "%00",
    "%ZZ",
    "x".repeat(5000),
  ),
  fc.string({ maxLength: 20 }),
);

/**
 * Query strings from the operation's query schema: each parameter it declares with a value it
 * accepts or with junk, repeated or not, beside parameters it does not know.
 */
export function fuzzQuery(operation: string): fc.Arbitrary<string> {
  const { query } = schemasOf(operation);
  const declared = Object.entries(query?.properties ?? {});
  const names = fc.constantFrom(...declared.map(([name]) => name), "junk", "__proto__", "page_size", "cursor");
  const valid = (name: string): string => {
    const schema = declared.find(([known]) => known === name)?.[1];
    const example = schema ? validExample(schema) : "";
    return Array.isArray(example) ? String(example[0] ?? "") : String(example ?? "");
  };
  const pair = names.chain((name) =>
    fc.tuple(
      fc.constant(name),
      fc.oneof({ weight: 1, arbitrary: fc.constant(valid(name)) }, { weight: 2, arbitrary: queryJunk }),
    ),
  );
  return fc
    .array(pair, { maxLength: 4 })
    .map((pairs) =>
      pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v.startsWith("%") ? v : encodeURIComponent(v)}`).join("&"),
    );
}

/** A path parameter: an id of the right prefix, of another kind, or junk. */
export const fuzzId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "agt_x1",
    "br_x1",
    "ver_x1",
    "tst_x1",
    "tfd_x1",
    "inv_x1",
    "conv_x1",
    "kdoc_x1",
    "kfd_x1",
    "key_x1",
    "tool_x1",
    "usr_x1",
    "%00",
    "..",
    "%2e%2e",
    "x".repeat(300),
  ),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
);
