import { describe, expect, it } from "bun:test";
import fc from "fast-check";
import { Query } from "mingo";
import type { AnyObject } from "mingo/types";
import type { Filter, StoredDocument } from "../port.ts";
import { createEmbeddedStore } from "./embedded-store.ts";

type Doc = StoredDocument & Record<string, unknown>;

const text = fc.constantFrom("", "a", "ab", "B", "abc", "Abc", "é", "x.y");
const scalar = fc.oneof(text, fc.constantFrom(0, 1, 2, -1.5, 10), fc.boolean(), fc.constant(null));
const value = fc.oneof({ weight: 4, arbitrary: scalar }, { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) });
const field = fc.constantFrom("a", "b");
const doc = fc.record({ a: value, b: value }, { requiredKeys: [] });

const condition: fc.Arbitrary<unknown> = fc.oneof(
  scalar,
  scalar.map(($ne) => ({ $ne })),
  fc.array(scalar, { maxLength: 3 }).map(($in) => ({ $in })),
  fc.tuple(fc.constantFrom("$gt", "$gte", "$lt", "$lte"), fc.oneof(text, fc.constantFrom(0, 1, 2))).map(([op, v]) => ({
    [op]: v,
  })),
  fc.boolean().map(($exists) => ({ $exists })),
  fc.constantFrom(0, 1, 2).map(($size) => ({ $size })),
  fc
    .tuple(fc.constantFrom("a", "b", "x\\.y", "é", "^a"), fc.constantFrom("", "i"))
    .map(([$regex, $options]) => ($options ? { $regex, $options } : { $regex })),
);
const clause = fc.tuple(field, condition).map(([name, test]) => ({ [name]: test }) as Filter);
const filter: fc.Arbitrary<Filter> = fc.oneof(
  clause,
  fc.array(clause, { minLength: 1, maxLength: 3 }).map(($and) => ({ $and }) as Filter),
  fc.array(clause, { minLength: 1, maxLength: 3 }).map(($or) => ({ $or }) as Filter),
);

async function check(indexed: boolean): Promise<void> {
  await fc.assert(
    fc.asyncProperty(
      fc.array(doc, { maxLength: 8 }),
      fc.array(filter, { minLength: 1, maxLength: 5 }),
      async (docs, filters) => {
        const store = createEmbeddedStore({ dataDir: null });
        const items = store.database("prop").collection<Doc>("items");
        if (indexed) await items.createIndexes([{ keys: { a: 1 } }, { keys: { b: -1, a: 1 } }]);
        const stored = docs.map((fields, i) => ({ _id: `d${i}`, ...fields }) as Doc);
        if (stored.length > 0) await items.insertMany(stored);
        for (const f of filters) {
          const expected = stored.filter((d) => new Query(f as AnyObject).test(d as AnyObject)).map((d) => d._id);
          const found = (await items.find(f)).map((d) => d._id);
          expect({ filter: f, found }).toEqual({ filter: f, found: expected });
          expect(await items.countDocuments(f)).toBe(expected.length);
        }
        await store.close();
      },
    ),
    { numRuns: 300 },
  );
}

describe("filters as SQL", () => {
  it("match what mingo matches, on fields without an index", async () => {
    await check(false);
  });

  it("match what mingo matches through indexes, arrays and mixed types included", async () => {
    await check(true);
  });
});
