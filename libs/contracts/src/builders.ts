/**
 * Small schema builders shared by every resource file, so that the same idea (a nullable value, a
 * free-form object, a page of items) is spelled the same way everywhere.
 */
import {
  type ObjectOptions,
  type SchemaOptions,
  type StringOptions,
  type TLiteral,
  type TNull,
  type TObject,
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

export function Nullable<T extends TSchema>(schema: T): TUnion<[T, TNull]> {
  return Type.Union([schema, Type.Null()]);
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
const NAME_PATTERN = "^(?!\\s*$)[^\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]+$";

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

/** The cursor page every list answers with (part 4.3 / 4.9). */
export function Page<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    next_cursor: Nullable(Type.String()),
    has_more: Type.Boolean(),
  });
}

/** Cursor pagination query: `page_size` 1..100, default 30 (extension spec part 0). */
export const PAGE_SIZE_MIN = 1;
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 30;

export const PageQueryProperties = {
  cursor: Type.Optional(Type.String()),
  page_size: Type.Optional(
    Type.Integer({ minimum: PAGE_SIZE_MIN, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT }),
  ),
};

export const PageQuery = Type.Object(PageQueryProperties);
