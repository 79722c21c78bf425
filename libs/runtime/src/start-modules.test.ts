import { describe, expect, it } from "bun:test";
import { createLogger } from "@cx/logger";
import { defineModule } from "./module.ts";
import { startModules } from "./start-modules.ts";

describe("startModules", () => {
  it("tells modules they may start background work only once every module has started", async () => {
    const seen: string[] = [];
    const first = defineModule({
      name: "first",
      kind: "internal",
      dependencies: {},
      async init() {
        seen.push("init first");
        return { started: () => seen.push("first started") };
      },
    });
    const second = defineModule({
      name: "second",
      kind: "internal",
      dependencies: { first },
      async init() {
        seen.push("init second");
        return {};
      },
    });
    const started = await startModules({
      ordered: [first, second],
      env: {},
      runtime: { internalTokenSecret: "s".repeat(32), localModules: new Set() },
      logger: createLogger("test", { level: "silent" }),
    });
    expect(seen).toEqual(["init first", "init second", "first started"]);
    await started.stop();
  });
});
