import { afterAll, beforeAll, describe, expect, it } from "bun:test";
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
});
afterAll(() => platform.stop());

describe("the cx binary against the platform (all-in-one shape)", () => {
  it("cx agents list lists the workspace's agents", async () => {
    const listed = await cx(["agents", "list"]);
    expect(listed.stderr).toBe("");
    expect(listed.code).toBe(0);
    expect(listed.stdout).toBe(`${agentId}  Support bot\n`);
    const json = await cx(["agents", "list", "--json"]);
    expect(JSON.parse(json.stdout).map((agent: { id: string }) => agent.id)).toEqual([agentId]);
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
});
