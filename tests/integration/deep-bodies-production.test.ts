import { afterAll, beforeAll, describe, it } from "bun:test";
import { expectDeepBodiesRefused } from "../e2e/suites/hostile-bodies.ts";
import { signUp } from "../harness/accounts.ts";
import { processGroup } from "../harness/boot-distributed.ts";
import { E2E_ENV } from "../harness/running-platform.ts";

/**
 * The all-in-one process as `bun run start` runs it in production (`NODE_ENV=production` changes
 * how Elysia compiles validators and reports errors): a deeply nested body is still a quick 422.
 */
describe("deeply nested bodies, all in one process with NODE_ENV=production", () => {
  const group = processGroup({ ...E2E_ENV, DATA_DIR: "memory", NODE_ENV: "production" });
  let baseUrl = "";
  beforeAll(async () => {
    baseUrl = (await group.start("all")).url;
  });
  afterAll(() => group.stop());

  it("answers 422 within 100 ms on every mutating route while /healthz answers", async () => {
    const owner = await signUp(baseUrl);
    await expectDeepBodiesRefused(baseUrl, owner.api.sessionCookie);
    await expectDeepBodiesRefused(baseUrl);
  });
});
