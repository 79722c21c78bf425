import { expect, it } from "bun:test";
import { createLocalEmbedder } from "@cx/llm";
import { cosineDistance, decodeVector, encodeVector, encodeVectorRows } from "./vectors.ts";

it("round-trips vectors through their stored form", async () => {
  const [vector] = await createLocalEmbedder().embed(["store me"]);
  expect(Array.from(decodeVector(encodeVector(vector!)))).toEqual(Array.from(vector!));
  expect(cosineDistance(vector!, vector!)).toBeCloseTo(0, 5);
});

it("encodes rows of one buffer as each row alone would be, from any offset of the buffer", async () => {
  const rows = await createLocalEmbedder(8).embed(["one", "two", "three"]);
  const backing = new Float32Array(4 + rows.length * 8);
  for (const [i, row] of rows.entries()) backing.set(row, 4 + i * 8);
  const view = backing.subarray(4);
  expect(encodeVectorRows(view, 8)).toEqual(rows.map(encodeVector));
  expect(encodeVectorRows(new Float32Array(0), 8)).toEqual([]);
});
