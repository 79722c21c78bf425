import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { type Account, signUp } from "../harness/accounts.ts";
import { bootAllInOne, type RunningPlatform } from "../harness/index.ts";
import type { Browser, Page } from "./browser.ts";
import { createLookupTool, expectLoadsMore, focusReaches, openDashboard, pageChecks, tabTo } from "./session.ts";

/** The test library and the editors of the three kinds of test, in Chromium. */
let platform: RunningPlatform;
let browser: Browser;
let outside: string[];
let page: Page;
let account: Account;
let agentId = "";
let toolId = "";
const ids: Record<string, string> = {};
const { check, expectNone } = pageChecks(() => page);

const api = (path: string) => `/api/v1/workspaces/${account.workspaceId}${path}`;
const testsUrl = (rest = "") => `/w/${account.workspaceId}/tests${rest}`;
const library = () => page.getByRole("table", { name: "Tests and folders" });
const row = (name: string) => library().getByRole("row").filter({ hasText: name });
const turn = (n: number) => page.getByRole("group", { name: `Turn ${n}` });

async function itemAction(kind: "folder" | "test", name: string, action: string) {
  await page.getByRole("button", { name: `Actions for ${kind} ${name}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

async function newTest(kind: "Next reply" | "Tool invocation" | "Simulation") {
  await page.goto(testsUrl());
  await page.getByRole("button", { name: "New test" }).click();
  await page.getByRole("menuitem", { name: kind }).click();
  await page.getByRole("heading", { name: `New ${kind.toLowerCase()} test`, level: 1 }).waitFor();
}

async function choose(label: string, option: string, scope: Page | ReturnType<Page["getByRole"]> = page) {
  await scope.getByLabel(label, { exact: true }).first().click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The test the page shows, read from the API (its id is in the URL). */
async function shownTest() {
  await page.waitForURL(/\/tests\/tst_/);
  const id = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  const got = await account.api.request("GET", api(`/agent-tests/${id}`));
  expect(got.status).toBe(200);
  return got.json;
}

beforeAll(async () => {
  platform = await bootAllInOne();
  account = await signUp(platform.baseUrl, { workspace_name: "Test library" });
  toolId = await createLookupTool(account, {
    type: "webhook",
    description: "Looks up an order by its id.",
    webhook: { url: "https://api.example.com/orders" },
  });
  const agent = await account.api.request("POST", api("/agents"), {
    name: "Shop bot",
    config: { agent: { first_message: "Hello!", prompt: { prompt: "You help with orders.", tool_ids: [toolId] } } },
  });
  expect(agent.status).toBe(201);
  agentId = agent.json.id;
  ({ browser, outside, page } = await openDashboard(platform.baseUrl, { account }));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe("the test library and editors in Chromium", () => {
  it("writes a next-reply test, shows the API's error at the field it names, and shows each saved revision", async () => {
    await page.goto(testsUrl());
    await page.getByText("No tests yet").waitFor();
    await check("tests-empty");
    await newTest("Next reply");
    await page.getByLabel("Name", { exact: true }).fill("Greets by name");
    await turn(1).getByLabel("Message").fill("Hi, where is my order?");
    await page.getByRole("button", { name: "Add agent turn" }).click();
    await turn(2).getByLabel("Message").fill("Hello! Which order?");
    await page.getByLabel("Success condition", { exact: true }).fill("The agent greets the user by name.");
    await page.getByRole("button", { name: "Add success example" }).click();
    await page.getByLabel("Success example 1", { exact: true }).fill("Hello Budi! Which order?");
    await page.getByRole("button", { name: "Create test" }).click();
    // The history ends with the agent's turn: the API names `/chat_history/1/role`, shown in that turn.
    await turn(2).getByText('the last entry must be a "user" entry').waitFor();
    expect(page.url()).toContain("/tests/new");
    await check("test-editor-error");

    await page.getByRole("button", { name: "Remove turn 2" }).click();
    await turn(1).getByLabel("Message").fill("");
    await page.getByRole("button", { name: "Create test" }).click();
    // An empty turn: the API names `/chat_history/0`, shown under the turn's message.
    await turn(1).getByText("must have a message, tool calls or tool results").waitFor();
    expect(await turn(1).getByLabel("Message").getAttribute("aria-invalid")).toBe("true");
    await turn(1).getByLabel("Message").fill("Hi, where is my order?");
    await page.getByRole("button", { name: "Create test" }).click();
    const created = await shownTest();
    ids.nextReply = created.id;
    expect(created).toMatchObject({
      type: "next_reply",
      name: "Greets by name",
      chat_history: [{ role: "user", message: "Hi, where is my order?" }],
      success_condition: "The agent greets the user by name.",
      success_examples: ["Hello Budi! Which order?"],
    });
    await page.getByText(created.current_revision_id).waitFor();
    await page.getByRole("region", { name: "Results" }).getByText("Not run yet").waitFor();

    await page.getByLabel("Success condition", { exact: true }).fill("The agent greets the user by name, warmly.");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved. Revision").waitFor();
    const saved = (await account.api.request("GET", api(`/agent-tests/${created.id}`))).json;
    expect(saved.current_revision_id).not.toBe(created.current_revision_id);
    expect(saved.success_condition).toBe("The agent greets the user by name, warmly.");
    await page.getByText(saved.current_revision_id).waitFor();
    await page.evaluate("scrollTo(0, 0)");
    await check("test-next-reply");
  }, 90_000);

  it("writes a tool-invocation test: the tool, parameter checks, mocks with argument rules, variables", async () => {
    await newTest("Tool invocation");
    await page.getByLabel("Name", { exact: true }).fill("Looks the order up");
    await turn(1).getByLabel("Message").fill("Where is order A-41?");
    await page.getByRole("button", { name: "Add agent turn" }).click();
    await turn(2).getByLabel("Message").fill("Let me look.");
    await turn(2).getByRole("button", { name: "Add tool call" }).click();
    await turn(2).getByLabel("Tool name").first().fill("lookup_order");
    await turn(2).getByLabel("Arguments (JSON)").fill('{"order_id": "A-41"}');
    await turn(2).getByRole("button", { name: "Add tool result" }).click();
    await turn(2).getByLabel("Result", { exact: true }).fill("Delivered yesterday.");
    await turn(2).scrollIntoViewIfNeeded();
    await check("test-editor-tool-calls");
    await page.getByRole("button", { name: "Add user turn" }).click();
    await turn(3).getByLabel("Message").fill("And order A-42?");
    await choose("Tool", "lookup_order", page.getByRole("group", { name: "Expected tool call" }));
    await page.getByRole("button", { name: "Add parameter check" }).click();
    const first = page.getByRole("group", { name: "Parameter check 1" });
    await first.getByLabel("Argument path", { exact: true }).fill("order_id");
    await first.getByLabel("Expected value (JSON, or plain text)").fill("A-42");
    await page.getByRole("button", { name: "Add parameter check" }).click();
    const second = page.getByRole("group", { name: "Parameter check 2" });
    await second.getByLabel("Argument path", { exact: true }).fill("note");
    await choose("Check", "Matches a pattern", second);
    await second.getByLabel("Pattern (regular expression)").fill("^urgent");
    await page.getByLabel("Any call to the tool may match", { exact: false }).check();
    await page.getByRole("button", { name: "Add mocked answers for a tool" }).click();
    const mocks = page.getByRole("group", { name: "Mocked answers 1" });
    await choose("Tool", "lookup_order", mocks);
    await mocks.getByLabel("Answer 1", { exact: true }).fill('{"status": "shipped"}');
    await mocks.getByLabel("Only when the arguments include (answer 1)").fill("not json");
    await page.getByRole("button", { name: "Add variable" }).click();
    await page.getByLabel("Variable 1 name", { exact: true }).fill("customer_name");
    await page.getByLabel("Variable 1 value", { exact: true }).fill("Budi");
    await page.getByText("Fix the mocked answers' arguments first.").waitFor();
    await mocks.getByLabel("Only when the arguments include (answer 1)").fill('{"order_id": "A-42"}');
    await page.getByRole("button", { name: "Create test" }).click();
    const created = await shownTest();
    ids.toolInvocation = created.id;
    expect(created.type).toBe("tool_invocation");
    expect(created.chat_history).toEqual([
      { role: "user", message: "Where is order A-41?" },
      {
        role: "agent",
        message: "Let me look.",
        tool_calls: [
          {
            tool_name: "lookup_order",
            request_id: "call_1",
            params_as_json: '{"order_id": "A-41"}',
            tool_has_been_called: true,
          },
        ],
        tool_results: [
          {
            tool_name: "lookup_order",
            request_id: "call_1",
            result_value: "Delivered yesterday.",
            is_error: false,
            tool_has_been_called: true,
            type: "webhook",
          },
        ],
      },
      { role: "user", message: "And order A-42?" },
    ]);
    expect(created.check_any_tool_matches).toBe(true);
    expect(created.tool_call_parameters).toMatchObject({
      referenced_tool: { id: toolId, type: "webhook" },
      parameters: [
        { path: "order_id", eval: { type: "exact", expected_value: "A-42" } },
        { path: "note", eval: { type: "regex", pattern: "^urgent" } },
      ],
    });
    expect(created.tool_mock_overrides).toEqual({
      [toolId]: { result: { status: "shipped" }, arguments: { order_id: "A-42" } },
    });
    expect(created.dynamic_variables).toEqual({ customer_name: "Budi" });
    await page.getByText(created.current_revision_id).waitFor();
    await page.evaluate("scrollTo(0, 0)");
    await check("test-tool-invocation");
  }, 90_000);

  it("writes a simulation: scenario, turns, conditions and the simulated user's model", async () => {
    await newTest("Simulation");
    await page.getByLabel("Name", { exact: true }).fill("Refund request");
    await page.getByLabel("Scenario", { exact: true }).fill("You are Budi and want a refund for order 42.");
    await page.getByLabel("Maximum turns", { exact: true }).fill("3");
    await page.getByLabel("Condition 1", { exact: true }).fill("The agent explains how refunds work.");
    await page.getByRole("button", { name: "Add condition" }).click();
    await page.getByRole("button", { name: "Create test" }).click();
    // The second condition is empty: the API names `/success_conditions/1`, and only that field is marked.
    await page.locator("textarea[aria-invalid='true']").waitFor();
    expect(await page.getByLabel("Condition 2", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("[aria-invalid='true']").count()).toBe(1);
    // The field named is brought into view and focused, however long the form.
    await focusReaches(page.getByLabel("Condition 2", { exact: true }));
    await page.getByLabel("Condition 2", { exact: true }).fill("The agent stays polite.");
    await page.getByLabel("Simulated user model", { exact: true }).fill("local-user");
    await page.getByRole("button", { name: "Create test" }).click();
    const created = await shownTest();
    ids.simulation = created.id;
    expect(created).toMatchObject({
      type: "simulation",
      simulation_scenario: "You are Budi and want a refund for order 42.",
      simulation_max_turns: 3,
      success_conditions: ["The agent explains how refunds work.", "The agent stays polite."],
      simulated_user_model: "local-user",
    });
    await page.evaluate("scrollTo(0, 0)");
    await check("test-simulation");
  }, 90_000);

  it("creates, renames, moves and deletes folders and tests; deleting a folder that is not empty asks again", async () => {
    await page.goto(testsUrl());
    for (const name of ["Billing", "Orders", "Archive"]) {
      await page.getByRole("button", { name: "New folder" }).click();
      const dialog = page.getByRole("dialog", { name: "New folder" });
      await dialog.getByLabel("Folder name").fill(name);
      await dialog.getByRole("button", { name: "Create folder" }).click();
      await dialog.waitFor({ state: "detached" });
      await row(name).waitFor();
    }
    await itemAction("folder", "Orders", "Rename");
    let dialog = page.getByRole("dialog", { name: "Rename the folder" });
    await dialog.getByLabel("Folder name").fill("Billing");
    await dialog.getByRole("button", { name: "Rename" }).click();
    await dialog.getByText("already", { exact: false }).waitFor();
    expect(await dialog.getByLabel("Folder name").getAttribute("aria-invalid")).toBe("true");
    await dialog.getByLabel("Folder name").fill("Shipping");
    await dialog.getByRole("button", { name: "Rename" }).click();
    await row("Shipping").waitFor();

    await itemAction("test", "Greets by name", "Move");
    dialog = page.getByRole("dialog", { name: "Move" });
    await choose("Move to", "Billing", dialog);
    await dialog.getByRole("button", { name: "Move" }).click();
    await dialog.waitFor({ state: "detached" });
    await row("Greets by name").waitFor({ state: "detached" });
    // A row dropped on a folder moves into it.
    await row("Refund request").dragTo(row("Archive"));
    await row("Refund request").waitFor({ state: "detached" });
    expect((await account.api.request("GET", api(`/agent-tests/${ids.simulation}`))).json.parent_folder_id).toBe(
      (await account.api.request("GET", api("/agent-tests?types[]=folder&search=Archive"))).json.items[0].id,
    );

    await page.getByRole("link", { name: "Billing" }).click();
    await page.getByRole("heading", { name: "Billing", level: 1 }).waitFor();
    await row("Greets by name").waitFor();
    await itemAction("test", "Greets by name", "Rename");
    dialog = page.getByRole("dialog", { name: "Rename the test" });
    await dialog.getByLabel("Test name").fill("Greets the customer by name");
    await dialog.getByRole("button", { name: "Rename" }).click();
    await row("Greets the customer by name").waitFor();
    expect((await account.api.request("GET", api(`/agent-tests/${ids.nextReply}`))).json.name).toBe(
      "Greets the customer by name",
    );
    await page.getByRole("button", { name: "New folder" }).click();
    dialog = page.getByRole("dialog", { name: "New folder" });
    await dialog.getByLabel("Folder name").fill("Refunds");
    await dialog.getByRole("button", { name: "Create folder" }).click();
    await row("Refunds").waitFor();
    await page.getByRole("link", { name: "Refunds" }).click();
    await page.getByRole("heading", { name: "Refunds", level: 1 }).waitFor();
    const crumbs = page.getByRole("navigation", { name: "Folder path" });
    expect(((await crumbs.textContent()) ?? "").replace(/\s+/g, "")).toBe("Tests/Billing/Refunds");
    await page.getByText("This folder is empty").waitFor();
    await check("tests-subfolder");
    await crumbs.getByRole("link", { name: "Billing" }).click();
    await page.getByRole("heading", { name: "Billing", level: 1 }).waitFor();
    await check("tests-folder");
    await crumbs.getByRole("link", { name: "Tests" }).click();
    await page.getByRole("heading", { name: "Tests", level: 1 }).waitFor();

    await itemAction("folder", "Shipping", "Delete");
    dialog = page.getByRole("dialog", { name: "Delete the folder" });
    await dialog.getByRole("button", { name: "Delete folder" }).click();
    await row("Shipping").waitFor({ state: "detached" });

    await itemAction("folder", "Archive", "Delete");
    dialog = page.getByRole("dialog", { name: "Delete the folder" });
    await dialog.getByRole("button", { name: "Delete folder" }).click();
    await dialog.getByText("is not empty").waitFor();
    await check("tests-delete-not-empty");
    expect((await account.api.request("GET", api(`/agent-tests/${ids.simulation}`))).status).toBe(200);
    await dialog.getByRole("button", { name: "Delete folder and contents" }).click();
    await row("Archive").waitFor({ state: "detached" });
    expect((await account.api.request("GET", api(`/agent-tests/${ids.simulation}`))).status).toBe(404);
  }, 90_000);

  it("searches every folder by name, filters by kind and by who made the test", async () => {
    await page.goto(testsUrl());
    await row("Billing").waitFor();
    await page.getByLabel("Search tests", { exact: true }).fill("greets");
    await row("Greets the customer by name").getByText("in Billing").waitFor();
    expect(await library().getByRole("row").count()).toBe(2); // the header and the one match
    await check("tests-search");
    await page.getByLabel("Search tests", { exact: true }).fill("");
    await row("Looks the order up").waitFor();
    await choose("Type", "Folders");
    await row("Looks the order up").waitFor({ state: "detached" });
    await row("Billing").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("combobox", { name: "Type" }).press("Backspace");
    await row("Looks the order up").waitFor();
    await choose("Show", "Shared with me");
    await page.getByText("Nothing matches").waitFor();
    await choose("Show", "Created by me");
    await row("Looks the order up").waitFor();
    await choose("Show", "All tests");
    await choose("Sort", "Recent first");
    await row("Looks the order up").waitFor();
  }, 90_000);

  it("runs the selected test and folder with 3 repeats and opens the invocation", async () => {
    await page.goto(testsUrl());
    await row("Billing").waitFor();
    await page.getByRole("checkbox", { name: "Select Looks the order up" }).check();
    await page.getByRole("checkbox", { name: "Select Billing" }).check();
    await page.getByRole("button", { name: "Run selected" }).click();
    const dialog = page.getByRole("dialog", { name: "Run tests" });
    await dialog.getByText("Runs 2 tests").waitFor();
    await choose("Agent", "Shop bot", dialog);
    await dialog.getByLabel("Repeats", { exact: true }).fill("3");
    await check("tests-run-dialog");
    expect(await dialog.getByLabel("Branch", { exact: true }).inputValue()).toBe("main");
    await dialog.getByRole("button", { name: "Run", exact: true }).click();
    await page.waitForURL(/\/invocations\/inv_/);
    const invocationId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
    expect(page.url()).toBe(`${platform.baseUrl}/w/${account.workspaceId}/invocations/${invocationId}`);
    const invocation = (await account.api.request("GET", api(`/test-invocations/${invocationId}`))).json;
    expect(invocation.agent_id).toBe(agentId);
    expect(invocation.repeat_count).toBe(3);
    expect([...invocation.test_ids].sort()).toEqual([ids.nextReply, ids.toolInvocation].sort());
  }, 90_000);

  it("shows a test's results once an invocation ran it: pass rate, flaky, last passed or failed, the latest runs", async () => {
    const listed = await account.api.request("GET", api(`/agents/${agentId}/test-invocations`));
    const invocationId = listed.json.items[0].id;
    for (let i = 0; i < 300; i++) {
      const got = await account.api.request("GET", api(`/test-invocations/${invocationId}`));
      if (got.json.status !== "running") break;
      await Bun.sleep(100);
    }
    const history = (await account.api.request("GET", api(`/agent-tests/${ids.toolInvocation}/history`))).json;
    expect(history.invocations.map((i: { invocation_id: string }) => i.invocation_id)).toEqual([invocationId]);
    await page.goto(testsUrl(`/${ids.toolInvocation}`));
    const results = page.getByRole("region", { name: "Results" });
    const latest = results.getByRole("table", { name: "Latest invocations of the test" });
    await latest.waitFor();
    const entry = history.invocations[0];
    await latest.getByRole("row").nth(1).getByText(`${entry.passed} / ${entry.runs}`).waitFor();
    await results.getByRole("img", { name: "Pass rate per invocation over time" }).locator("svg").first().waitFor();
    await results
      .getByText(history.pass_rate === null ? "—" : `${Math.round(history.pass_rate * 100)}%`)
      .first()
      .waitFor();
    await check("test-results");
    await latest.getByRole("link").first().click();
    await page.waitForURL(`**/invocations/${invocationId}`);
  }, 90_000);

  it("shares a test with a member as an editor, and keeps the evaluation model", async () => {
    const colleague = await signUp(platform.baseUrl, { name: "Carla Colleague" });
    const added = await account.api.request("POST", api("/members"), { email: colleague.email, role: "member" });
    expect(added.status).toBe(201);
    await page.goto(testsUrl(`/${ids.nextReply}`));
    await page.getByRole("heading", { name: "Greets the customer by name", level: 1 }).waitFor();
    await choose("Share with a member", `Carla Colleague (${colleague.email})`);
    await choose(`Role of Carla Colleague (${colleague.email})`, "Editor");
    await page.getByLabel("Evaluation model", { exact: true }).fill("judge-small");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved. Revision").waitFor();
    const saved = (await account.api.request("GET", api(`/agent-tests/${ids.nextReply}`))).json;
    expect(saved.access).toEqual([{ user_id: colleague.userId, role: "editor" }]);
    expect(saved.evaluation_model).toBe("judge-small");
    await page.getByRole("button", { name: `Stop sharing with Carla Colleague (${colleague.email})` }).waitFor();
  }, 90_000);

  it("pages a folder with the API's cursors", async () => {
    const folder = await account.api.request("POST", api("/agent-test-folders"), { name: "Many" });
    for (let i = 0; i < 31; i++) {
      const made = await account.api.request("POST", api("/agent-tests"), {
        type: "next_reply",
        name: `Paged ${String(i).padStart(2, "0")}`,
        parent_folder_id: folder.json.id,
        chat_history: [{ role: "user", message: "Hello" }],
        success_condition: "The agent answers.",
      });
      expect(made.status).toBe(201);
    }
    await page.goto(testsUrl(`?folder=${folder.json.id}`));
    await expectLoadsMore(page, library().getByRole("row"), "Load more tests", { first: 31, all: 32 });
  }, 90_000);

  it("is used with the keyboard alone: a test's actions, the run dialog from the test's page", async () => {
    await page.goto(testsUrl());
    await row("Looks the order up").waitFor();
    await tabTo(page, "Actions for test Looks the order up", 80);
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Rename" }).waitFor();
    await page.keyboard.press("Escape");
    await page.goto(testsUrl(`/${ids.toolInvocation}`));
    await page.getByRole("heading", { name: "Looks the order up", level: 1 }).waitFor();
    await tabTo(page, "Run", 80);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Run tests" }).getByText("Runs 1 test").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Run tests" }).waitFor({ state: "detached" });
  }, 90_000);

  it("had no serious accessibility violation, no sideways scrolling and no request outside the origin", () => {
    expectNone(outside);
  });
});
