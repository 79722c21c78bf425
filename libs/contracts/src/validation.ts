/**
 * Turns TypeBox errors into the `{path, message}` list of `error.details.fields` (extension spec
 * part 0). TypeBox reports a failed union (every nullable field, every enum, the per-kind test
 * bodies) as one "Expected union value" at the union's own path, which hides where a nested
 * object actually went wrong (`end_call` is nullable, so an unknown key inside it would be blamed
 * on `end_call`). This descends into the variant the value most plausibly meant.
 */
import { Kind, type TSchema } from "@sinclair/typebox";
import { type ValueError, ValueErrorType } from "@sinclair/typebox/errors";
import { Value } from "@sinclair/typebox/value";
import type { FieldError } from "./resources/error.ts";

function literalValues(schema: TSchema): unknown[] | null {
  const variants = (schema.anyOf ?? []) as TSchema[];
  if (variants.length === 0 || !variants.every((variant) => variant[Kind] === "Literal")) return null;
  return variants.map((variant) => variant.const);
}

const ARTICLE: Record<string, string> = { integer: "an integer", object: "an object", array: "an array" };

/**
 * What is wrong, in words a caller can act on: "is required", "must be one of: member, admin",
 * "must be at most 20". Never the submitted value. A display name (`x-kind: "name"`) says which of
 * its rules it broke rather than showing its pattern; a schema with `x-message` says that whatever
 * failed (a pattern says nothing a caller can act on), and an object with `x-unknown-message`
 * says that of a member it does not know (a query names parameters, not fields).
 */
export function describeError(error: ValueError): string {
  const schema = error.schema as TSchema & Record<string, unknown>;
  if (typeof schema["x-message"] === "string" && error.type !== ValueErrorType.ObjectAdditionalProperties) {
    return schema["x-message"];
  }
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return "is required";
    case ValueErrorType.ObjectAdditionalProperties:
      return typeof schema["x-unknown-message"] === "string" ? schema["x-unknown-message"] : "is not a known field";
    case ValueErrorType.StringPattern:
      if (schema["x-kind"] === "name") {
        return typeof error.value === "string" && error.value.trim() === ""
          ? "must not be blank"
          : "must not contain control characters";
      }
      return "has an invalid format";
    case ValueErrorType.StringFormat:
      return `must be a valid ${String(schema.format)}`;
    case ValueErrorType.StringMinLength:
      return schema.minLength === 1 ? "must not be empty" : `must be at least ${schema.minLength} characters`;
    case ValueErrorType.StringMaxLength:
      return `must be at most ${schema.maxLength} characters`;
    case ValueErrorType.NumberMinimum:
    case ValueErrorType.IntegerMinimum:
      return `must be at least ${schema.minimum}`;
    case ValueErrorType.NumberMaximum:
    case ValueErrorType.IntegerMaximum:
      return `must be at most ${schema.maximum}`;
    case ValueErrorType.ArrayMinItems:
      return `must have at least ${schema.minItems} item${schema.minItems === 1 ? "" : "s"}`;
    case ValueErrorType.ArrayMaxItems:
      return `must have at most ${schema.maxItems} items`;
    case ValueErrorType.ObjectMinProperties:
      return `must have at least ${schema.minProperties} field${schema.minProperties === 1 ? "" : "s"}`;
    case ValueErrorType.Literal:
      return `must be ${JSON.stringify(schema.const)}`;
    default: {
      const expected = /^Expected (\w+)$/.exec(error.message)?.[1];
      if (expected) return `must be ${ARTICLE[expected] ?? `a ${expected}`}`;
      return error.message;
    }
  }
}

/**
 * Objects told apart by a literal member (a test body's `type`): when that member matches no
 * variant, it is the one thing wrong, and the answer lists the values it may take rather than
 * what some variant would have needed besides.
 */
function discriminatorFailure(variants: ValueError[][]): FieldError | null {
  let path: string | null = null;
  const values: unknown[] = [];
  for (const errors of variants) {
    const literal = errors.find(
      (inner) => inner.type === ValueErrorType.Literal && (path === null || inner.path === path),
    );
    if (!literal) return null;
    path = literal.path;
    values.push(literal.schema.const);
  }
  if (path === null || path === "") return null;
  return { path, message: `must be one of: ${values.join(", ")}` };
}

function flatten(error: ValueError): FieldError[] {
  if (typeof error.schema["x-message"] === "string") return [{ path: error.path, message: describeError(error) }];
  if (error.type !== ValueErrorType.Union) return [{ path: error.path, message: describeError(error) }];
  const allowed = literalValues(error.schema);
  if (allowed) return [{ path: error.path, message: `must be one of: ${allowed.join(", ")}` }];
  const variants = error.errors.map((iterator) => [...iterator]);
  const discriminator = discriminatorFailure(variants);
  if (discriminator) return [discriminator];
  // A variant that failed only below the union's path accepted the value's overall type: that
  // is the one the caller meant (an object where object-or-null is allowed). Among several, a
  // variant whose literal members (a `type` discriminator) match beats one whose do not, then the
  // one with the fewest faulty paths fits best.
  let best: { rank: [number, number]; fields: FieldError[] } | null = null;
  for (const errors of variants) {
    if (errors.length === 0 || errors.some((inner) => inner.path === error.path)) continue;
    const fields = errors.flatMap(flatten);
    const literalMismatch = errors.some((inner) => inner.schema[Kind] === "Literal") ? 1 : 0;
    const rank: [number, number] = [literalMismatch, new Set(fields.map((f) => f.path)).size];
    if (best === null || rank[0] < best.rank[0] || (rank[0] === best.rank[0] && rank[1] < best.rank[1])) {
      best = { rank, fields };
    }
  }
  if (best) return best.fields;
  // Every variant refused the value itself: when they all say the same (an object was expected),
  // say that.
  const own = new Set(
    variants.flatMap((errors) => errors.filter((inner) => inner.path === error.path).map(describeError)),
  );
  const [only] = own;
  return [{ path: error.path, message: own.size === 1 && only ? only : "does not match any allowed form" }];
}

/** At most this many fields are listed: enough to act on, and an answer's size stays bounded. */
export const MAX_FIELD_ERRORS = 50;

/** One entry per path (TypeBox may say "required" and "expected string" for one missing key). */
export function fieldErrors(schema: TSchema, value: unknown): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of Value.Errors(schema, value)) {
    if (result.length >= MAX_FIELD_ERRORS) break;
    for (const field of flatten(error)) {
      if (seen.has(field.path)) continue;
      seen.add(field.path);
      result.push(field);
    }
  }
  return result;
}
