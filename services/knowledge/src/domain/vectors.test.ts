import { expect, it } from "bun:test";
import { createLocalEmbedder } from "@cx/llm";
import { cosineDistance, decodeVectors, encodeVectors } from "./vectors.ts";

it("round-trips vectors through their stored form, one or a group", async () => {
  const vectors = await createLocalEmbedder().embed(["store me", "and me", "me too"]);
  const [one] = decodeVectors(encodeVectors([vectors[0]!]), 1);
  expect(Array.from(one!)).toEqual(Array.from(vectors[0]!));
  const group = decodeVectors(encodeVectors(vectors), 3);
  expect(group.map((v) => Array.from(v))).toEqual(vectors.map((v) => Array.from(v)));
  expect(cosineDistance(group[2]!, vectors[2]!)).toBeCloseTo(0, 5);
  expect(decodeVectors(encodeVectors([]), 0)).toEqual([]);
});

it("refuses a count that does not divide the stored floats", async () => {
  const vectors = await createLocalEmbedder(4).embed(["a", "b", "c"]);
  expect(() => decodeVectors(encodeVectors(vectors), 5)).toThrow(RangeError);
});
