/**
 * Small schema builders shared by every resource file, so that the same idea (a nullable value, a
 * free-form object, a page of items) is spelled the same way everywhere.
 */
import {
  type ObjectOptions,
  type SchemaOptions,
  type Static,
  type StringOptions,
  type TLiteral,
  type TNull,
  type TObject,
  type TOptional,
  type TProperties,
  type TRecord,
  type TSchema,
  type TString,
  type TUnion,
  type TUnknown,
  Type,
} from "@sinclair/typebox";

/** A string enumeration as a union of literals (what Elysia and OpenAPI render best). */
export function LiteralUnion<const T extends readonly [string, string, ...string[]]>(
  values: T,
  options?: SchemaOptions,
): TUnion<TLiteral<T[number]>[]> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  );
}

export function Nullable<T extends TSchema>(schema: T, options?: SchemaOptions): TUnion<[T, TNull]> {
  return Type.Union([schema, Type.Null()], options);
}

/** The named schema a `Described` copy was made from, so that the reference can still name it. */
export const DescribedBase = Symbol.for("cx.described-base");

/**
 * A shared schema (`WorkspaceRole`, `AgentConfig`, ...) with what it means where it is used: it
 * validates exactly as the shared one, and the reference writes it as a `$ref` to the shared
 * schema beside this description.
 */
export function Described<T extends TSchema>(schema: T, description: string, options?: SchemaOptions): T {
  return { ...schema, ...options, description, [DescribedBase]: schema };
}

export function DateTime(options?: StringOptions): TString {
  return Type.String({ ...options, format: "date-time" });
}

/**
 * An object whose inner shape the specification leaves open. A record (rather than an empty
 * object) so that Elysia's response normaliser keeps every key instead of stripping them.
 */
export function FreeObject(options?: SchemaOptions): TRecord<TString, TUnknown> {
  return Type.Record(Type.String(), Type.Unknown(), options);
}

/** C0 and C1 controls and the line separators: never part of a display name. */
const CONTROL_CHARACTERS = "\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029";
const NAME_PATTERN = `^(?!\\s*$)[^${CONTROL_CHARACTERS}]+$`;
const CONTROL_CHARACTER = new RegExp(`[${CONTROL_CHARACTERS}]`);

/** Whether a name checked outside a schema (a form field, say) breaks the rule of `Name`. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * A user-chosen display name: not blank, no control characters (a NUL byte or a line break in a
 * name breaks logs, exports and sort keys), bounded so storage and indexes stay sane.
 */
export function Name(options?: StringOptions): TString {
  return Type.String({
    minLength: 1,
    maxLength: 256,
    pattern: NAME_PATTERN,
    "x-kind": "name",
    ...options,
  });
}

/**
 * A request body: an object whose unknown fields are refused (422 naming them), never silently
 * dropped, so that a misspelt optional field cannot pass for an omitted one.
 */
export function Body<T extends TProperties>(properties: T, options?: ObjectOptions): TObject<T> {
  return Type.Object(properties, { ...options, additionalProperties: false });
}

/**
 * A partial update: every member optional, at least one of them sent (an empty patch is refused,
 * not taken for a no-op), unknown ones refused as in any body.
 */
export function Patch<T extends TProperties>(properties: T): TObject<{ [K in keyof T]: TOptional<T[K]> }> {
  const optional = Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [name, Type.Optional(schema)]),
  );
  return Body(optional as { [K in keyof T]: TOptional<T[K]> }, { minProperties: 1 });
}

/** When a stored resource was created and last changed. */
export const TimestampProperties = {
  created_at: DateTime({ description: "When it was created (ISO 8601 UTC, with milliseconds)." }),
  updated_at: DateTime({ description: "When it last changed (ISO 8601 UTC, with milliseconds)." }),
};

/** The cursor page every list answers with (part 4.3 / 4.9). */
export function Page<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item, { description: "This page's items, in the list's order." }),
    next_cursor: Nullable(Type.String(), {
      description: "The `cursor` that asks for the next page; null on the last page.",
    }),
    has_more: Type.Boolean({ description: "Whether another page follows this one." }),
  });
}

/**
 * A query: what follows `?`, as text. Its values are strings (or arrays of strings, for a
 * parameter such as `types[]` that may repeat), never numbers or booleans: query strings carry
 * text, and a coercing validator would take `1e2` or `2.5` for a page size. Unknown parameters
 * are refused naming them, as unknown body fields are.
 */
export function Query<T extends TProperties>(properties: T, options?: ObjectOptions): TObject<T> {
  return Type.Object(properties, {
    ...options,
    additionalProperties: false,
    "x-unknown-message": "is not a parameter of this operation",
  });
}

/** Cursor pagination query: `page_size` 1..100, default 30 (extension spec part 0). */
export const PAGE_SIZE_MIN = 1;
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 30;

/** `page_size` as sent: plain decimal digits (at most three) for a number from 1 to 100. */
export const PageSizeParam = Type.String({
  pattern: "^(?:0{0,2}[1-9]|0?[1-9][0-9]|100)$",
  description: `An integer from ${PAGE_SIZE_MIN} to ${PAGE_SIZE_MAX}; ${PAGE_SIZE_DEFAULT} when omitted.`,
  "x-message": `must be an integer from ${PAGE_SIZE_MIN} to ${PAGE_SIZE_MAX}`,
});

export const PageQueryProperties = {
  /** Opaque: a list's own cursor codec decides whether it handed it out. */
  cursor: Type.Optional(
    Type.String({
      description:
        "The `next_cursor` of the previous page; omit it for the first page. Opaque: a malformed cursor is 422.",
    }),
  ),
  page_size: Type.Optional(PageSizeParam),
};

export const PageQuery = Query(PageQueryProperties);
export type PageQuery = Static<typeof PageQuery>;

/** The page size a validated query asks for. */
export function pageSizeOf(query: { page_size?: string | undefined }): number {
  return query.page_size === undefined ? PAGE_SIZE_DEFAULT : Number(query.page_size);
}
