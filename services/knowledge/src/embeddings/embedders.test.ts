import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Server } from "bun";
import { cosineDistance, decodeVector, encodeVector } from "../domain/vectors.ts";
import { createEmbedder } from "./create-embedder.ts";
import { createLocalEmbedder, LOCAL_DIMENSIONS } from "./local-embedder.ts";
import { createOpenAiEmbedder } from "./openai-embedder.ts";
import { EmbeddingError } from "./port.ts";

describe("local embedder", () => {
  const embedder = createLocalEmbedder();

  it("is deterministic and returns unit vectors of a fixed size", async () => {
    const [a, b] = await embedder.embed(["Refunds take five days.", "Refunds take five days."]);
    expect(a!.length).toBe(LOCAL_DIMENSIONS);
    expect(Array.from(a!)).toEqual(Array.from(b!));
    const norm = Math.sqrt(a!.reduce((s, x) => s + x * x, 0));
    expect(norm).toBeCloseTo(1, 5);
  });

  it("puts related texts nearer than unrelated ones", async () => {
    const [query, related, unrelated] = await embedder.embed([
      "how do I get a refund for my order",
      "Refunds: you can get your money back for an order within 30 days.",
      "Our office is closed on public holidays and weekends.",
    ]);
    expect(cosineDistance(query!, related!)).toBeLessThan(cosineDistance(query!, unrelated!));
    expect(cosineDistance(query!, query!)).toBeCloseTo(0, 5);
  });

  it("treats accents and case as the same word", async () => {
    const [a, b] = await embedder.embed(["Café Menu", "cafe menu"]);
    expect(cosineDistance(a!, b!)).toBeCloseTo(0, 5);
  });

  it("round-trips vectors through their stored form", async () => {
    const [vector] = await embedder.embed(["store me"]);
    expect(Array.from(decodeVector(encodeVector(vector!)))).toEqual(Array.from(vector!));
  });
});

describe("OpenAI-compatible embedder", () => {
  let server: Server<undefined>;
  const seen: { authorization: string | null; body: { model: string; input: string[] } }[] = [];
  let failNext = false;

  beforeAll(() => {
    server = Bun.serve({
      hostname: "127.0.0.1",
      port: 0,
      async fetch(request) {
        if (new URL(request.url).pathname !== "/v1/embeddings") return new Response("no", { status: 404 });
        const body = (await request.json()) as { model: string; input: string[] };
        seen.push({ authorization: request.headers.get("authorization"), body });
        if (failNext) {
          failNext = false;
          return Response.json(
            { error: { message: `bad key ${request.headers.get("authorization")}` } },
            { status: 401 },
          );
        }
        // Answers in reverse order: the adapter must place vectors by `index`.
        const data = body.input.map((text, index) => ({ index, embedding: [text.length, 1, 0] })).reverse();
        return Response.json({ object: "list", data, model: body.model });
      },
    });
  });

  afterAll(() => server.stop(true));

  it("posts batches with the model and key, and orders and normalises the answer", async () => {
    const embedder = createOpenAiEmbedder({
      baseUrl: `http://127.0.0.1:${server.port}/v1/`,
      apiKey: "sk-test",
      model: "embed-small",
      batchSize: 2,
    });
    expect(embedder.id).toBe("openai:embed-small");
    const vectors = await embedder.embed(["a", "bbb", "cc"]);
    expect(seen.length).toBe(2);
    expect(seen[0]).toEqual({ authorization: "Bearer sk-test", body: { model: "embed-small", input: ["a", "bbb"] } });
    expect(seen[1]!.body.input).toEqual(["cc"]);
    const expected = (n: number) => [n / Math.sqrt(n * n + 1), 1 / Math.sqrt(n * n + 1), 0];
    for (const [i, n] of [1, 3, 2].entries()) {
      for (const [j, value] of expected(n).entries()) expect(vectors[i]![j]!).toBeCloseTo(value, 5);
    }
  });

  it("reports a failing endpoint without echoing its body or the key", async () => {
    failNext = true;
    const embedder = createOpenAiEmbedder({
      baseUrl: `http://127.0.0.1:${server.port}/v1`,
      apiKey: "sk-secret",
      model: "m",
    });
    const error = await embedder.embed(["x"]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbeddingError);
    expect((error as Error).message).toContain("401");
    expect((error as Error).message).not.toContain("sk-secret");
  });

  it("is chosen when a base URL is configured", () => {
    expect(createEmbedder({ embeddingsModel: "m" }).id).toStartWith("local-hash");
    expect(createEmbedder({ embeddingsBaseUrl: "http://127.0.0.1:1/v1", embeddingsModel: "m" }).id).toBe("openai:m");
  });
});
