import { afterAll, beforeAll, describe } from "bun:test";
import { OpenAiTestServer } from "@cx/llm/testing";
import { boot, type RunningPlatform, type Shape } from "../harness/index.ts";
import { eventStreamsSuite } from "./suites/event-streams.ts";
import { testRunsProviderSuite } from "./suites/test-runs.ts";

const API_KEY = "sk-e2e-runs-provider-key-never-shown-91ab";

for (const shape of ["all", "distributed"] as Shape[]) {
  describe(`e2e (${shape}): test runs on the OpenAI-compatible adapter`, () => {
    let server: OpenAiTestServer;
    let platform: RunningPlatform;
    beforeAll(async () => {
      server = OpenAiTestServer.start();
      platform = await boot(shape, { LLM_BASE_URL: server.url, LLM_API_KEY: API_KEY, LLM_MAX_RETRIES: "1" });
    }, 60000);
    afterAll(async () => {
      await platform.stop();
      await server.stop();
    }, 30000);
    testRunsProviderSuite(
      () => platform,
      () => ({ server, apiKey: API_KEY }),
    );
    // Last: its held run's model call is still going when the platform stops.
    eventStreamsSuite(
      () => platform,
      () => server,
    );
  });
}
