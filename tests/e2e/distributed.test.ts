import { afterAll, beforeAll, describe } from "bun:test";
import { bootDistributed, type RunningPlatform } from "../harness/index.ts";
import { E2E_SUITES } from "./suites/index.ts";

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await bootDistributed();
}, 60000);
afterAll(() => platform.stop(), 30000);

describe("e2e: distributed shape (a process per target, RabbitMQ, Redis)", () => {
  for (const suite of E2E_SUITES) suite(() => platform);
});
