import { describe, expect, it } from "bun:test";
import fc from "fast-check";
import { Query } from "mingo";
import type { AnyObject } from "mingo/types";
import type { Filter, SortSpec, StoredDocument } from "../port.ts";
import { compareValues, sortDocuments, sortKey } from "./compare.ts";
import { createEmbeddedStore } from "./embedded-store.ts";

/**
 * Whatever SQLite narrows a read to and in whatever order it walks an index, a read must return
 * what matching every document with mingo and sorting them would. Strings avoid the characters
 * where UTF-8 and UTF-16 order differ (see the decision record).
 */
const scalar = fc.oneof(
  fc.constantFrom("ab", "AB", "aB", "b", "", "1", "true", "é", "a-b", "xab"),
  fc.constantFrom(0, -0, 1, 1.5, -2, 10, 1e300, -1e-300),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(new Date(0), new Date(1), new Date(-5)),
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.record({ b: scalar }, { noNullPrototype: true }) },
  { weight: 1, arbitrary: fc.array(fc.record({ b: scalar }, { noNullPrototype: true }), { maxLength: 2 }) },
);

const doc = fc.record({ f: value, a: value, g: scalar }, { requiredKeys: [], noNullPrototype: true });

const condition: fc.Arbitrary<unknown> = fc.oneof(
  scalar,
  scalar.map((operand) => ({ $eq: operand })),
  fc.array(scalar, { minLength: 1, maxLength: 3 }).map((operands) => ({ $in: operands })),
  fc.constantFrom<string | RegExp>("a", "^a", "b$", "ab", "a\\-b", /a/i, /b/).map((regex) => ({ $regex: regex })),
  fc
    .tuple(fc.constantFrom("$gt", "$gte", "$lt", "$lte"), scalar)
    .map(([operator, operand]) => ({ [operator]: operand })),
  fc.tuple(scalar, scalar).map(([low, high]) => ({ $gte: low, $lt: high })),
  scalar.map((operand) => ({ $ne: operand })),
);

const path = fc.constantFrom("f", "a", "a.b", "g", "_id");

const filter: fc.Arbitrary<Filter> = fc.oneof(
  fc.dictionary(path, condition, { minKeys: 0, maxKeys: 2, noNullPrototype: true }),
  fc
    .array(fc.dictionary(path, condition, { minKeys: 1, maxKeys: 1, noNullPrototype: true }), {
      minLength: 1,
      maxLength: 2,
    })
    .map((clauses) => ({ $and: clauses })),
  fc
    .tuple(fc.constantFrom("f", "g"), scalar, scalar)
    .map(([field, at, id]) => ({ $or: [{ [field]: { $gt: at } }, { [field]: at, _id: { $gt: String(id) } }] })),
);

const sort: fc.Arbitrary<SortSpec | undefined> = fc.option(
  fc.constantFrom<SortSpec>({ f: 1 }, { f: -1 }, { g: 1 }, { g: -1 }, { a: 1 }, { f: -1, g: -1 }, { _id: -1 }),
  { nil: undefined },
);

type Doc = StoredDocument & Record<string, unknown>;

function sortKeys(item: Doc, spec: SortSpec): unknown[] {
  return Object.entries(spec).map(([field, direction]) => sortKey(item, field, direction));
}

function sameKeys(a: unknown[], b: unknown[]): boolean {
  return a.length === b.length && a.every((key, i) => compareValues(key, b[i]) === 0);
}

describe("reads planned on SQLite", () => {
  it("return what mingo and an in-memory sort would, page by page", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(doc, { minLength: 0, maxLength: 12 }),
        filter,
        sort,
        fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
        async (bodies, query, order, limit) => {
          const store = createEmbeddedStore({ dataDir: null });
          const items = store.database("app").collection<Doc>("items");
          await items.createIndexes([
            { keys: { f: 1 } },
            { keys: { g: -1, f: -1 } },
            { keys: { a: 1, g: 1 } },
            { keys: { "a.b": 1 } },
          ]);
          const docs = bodies.map((body, i) => ({ _id: `d${String(i).padStart(2, "0")}`, ...body }) as Doc);
          for (const item of docs) await items.insertOne(item);
          const stored = await items.find({}, { sort: { _id: 1 } });

          const matcher = new Query(query);
          let expected = stored.filter((item) => matcher.test(item as AnyObject));
          if (order) expected = sortDocuments(expected, order);
          const found = await items.find(query, { ...(order ? { sort: order } : {}), ...(limit ? { limit } : {}) });
          const wanted = limit ? expected.slice(0, limit) : expected;

          expect(found).toHaveLength(wanted.length);
          for (const item of found) expect(matcher.test(item as AnyObject)).toBe(true);
          if (order) {
            // Ties may come back in another order; the keys, position by position, may not.
            found.forEach((item, i) => {
              expect(sameKeys(sortKeys(item, order), sortKeys(wanted[i] as Doc, order))).toBe(true);
            });
          } else if (!limit) {
            expect(found.map((item) => item._id).sort()).toEqual(wanted.map((item) => item._id).sort());
          }
          expect(await items.countDocuments(query)).toBe(expected.length);
          await store.close();
        },
      ),
      { numRuns: 600 },
    );
  });
});
