import { afterAll, beforeAll, describe } from "bun:test";
import { bootAllInOne, type RunningPlatform } from "../harness/index.ts";
import { E2E_SUITES } from "./suites/index.ts";

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await bootAllInOne();
});
afterAll(() => platform.stop());

describe("e2e: all-in-one shape", () => {
  for (const suite of E2E_SUITES) suite(() => platform);
});
