import { describe, expect, it } from "bun:test";
import fc from "fast-check";
import { Query } from "mingo";
import type { AnyObject } from "mingo/types";
import type { Filter } from "../port.ts";
import { compilePrefilter } from "./prefilter.ts";
import { compileFilter } from "./query.ts";

/** Values close to each other across types, cases and code-unit order, where a shortcut would slip. */
const scalar = fc.oneof(
  fc.constantFrom("ab", "AB", "aB", "b", "", "1", "true", "\u{1F600}", "\uFFFF", "é"),
  fc.constantFrom(0, -0, 1, 1.5, -2, 10, Number.NaN),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(new Date(0), new Date(1)),
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.record({ b: scalar }, { noNullPrototype: true }) },
  { weight: 1, arbitrary: fc.array(fc.record({ b: scalar }, { noNullPrototype: true }), { maxLength: 2 }) },
);

const doc = fc.record(
  { f: value, a: value, n: fc.oneof(scalar, fc.record({ "0": scalar }, { noNullPrototype: true })) },
  { requiredKeys: [], noNullPrototype: true },
);

const pattern = fc.constantFrom<string | RegExp>(
  "a",
  "^a",
  "b$",
  "1",
  "true",
  "B",
  /a/i,
  /^A/,
  /b/g,
  /\u{1F600}/u,
  "é",
);

const condition: fc.Arbitrary<unknown> = fc.oneof(
  scalar,
  scalar.map((operand) => ({ $eq: operand })),
  fc.array(scalar, { minLength: 1, maxLength: 3 }).map((operands) => ({ $in: operands })),
  pattern,
  fc.tuple(pattern, fc.constantFrom("", "i")).map(([regex, options]) => ({ $regex: regex, $options: options })),
  fc
    .tuple(fc.constantFrom("$gt", "$gte", "$lt", "$lte"), scalar)
    .map(([operator, operand]) => ({ [operator]: operand })),
  fc.tuple(scalar, scalar).map(([low, high]) => ({ $gte: low, $lt: high })),
  scalar.map((operand) => ({ $ne: operand })),
  pattern.map((regex) => ({ $not: regex instanceof RegExp ? regex : new RegExp(regex) })),
);

const path = fc.constantFrom("f", "a", "a.b", "a.0", "n.0", "missing", "toString");

const filter: fc.Arbitrary<Filter> = fc.oneof(
  fc.dictionary(path, condition, { minKeys: 1, maxKeys: 2, noNullPrototype: true }),
  fc
    .array(fc.dictionary(path, condition, { minKeys: 1, maxKeys: 1, noNullPrototype: true }), {
      minLength: 1,
      maxLength: 2,
    })
    .map((clauses) => ({ $and: clauses })),
  fc
    .array(fc.dictionary(path, condition, { minKeys: 1, maxKeys: 1, noNullPrototype: true }), {
      minLength: 1,
      maxLength: 2,
    })
    .map((clauses) => ({ $or: clauses })),
);

// Stored documents are plain objects (every write copies them), as mingo expects.
describe("the prefilter in front of mingo", () => {
  it("never changes whether a document matches", () => {
    fc.assert(
      fc.property(filter, fc.array(doc, { minLength: 1, maxLength: 8 }), (query, docs) => {
        const exact = new Query(query);
        const fast = compileFilter(query);
        for (const candidate of docs) expect(fast(candidate)).toBe(exact.test(candidate as AnyObject));
      }),
      { numRuns: 3000 },
    );
  });

  it("rejects the plain cases on its own", () => {
    const search = compilePrefilter({ ws: "w", name: { $regex: "refund", $options: "i" } });
    expect(search?.({ ws: "w", name: "Late REFUND" })).toBe(true);
    expect(search?.({ ws: "w", name: "late order" })).toBe(false);
    expect(search?.({ ws: "x", name: "refund" })).toBe(false);
    // Undecidable here: an array, or a path through one, goes to mingo.
    expect(search?.({ ws: ["x", "w"], name: "refund" })).toBe(true);
    expect(compilePrefilter({ "items.sku": "a" })?.({ items: [{ sku: "b" }] })).toBe(true);
    expect(compilePrefilter({ $or: [{ a: 1 }] })).toBeNull();
  });
});
