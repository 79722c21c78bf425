import { afterAll, beforeEach, describe, expect, it } from "bun:test";
import { loadSlice } from "@cx/config";
import { createLogger } from "@cx/logger";
import { llmConfig } from "../config.ts";
import { createOpenAiClient } from "../openai/client.ts";
import { OpenAiTestServer } from "../testing/openai-test-server.ts";
import { createEmbedder } from "./create-embedder.ts";
import { EmbeddingError } from "./embedding-error.ts";
import { createLocalEmbedder, featureAdder, LOCAL_DIMENSIONS } from "./local-embedder.ts";
import { createOpenAiEmbedder } from "./openai-embedder.ts";

/** Cosine distance of two unit vectors. */
const distance = (a: Float32Array, b: Float32Array) => 1 - a.reduce((sum, x, i) => sum + x * b[i]!, 0);

describe("local embedder", () => {
  const embedder = createLocalEmbedder();

  it("is deterministic and returns unit vectors of a fixed size", async () => {
    const [a, b] = await embedder.embed(["Refunds take five days.", "Refunds take five days."]);
    expect(a!.length).toBe(LOCAL_DIMENSIONS);
    expect(Array.from(a!)).toEqual(Array.from(b!));
    const norm = Math.sqrt(a!.reduce((s, x) => s + x * x, 0));
    expect(norm).toBeCloseTo(1, 5);
  });

  it("gives the vectors it always gave, so that stored vectors stay comparable", async () => {
    // Components of two texts (ASCII, and accents with a currency sign) as the first version of
    // this embedder made them: a faster implementation must not move a single one.
    const fingerprint = (v: Float32Array) =>
      Array.from(v)
        .map((x, i) => [i, x] as const)
        .filter(([, x]) => x !== 0)
        .map(([i, x]) => `${i}:${x.toFixed(5)}`)
        .join(" ");
    const [ascii, accented, dashed] = await embedder.embed([
      "Refunds take five days, not 30.",
      "Ça coûte 5 € — déjà payé",
      // Not ASCII only from its middle on: the same words, so the same vector as the first.
      "Refunds take five days — not 30.",
    ]);
    expect(fingerprint(ascii!)).toBe(
      "9:0.08839 18:-0.08839 75:-0.08839 103:0.35355 126:-0.08839 128:-0.17678 156:-0.08839 162:0.08839 165:-0.08839 193:-0.08839 205:-0.08839 213:-0.44194 237:-0.08839 239:0.08839 247:-0.08839 258:0.17678 263:-0.17678 275:-0.08839 287:-0.35355 313:-0.08839 316:0.35355 343:-0.08839 347:-0.08839 359:0.08839 363:-0.08839 365:0.08839 366:0.08839 367:-0.08839 371:0.17678 375:-0.35355 377:-0.08839 378:0.08839",
    );
    expect(fingerprint(accented!)).toBe(
      "14:-0.37796 20:-0.09449 25:-0.09449 77:-0.37796 80:-0.18898 107:0.09449 131:0.37796 143:-0.09449 156:0.09449 179:-0.18898 214:-0.09449 230:-0.09449 236:-0.37796 241:0.09449 276:-0.09449 279:-0.09449 286:0.18898 287:0.09449 290:-0.09449 295:-0.09449 298:0.37796 333:-0.09449 338:-0.18898 372:-0.09449 378:0.09449",
    );
    expect(fingerprint(dashed!)).toBe(fingerprint(ascii!));
  });

  it("adds a feature to the slot of its unsigned hash modulo the length, signed by its top bit", () => {
    let seed = 7;
    const states = [0, 1, -1, 127, 128, 383, 384, 0x7fffffff, -0x80000000, 0xffff, 0x10000, 384 * 11184810];
    for (let i = 0; i < 20_000; i++) {
      seed = Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x9e3779b9;
      states.push(seed | 0);
    }
    for (const dimensions of [LOCAL_DIMENSIONS, 100, 256, 1536]) {
      const add = featureAdder(dimensions);
      for (const state of states) {
        const quarters = new Int32Array(dimensions);
        add(quarters, state, 4);
        const slot = (state >>> 0) % dimensions;
        expect([slot, quarters[slot]]).toEqual([slot, (state | 0) < 0 ? -4 : 4]);
        expect(quarters.reduce((sum, x) => sum + Math.abs(x), 0)).toBe(4);
      }
    }
  });

  it("puts related texts nearer than unrelated ones", async () => {
    const [query, related, unrelated] = await embedder.embed([
      "how do I get a refund for my order",
      "Refunds: you can get your money back for an order within 30 days.",
      "Our office is closed on public holidays and weekends.",
    ]);
    expect(distance(query!, related!)).toBeLessThan(distance(query!, unrelated!));
    expect(distance(query!, query!)).toBeCloseTo(0, 5);
  });

  it("treats accents and case as the same word", async () => {
    const [a, b] = await embedder.embed(["Café Menu", "cafe menu"]);
    expect(distance(a!, b!)).toBeCloseTo(0, 5);
  });
});

describe("OpenAI-compatible embedder", () => {
  const server = OpenAiTestServer.start();
  const logger = createLogger("test", { level: "silent" });
  const client = (apiKey: string | undefined, maxRetries = 0) =>
    createOpenAiClient({ baseUrl: server.url, apiKey, timeoutMs: 2000, maxRetries }, logger);

  beforeEach(() => server.reset());
  afterAll(() => server.stop());

  it("posts batches with the model and key, and orders and normalises the answer", async () => {
    const embedder = createOpenAiEmbedder({ client: client("sk-test"), model: "embed-small", batchSize: 2 });
    expect(embedder.id).toBe("openai:embed-small");
    const vectors = await embedder.embed(["a", "bbb", "cc"]);
    expect(server.requests.map((r) => r.path)).toEqual(["/v1/embeddings", "/v1/embeddings"]);
    expect(server.requests[0]!.headers.authorization).toBe("Bearer sk-test");
    expect(server.requests[0]!.body).toMatchObject({
      model: "embed-small",
      input: ["a", "bbb"],
      encoding_format: "float",
    });
    expect(server.requests[1]!.body.input).toEqual(["cc"]);
    const expected = (n: number) => [n / Math.sqrt(n * n + 1), 1 / Math.sqrt(n * n + 1), 0];
    for (const [i, n] of [1, 3, 2].entries()) {
      for (const [j, value] of expected(n).entries()) expect(vectors[i]![j]!).toBeCloseTo(value, 5);
    }
  });

  it("sends no key when none is configured", async () => {
    await createOpenAiEmbedder({ client: client(undefined), model: "m" }).embed(["x"]);
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it("retries a 5XX like chat calls do", async () => {
    server.enqueue({ kind: "status", status: 503, retryAfterMs: 5 });
    const vectors = await createOpenAiEmbedder({ client: client("k", 2), model: "m" }).embed(["x"]);
    expect(vectors).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });

  it("reports a failing endpoint without echoing its body or the key", async () => {
    server.enqueue({ kind: "status", status: 401, message: "bad key Bearer sk-secret" });
    const error = await createOpenAiEmbedder({ client: client("sk-secret"), model: "m" })
      .embed(["x"])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmbeddingError);
    expect((error as EmbeddingError).code).toBe("runtime_error");
    expect((error as Error).message).toContain("401");
    expect((error as Error).message).not.toContain("sk-secret");
  });

  it("fails at once on a 404, naming the endpoint, the model and the setting to change, never the key", async () => {
    const chatOnly = OpenAiTestServer.start({ embeddings: false });
    try {
      const retrying = createOpenAiClient(
        { baseUrl: chatOnly.url, apiKey: "sk-never-shown", timeoutMs: 2000, maxRetries: 3 },
        logger,
      );
      const error = await createOpenAiEmbedder({ client: retrying, model: "embed-small" })
        .embed(["x"])
        .catch((e: unknown) => e);
      expect(chatOnly.requests.map((r) => r.path)).toEqual(["/v1/embeddings"]);
      expect(error).toBeInstanceOf(EmbeddingError);
      expect((error as EmbeddingError).retryable).toBe(false);
      const message = (error as Error).message;
      expect(message).toContain(`${chatOnly.url}/embeddings answered 404`);
      expect(message).toContain("model embed-small");
      expect(message).toContain("LLM_EMBEDDINGS_BASE_URL");
      expect(message).not.toContain("sk-never-shown");
    } finally {
      await chatOnly.stop();
    }
  });

  it("names the key's setting on a 401 or 403 and the model's on a 400; a 5XX stays retryable", async () => {
    const embedder = createOpenAiEmbedder({ client: client("sk-secret"), model: "m" });
    const failure = (status: number) => {
      server.enqueue({ kind: "status", status, message: "echo Bearer sk-secret" });
      return embedder.embed(["x"]).then(
        () => expect.unreachable(),
        (e: unknown) => e as EmbeddingError,
      );
    };
    for (const status of [401, 403]) {
      const error = await failure(status);
      expect([error.retryable, error.message.includes("LLM_EMBEDDINGS_API_KEY")]).toEqual([false, true]);
      expect(error.message).not.toContain("sk-secret");
    }
    const badRequest = await failure(400);
    expect([badRequest.retryable, badRequest.message.includes("LLM_EMBEDDINGS_MODEL")]).toEqual([false, true]);
    const down = await failure(503);
    expect([down.retryable, down.message]).toEqual([true, "The model endpoint answered 503 (server_error)."]);
  });

  it("leaves out a user and a password of the endpoint it names", async () => {
    const chatOnly = OpenAiTestServer.start({ embeddings: false });
    try {
      const withCredentials = chatOnly.url.replace("http://", "http://operator:pa55word@");
      const embedder = createEmbedder(
        loadSlice(llmConfig, { LLM_BASE_URL: withCredentials, LLM_MAX_RETRIES: "0", LLM_EMBEDDINGS_MODEL: "m" }),
        { logger },
      );
      const error = (await embedder.embed(["x"]).catch((e: unknown) => e)) as EmbeddingError;
      expect(error.message).toContain(`${chatOnly.url}/embeddings answered 404`);
      expect(error.message).not.toContain("pa55word");
    } finally {
      await chatOnly.stop();
    }
  });

  it("asks its own endpoint with its own key when LLM_EMBEDDINGS_BASE_URL is set", async () => {
    const chatOnly = OpenAiTestServer.start({ embeddings: false });
    try {
      const embedder = createEmbedder(
        loadSlice(llmConfig, {
          LLM_BASE_URL: chatOnly.url,
          LLM_API_KEY: "sk-chat",
          LLM_EMBEDDINGS_BASE_URL: server.url,
          LLM_EMBEDDINGS_API_KEY: "sk-embeddings",
          LLM_EMBEDDINGS_MODEL: "embed-small",
        }),
        { logger },
      );
      expect(await embedder.embed(["a", "bb"])).toHaveLength(2);
      expect(chatOnly.requests).toHaveLength(0);
      expect(server.requests.map((r) => [r.path, r.headers.authorization, r.body.model])).toEqual([
        ["/v1/embeddings", "Bearer sk-embeddings", "embed-small"],
      ]);
      server.reset();
      // Without a key of its own it sends LLM_API_KEY.
      await createEmbedder(
        loadSlice(llmConfig, {
          LLM_BASE_URL: chatOnly.url,
          LLM_API_KEY: "sk-chat",
          LLM_EMBEDDINGS_BASE_URL: server.url,
        }),
        { logger },
      ).embed(["a"]);
      expect(server.requests[0]!.headers.authorization).toBe("Bearer sk-chat");
    } finally {
      await chatOnly.stop();
    }
  });

  it("is the local embedder with LLM_EMBEDDINGS_BASE_URL=local, whatever LLM_BASE_URL is", () => {
    const configured = loadSlice(llmConfig, { LLM_BASE_URL: server.url, LLM_EMBEDDINGS_BASE_URL: "local" });
    expect(createEmbedder(configured).id).toStartWith("local-hash");
    expect(() => loadSlice(llmConfig, { LLM_EMBEDDINGS_BASE_URL: "localhost:8000" })).toThrow(
      /LLM_EMBEDDINGS_BASE_URL/,
    );
    expect(llmConfig.llmEmbeddingsApiKey.secret).toBe(true);
  });

  it("is chosen when a base URL is configured", () => {
    expect(createEmbedder(loadSlice(llmConfig, {})).id).toStartWith("local-hash");
    const configured = loadSlice(llmConfig, { LLM_BASE_URL: "http://127.0.0.1:1/v1", LLM_EMBEDDINGS_MODEL: "m" });
    expect(createEmbedder(configured).id).toBe("openai:m");
    expect(createEmbedder(loadSlice(llmConfig, { LLM_BASE_URL: "http://127.0.0.1:1/v1" })).id).toBe(
      "openai:text-embedding-3-small",
    );
  });
});
