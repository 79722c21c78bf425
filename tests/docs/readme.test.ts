import { describe, expect, it } from "bun:test";
import { join } from "node:path";
import { withConfigurationTable } from "../../platform/update-readme.ts";

describe("README", () => {
  it("documents every setting the code declares (run `bun run docs:config` after adding one)", async () => {
    const readme = await Bun.file(join(import.meta.dir, "..", "..", "README.md")).text();
    expect(readme).toBe(withConfigurationTable(readme));
  });

  it("names the two set-up commands", async () => {
    const readme = await Bun.file(join(import.meta.dir, "..", "..", "README.md")).text();
    expect(readme).toContain("bun run start");
    expect(readme).toContain("bun run test");
  });
});
