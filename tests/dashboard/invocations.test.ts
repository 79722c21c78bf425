import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { OpenAiTestServer } from "@cx/llm/testing";
import { type Account, signUp } from "../harness/accounts.ts";
import { bootAllInOne, type RunningPlatform } from "../harness/index.ts";
import type { Browser, Page } from "./browser.ts";
import { createLookupTool, openDashboard, pageChecks, tabTo } from "./session.ts";

/**
 * The invocation pages in Chromium, on a platform whose model is a local OpenAI-compatible server:
 * its answers can be held back, so that runs stay open while the page watches them end.
 */
let server: OpenAiTestServer;
let platform: RunningPlatform;
let browser: Browser;
let outside: string[];
let page: Page;
let account: Account;
let agentId = "";
let toolId = "";
const testIds: Record<string, string> = {};
const { check, expectNone } = pageChecks(() => page);

const api = (path: string) => `/api/v1/workspaces/${account.workspaceId}${path}`;

const PROMPT =
  "You are the support agent of Acme. Orders ship within two days. Refunds are possible within thirty days.";

async function invoke(names: string[], repeatCount = 1): Promise<string> {
  const started = await account.api.request("POST", api(`/agents/${agentId}/test-invocations`), {
    test_ids: names.map((name) => testIds[name]),
    repeat_count: repeatCount,
  });
  expect(started.status).toBe(201);
  return started.json.id;
}

async function finished(id: string) {
  for (let i = 0; i < 600; i++) {
    const got = await account.api.request("GET", api(`/test-invocations/${id}`));
    if (got.json.status !== "running") return got.json;
    await Bun.sleep(100);
  }
  throw new Error(`invocation ${id} did not finish`);
}

/** A drawer or dialog once its opening transition is over (axe would see its colours half faded in). */
async function settled(dialog: ReturnType<Page["getByRole"]>) {
  await dialog.waitFor();
  // A string, evaluated over the devtools protocol: the page's Content-Security-Policy forbids eval.
  await page.evaluate(`new Promise((done) => {
    const check = () =>
      [...document.querySelectorAll("[role=dialog]")].every((d) => getComputedStyle(d).opacity === "1")
        ? done()
        : requestAnimationFrame(check);
    check();
  })`);
}

/** Every mark of a test's row, by status. */
async function marks(test: string): Promise<string[]> {
  return (await page.evaluate(
    `[...document.querySelectorAll('tr[data-test="${test}"] button[data-status]')].map((b) => b.dataset.status)`,
  )) as string[];
}

beforeAll(async () => {
  server = OpenAiTestServer.start();
  platform = await bootAllInOne({
    LLM_BASE_URL: server.url,
    LLM_API_KEY: "sk-dashboard-invocations-never-shown",
    LLM_MAX_RETRIES: "1",
    TEST_RUN_CONCURRENCY: "2",
  });
  account = await signUp(platform.baseUrl, { workspace_name: "Test bench" });
  toolId = await createLookupTool(account, {
    type: "webhook",
    description: "Looks up an order by its id.",
    webhook: { url: "https://api.example.com/orders" },
  });
  const agent = await account.api.request("POST", api("/agents"), {
    name: "Shop bot",
    config: {
      agent: {
        first_message: "Hello! How can I help?",
        prompt: { prompt: PROMPT, tool_ids: [toolId], built_in_tools: { end_call: {} } },
      },
    },
  });
  expect(agent.status).toBe(201);
  agentId = agent.json.id;
  const lookup = (name: string, expected: string) => ({
    type: "tool_invocation",
    name,
    chat_history: [{ role: "user", message: "Please lookup order order_id=A-42" }],
    tool_call_parameters: {
      referenced_tool: { id: toolId, type: "webhook" },
      parameters: [{ path: "order_id", eval: { type: "exact", expected_value: expected } }],
    },
    tool_mock_overrides: { [toolId]: { result: { status: "shipped" } } },
  });
  for (const body of [
    lookup("Looks the order up", "A-42"),
    lookup("Looks up the wrong order", "B-99"),
    {
      type: "simulation",
      name: "Refund request",
      simulation_scenario: "You want a refund for order 42. You bought it last week.",
      success_conditions: ["The agent explains refunds are possible within thirty days"],
      simulation_max_turns: 2,
    },
  ]) {
    const created = await account.api.request("POST", api("/agent-tests"), body);
    expect(created.status).toBe(201);
    testIds[body.name] = created.json.id;
  }

  ({ browser, outside, page } = await openDashboard(platform.baseUrl, { account }));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await server?.stop();
});

describe("the invocation pages in Chromium", () => {
  it("follows an invocation live: each repeat's mark turns passed or failed without a reload or a poll", async () => {
    // The first model calls are held, so the page sees the runs before they end.
    server.enqueue(...Array.from({ length: 4 }, () => ({ kind: "slow" as const, delayMs: 3000 })));
    const id = await invoke(["Looks the order up", "Looks up the wrong order"], 3);
    const polled: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/runs")) polled.push(r.url());
    });
    await page.goto(`/w/${account.workspaceId}/invocations/${id}`);
    await page.getByRole("heading", { name: "Invocation" }).waitFor();
    await page.getByRole("button", { name: "Cancel invocation" }).waitFor();
    const early = [...(await marks("Looks the order up")), ...(await marks("Looks up the wrong order"))];
    expect(early).toHaveLength(6);
    expect(early.some((status) => status === "pending" || status === "running")).toBe(true);
    await page.evaluate("window.__samePage = true");

    await page.getByText("6 of 6 runs finished").waitFor();
    expect(await marks("Looks the order up")).toEqual(["passed", "passed", "passed"]);
    expect(await marks("Looks up the wrong order")).toEqual(["failed", "failed", "failed"]);
    expect(await page.evaluate("window.__samePage")).toBe(true);
    expect(polled).toEqual([]);
    await page.getByText("completed", { exact: true }).waitFor();
    const row = page.locator('tr[data-test="Looks up the wrong order"]');
    expect(await row.getByRole("cell").allTextContents()).toEqual([
      "Looks up the wrong order",
      "",
      "0/3",
      "0%",
      "no",
      "no",
    ]);
    expect(await page.getByRole("button", { name: "Cancel invocation" }).count()).toBe(0);
    await check("invocation");

    // A failed run's detail: its reply, its tool call and the parameter check that failed.
    await page.getByRole("button", { name: "Looks up the wrong order, repeat 2: failed" }).click();
    const drawer = page.getByRole("dialog", { name: "Looks up the wrong order" });
    await drawer.getByText("Parameter checks").waitFor();
    await drawer.getByText("not matched").waitFor();
    expect(await drawer.getByText("lookup_order").count()).toBeGreaterThan(0);
    expect((await drawer.textContent()) ?? "").toContain('"order_id": "A-42"');
    await settled(drawer);
    await check("invocation-run");
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
  }, 60_000);

  it("cancels a running invocation, its open runs turning interrupted live", async () => {
    server.enqueue(...Array.from({ length: 2 }, () => ({ kind: "slow" as const, delayMs: 6000 })));
    const id = await invoke(["Looks the order up"], 6);
    await page.goto(`/w/${account.workspaceId}/invocations/${id}`);
    await page.getByRole("button", { name: "Cancel invocation" }).click();
    await page.getByText("cancelled", { exact: true }).waitFor();
    // Every open run turns interrupted (one may have passed before the cancel reached it).
    let now = await marks("Looks the order up");
    for (let i = 0; i < 100 && !now.every((status) => status === "interrupted" || status === "passed"); i++) {
      await Bun.sleep(100);
      now = await marks("Looks the order up");
    }
    expect(now.every((status) => status === "interrupted" || status === "passed")).toBe(true);
    expect(now.filter((status) => status === "interrupted").length).toBeGreaterThanOrEqual(4);
    server.reset();
    await finished(id);
  }, 60_000);

  it("compares an invocation with the one before after the prompt changed: the regression first, replies and conversations side by side", async () => {
    const all = ["Looks the order up", "Looks up the wrong order", "Refund request"];
    const before = await invoke(all);
    await finished(before);
    const branchId = (await account.api.request("GET", api(`/agents/${agentId}`))).json.main_branch_id;
    // The new version greets otherwise (the simulated conversations differ from their first turn) and offers no tool.
    const draft = await account.api.request("PUT", api(`/agents/${agentId}/draft?branch_id=${branchId}`), {
      config: {
        agent: {
          first_message: "Good day, what can I do for you?",
          prompt: {
            prompt: "You are the support agent of Acme. Refunds are possible within thirty days.",
            tool_ids: [],
          },
        },
      },
    });
    expect(draft.status).toBe(200);
    const published = await account.api.request("POST", api(`/agents/${agentId}/draft/publish?branch_id=${branchId}`));
    expect(published.status).toBe(201);
    const after = await invoke(all);
    await finished(after);

    await page.goto(`/w/${account.workspaceId}/invocations/${after}`);
    await page.getByText("3 of 3 runs finished").waitFor();
    // A simulation's run shows its conversation inline, with a link to it.
    await page.getByRole("button", { name: "Refund request, repeat 1: passed" }).click();
    const drawer = page.getByRole("dialog", { name: "Refund request" });
    await drawer
      .getByRole("list", { name: "Transcript" })
      .getByText("Good day, what can I do for you?", { exact: true })
      .waitFor();
    expect(await drawer.getByRole("link", { name: "Open the conversation" }).getAttribute("href")).toMatch(
      new RegExp(`^/w/${account.workspaceId}/conversations/conv_`),
    );
    await settled(drawer);
    await check("invocation-simulation-run");
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    expect(await page.getByRole("link", { name: "Shop bot" }).getAttribute("href")).toBe(
      `/w/${account.workspaceId}/agents/${agentId}`,
    );
    await page.getByRole("link", { name: "Compare with previous" }).click();
    await page.waitForURL(`**/invocations/${after}/compare/previous`);
    const tests = page.getByRole("list", { name: "Tests compared" }).locator("> li");
    await tests.first().waitFor();
    const first = tests.first().locator("[data-change]");
    expect(await first.getAttribute("data-change")).toBe("regressed");
    expect(await first.getByRole("heading").textContent()).toBe("Looks the order up");
    await page.getByText("Regressed: 1").waitFor();
    // The tool call the baseline made and this invocation did not, struck through on the baseline's side.
    expect((await first.locator("del").allTextContents()).some((text) => text.includes("lookup_order"))).toBe(true);
    const refund = page.locator('[data-change]:has(h3:text-is("Refund request"))');
    await refund.getByRole("button", { name: "Show both conversations" }).click();
    const marked = refund.locator("[data-divergence]");
    await marked.first().waitFor();
    expect(await marked.count()).toBe(2);
    expect(await marked.last().textContent()).toContain("Good day, what can I do for you?");
    expect(await refund.getByRole("list", { name: "Baseline, conversation" }).locator("li").count()).toBeGreaterThan(1);
    await check("comparison");

    // Compare with an invocation chosen from the agent's.
    await page.goto(`/w/${account.workspaceId}/invocations/${after}`);
    await page.getByRole("combobox", { name: "Compare with…" }).click();
    const options = page.getByRole("option");
    await options.first().waitFor();
    expect(await options.count()).toBe(3);
    await options.nth(0).click();
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    await page.waitForURL(`**/invocations/${after}/compare/${before}`);
    await page.getByText("Regressed: 1").waitFor();
  }, 90_000);

  it("lists the agent's invocations newest first with the pass rate over time per branch", async () => {
    await page.goto(`/w/${account.workspaceId}/agents/${agentId}/invocations`);
    const table = page.getByRole("table", { name: "Invocations" });
    await table.waitFor();
    const rows = table.locator("tbody tr");
    expect(await rows.count()).toBe(4);
    expect(await rows.first().getByRole("cell").nth(1).textContent()).toBe("main");
    // Newest first: after the prompt lost its tool, one of three passed; before, two.
    expect(await rows.first().getByRole("cell").nth(4).textContent()).toBe("1/3 (33%)");
    expect(await rows.nth(1).getByRole("cell").nth(4).textContent()).toBe("2/3 (67%)");
    expect(await rows.nth(1).getByRole("cell").nth(3).textContent()).toBe("completed");
    await page.locator(".recharts-line").first().waitFor();
    await rows.first().getByRole("link").click();
    await page.waitForURL(/\/invocations\/inv_/);
    await page.getByText("3 of 3 runs finished").waitFor();
    await page.goBack();
    await table.waitFor();
    await check("invocation-history");
  }, 60_000);

  it("pages the agent's invocations with the API's cursors", async () => {
    const listed = (await account.api.request("GET", api(`/agents/${agentId}/test-invocations`))).json.items.map(
      (i: { id: string }) => i.id,
    );
    expect(listed).toHaveLength(4);
    // Pages of two, so that the list needs its cursor twice.
    const list = (url: URL) => url.pathname.endsWith(`/agents/${agentId}/test-invocations`);
    await page.route(list, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set("page_size", "2");
      return route.continue({ url: url.toString() });
    });
    try {
      await page.goto(`/w/${account.workspaceId}/agents/${agentId}/invocations`);
      const links = page.getByRole("table", { name: "Invocations" }).locator("tbody tr a");
      await links.nth(1).waitFor();
      expect(await links.count()).toBe(2);
      const more = page.getByRole("button", { name: "Load more invocations" });
      const next = page.waitForRequest((r) => list(new URL(r.url())) && new URL(r.url()).searchParams.has("cursor"));
      await more.click();
      await next;
      await links.nth(3).waitFor();
      await more.waitFor({ state: "detached" });
      const hrefs = await page.evaluate(
        "[...document.querySelectorAll('table[aria-label=Invocations] tbody tr a')].map((a) => a.getAttribute('href'))",
      );
      expect(hrefs).toEqual(listed.map((id: string) => `/w/${account.workspaceId}/invocations/${id}`));
    } finally {
      await page.unroute(list);
    }
  }, 30_000);

  it("shows the API's errors and empty states", async () => {
    await page.goto(`/w/${account.workspaceId}/invocations/inv_unknown`);
    const missing = page.getByRole("alert").filter({ hasText: "Could not load the invocation" });
    await missing.waitFor();
    expect((await missing.textContent()) ?? "").toMatch(/not found/i);
    const newest = (await account.api.request("GET", api(`/agents/${agentId}/test-invocations`))).json.items[0].id;
    const refused = await account.api.request("GET", api(`/test-invocations/${newest}/compare?baseline=${newest}`));
    expect(refused.status).toBe(422);
    await page.goto(`/w/${account.workspaceId}/invocations/${newest}/compare/${newest}`);
    const same = page.getByRole("alert").filter({ hasText: "Could not compare the invocations" });
    await same.waitFor();
    expect(await same.textContent()).toContain(refused.json.error.message);
    await check("comparison-refused");
    const other = await account.api.request("POST", api("/agents"), { name: "Quiet bot", config: {} });
    await page.goto(`/w/${account.workspaceId}/agents/${other.json.id}/invocations`);
    await page.getByText("No invocations yet").waitFor();
    await check("invocation-history-empty");
  }, 30_000);

  it("reaches a run's detail and the comparison with the keyboard alone", async () => {
    const list = await account.api.request("GET", api(`/agents/${agentId}/test-invocations`));
    const newest = list.json.items[0].id as string;
    await page.goto(`/w/${account.workspaceId}/invocations/${newest}`);
    await page.getByText("3 of 3 runs finished").waitFor();
    await tabTo(page, "Looks the order up, repeat 1: failed", 80);
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Looks the order up" });
    await drawer.getByText("tool_not_called", { exact: false }).first().waitFor();
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await tabTo(page, "Compare with previous", 80);
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/invocations/${newest}/compare/previous`);
    await page.getByText("Regressed: 1").waitFor();
  }, 30_000);

  it("makes a test from a conversation's reply, in the folder chosen and with the condition edited, and opens it", async () => {
    const folder = await account.api.request("POST", api("/agent-test-folders"), { name: "From conversations" });
    expect(folder.status).toBe(201);
    const started = await account.api.request("POST", api(`/agents/${agentId}/conversations`), { source: "api" });
    const conversationId = started.json.id as string;
    const said = await account.api.request("POST", api(`/conversations/${conversationId}/messages`), {
      text: "When do orders ship?",
    });
    expect(said.status).toBe(200);
    await page.goto(`/w/${account.workspaceId}/conversations/${conversationId}`);
    const action = page.getByRole("button", { name: "Create a test from this reply" });
    await action.first().waitFor();
    // The greeting answers no one: only the reply to the user's question offers it.
    expect(await action.count()).toBe(1);
    await action.click();
    const dialog = page.getByRole("dialog", { name: "Create a test from this reply" });
    await dialog.getByLabel("Name").fill("Answers the shipping question");
    await dialog.getByRole("combobox", { name: "Folder" }).click();
    await page.getByRole("option", { name: "From conversations" }).click();
    await dialog.getByLabel("Success condition").fill("The agent answers when orders ship.");
    await settled(dialog);
    await check("conversation-test-from-reply");
    await dialog.getByRole("button", { name: "Create test" }).click();
    await page.waitForURL(/\/tests\/tst_/);
    const testId = new URL(page.url()).pathname.split("/").pop() ?? "";
    const made = await account.api.request("GET", api(`/agent-tests/${testId}`));
    expect(made.json).toMatchObject({
      type: "next_reply",
      name: "Answers the shipping question",
      parent_folder_id: folder.json.id,
      success_condition: "The agent answers when orders ship.",
      agent_id: agentId,
      from_conversation_metadata: { conversation_id: conversationId },
    });
    expect(made.json.chat_history.at(-1)).toMatchObject({ role: "user", message: "When do orders ship?" });
  }, 30_000);

  it("attaches a folder's tests to a branch's draft, detaches one, and runs them", async () => {
    const folder = await account.api.request("POST", api("/agent-test-folders"), { name: "Release checks" });
    const inFolder: string[] = [];
    for (const name of ["Checks the order A", "Checks the order B"]) {
      const created = await account.api.request("POST", api("/agent-tests"), {
        type: "tool_invocation",
        name,
        parent_folder_id: folder.json.id,
        chat_history: [{ role: "user", message: "Please lookup order order_id=A-42" }],
        tool_call_parameters: {
          referenced_tool: { id: toolId, type: "webhook" },
          parameters: [{ path: "order_id", eval: { type: "anything" } }],
        },
      });
      expect(created.status).toBe(201);
      inFolder.push(created.json.id);
    }
    // On a branch other than main, whose invocations get a line of their own in the history's chart.
    const branch = await account.api.request("POST", api(`/agents/${agentId}/branches`), { name: "experiment" });
    expect(branch.status).toBe(201);
    const branchId = branch.json.id as string;
    await page.goto(`/w/${account.workspaceId}/agents/${agentId}?branch=${branchId}&tab=tests`);
    await page.getByText("Tests attached to the experiment branch's draft").waitFor();
    await page.getByText("No tests attached").waitFor();
    await page.getByLabel("Attach tests or folders", { exact: true }).first().click();
    await page.getByRole("option", { name: "Release checks" }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Attach", exact: true }).click();
    const attached = page.getByRole("list", { name: "Attached tests" }).getByRole("listitem");
    await attached.nth(1).waitFor();
    expect(await attached.allTextContents()).toEqual(["×Checks the order A", "×Checks the order B"]);
    const draft = async () =>
      (await account.api.request("GET", api(`/agents/${agentId}/draft?branch_id=${branchId}`))).json.config
        .platform_settings.testing.attached_tests;
    expect(await draft()).toEqual(inFolder.map((test_id) => ({ test_id })));
    await check("agent-attached-tests");

    await page.getByRole("button", { name: "Detach Checks the order A" }).click();
    await page.getByRole("button", { name: "Detach Checks the order A" }).waitFor({ state: "detached" });
    expect(await draft()).toEqual([{ test_id: inFolder[1] }]);
    await page.getByLabel("Repeats").fill("2");
    await page.getByRole("button", { name: "Run attached tests" }).click();
    await page.waitForURL(/\/invocations\/inv_/);
    await page.getByText("2 of 2 runs finished").waitFor();
    expect(await page.locator('tr[data-test="Checks the order B"] button[data-status]').count()).toBe(2);
    const invocationId = new URL(page.url()).pathname.split("/").pop();
    expect((await account.api.request("GET", api(`/test-invocations/${invocationId}`))).json.branch_id).toBe(branchId);

    await page.getByRole("link", { name: "Invocations" }).click();
    await page.getByRole("table", { name: "Invocations" }).getByRole("cell", { name: "experiment" }).waitFor();
    await page.locator(".recharts-line").nth(1).waitFor();
    const chart = page.getByRole("region", { name: "Pass rate over time" });
    await chart.getByText("experiment", { exact: true }).waitFor();
    await chart.getByText("main", { exact: true }).waitFor();
  }, 60_000);

  it("had no serious accessibility violation, no sideways scrolling and no request elsewhere", () => {
    expectNone(outside);
  });
});
