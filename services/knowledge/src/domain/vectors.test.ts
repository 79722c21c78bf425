import { expect, it } from "bun:test";
import { createLocalEmbedder } from "@cx/llm";
import { cosineDistance, decodeVector, encodeVector } from "./vectors.ts";

it("round-trips vectors through their stored form", async () => {
  const [vector] = await createLocalEmbedder().embed(["store me"]);
  expect(Array.from(decodeVector(encodeVector(vector!)))).toEqual(Array.from(vector!));
  expect(cosineDistance(vector!, vector!)).toBeCloseTo(0, 5);
});
