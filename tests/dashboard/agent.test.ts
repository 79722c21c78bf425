import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { type Account, signUp } from "../harness/accounts.ts";
import { bootAllInOne, type RunningPlatform } from "../harness/index.ts";
import type { Browser, Page } from "./browser.ts";
import { createLookupTool, openAs, openDashboard, pageChecks } from "./session.ts";

let platform: RunningPlatform;
let browser: Browser;
let outside: string[];
let page: Page;
let account: Account;
let agentId = "";
let toolId = "";
let testId = "";
const { check, expectNone } = pageChecks(() => page);

const agentUrl = (query = "") => `/w/${account.workspaceId}/agents/${agentId}${query}`;
const api = (path: string) => `/api/v1/workspaces/${account.workspaceId}${path}`;

async function chooseOption(label: string, option: string | number) {
  await page.getByLabel(label, { exact: true }).first().click();
  const options = page.getByRole("option");
  await (typeof option === "number" ? options.nth(option) : options.filter({ hasText: option }).first()).click();
}

beforeAll(async () => {
  platform = await bootAllInOne();
  account = await signUp(platform.baseUrl, { workspace_name: "Agent builders" });
  toolId = await createLookupTool(account, { type: "client", description: "Looks an order up in the shop." });
  const test = await account.api.request("POST", api("/agent-tests"), {
    type: "next_reply",
    name: "Greets back",
    chat_history: [{ role: "user", message: "Hello" }],
    success_condition: "The agent greets the user",
  });
  expect(test.status).toBe(201);
  testId = test.json.id;
  const agent = await account.api.request("POST", api("/agents"), {
    name: "Order desk",
    config: { agent: { first_message: "Hello! How can I help?", prompt: { prompt: "Help with orders." } } },
  });
  expect(agent.status).toBe(201);
  agentId = agent.json.id;
  ({ browser, outside, page } = await openDashboard(platform.baseUrl, { account }));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe("the agent page in Chromium", () => {
  it("edits the draft in forms, shows the API's validation errors, and publishes", async () => {
    await page.goto(agentUrl());
    await page.getByRole("heading", { name: "Order desk", level: 1 }).waitFor();
    await page.getByText("No draft saved").waitFor();
    const prompt = page.getByLabel("Prompt", { exact: true });
    expect(await prompt.inputValue()).toBe("Help with orders.");
    await prompt.fill("Help with orders. Look them up with the tool.");
    await page.getByLabel("Max tokens").fill("300");
    // The form's sections open on demand; the agent's own settings are open at first.
    for (const section of ["Tools", "Guardrails", "Tests", "Analysis"])
      await page.getByRole("button", { name: section }).click();
    await chooseOption("Guardrails version", "1");
    await page.getByLabel("Block violence").check();
    await chooseOption("Threshold for violence", "high");
    await page.getByLabel("Tools", { exact: true }).first().click();
    await page.getByRole("option", { name: "lookup_order" }).click();
    await page.keyboard.press("Escape");
    await page.getByLabel("End call tool").check();
    await page.getByLabel("Attached tests", { exact: true }).first().click();
    await page.getByRole("option", { name: "Greets back" }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Add criterion" }).click();
    await page.getByLabel("Criterion name").fill("Order found");
    await page.getByLabel("Goal prompt").fill("The agent found the user's order.");
    await check("agent-draft");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText("Draft saved.").waitFor();

    await page.getByRole("tab", { name: "Raw JSON" }).click();
    const raw = page.getByLabel("Configuration (JSON)");
    const saved = JSON.parse(await raw.inputValue());
    expect(saved.agent.prompt.tool_ids).toEqual([toolId]);
    expect(saved.agent.prompt.max_tokens).toBe(300);
    expect(saved.agent.prompt.built_in_tools).toEqual({ end_call: {} });
    expect(saved.platform_settings.testing.attached_tests).toEqual([{ test_id: testId }]);
    expect(saved.guardrails).toEqual({
      version: "1",
      content: { categories: { violence: { is_enabled: true, threshold: "high" } } },
    });
    expect(saved.platform_settings.evaluation.criteria[0].name).toBe("Order found");
    await raw.fill(JSON.stringify({ ...saved, agent: { ...saved.agent, language: "fr" } }));
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText("The draft was not saved").waitFor();
    await page.getByText("/config/agent/language", { exact: false }).first().waitFor();
    await check("agent-draft-json-error");
    // The same error at the form's field.
    await page.getByRole("tab", { name: "Form" }).click();
    const language = page.getByLabel("Language", { exact: true }).first();
    expect(await language.getAttribute("aria-invalid")).toBe("true");
    await page.getByRole("tab", { name: "Raw JSON" }).click();
    await page.getByLabel("Configuration (JSON)").fill(JSON.stringify(saved));
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText("Draft saved.").waitFor();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Published as version").waitFor();
    await page.getByText("No draft saved").waitFor();
  }, 40_000);

  it("lists the branch's versions, shows one, and compares two by config path", async () => {
    await page.getByRole("tab", { name: "Versions" }).click();
    const rows = page.getByRole("table", { name: "Versions" }).getByRole("row");
    await page.getByText("agent.prompt.max_tokens", { exact: false }).first().waitFor();
    expect(await rows.count()).toBe(3);
    await page
      .getByRole("button", { name: /^Show version / })
      .first()
      .click();
    await page.getByRole("heading", { name: /^Configuration of version / }).waitFor();
    await chooseOption("Version A", 1);
    await chooseOption("Version B", 0);
    const differences = page.getByRole("table", { name: "Differences by path" });
    await differences.waitFor();
    const text = (await differences.textContent()) ?? "";
    for (const path of ["agent.prompt.prompt", "agent.prompt.max_tokens", "agent.prompt.tool_ids"])
      expect(text).toContain(path);
    await check("agent-versions");
  }, 30_000);

  it("creates a branch from a version, archives and restores it", async () => {
    await page.getByLabel("Branch name").fill("experiment");
    await page.getByRole("button", { name: "Create branch" }).click();
    await page.getByRole("heading", { name: /of experiment$/ }).waitFor();
    expect(new URL(page.url()).searchParams.get("branch")).toMatch(/^br_/);
    await page.getByLabel("Branch name").fill("experiment");
    await page.getByRole("button", { name: "Create branch" }).click();
    await page.getByText("already", { exact: false }).first().waitFor();
    await page.getByRole("button", { name: "Archive branch experiment" }).click();
    await page.getByRole("button", { name: "Restore branch experiment" }).waitFor();
    await page.getByText("archived", { exact: true }).first().waitFor();
    await check("agent-branches");
    await page.getByRole("button", { name: "Restore branch experiment" }).click();
    await page.getByRole("button", { name: "Archive branch experiment" }).waitFor();
  }, 30_000);

  it("reconciles a stale draft, choosing the winner of each conflict", async () => {
    const branches = await account.api.request("GET", api(`/agents/${agentId}/branches`));
    const main = branches.json.items.find((b: { name: string }) => b.name === "main");
    const versions = await account.api.request("GET", api(`/agents/${agentId}/branches/${main.id}/versions`));
    const first = versions.json.items.at(-1);
    const stale = await account.api.request("PUT", api(`/agents/${agentId}/draft?branch_id=${main.id}`), {
      base_version_id: first.id,
      config: { ...first.config, agent: { ...first.config.agent, prompt: { prompt: "Only help with refunds." } } },
    });
    expect(stale.status).toBe(200);
    await page.goto(agentUrl(`?branch=${main.id}&tab=draft`));
    await page.getByText("The branch moved on since this draft was started").waitFor();
    await page.getByRole("button", { name: "Preview reconcile" }).click();
    const conflicts = page.getByRole("table", { name: "Conflicts" });
    await conflicts.waitFor();
    expect((await conflicts.textContent()) ?? "").toContain("agent.prompt.prompt");
    // The draft was saved after the branch's tip was published: it changed the path last.
    await conflicts.getByText("Changed last: the draft").waitFor();
    await check("agent-reconcile");
    await conflicts.getByRole("radio", { name: "Draft" }).first().check({ force: true });
    await page.getByRole("button", { name: "Apply reconcile" }).click();
    await page.getByText("The branch moved on since this draft was started").waitFor({ state: "detached" });
    expect(await page.getByLabel("Prompt", { exact: true }).inputValue()).toBe("Only help with refunds.");
    const draft = await account.api.request("GET", api(`/agents/${agentId}/draft?branch_id=${main.id}`));
    expect(draft.json.base_version_id).toBe(main.tip_version_id);
  }, 30_000);

  it("splits traffic with exact percentages, the API's errors at the fields, and charts it", async () => {
    await page.getByRole("tab", { name: "Deployment" }).click();
    await page.getByRole("form", { name: "Traffic split" }).waitFor();
    await page.getByLabel("Traffic for main (%)").fill("66.666");
    await page.getByLabel("Traffic for experiment (%)").fill("33.334");
    await page.getByRole("button", { name: "Deploy split" }).click();
    await page.getByText("decimal", { exact: false }).first().waitFor();
    await page.getByLabel("Traffic for main (%)").fill("66.67");
    await page.getByLabel("Traffic for experiment (%)").fill("33.32");
    await page.getByRole("button", { name: "Deploy split" }).click();
    await page.getByRole("alert").filter({ hasText: "split was not deployed" }).waitFor();
    await page.getByLabel("Traffic for experiment (%)").fill("33.33");
    await page.getByText("Total: 100.00%").waitFor();
    await page.getByRole("button", { name: "Deploy split" }).click();
    await page.getByText("experiment: 33.33%").waitFor();
    // The new split is shown, and the editor still says that it deployed.
    await page.getByRole("form", { name: "Traffic split" }).getByText("Deployed.").waitFor();
    const deployment = await account.api.request("GET", api(`/agents/${agentId}/deployments`));
    expect(deployment.json.distribution.map((a: { basis_points: number }) => a.basis_points).sort()).toEqual([
      3333, 6667,
    ]);
    await check("agent-deployment");
  }, 30_000);

  it("shows a member the split without letting them deploy", async () => {
    const member = await signUp(platform.baseUrl);
    const added = await account.api.request("POST", api("/members"), { email: member.email, role: "member" });
    expect(added.status).toBe(201);
    const { context: other, page: tab } = await openAs(browser, platform.baseUrl, member);
    await tab.goto(agentUrl("?tab=deployment"));
    await tab.getByText("Only an admin or an owner may deploy.").waitFor();
    expect(await tab.getByRole("button", { name: "Deploy split" }).isDisabled()).toBe(true);
    expect(await tab.getByLabel("Traffic for main (%)").isDisabled()).toBe(true);
    await tab.getByText("experiment: 33.33%").waitFor();
    await other.close();
  }, 30_000);

  it("talks to the draft with a streamed reply, answers a client tool and ends the conversation", async () => {
    await page.getByRole("tab", { name: "Chat" }).click();
    await chooseOption("Talk to", "main (draft)");
    await page.getByRole("button", { name: "Start conversation" }).click();
    await page.getByText("Hello! How can I help?").waitFor();
    const message = page.getByRole("textbox", { name: "Message" });
    await message.fill("Please lookup_order: order_id=A17");
    const streamed = page.waitForResponse((r) => r.url().endsWith("/messages") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Send" }).click();
    const answer = await streamed;
    expect(answer.headers()["content-type"]).toContain("text/event-stream");
    expect(answer.request().headers()["x-cx-request"]).toBe("1");
    const toolForm = page.getByRole("form", { name: "Answer the tool lookup_order" });
    await toolForm.waitFor();
    expect((await toolForm.textContent()) ?? "").toContain("A17");
    await check("agent-chat-tool");
    await toolForm.getByLabel("Result of lookup_order").fill('{"status":"shipped"}');
    await toolForm.getByRole("button", { name: "Send the result" }).click();
    await toolForm.waitFor({ state: "detached" });
    await message.fill("Thanks, what else?");
    await page.getByRole("button", { name: "Send" }).click();
    const transcript = page.getByRole("log", { name: "Transcript" });
    await transcript.getByText("Thanks, what else?").first().waitFor();
    // Evaluated in the page, as text: this file is not typed against the DOM.
    await page.waitForFunction(`document.querySelectorAll('[aria-label="Transcript"] > *').length >= 4`);
    expect(((await transcript.textContent()) ?? "").length).toBeGreaterThan(40);
    await page.getByRole("button", { name: "End conversation" }).click();
    await page.getByText("ended", { exact: true }).waitFor();
    const link = page.getByRole("link", { name: "Open the conversation's page" });
    expect(await link.getAttribute("href")).toMatch(new RegExp(`^/w/${account.workspaceId}/conversations/`));
    await check("agent-chat");
  }, 40_000);

  it("keeps every view free of serious accessibility problems and sideways scrolling, and offline", () => {
    expectNone(outside);
  });
});
