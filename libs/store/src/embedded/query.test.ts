import { describe, expect, it } from "bun:test";
import fc from "fast-check";
import { Query } from "mingo";
import type { AnyObject } from "mingo/types";
import type { Filter } from "../port.ts";
import { plainMatcher, project } from "./query.ts";

const documents: AnyObject[] = [
  { _id: "a", status: "pending" },
  { _id: "b", status: "indexing", lease_until: "2026-01-01T00:00:00Z" },
  { _id: "c", status: "indexing", lease_until: "2027-01-01T00:00:00Z" },
  { _id: "d", status: "ready", version: null },
  { _id: "e", status: ["ready", "pending"], version: "v2" },
  { _id: "f", version: ["v1", null] },
];

/** `plainMatcher` answers the filter (no mingo query is compiled) and agrees with mingo on every document. */
function expectPlainAndExact(filter: Filter): void {
  const matcher = plainMatcher(filter);
  expect(matcher).not.toBeNull();
  const exact = new Query(filter as AnyObject);
  for (const doc of documents) expect(matcher?.(doc)).toBe(exact.test(doc));
}

describe("plainMatcher", () => {
  it("answers a lease claim's $or of equalities and string bounds", () => {
    expectPlainAndExact({
      _id: { $in: ["a", "b", "c"] },
      $or: [{ status: "pending" }, { status: "indexing", lease_until: { $lte: "2026-06-01T00:00:00Z" } }],
    });
  });

  it("answers $and of plain clauses", () => {
    expectPlainAndExact({ $and: [{ status: "indexing" }, { lease_until: { $gt: "2026-06-01T00:00:00Z" } }] });
  });

  it("answers $ne on a scalar and on null, arrays and missing fields included", () => {
    expectPlainAndExact({ version: { $ne: "v2" } });
    expectPlainAndExact({ version: { $ne: null } });
    expectPlainAndExact({ status: { $ne: "pending" } });
  });

  it("leaves to mingo what it does not answer", () => {
    expect(plainMatcher({ $or: [{ status: "pending" }, { "nested.path": 1 }] })).toBeNull();
    expect(plainMatcher({ $or: [{ status: { $regex: "^p" } }] })).toBeNull();
    expect(plainMatcher({ version: { $ne: ["v1"] } })).toBeNull();
    expect(plainMatcher({ $nor: [{ status: "pending" }] } as Filter)).toBeNull();
  });
});

describe("project", () => {
  const value = fc.oneof(
    fc.string({ maxLength: 3 }),
    fc.integer(),
    fc.constant(null),
    fc.array(fc.integer(), { maxLength: 2 }),
  );
  const doc = fc.record(
    {
      _id: fc.string({ minLength: 1, maxLength: 3 }),
      a: value,
      b: value,
      c: fc.record({ d: value }, { noNullPrototype: true }),
    },
    { requiredKeys: ["_id"], noNullPrototype: true },
  );
  const field = fc.constantFrom("_id", "a", "b", "c", "missing");
  const projection = fc
    .tuple(
      fc.uniqueArray(field, { minLength: 1, maxLength: 3 }),
      fc.constantFrom<0 | 1>(0, 1),
      fc.option(fc.constantFrom<0 | 1>(0, 1)),
    )
    .map(([paths, flag, id]) => {
      const out: Record<string, 0 | 1> = {};
      for (const path of paths) out[path] = path === "_id" ? (id ?? flag) : flag;
      return out;
    });

  it("keeps what mingo keeps for top-level projections, in the document's order", () => {
    fc.assert(
      fc.property(doc, projection, (candidate, wanted) => {
        let exact: AnyObject | undefined;
        try {
          [exact] = new Query({}).find<AnyObject>([candidate as AnyObject], wanted).all();
        } catch {
          // What mingo refuses (`_id: 1` beside exclusions) is refused here too.
          expect(() => project(candidate, wanted)).toThrow();
          return;
        }
        const projected = project(candidate, wanted);
        expect(projected).toEqual(exact as typeof projected);
        expect(Object.keys(projected)).toEqual(Object.keys(candidate).filter((key) => key in projected));
      }),
      { numRuns: 2000 },
    );
  });
});
