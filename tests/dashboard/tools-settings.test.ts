import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { type Account, signUp } from "../harness/accounts.ts";
import { bootAllInOne, type RunningPlatform } from "../harness/index.ts";
import type { Browser, Page } from "./browser.ts";
import { expectLoadsMore, focusReaches, openAs, openDashboard, pageChecks, tabTo } from "./session.ts";

let platform: RunningPlatform;
let browser: Browser;
let outside: string[];
let page: Page;
let account: Account;
const { check, expectNone } = pageChecks(() => page);

const api = (path: string) => `/api/v1/workspaces/${account.workspaceId}${path}`;
const SECRET_HEADER = "Bearer hook-secret-0123456789";

async function toolNamed(name: string) {
  const list = await account.api.request("GET", api("/tools?page_size=100"));
  return list.json.items.find((tool: { name: string }) => tool.name === name);
}

beforeAll(async () => {
  platform = await bootAllInOne();
  account = await signUp(platform.baseUrl, { name: "Olive Owner", workspace_name: "Tool makers" });
  ({ browser, outside, page } = await openDashboard(platform.baseUrl, {
    account,
    permissions: ["clipboard-read", "clipboard-write"],
  }));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe("the tools page in Chromium", () => {
  it("creates a tool, with JSON and JSON Schema errors shown at the parameters field", async () => {
    await page.goto(`/w/${account.workspaceId}/tools`);
    await page.getByText("No tools yet").waitFor();
    await check("tools-empty");
    await page.getByRole("button", { name: "Create tool" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a tool" });
    await dialog.getByLabel("Name", { exact: true }).fill("lookup_order");
    await dialog.getByLabel("Description").fill("Looks an order up in the shop.");
    const parameters = dialog.getByLabel("Parameters (JSON Schema)");
    await parameters.fill('{"type": "object", "properties": {');
    await dialog.getByRole("button", { name: "Create tool" }).click();
    await dialog.getByText("Not valid JSON", { exact: false }).waitFor();
    expect(await parameters.getAttribute("aria-invalid")).toBe("true");
    // Valid JSON but not a schema the API takes: its own message, at the same field.
    await parameters.fill('{"type": "array", "items": {"type": "string"}}');
    const answer = page.waitForResponse((r) => r.url().endsWith(api("/tools")) && r.request().method() === "POST");
    await dialog.getByRole("button", { name: "Create tool" }).click();
    const refused = await answer;
    expect(refused.status()).toBe(422);
    const body = (await refused.json()) as { error: { details: { fields: { path: string; message: string }[] } } };
    const field = body.error.details.fields.find((f) => f.path.startsWith("/parameters"));
    expect(field).toBeDefined();
    await dialog.getByText(field!.message, { exact: false }).first().waitFor();
    expect(await parameters.getAttribute("aria-invalid")).toBe("true");
    await check("tools-create-error");
    await parameters.fill(
      JSON.stringify({ type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] }),
    );
    await dialog.getByRole("button", { name: "Create tool" }).click();
    await dialog.waitFor({ state: "detached" });
    const table = page.getByRole("table", { name: "Tools" });
    await table.getByText("lookup_order").waitFor();
    await table.getByText("Looks an order up in the shop.").waitFor();
    const stored = await toolNamed("lookup_order");
    expect(stored.type).toBe("client");
    expect(stored.parameters.required).toEqual(["order_id"]);
  }, 30_000);

  it("creates a webhook tool whose header values are never shown back, and edits it keeping them", async () => {
    await page.getByRole("button", { name: "Create tool" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a tool" });
    await dialog.getByLabel("Name", { exact: true }).fill("refund_order");
    await dialog.getByText("Webhook", { exact: true }).click();
    await dialog.getByLabel("URL").fill("https://hooks.example.com/refund");
    await dialog.getByLabel("Timeout (ms)").fill("40000");
    await dialog.getByRole("button", { name: "Add header" }).click();
    await dialog.getByLabel("Header 1 name").fill("Authorization");
    await dialog.getByLabel("Header 1 value").fill(SECRET_HEADER);
    await dialog.getByRole("button", { name: "Create tool" }).click();
    // The API's bound, at the timeout field.
    await dialog.getByText("30000", { exact: false }).first().waitFor();
    expect(await dialog.getByLabel("Timeout (ms)").getAttribute("aria-invalid")).toBe("true");
    await dialog.getByLabel("Timeout (ms)").fill("5000");
    await dialog.getByRole("button", { name: "Create tool" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("POST https://hooks.example.com/refund").waitFor();
    const created = await toolNamed("refund_order");
    expect(created.webhook).toEqual({
      url: "https://hooks.example.com/refund",
      method: "POST",
      headers: { Authorization: "***" },
      timeout_ms: 5000,
    });

    await page.getByRole("button", { name: "Edit tool refund_order" }).click();
    const edit = page.getByRole("dialog", { name: "Edit tool refund_order" });
    expect(await edit.getByLabel("Header 1 name").inputValue()).toBe("Authorization");
    const value = edit.getByLabel("Header 1 value");
    expect(await value.inputValue()).toBe("");
    expect(await value.getAttribute("placeholder")).toBe("Saved (hidden)");
    expect((await page.content()).includes("hook-secret")).toBe(false);
    await edit.getByLabel("Description").fill("Refunds an order.");
    await edit.getByLabel("Method").click();
    await page.getByRole("option", { name: "PUT" }).click();
    await check("tools-edit");
    await edit.getByRole("button", { name: "Save tool" }).click();
    await edit.waitFor({ state: "detached" });
    await page.getByText("PUT https://hooks.example.com/refund").waitFor();
    await page.getByText("Refunds an order.").waitFor();
    const edited = await toolNamed("refund_order");
    expect(edited.description).toBe("Refunds an order.");
    expect(edited.webhook.headers).toEqual({ Authorization: "***" });
    await check("tools");
  }, 30_000);

  it("explains that a tool is in use, and deletes it only when forced", async () => {
    const tool = await toolNamed("lookup_order");
    const agent = await account.api.request("POST", api("/agents"), {
      name: "Order desk",
      config: { agent: { prompt: { prompt: "Help with orders.", tool_ids: [tool.id] } } },
    });
    expect(agent.status).toBe(201);
    await page.getByRole("button", { name: "Delete tool lookup_order" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete the tool" });
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await dialog.getByText("Agents still use this tool").first().waitFor();
    await dialog.getByRole("link", { name: "Order desk" }).waitFor();
    await check("tools-delete-in-use");
    expect((await account.api.request("GET", api(`/tools/${tool.id}`))).status).toBe(200);
    await dialog.getByRole("button", { name: "Delete anyway" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("lookup_order").waitFor({ state: "detached" });
    expect((await account.api.request("GET", api(`/tools/${tool.id}`))).status).toBe(404);

    await page.getByRole("button", { name: "Delete tool refund_order" }).click();
    await page
      .getByRole("dialog", { name: "Delete the tool" })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await page.getByText("No tools yet").waitFor();
  }, 30_000);

  it("creates a tool with the keyboard alone", async () => {
    await page.goto(`/w/${account.workspaceId}/tools`);
    await page.getByText("No tools yet").waitFor();
    await tabTo(page, "Create tool", 60);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Create a tool" });
    // The name field has the focus; Enter in it submits the form.
    await focusReaches(dialog.getByLabel("Name", { exact: true }));
    await page.keyboard.type("typed_tool");
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("table", { name: "Tools" }).getByText("typed_tool").waitFor();
    await tabTo(page, "Delete tool typed_tool", 60);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Delete the tool" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Delete the tool" }).waitFor({ state: "detached" });
    expect((await toolNamed("typed_tool"))?.type).toBe("client");
  }, 30_000);

  it("pages the tools with the API's cursors", async () => {
    for (let i = 0; i < 31; i++) {
      const created = await account.api.request("POST", api("/tools"), {
        name: `tool_${String(i).padStart(2, "0")}`,
        description: "",
        type: "client",
        parameters: { type: "object" },
      });
      expect(created.status).toBe(201);
    }
    await page.reload();
    const rows = page.getByRole("table", { name: "Tools" }).getByRole("row");
    // 32 tools (the one made with the keyboard and 31 more) and the header row.
    await expectLoadsMore(page, rows, "Load more tools", { first: 31, all: 33 });
  }, 30_000);
});

describe("the settings page in Chromium", () => {
  it("adds a member by email, changes their role and removes them", async () => {
    const colleague = await signUp(platform.baseUrl, { name: "Carl Colleague" });
    await page.goto(`/w/${account.workspaceId}/settings`);
    const members = page.getByRole("table", { name: "Members" });
    await members.getByText(account.email, { exact: true }).waitFor();
    await page.getByLabel("Email of the member to add").fill("nobody-here@example.com");
    await page.getByRole("button", { name: "Add member" }).click();
    await page.getByRole("alert").filter({ hasText: "Could not add the member" }).waitFor();
    await page.getByLabel("Email of the member to add").fill(colleague.email);
    await page.getByRole("button", { name: "Add member" }).click();
    await members.getByText(colleague.email, { exact: true }).waitFor();
    await check("settings");

    await page.getByRole("combobox", { name: `Role of ${colleague.email}` }).click();
    await page.getByRole("option", { name: "Admin" }).click();
    const roleOf = async () => {
      const list = await account.api.request("GET", api("/members"));
      return list.json.items.find((m: { email: string }) => m.email === colleague.email)?.role;
    };
    for (let tries = 0; (await roleOf()) !== "admin" && tries < 50; tries++) await Bun.sleep(100);
    expect(await roleOf()).toBe("admin");

    // The last owner cannot be demoted: the API's refusal, as a notice.
    await page.getByRole("combobox", { name: `Role of ${account.email}` }).click();
    await page.getByRole("option", { name: "Member" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: `Could not change the role of ${account.email}` })
      .waitFor();
    await check("settings-last-owner");

    await page.getByRole("button", { name: `Remove ${colleague.email}` }).click();
    const confirm = page.getByRole("dialog", { name: "Remove the member" });
    await confirm.getByText(colleague.email).waitFor();
    await check("settings-remove-member");
    await confirm.getByRole("button", { name: "Remove member" }).click();
    await confirm.waitFor({ state: "detached" });
    await members.getByText(colleague.email, { exact: true }).waitFor({ state: "detached" });
    expect(await roleOf()).toBeUndefined();
  }, 40_000);

  it("creates an API key shown once with a copy button, and revokes it", async () => {
    await page.getByText("No API keys").waitFor();
    await page.getByLabel("Key name").fill("CI pipeline");
    await page.getByRole("button", { name: "Create key" }).click();
    const shown = page.getByLabel("New API key");
    await shown.waitFor();
    const key = ((await shown.textContent()) ?? "").trim();
    expect(key).toMatch(/^cxk_[A-Za-z0-9_-]{32,}$/);
    await page.getByRole("button", { name: "Copy key" }).click();
    await page.getByRole("button", { name: "Copied" }).waitFor();
    expect(await page.evaluate("navigator.clipboard.readText()")).toBe(key);
    await check("settings-key-created");
    const bearer = account.api.withBearer(key);
    expect((await bearer.request("GET", api("/agents"))).status).toBe(200);
    const keys = page.getByRole("table", { name: "API keys" });
    await keys.getByText("CI pipeline").waitFor();
    await page.getByRole("button", { name: "Done" }).click();
    await shown.waitFor({ state: "detached" });
    await page.reload();
    await keys.getByText("CI pipeline").waitFor();
    expect((await page.content()).includes(key)).toBe(false);

    await page.getByRole("button", { name: "Revoke key CI pipeline" }).click();
    const confirm = page.getByRole("dialog", { name: "Revoke the API key" });
    await check("settings-revoke-key");
    await confirm.getByRole("button", { name: "Revoke key" }).click();
    await confirm.waitFor({ state: "detached" });
    await page.getByText("No API keys").waitFor();
    expect((await bearer.request("GET", api("/agents"))).status).toBe(401);
  }, 30_000);

  it("shows a member the members without the admins' controls", async () => {
    const member = await signUp(platform.baseUrl, { name: "Mia Member" });
    const added = await account.api.request("POST", api("/members"), { email: member.email, role: "member" });
    expect(added.status).toBe(201);
    const { context: other, page: tab } = await openAs(browser, platform.baseUrl, member);
    await tab.goto(`/w/${account.workspaceId}/settings`);
    await tab.getByRole("table", { name: "Members" }).getByText(member.email).waitFor();
    await tab.getByText("Only admins of the workspace can see and create API keys.").waitFor();
    expect(await tab.getByRole("button", { name: "Add member" }).count()).toBe(0);
    expect(await tab.getByRole("combobox", { name: `Role of ${account.email}` }).count()).toBe(0);
    await tab.goto(`/w/${account.workspaceId}/tools`);
    await tab.getByText("Only admins of the workspace can create, edit or delete tools.").waitFor();
    expect(await tab.getByRole("button", { name: "Create tool" }).count()).toBe(0);
    await other.close();
  }, 30_000);

  it("keeps every view free of serious accessibility problems and sideways scrolling, and offline", () => {
    expectNone(outside);
  });
});
