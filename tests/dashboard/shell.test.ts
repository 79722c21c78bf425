import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { signUp, uniqueEmail } from "../harness/accounts.ts";
import { bootAllInOne, type RunningPlatform } from "../harness/index.ts";
import { type Browser, type BrowserContext, DESKTOP, type Page, SCREENSHOTS } from "./browser.ts";
import { openDashboard, pageChecks } from "./session.ts";

let platform: RunningPlatform;
let browser: Browser;
let context: BrowserContext;
let outside: string[];
let page: Page;
const { check, expectNone } = pageChecks(() => page);

const email = uniqueEmail("dash");
const password = "correct horse battery";
let ws = "";

beforeAll(async () => {
  platform = await bootAllInOne();
  ({ browser, context, outside, page } = await openDashboard(platform.baseUrl));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe("the dashboard's shell in Chromium", () => {
  it("sends a signed-out visitor of a deep link to the log-in page, which keeps where they were going", async () => {
    const answer = await page.goto("/w/ws_nowhere/agents");
    expect(answer?.status()).toBe(200);
    await page.getByRole("button", { name: "Log in" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/w/ws_nowhere/agents");
    for (const label of ["Email", "Password", "Remember me"]) await page.getByLabel(label, { exact: true }).waitFor();
    await check("login");
  }, 30_000);

  it("registers, lands on the new workspace's agents and shows its empty state", async () => {
    await page.goto("/register");
    await page.getByRole("button", { name: "Create account" }).click();
    // The API's own messages, at the fields they name.
    await page.getByText("must be at least 8 characters").waitFor();
    await page.getByText("must be a valid email").waitFor();
    await page.getByLabel("Name", { exact: true }).fill("Dana Builder");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Workspace name", { exact: true }).fill("Dana's agents");
    await check("register");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "Agents" }).waitFor();
    const path = new URL(page.url()).pathname;
    expect(path).toMatch(/^\/w\/ws_[^/]+\/agents$/);
    ws = path.split("/")[2]!;
    await page.getByText("No agents yet").waitFor();
    await check("agents-empty");
  }, 30_000);

  it("creates agents, shows the API's error at the name, and finds them by search", async () => {
    await page.getByRole("button", { name: "Create agent" }).click();
    const dialog = page.getByRole("dialog", { name: "Create an agent" });
    await dialog.getByLabel("Name").fill("   ");
    await dialog.getByRole("button", { name: "Create" }).click();
    await dialog.getByText("must not be blank").waitFor();
    await check("agents-create");
    await dialog.getByLabel("Name").fill("Support bot");
    await dialog.getByRole("button", { name: "Create" }).click();
    await page.getByRole("heading", { name: "Support bot" }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/w/${ws}/agents/agt_`));

    await page.getByRole("navigation", { name: "Workspace sections" }).getByRole("link", { name: "Agents" }).click();
    await page.getByRole("button", { name: "Create agent" }).click();
    await page.getByRole("dialog").getByLabel("Name").fill("Billing helper");
    await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
    await page.getByRole("heading", { name: "Billing helper" }).waitFor();
    await page.getByRole("navigation", { name: "Workspace sections" }).getByRole("link", { name: "Agents" }).click();
    const rows = page.getByRole("table", { name: "Agents" }).getByRole("row");
    await page.getByRole("link", { name: "Support bot" }).waitFor();
    expect(await rows.count()).toBe(3);
    await page.getByLabel("Search agents").fill("bill");
    await page.getByRole("link", { name: "Support bot" }).waitFor({ state: "detached" });
    expect(await rows.count()).toBe(2);
    await page.getByLabel("Search agents").fill("nothing like it");
    await page.getByText("No agent matches").waitFor();
    await page.getByLabel("Search agents").fill("");
    await check("agents");
  }, 30_000);

  it("pages the agents list with the API's cursors", async () => {
    const account = await signUp(platform.baseUrl, { email: uniqueEmail("pager"), password });
    for (let i = 0; i < 32; i++) {
      const created = await account.api.request("POST", `/api/v1/workspaces/${account.workspaceId}/agents`, {
        name: `Agent ${String(i).padStart(2, "0")}`,
      });
      expect(created.status).toBe(201);
    }
    const other = await browser.newContext({ baseURL: platform.baseUrl });
    const tab = await other.newPage();
    await tab.goto("/login");
    await tab.getByLabel("Email", { exact: true }).fill(account.email);
    await tab.getByLabel("Password", { exact: true }).fill(password);
    await tab.getByRole("button", { name: "Log in" }).click();
    await tab.getByRole("link", { name: "Agent 31" }).waitFor();
    const rows = tab.getByRole("table", { name: "Agents" }).getByRole("row");
    expect(await rows.count()).toBe(31);
    await tab.getByRole("button", { name: "Load more agents" }).click();
    await tab.getByRole("link", { name: "Agent 00" }).waitFor();
    expect(await rows.count()).toBe(33);
    expect(await tab.getByRole("button", { name: "Load more agents" }).count()).toBe(0);
    await other.close();
  }, 60_000);

  it("logs out, and logging in from a deep link returns to it", async () => {
    const agentPath = new URL(page.url()).pathname;
    await page.getByRole("link", { name: "Support bot" }).click();
    await page.getByRole("heading", { name: "Support bot" }).waitFor();
    const deepLink = new URL(page.url()).pathname;
    expect(deepLink).not.toBe(agentPath);
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("button", { name: "Log in" }).waitFor();
    expect((await context.cookies()).some((c) => c.name === "cx_session")).toBe(false);

    await page.goto(deepLink);
    await page.getByRole("button", { name: "Log in" }).waitFor();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("wrong password");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByText("The email or password is not correct.").waitFor();
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("heading", { name: "Support bot" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(deepLink);
    const session = (await context.cookies()).find((c) => c.name === "cx_session");
    expect(session?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 86_400);
  }, 30_000);

  it("sends the user to log in when the session is lost, and back to the page afterwards", async () => {
    await page.getByRole("navigation", { name: "Workspace sections" }).getByRole("link", { name: "Agents" }).click();
    await page.getByRole("link", { name: "Billing helper" }).waitFor();
    await context.clearCookies();
    await page.getByRole("link", { name: "Billing helper" }).click();
    await page.getByRole("button", { name: "Log in" }).waitFor();
    const next = new URL(page.url()).searchParams.get("next") ?? "";
    expect(next).toMatch(new RegExp(`^/w/${ws}/agents/agt_`));
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("heading", { name: "Billing helper" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(next);
  }, 30_000);

  it("says the platform is unavailable on a 503 and retries, without signing anyone out", async () => {
    let refused = 0;
    const unavailable = (url: URL) => url.pathname === `/api/v1/workspaces/${ws}/agents`;
    await page.route(unavailable, (route) => {
      refused += 1;
      return route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "unavailable", message: "The service is unavailable." } }),
      });
    });
    await page.goto(`/w/${ws}/agents`);
    await page.getByText("The platform is unavailable, retrying").waitFor();
    await page.waitForFunction(() => true);
    while (refused < 2) await page.waitForResponse((r) => unavailable(new URL(r.url())));
    await check("unavailable");
    expect(new URL(page.url()).pathname).toBe(`/w/${ws}/agents`);
    await page.unroute(unavailable);
    await page.getByRole("link", { name: "Support bot" }).waitFor({ timeout: 20_000 });
    await page.getByText("The platform is unavailable, retrying").waitFor({ state: "detached" });
    expect((await context.cookies()).some((c) => c.name === "cx_session")).toBe(true);
  }, 40_000);

  it("switches between the user's workspaces", async () => {
    const owner = await signUp(platform.baseUrl, { workspace_name: "Partner workspace" });
    const added = await owner.api.request("POST", `/api/v1/workspaces/${owner.workspaceId}/members`, {
      email,
      role: "member",
    });
    expect(added.status).toBe(201);
    await page.goto(`/w/${ws}/agents`);
    const switcher = page
      .getByRole("textbox", { name: "Workspace" })
      .or(page.getByRole("combobox", { name: "Workspace" }))
      .first();
    await switcher.click();
    await page.getByRole("option", { name: "Partner workspace" }).click();
    await page.waitForURL(`**/w/${owner.workspaceId}/agents`);
    await page.getByText("No agents yet").waitFor();
    await check("workspace-switched");
    await page.goto("/w/ws_not_mine/agents");
    await page.getByText("Workspace not found").waitFor();
    await page.goto("/");
    await page.waitForURL(`**/w/${ws}/agents`);
  }, 30_000);

  it("works with the keyboard alone: log out, log in, open and close a dialog", async () => {
    const focused = () =>
      page.evaluate("document.activeElement?.getAttribute('type') ?? document.activeElement?.textContent");
    await page.goto(`/w/${ws}/agents`);
    await page.getByRole("link", { name: "Support bot" }).waitFor();
    await page.getByRole("button", { name: "Log out" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Log in" }).waitFor();
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("email");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("password");
    await page.keyboard.type(password);
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: "Support bot" }).waitFor();
    await page.getByRole("button", { name: "Create agent" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Create an agent" });
    await dialog.waitFor();
    // Focus moves into the dialog, to its name field, once it has opened.
    await page.waitForFunction(
      "document.activeElement?.closest('[role=dialog]') != null && document.activeElement.tagName === 'INPUT'",
    );
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  }, 30_000);

  it("folds the navigation behind a menu button on a phone", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/w/${ws}/agents`);
    // Found by CSS: folded, the navigation is inert, so out of the accessibility tree too.
    const conversations = page.locator("nav a", { hasText: "Conversations" });
    await page.getByRole("heading", { name: "Agents" }).waitFor();
    // Folded, the navigation is off the screen to the left, and out of the tab order.
    const onScreen = async () => {
      const box = await conversations.boundingBox();
      return box !== null && box.x + box.width > 0;
    };
    const inert = () => page.evaluate("document.querySelector('nav').inert");
    expect([await onScreen(), await inert()]).toEqual([false, true]);
    await page.getByRole("button", { name: "Open navigation" }).click();
    expect([await onScreen(), await inert()]).toEqual([true, false]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, "navigation-phone.png") });
    await conversations.click();
    await page.getByRole("heading", { name: "Conversations" }).waitFor();
    expect([await onScreen(), await inert()]).toEqual([false, true]);
    await page.setViewportSize(DESKTOP);
  }, 30_000);

  it("says why when a log-in succeeds but the browser keeps no session cookie", async () => {
    const other = await browser.newContext({ baseURL: platform.baseUrl });
    // As a browser on plain HTTP away from localhost does with a Secure cookie: it is dropped.
    await other.route("**/api/v1/auth/login", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ status: "masuk" }) }),
    );
    const tab = await other.newPage();
    await tab.goto("/login");
    await tab.getByLabel("Email", { exact: true }).fill(email);
    await tab.getByLabel("Password", { exact: true }).fill(password);
    await tab.getByRole("button", { name: "Log in" }).click();
    await tab.getByText("did not keep the session cookie", { exact: false }).waitFor();
    expect(new URL(tab.url()).pathname).toBe("/login");
    await other.close();
  }, 30_000);

  it("keeps every page free of serious accessibility problems and sideways scrolling, and offline", () => {
    expectNone(outside);
  });
});
