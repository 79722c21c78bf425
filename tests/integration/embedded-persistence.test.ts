import { afterAll, describe, expect, it } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PLATFORM_MODULES } from "@cx/platform";
import { startPlatform } from "@cx/runtime";

const dataDir = mkdtempSync(join(tmpdir(), "cx-persist-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("embedded platform persistence", () => {
  it("keeps data written before a restart", async () => {
    const env = { DATA_DIR: dataDir, LOG_LEVEL: "silent" };
    const first = await startPlatform({ modules: PLATFORM_MODULES, targets: ["all"], env });
    const before = first.infrastructure.store!.database("identity").collection<{ _id: string; email: string }>("users");
    await before.insertOne({ _id: "usr_restart", email: "restart@example.com" });
    await first.stop();

    const second = await startPlatform({ modules: PLATFORM_MODULES, targets: ["all"], env });
    const after = second.infrastructure.store!.database("identity").collection<{ _id: string; email: string }>("users");
    expect(await after.findOne({ _id: "usr_restart" })).toEqual({ _id: "usr_restart", email: "restart@example.com" });
    await second.stop();
  });
});
