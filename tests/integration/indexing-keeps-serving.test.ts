import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { processGroup } from "../harness/boot-distributed.ts";
import { indexWhileServing } from "../harness/indexing-while-serving.ts";
import { E2E_ENV } from "../harness/running-platform.ts";

/**
 * Indexing is CPU-heavy (extraction, chunking, embedding, storing), but the process that does it
 * also serves requests: while a hostile page and a 10 MB text are indexed, health checks and an
 * authenticated read keep being answered, every one of them. How fast they are answered is
 * measured by `bench/indexing-while-serving.ts`.
 */
describe("indexing while serving, all in one process", () => {
  const group = processGroup({ ...E2E_ENV, DATA_DIR: "memory" });
  let baseUrl = "";
  beforeAll(async () => {
    baseUrl = (await group.start("all")).url;
  });
  afterAll(() => group.stop());

  it("indexes a hostile page and a 10 MB text while /healthz and an authenticated read keep answering", async () => {
    const seen = await indexWhileServing(baseUrl);
    expect(seen.uploads).toEqual([201, 201]);
    expect(seen.statuses).toEqual(["ready", "ready"]);
    expect(seen.failures).toEqual([]);
    expect(seen.health.length).toBeGreaterThan(10);
    expect(seen.reads.length).toBeGreaterThan(10);
  }, 150_000);
});
