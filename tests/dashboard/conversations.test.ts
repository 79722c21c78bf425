import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { join } from "node:path";
import { type Account, signUp } from "../harness/accounts.ts";
import { bootAllInOne, type RunningPlatform } from "../harness/index.ts";
import { type Browser, DESKTOP, type Page, PHONE, SCREENSHOTS } from "./browser.ts";
import { createLookupTool, openDashboard, pageChecks, tabTo } from "./session.ts";

let platform: RunningPlatform;
let browser: Browser;
let outside: string[];
let page: Page;
let account: Account;
let endedId = "";
let longId = "";
const LONG_TURNS = 200;
const { check, expectNone } = pageChecks(() => page);

/** The list's answer to the filters that `query` is part of (wait for it before the rows are counted). */
const listed = (query: string) =>
  page.waitForResponse((r) => r.url().includes("/conversations?") && r.url().includes(query));

const api = (path: string) => `/api/v1/workspaces/${account.workspaceId}${path}`;

const CONFIG = {
  agent: {
    first_message: "Hi! How can I help?",
    prompt: {
      prompt: "You are the support agent of Toko. Orders ship within two working days.",
      tool_ids: [] as string[],
    },
  },
  platform_settings: {
    evaluation: {
      criteria: [{ id: "shipping", name: "Shipping", conversation_goal_prompt: "The agent said when orders ship." }],
    },
    data_collection: { order_number: { type: "integer", description: "The order number the user gave" } },
    sentiment_analysis: { enabled: true },
    topic_discovery: { enabled: true },
  },
};

beforeAll(async () => {
  platform = await bootAllInOne();
  account = await signUp(platform.baseUrl, { workspace_name: "Support floor" });
  CONFIG.agent.prompt.tool_ids = [
    await createLookupTool(account, { type: "client", description: "Looks an order up." }),
  ];
  const agent = await account.api.request("POST", api("/agents"), { name: "Toko support", config: CONFIG });
  expect(agent.status).toBe(201);
  const start = (source: string) =>
    account.api.request("POST", api(`/agents/${agent.json.id}/conversations`), { source });
  const ended = await start("widget");
  endedId = ended.json.id;
  const conversation = api(`/conversations/${endedId}`);
  const called = await account.api.request("POST", `${conversation}/messages`, {
    text: "Please lookup_order: order_id=7781",
  });
  const pending = called.json.pending_tool_calls[0];
  expect(pending.tool_name).toBe("lookup_order");
  await account.api.request("POST", `${conversation}/messages`, {
    tool_results: [{ request_id: pending.request_id, result_value: '{"status":"packed"}' }],
  });
  await account.api.request("POST", `${conversation}/messages`, {
    text: "Thanks! My order number is 7781, when does it ship?",
  });
  expect((await account.api.request("POST", `${conversation}/end`)).status).toBe(200);
  expect((await start("api")).status).toBe(201);

  // A long conversation with an agent that asks for no analysis.
  const talker = await account.api.request("POST", api("/agents"), { name: "Long talker", config: {} });
  const long = await account.api.request("POST", api(`/agents/${talker.json.id}/conversations`), { source: "api" });
  longId = long.json.id;
  for (let turn = 1; turn <= LONG_TURNS; turn++) {
    const sent = await account.api.request("POST", api(`/conversations/${longId}/messages`), {
      text: `Question number ${turn}`,
    });
    expect(sent.status).toBe(200);
  }
  expect((await account.api.request("POST", api(`/conversations/${longId}/end`))).status).toBe(200);

  ({ browser, outside, page } = await openDashboard(platform.baseUrl, { account }));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe("the conversation pages in Chromium", () => {
  it("lists conversations with the filters of the URL", async () => {
    const table = page.getByRole("table", { name: "Conversations" });
    const rows = table.getByRole("row");
    await page.goto(`/w/${account.workspaceId}/conversations`);
    await table.getByRole("cell", { name: "widget" }).waitFor();
    expect(await rows.count()).toBe(4);
    const header = (await table.getByRole("row").first().textContent()) ?? "";
    for (const column of ["Status", "Source", "Turns", "Duration", "Cost", "Started"]) expect(header).toContain(column);
    const widget = table.getByRole("row").filter({ has: page.getByRole("cell", { name: "widget" }) });
    expect((await widget.textContent()) ?? "").toContain("Toko support");
    expect(await widget.getByRole("cell", { name: "2", exact: true }).count()).toBe(1);
    await check("conversations");
    await page.goto(`/w/${account.workspaceId}/conversations?status=ended`);
    await table.getByRole("cell", { name: "widget" }).waitFor();
    expect(await rows.count()).toBe(3);
    expect(await page.getByLabel("Status", { exact: true }).first().inputValue()).toBe("ended");
    await page.getByLabel("Agent", { exact: true }).first().click();
    await page.getByRole("option", { name: "Toko support" }).click();
    await page.getByLabel("Branch", { exact: true }).first().click();
    const filtered = listed("branch_id=br_");
    await page.getByRole("option", { name: "main" }).click();
    await filtered;
    await page.waitForURL(/branch_id=br_/);
    const query = new URL(page.url()).searchParams;
    expect([query.get("status"), query.get("agent_id")?.startsWith("agt_")]).toEqual(["ended", true]);
    await table.getByRole("cell", { name: "widget" }).waitFor();
    expect(await rows.count()).toBe(2);
    await page.goto(`/w/${account.workspaceId}/conversations?status=failed`);
    await page.getByText("No conversation matches these filters.").waitFor();
    await check("conversations-empty");
  }, 30_000);

  it("shows a conversation's transcript with its tool call in place, its events and its analysis", async () => {
    await page.goto(`/w/${account.workspaceId}/conversations?status=ended`);
    await page
      .getByRole("table", { name: "Conversations" })
      .getByRole("row")
      .filter({ has: page.getByRole("cell", { name: "widget" }) })
      .getByRole("link")
      .click();
    await page.waitForURL(`**/conversations/${endedId}`);
    const transcript = page.getByLabel("Transcript");
    await transcript.getByText("Tool call: lookup_order", { exact: false }).waitFor();
    const text = (await transcript.textContent()) ?? "";
    expect(text).toContain("7781");
    expect(text.indexOf("Please lookup_order")).toBeLessThan(text.indexOf("Tool call: lookup_order"));
    expect(text).toContain("Result: ok");
    await page.getByRole("table", { name: "Events" }).getByText("conversation.ended").waitFor();
    await page.getByText("Analysis done").waitFor();
    const criteria = page.getByRole("table", { name: "Criteria" });
    expect((await criteria.textContent()) ?? "").toContain("shipping");
    expect((await page.getByRole("table", { name: "Data collection" }).textContent()) ?? "").toContain("7781");
    await page.getByText("Sentiment:", { exact: false }).waitFor();
    await page.getByText("Topics:", { exact: false }).waitFor();
    await check("conversation");
  }, 30_000);

  it("re-runs the analysis and follows its status until it is done", async () => {
    const before = await account.api.request("GET", api(`/conversations/${endedId}`));
    const rerun = page.waitForResponse((r) => r.url().endsWith("/analysis/run"));
    await page.getByRole("button", { name: "Re-run analysis" }).click();
    expect((await rerun).status()).toBe(200);
    await page.waitForResponse(async (r) => {
      if (!r.url().endsWith(`/conversations/${endedId}`) || r.request().method() !== "GET") return false;
      const body = (await r.json()) as { analysis_status: string; analysis: { analyzed_at: string } };
      return body.analysis_status === "done" && body.analysis.analyzed_at !== before.json.analysis.analyzed_at;
    });
    await page.getByText("Analysis done").waitFor();
    // The analysis is below the transcript: a screenshot of it at each size, scrolled to it.
    for (const [size, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      // Below the shell's header, which stays at the top.
      await page.evaluate(
        "[...document.querySelectorAll('h2')].find((h) => h.textContent === 'Analysis').scrollIntoView(); scrollBy(0, -80)",
      );
      await page.screenshot({ path: join(SCREENSHOTS, `conversation-analysis-${size}.png`) });
    }
    await page.setViewportSize(DESKTOP);
  }, 30_000);

  it(`renders a conversation of ${LONG_TURNS} turns whole, and its events a hundred at a time`, async () => {
    await page.goto(`/w/${account.workspaceId}/conversations/${longId}`);
    const transcript = page.getByLabel("Transcript");
    await transcript.getByText(`Question number ${LONG_TURNS}`, { exact: true }).waitFor({ state: "attached" });
    const messages = transcript.getByRole("listitem");
    expect(await messages.count()).toBe(2 * LONG_TURNS);
    expect(await messages.filter({ hasText: /^User/ }).count()).toBe(LONG_TURNS);
    await check("conversation-long");
    const events = page.getByRole("table", { name: "Events" }).getByRole("row");
    expect(await events.count()).toBe(1 + 100);
    await page.getByRole("button", { name: /Show more events/ }).click();
    expect(await events.count()).toBe(1 + 200);
  }, 60_000);

  it("works with the keyboard alone: a filter chosen, a conversation opened, its analysis re-run", async () => {
    await page.goto(`/w/${account.workspaceId}/conversations`);
    const table = page.getByRole("table", { name: "Conversations" });
    await table.getByRole("cell", { name: "widget" }).waitFor();
    await page.getByLabel("Source", { exact: true }).first().focus();
    await page.keyboard.press("ArrowDown");
    const widget = page.getByRole("option", { name: "widget" });
    await widget.waitFor();
    // The arrows move through the options; which one the opening selected is Mantine's to decide.
    for (let i = 0; i < 6 && (await widget.getAttribute("data-combobox-selected")) === null; i++) {
      await page.keyboard.press("ArrowDown");
    }
    const filtered = listed("source=widget");
    await page.keyboard.press("Enter");
    await filtered;
    await page.waitForURL(/source=widget/);
    await table.getByRole("cell", { name: "widget" }).waitFor();
    expect(await table.getByRole("row").count()).toBe(2);
    await tabTo(page, "Order, Lookup, Number", 30);
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/conversations/${endedId}`);
    await page.getByText("Analysis done").waitFor();
    await tabTo(page, "Re-run analysis", 30);
    const rerun = page.waitForResponse((r) => r.url().endsWith("/analysis/run"));
    await page.keyboard.press("Enter");
    expect((await rerun).status()).toBe(200);
    await page.getByText("Analysis done").waitFor();
  }, 30_000);

  it("shows the API's errors: a filter it refuses, a conversation it does not know", async () => {
    await page.goto(`/w/${account.workspaceId}/conversations?status=paused`);
    const refused = page.getByRole("alert").filter({ hasText: "Could not load the conversations" });
    await refused.waitFor();
    expect(await refused.textContent()).toContain("The query is not valid.");
    const status = page.getByLabel("Status", { exact: true }).first();
    expect(await status.getAttribute("aria-invalid")).toBe("true");
    const described = (await status.getAttribute("aria-describedby")) ?? "";
    const message = await page
      .locator(`[id="${described.split(" ").find((id) => id.includes("error"))}"]`)
      .textContent();
    expect(message).toBe("must be one of: active, ended, failed");
    await page.goto(`/w/${account.workspaceId}/conversations/conv_unknown`);
    const missing = page.getByRole("alert").filter({ hasText: "Could not load the conversation" });
    await missing.waitFor();
    expect((await missing.textContent()) ?? "").toMatch(/not found/i);
    await check("conversation-not-found");
  }, 30_000);

  it("pages the list with the API's cursors, filters kept", async () => {
    const agent = await account.api.request("POST", api("/agents"), { name: "Channel desk", config: {} });
    for (let i = 0; i < 32; i++) {
      const started = await account.api.request("POST", api(`/agents/${agent.json.id}/conversations`), {
        source: "channel",
      });
      expect(started.status).toBe(201);
    }
    await page.goto(`/w/${account.workspaceId}/conversations?source=channel`);
    const rows = page.getByRole("table", { name: "Conversations" }).getByRole("row");
    await page.getByRole("button", { name: "Load more conversations" }).waitFor();
    expect(await rows.count()).toBe(1 + 30);
    const next = page.waitForResponse((r) => r.url().includes("cursor=") && r.url().includes("source=channel"));
    await page.getByRole("button", { name: "Load more conversations" }).click();
    expect((await next).status()).toBe(200);
    await page.getByRole("button", { name: "Load more conversations" }).waitFor({ state: "detached" });
    expect(await rows.count()).toBe(1 + 32);
  }, 30_000);

  it("keeps every page free of serious accessibility problems and sideways scrolling, and offline", () => {
    expectNone(outside);
  });
});
