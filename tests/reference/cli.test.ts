import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
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
    chat_history: [{ role: "user", message: "Hello, I am Ada" }],
    success_condition: "The agent greets the user by name",
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

/** The `id:` line a YAML file of `cx test pull` or `cx test push` holds (the tests read no YAML themselves). */
const idIn = (text: string) => /^id: (\S+)$/m.exec(text)?.[1];

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

  it("cx test run runs the tests attached to the branch tip by default, and answers JSON", async () => {
    const result = await cx(["test", "run", "--agent", attachedAgentId, "--json"]);
    // "Greets back" wants the user's name, which the local engine's agent does not say: its run fails.
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report.passed).toBe(false);
    expect(report.offline_verdicts).toBe(true);
    expect(report.invocation).toMatchObject({ agent_id: attachedAgentId, test_ids: [testId], status: "completed" });
    expect(
      report.tests.map((t: { test_id: string; passed: number; total: number }) => [t.test_id, t.passed, t.total]),
    ).toEqual([[testId, 0, 1]]);
    expect(result.stderr).toMatch(/^failed\s+Greets back\s+\$/m);
  }, 30_000);

  it("cx test run executes the runs: exit 0 when every run passed, 1 when one failed, with the reason in JUnit", async () => {
    const ws = `/api/v1/workspaces/${owner.workspaceId}`;
    const nextReply = async (name: string, extra: Record<string, unknown>) => {
      const created = await owner.api.request("POST", `${ws}/agent-tests`, {
        type: "next_reply",
        name,
        chat_history: [{ role: "user", message: "Hello" }],
        success_condition: "The agent greets the user",
        ...extra,
      });
      expect(created.status).toBe(201);
      return created.json.id as string;
    };
    // The local engine's agent answers a greeting with a greeting, and its evaluator compares.
    const greets = await nextReply("Greets", { success_examples: ["Hello! How can I help you today?"] });
    const quotes = await nextReply("Quotes shipping", {
      success_condition: "The agent quotes the shipping price in euros",
      failure_examples: ["Hello! How can I help you today?"],
    });

    const passing = await cx(["test", "run", "--agent", agentId, "--tests", greets, "--repeat", "2"]);
    expect(passing.code).toBe(0);
    expect(passing.stderr.split("\n").filter((line) => /^passed\s+Greets \([12]\/2\)/.test(line))).toHaveLength(2);
    // Test, passed/total, pass^k, flaky (the two repeats agree), cost, tokens.
    expect(passing.stdout).toMatch(/^Greets\s+2\/2\s+yes\s+no\s+\$\d+\.\d{4}\s+[\d,]+ \/ [\d,]+$/m);
    expect(passing.stdout).toMatch(/Invocation inv_[0-9a-z]+ completed\./);
    const offline = "Verdicts came from the platform's offline engine (lexical judgement), not from a language model.";
    expect(passing.stdout.split("\n").filter((line) => line === offline)).toHaveLength(1);

    const junit = join(mkdtempSync(join(tmpdir(), "cx-e2e-")), "cx-tests.xml");
    const failing = await cx(["test", "run", "--agent", agentId, "--tests", `${greets},${quotes}`, "--junit", junit]);
    expect(failing.code).toBe(1);
    expect(failing.stdout).toMatch(/^Greets\s+1\/1\s+yes/m);
    expect(failing.stdout).toMatch(/^Quotes shipping\s+0\/1\s+no/m);
    const xml = readFileSync(junit, "utf8");
    expect(xml.match(/<testcase /g)).toHaveLength(2);
    expect(xml.match(/<failure /g)).toHaveLength(1);
    expect(xml).toMatch(
      /<failure message="evaluation_failed: [^"]+" type="evaluation_failed"><!\[CDATA\[Failure: evaluation_failed\nVerdict: /,
    );
    expect(xml).toMatch(/\nReply: [^\n]+\]\]><\/failure>/);
    // The terminal says the same: code, verdict and the reply under the failing test's name.
    expect(failing.stdout).toMatch(
      /Why runs did not pass:\nQuotes shipping \(run run_[0-9a-z]+\)\n {2}Failure: evaluation_failed\n {2}Verdict: .+\n {2}Reply: .+/,
    );
  }, 60_000);

  it("cx test push creates a directory's tests and folders, cx test pull writes them back, an invalid file changes nothing", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "cx-e2e-")), "agent-tests");
    mkdirSync(join(dir, "orders"), { recursive: true });
    writeFileSync(join(dir, "_folder.yaml"), "name: Tests as code\n");
    writeFileSync(
      join(dir, "greets.yaml"),
      [
        "# Reviewed with the agent's prompt.",
        "name: Greets",
        "type: next_reply",
        "chat_history:",
        "  - role: user",
        "    message: Hello",
        "success_condition: The agent greets the user",
        "success_examples: [Hello! How can I help you today?]",
        "",
      ].join("\n"),
    );
    writeFileSync(
      join(dir, "orders", "takes-the-order.yaml"),
      "name: Takes the order\ntype: simulation\nsimulation_scenario: You want two pizzas.\nsuccess_conditions: [The agent repeats the order]\n",
    );
    const pushed = await cx(["test", "push", dir]);
    expect(pushed.stderr).toBe("");
    expect(pushed.code).toBe(0);
    expect(pushed.stdout).toMatch(/^created {4}\.\/ {2}tfd_[0-9a-z]+$/m);
    expect(pushed.stdout).toMatch(/^created {4}orders\/ {2}tfd_[0-9a-z]+$/m);
    expect(pushed.stdout).toMatch(/^created {4}greets\.yaml {2}tst_[0-9a-z]+$/m);
    expect(pushed.stdout).toContain("2 created, 0 changed, 0 left alone.");
    const folder = idIn(readFileSync(join(dir, "_folder.yaml"), "utf8"))!;
    const greets = readFileSync(join(dir, "greets.yaml"), "utf8");
    const greetsId = idIn(greets)!;
    expect(greets.split("\n").slice(0, 2)).toEqual(["# Reviewed with the agent's prompt.", `id: ${greetsId}`]);
    const ws = `/api/v1/workspaces/${owner.workspaceId}`;
    const stored = await owner.api.request("GET", `${ws}/agent-tests/${greetsId}`);
    expect(stored.json).toMatchObject({ name: "Greets", type: "next_reply", parent_folder_id: folder });
    const revision = stored.json.current_revision_id;

    const again = await cx(["test", "push", dir]);
    expect(again.stdout).toContain(`unchanged  greets.yaml  ${greetsId}`);
    expect(again.stdout).toContain("0 created, 0 changed, 2 left alone.");

    const copy = join(mkdtempSync(join(tmpdir(), "cx-e2e-")), "pulled");
    const pulled = await cx(["test", "pull", "--folder", folder, copy]);
    expect(pulled.code).toBe(0);
    expect(pulled.stdout).toContain("Pulled 2 test(s) in 2 folder(s) of Tests as code");
    const greetsCopy = readFileSync(join(copy, "greets.yaml"), "utf8");
    expect(greetsCopy.split("\n").slice(0, 3)).toEqual([`id: ${greetsId}`, "name: Greets", "type: next_reply"]);
    expect(greetsCopy).toContain("chat_history:\n  - role: user\n    message: Hello\n");
    expect(greetsCopy).toContain("success_condition: The agent greets the user\n");
    expect(greetsCopy).toContain("success_examples:\n  - Hello! How can I help you today?\n");
    const orderCopy = readFileSync(join(copy, "orders", "takes-the-order.yaml"), "utf8");
    expect(orderCopy).toContain("type: simulation\n");
    expect(orderCopy).toContain("simulation_max_turns: 5\n");
    // The pulled copy pushes back as it is.
    expect((await cx(["test", "push", copy])).stdout).toContain("0 created, 0 changed, 2 left alone.");

    writeFileSync(join(dir, "greets.yaml"), greets.replace("greets the user", "greets the user warmly"));
    writeFileSync(
      join(dir, "orders", "takes-the-order.yaml"),
      readFileSync(join(dir, "orders", "takes-the-order.yaml"), "utf8").replace(
        "name: Takes the order",
        "name: Takes the order\nsimulation_max_turns: 99",
      ),
    );
    const refused = await cx(["test", "push", dir]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("orders/takes-the-order.yaml: simulation_max_turns: must be at most 50");
    const unchanged = await owner.api.request("GET", `${ws}/agent-tests/${greetsId}`);
    expect(unchanged.json.current_revision_id).toBe(revision);
    expect(unchanged.json.success_condition).toBe("The agent greets the user");
  }, 60_000);

  it("cx test run --baseline previous compares with the last invocation, --fail-on regression fails only on a regression", async () => {
    const ws = `/api/v1/workspaces/${owner.workspaceId}`;
    const agent = await owner.api.request("POST", `${ws}/agents`, { name: "Baseline bot" });
    expect(agent.status).toBe(201);
    const dir = join(mkdtempSync(join(tmpdir(), "cx-e2e-")), "baseline-tests");
    mkdirSync(dir);
    writeFileSync(join(dir, "_folder.yaml"), "name: Baseline tests\n");
    const greets = [
      "name: Greets",
      "type: next_reply",
      "chat_history: [{role: user, message: Hello}]",
      "success_condition: The agent greets the user",
      "success_examples: [Hello! How can I help you today?]",
      "",
    ].join("\n");
    writeFileSync(join(dir, "greets.yaml"), greets);
    // The local engine's agent never quotes a price: this test fails in every invocation.
    writeFileSync(
      join(dir, "quotes.yaml"),
      [
        "name: Quotes shipping",
        "type: next_reply",
        "chat_history: [{role: user, message: Hello}]",
        "success_condition: The agent quotes the shipping price in euros",
        "failure_examples: [Hello! How can I help you today?]",
        "",
      ].join("\n"),
    );
    expect((await cx(["test", "push", dir])).code).toBe(0);
    const folder = idIn(readFileSync(join(dir, "_folder.yaml"), "utf8"))!;
    const greetsId = idIn(readFileSync(join(dir, "greets.yaml"), "utf8"))!;
    const run = (...extra: string[]) =>
      cx(["test", "run", "--agent", agent.json.id, "--folder", folder, "--baseline", "previous", ...extra]);

    const first = await run("--fail-on", "regression");
    expect(first.stderr).toContain("No earlier finished invocation of this agent and branch to compare with.");
    expect(first.code).toBe(0);
    const firstId = /Invocation (inv_[0-9a-z]+) completed\./.exec(first.stdout)![1]!;

    // A test that failed before and fails again is no regression; by default a failure fails.
    const second = await run("--fail-on", "regression");
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(`Compared with baseline ${firstId}`);
    expect(second.stdout).toMatch(/^Quotes shipping\s+still_failing\s+0\/1\s+0\/1\s+0%$/m);
    expect(second.stdout).toMatch(/^Greets\s+still_passing\s+1\/1\s+1\/1\s+0%$/m);
    expect(second.stdout.indexOf("Compared with baseline")).toBeGreaterThan(second.stdout.indexOf("runs passed;"));
    expect((await run()).code).toBe(1);

    // The greeting test now asks for what the agent never says: it regresses.
    writeFileSync(
      join(dir, "greets.yaml"),
      readFileSync(join(dir, "greets.yaml"), "utf8")
        .replace("The agent greets the user", "The agent quotes the shipping price in euros")
        .replace("success_examples:", "failure_examples:"),
    );
    expect((await cx(["test", "push", dir])).stdout).toContain(`changed    greets.yaml  ${greetsId}`);
    const regressed = await run("--fail-on", "regression");
    expect(regressed.code).toBe(1);
    const rows = regressed.stdout.slice(regressed.stdout.indexOf("Compared with baseline")).split("\n");
    expect(rows[2]).toMatch(/^Greets\s+regressed\s+1\/1\s+0\/1\s+-100%$/);
    expect(regressed.stdout).toContain("1 regressed");
    const regressedId = /Invocation (inv_[0-9a-z]+) completed\./.exec(regressed.stdout)![1]!;

    const compared = await cx(["test", "compare", regressedId, firstId, "--json"]);
    expect(compared.code).toBe(0);
    const comparison = JSON.parse(compared.stdout);
    expect(comparison.baseline.id).toBe(firstId);
    expect(comparison.tests.map((t: { test_name: string; change: string }) => [t.test_name, t.change])).toEqual([
      ["Greets", "regressed"],
      ["Quotes shipping", "still_failing"],
    ]);
    expect((await cx(["test", "compare", regressedId, firstId])).stdout).toMatch(/^Greets\s+regressed/m);

    const history = await cx(["test", "history", greetsId, "--agent", agent.json.id]);
    expect(history.code).toBe(0);
    const lines = history.stdout.split("\n");
    expect(lines[1]).toMatch(new RegExp(`^${regressedId}\\s.+\\s0/1\\s+0%\\s+no\\s+no$`));
    expect(lines.filter((line) => line.startsWith("inv_"))).toHaveLength(4);
    expect(history.stdout).toContain(`Test ${greetsId}: 75% of terminal runs passed over 4 invocation(s)`);
    expect(JSON.parse((await cx(["test", "history", greetsId, "--json"])).stdout).invocations).toHaveLength(4);
  }, 120_000);

  it("cx deploy prints the gate's reasons and exits 1 when refused; an owner's --force deploys and is recorded", async () => {
    const ws = `/api/v1/workspaces/${owner.workspaceId}`;
    const path = `${ws}/agents/${attachedAgentId}`;
    const policy = await owner.api.request("PATCH", path, { deployment_policy: { require_passing_tests: true } });
    expect(policy.status).toBe(200);
    const candidate = await owner.api.request("POST", `${path}/branches`, { name: "candidate" });
    expect(candidate.status).toBe(201);
    const admin = { CX_API_KEY: (await createApiKey(owner.api, owner.workspaceId, "admin")).key };
    // API keys are never owners: an owner forces with their dashboard session.
    const session = owner.api.sessionCookie?.replace(/^cx_session=/, "") ?? "";
    expect(session).not.toBe("");
    const asOwner = { CX_API_KEY: "", CX_SESSION: session };

    const split = ["deploy", "--agent", attachedAgentId, "--split", "main=80,candidate=20"];
    const refused = await cx(split, admin);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("The deployment gate refused 1 branch(es)");
    expect(refused.stderr).toContain(
      `candidate (${candidate.json.id}, version ${candidate.json.tip_version_id}): no completed invocation of this version ran every attached test enough times`,
    );
    expect((await cx([...split, "--force"], admin)).code).toBe(2);

    const forced = await cx([...split, "--force"], asOwner);
    expect(forced.stderr).toBe("");
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/^Deployed dep_\S+: main 80.00%, candidate 20.00%\n$/);
    const history = await cx(["deployments", "history", "--agent", attachedAgentId]);
    expect(history.code).toBe(0);
    const lines = history.stdout.trim().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("manual (forced)");
    expect(lines[1]).toContain("main 80.00%, candidate 20.00%");
    expect(lines[2]).toContain("created");
  }, 60_000);
});
