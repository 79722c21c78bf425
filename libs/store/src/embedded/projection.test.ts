import { describe, expect, it } from "bun:test";
import fc from "fast-check";
import { Query } from "mingo";
import type { AnyObject } from "mingo/types";
import { project } from "./projection.ts";

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
