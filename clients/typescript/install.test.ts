import { afterAll, describe, expect, it } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const CLIENT_DIR = import.meta.dir;

/** A project of its own, outside the repository's workspace, as a user of the client has. */
const project = mkdtempSync(join(tmpdir(), "cx-client-install-"));
afterAll(() => rmSync(project, { recursive: true, force: true }));

function run(command: string[]) {
  const done = Bun.spawnSync(command, { cwd: project, stdout: "pipe", stderr: "pipe", env: process.env });
  return { exitCode: done.exitCode, output: `${done.stdout.toString()}${done.stderr.toString()}` };
}

describe("installing @cx/client from its folder", () => {
  it("installs into a project outside the workspace with `bun add <folder>` and calls the platform", () => {
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "uses-cx", private: true, type: "module" }));
    const added = run([process.execPath, "add", CLIENT_DIR]);
    expect([added.exitCode, added.output]).toEqual([0, expect.not.stringContaining("failed to resolve")]);

    // A fetch of its own stands in for the platform: the request the client makes is printed.
    writeFileSync(
      join(project, "main.ts"),
      `import { createCxClient } from "@cx/client";
const cx = createCxClient({
  baseUrl: "https://cx.example.com/",
  apiKey: "cxk_example",
  fetch: async (request) => {
    console.log(JSON.stringify({ method: request.method, url: request.url, auth: request.headers.get("authorization"), csrf: request.headers.get("x-cx-request") }));
    return Response.json({ error: { code: "not_found", message: "The tool was not found." } }, { status: 404 });
  },
});
const { error, response } = await cx.DELETE("/api/v1/workspaces/{workspace_id}/tools/{tool_id}", {
  params: { path: { workspace_id: "ws_1", tool_id: "tool_1" } },
});
console.log(JSON.stringify({ status: response.status, code: error?.error.code }));
`,
    );
    const ran = run([process.execPath, "main.ts"]);
    expect(ran.exitCode).toBe(0);
    expect(
      ran.output
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line)),
    ).toEqual([
      {
        method: "DELETE",
        url: "https://cx.example.com/api/v1/workspaces/ws_1/tools/tool_1",
        auth: "Bearer cxk_example",
        csrf: "1",
      },
      { status: 404, code: "not_found" },
    ]);
  }, 120_000);
});
