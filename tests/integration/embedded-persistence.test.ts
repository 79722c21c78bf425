import { afterAll, describe, expect, it } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PLATFORM_MODULES } from "@cx/platform";
import { startPlatform } from "@cx/runtime";

const dataDir = mkdtempSync(join(tmpdir(), "cx-persist-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const MAIN = join(import.meta.dir, "..", "..", "platform", "main.ts");

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

  it("refuses to start a second process on a data directory in use, saying why", async () => {
    const env = { DATA_DIR: dataDir, LOG_LEVEL: "silent" };
    const running = await startPlatform({ modules: PLATFORM_MODULES, targets: ["all"], env });
    try {
      const child = Bun.spawn(["bun", MAIN], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "silent" },
        stdout: "ignore",
        stderr: "pipe",
      });
      const guard = setTimeout(() => child.kill(), 20_000);
      const code = await child.exited;
      clearTimeout(guard);
      const stderr = await new Response(child.stderr).text();
      expect(code).toBe(1);
      // The message alone, as an operator reads it: no stack trace, no excerpt of the store's source.
      expect(stderr.trim()).toBe(
        `the data directory ${dataDir} is in use by another process: only one process may open it. ` +
          "Stop that process, or give this one another DATA_DIR.",
      );
    } finally {
      await running.stop();
    }
  });
});
