import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Account, createApiKey, signUp } from "../harness/accounts.ts";
import { bootAllInOne, type RunningPlatform } from "../harness/index.ts";

const ROOT = join(import.meta.dir, "..", "..");

let platform: RunningPlatform;
let owner: Account;
let key: string;
let agentId: string;
let folderId: string;
let testId: string;
let attachedAgentId: string;

/** `bun run cx ...` from the repository root, as a user or a CI step runs it. */
async function cx(args: string[], env: Record<string, string> = {}) {
  const child = Bun.spawn(["bun", "run", "--silent", "cx", ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/tmp",
      CX_BASE_URL: platform.baseUrl,
      CX_API_KEY: key,
      CX_WORKSPACE: owner.workspaceId,
      ...env,
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  return { code, stdout, stderr };
}

/**
 * Starts `cx` and hands over its invocation id as soon as it prints it, so that the test can act
 * on the invocation while the command follows it; then waits for the command to end.
 */
async function cxFollowing(args: string[], whileRunning: (invocationId: string) => Promise<void>) {
  const child = Bun.spawn(["bun", "run", "--silent", "cx", ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/tmp",
      CX_BASE_URL: platform.baseUrl,
      CX_API_KEY: key,
      CX_WORKSPACE: owner.workspaceId,
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  const stdout = new Response(child.stdout).text();
  const decoder = new TextDecoder();
  let stderr = "";
  let acted = false;
  for await (const chunk of child.stderr) {
    stderr += decoder.decode(chunk, { stream: true });
    const started = /Invocation (inv_[0-9a-z]+):/.exec(stderr);
    if (started && !acted) {
      acted = true;
      await whileRunning(started[1]!);
    }
  }
  return { code: await child.exited, stdout: await stdout, stderr, acted };
}

beforeAll(async () => {
  platform = await bootAllInOne();
  owner = await signUp(platform.baseUrl);
  key = (await createApiKey(owner.api, owner.workspaceId, "member")).key;
  const ws = `/api/v1/workspaces/${owner.workspaceId}`;
  const agent = await owner.api.request("POST", `${ws}/agents`, { name: "Support bot" });
  expect(agent.status).toBe(201);
  agentId = agent.json.id;
  const folder = await owner.api.request("POST", `${ws}/agent-test-folders`, { name: "Greetings" });
  expect(folder.status).toBe(201);
  folderId = folder.json.id;
  const test = await owner.api.request("POST", `${ws}/agent-tests`, {
    type: "next_reply",
    name: "Greets back",
    parent_folder_id: folderId,
    chat_history: [{ role: "user", message: "Hello" }],
    success_condition: "The agent greets the user",
  });
  expect(test.status).toBe(201);
  testId = test.json.id;
  const attached = await owner.api.request("POST", `${ws}/agents`, {
    name: "Attached bot",
    config: { platform_settings: { testing: { attached_tests: [{ test_id: testId }] } } },
  });
  expect(attached.status).toBe(201);
  attachedAgentId = attached.json.id;
});
afterAll(() => platform.stop());

describe("the cx binary against the platform (all-in-one shape)", () => {
  it("cx agents list lists the workspace's agents", async () => {
    const listed = await cx(["agents", "list"]);
    expect(listed.stderr).toBe("");
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${agentId}  Support bot\n`);
    expect(listed.stdout).toContain(`${attachedAgentId}  Attached bot\n`);
    const json = await cx(["agents", "list", "--json"]);
    expect(
      JSON.parse(json.stdout)
        .map((agent: { id: string }) => agent.id)
        .sort(),
    ).toEqual([agentId, attachedAgentId].sort());
  });

  it("cx test list lists the workspace's tests and folders, or a folder's", async () => {
    const all = await cx(["test", "list", "--json"]);
    expect(all.code).toBe(0);
    expect(
      JSON.parse(all.stdout)
        .map((item: { id: string }) => item.id)
        .sort(),
    ).toEqual([folderId, testId].sort());
    const inFolder = await cx(["test", "list", "--folder", folderId]);
    expect(inFolder).toMatchObject({ code: 0, stdout: `${testId}  next_reply  Greets back\n` });
  });

  it("flags override the environment", async () => {
    const listed = await cx(["agents", "list", "--api-key", key, "--workspace", owner.workspaceId], {
      CX_API_KEY: "cxk_wrong",
      CX_WORKSPACE: "ws_wrong",
    });
    expect(listed.code).toBe(0);
  });

  it("exits 2 on usage, authentication and connection errors, saying which", async () => {
    const usage = await cx(["test", "run", "--tests", testId]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("needs --agent");

    const unset = await cx(["agents", "list"], { CX_API_KEY: "" });
    expect(unset.code).toBe(2);
    expect(unset.stderr).toContain("--api-key or CX_API_KEY");

    const refused = await cx(["test", "run", "--agent", agentId, "--tests", testId], { CX_API_KEY: "cxk_revoked" });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("the API key was refused (unauthenticated");

    const stranger = await signUp(platform.baseUrl);
    const elsewhere = await cx(["agents", "list"], { CX_WORKSPACE: stranger.workspaceId });
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.stderr).toContain("404 not_found");

    const unreachable = await cx(["agents", "list"], { CX_BASE_URL: "http://127.0.0.1:9" });
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr).toContain("cannot reach http://127.0.0.1:9");
    expect(unreachable.stdout).toBe("");
  }, 30_000);

  it("cx test run follows an invocation to its end: a line per run, the summary, JUnit, exit 1 when runs did not pass", async () => {
    const junit = join(mkdtempSync(join(tmpdir(), "cx-e2e-")), "cx-tests.xml");
    const ws = `/api/v1/workspaces/${owner.workspaceId}`;
    // The runs are cancelled while the command follows them: each ends interrupted, not passed.
    const result = await cxFollowing(
      ["test", "run", "--agent", agentId, "--tests", testId, "--repeat", "2", "--junit", junit],
      async (invocationId) => {
        const cancelled = await owner.api.request("POST", `${ws}/test-invocations/${invocationId}/cancel`);
        expect(cancelled.status).toBe(200);
      },
    );
    expect(result.acted).toBe(true);
    expect(result.code).toBe(1);
    const lines = result.stderr.split("\n").filter((line) => line.startsWith("interrupted"));
    expect(lines.map((line) => line.replace(/\s+\$.*/, ""))).toEqual([
      "interrupted Greets back (1/2)",
      "interrupted Greets back (2/2)",
    ]);
    expect(result.stdout).toMatch(/^Greets back\s+0\/2\s+no\s+\$0\.0000\s+0 \/ 0$/m);
    expect(result.stdout).toMatch(/Invocation inv_[0-9a-z]+ cancelled\./);
    const xml = readFileSync(junit, "utf8");
    expect(xml.match(/<testcase /g)).toHaveLength(2);
    expect(xml).toContain(`classname="${testId}" name="Greets back (2/2)"`);
    expect(xml.match(/<failure [^>]*type="interrupted"/g)).toHaveLength(2);
  }, 30_000);

  it("cx test run runs the tests attached to the branch tip by default, and answers JSON", async () => {
    const ws = `/api/v1/workspaces/${owner.workspaceId}`;
    let started: { test_ids: string[]; branch_id: string } | undefined;
    const result = await cxFollowing(["test", "run", "--agent", attachedAgentId, "--json"], async (invocationId) => {
      started = (await owner.api.request("GET", `${ws}/test-invocations/${invocationId}`)).json;
      await owner.api.request("POST", `${ws}/test-invocations/${invocationId}/cancel`);
    });
    expect(result.code).toBe(1);
    expect(started?.test_ids).toEqual([testId]);
    const report = JSON.parse(result.stdout);
    expect(report.passed).toBe(false);
    expect(report.invocation.status).toBe("cancelled");
    expect(report.tests.map((t: { test_id: string; total: number }) => [t.test_id, t.total])).toEqual([[testId, 1]]);
  }, 30_000);
});
