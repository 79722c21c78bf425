import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { type Account, signUp } from "../harness/accounts.ts";
import { bootAllInOne, type RunningPlatform } from "../harness/index.ts";
import type { Browser, Page } from "./browser.ts";
import { expectLoadsMore, focusReaches, openDashboard, pageChecks, pressUntilFocused, tabTo } from "./session.ts";

let platform: RunningPlatform;
let browser: Browser;
let outside: string[];
let page: Page;
let account: Account;
const { check, expectNone } = pageChecks(() => page);

const api = (path: string) => `/api/v1/workspaces/${account.workspaceId}${path}`;
const knowledgeUrl = (query = "") => `/w/${account.workspaceId}/knowledge${query}`;
const REFUNDS =
  "Refunds are paid back to the original card within five working days after we receive the returned item. " +
  "Store credit is offered instead when the receipt is missing.";

/** The row of the folders-and-documents table that names `name`. */
const row = (name: string) =>
  page.getByRole("table", { name: "Folders and documents" }).getByRole("row").filter({ hasText: name });

async function folderAction(folder: string, action: string) {
  await page.getByRole("button", { name: `Actions for folder ${folder}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

async function addDocument(kind: "Add text" | "Upload a file" | "Import a URL") {
  await page.getByRole("button", { name: "Add document" }).click();
  await page.getByRole("menuitem", { name: kind }).click();
  return page.getByRole("dialog", { name: kind });
}

beforeAll(async () => {
  platform = await bootAllInOne();
  account = await signUp(platform.baseUrl, { workspace_name: "Knowledge keepers" });
  ({ browser, outside, page } = await openDashboard(platform.baseUrl, { account }));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe("the knowledge pages in Chromium", () => {
  it("creates, renames and moves folders, with breadcrumbs and the API's errors at the name", async () => {
    await page.goto(knowledgeUrl());
    await page.getByText("No knowledge yet").waitFor();
    await check("knowledge-empty");
    await page.getByRole("button", { name: "New folder" }).click();
    let dialog = page.getByRole("dialog", { name: "New folder" });
    await dialog.getByLabel("Folder name").fill("Policies");
    await dialog.getByRole("button", { name: "Create folder" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "New folder" }).click();
    dialog = page.getByRole("dialog", { name: "New folder" });
    await dialog.getByLabel("Folder name").fill("policies");
    await dialog.getByRole("button", { name: "Create folder" }).click();
    await dialog.getByText("A folder with this name already exists here.").waitFor();
    expect(await dialog.getByLabel("Folder name").getAttribute("aria-invalid")).toBe("true");
    await check("knowledge-folder-name-taken");
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("link", { name: "Policies" }).click();
    await page.getByRole("heading", { name: "Policies", level: 1 }).waitFor();
    const policies = new URL(page.url()).searchParams.get("folder") ?? "";
    expect(policies).toMatch(/^kfd_/);
    await page.getByText("This folder is empty").waitFor();
    await page.getByRole("button", { name: "New folder" }).click();
    dialog = page.getByRole("dialog", { name: "New folder" });
    await dialog.getByLabel("Folder name").fill("HR");
    await dialog.getByRole("button", { name: "Create folder" }).click();
    await row("HR").waitFor();
    await folderAction("HR", "Rename");
    dialog = page.getByRole("dialog", { name: "Rename the folder" });
    await dialog.getByLabel("Folder name").fill("People");
    await dialog.getByRole("button", { name: "Rename" }).click();
    await row("People").waitFor();
    await page.getByRole("link", { name: "People" }).click();
    await page.getByRole("heading", { name: "People", level: 1 }).waitFor();
    const crumbs = page.getByRole("navigation", { name: "Folder path" });
    expect(((await crumbs.textContent()) ?? "").replace(/\s+/g, "")).toBe("Knowledge/Policies/People");
    await check("knowledge-subfolder");
    await crumbs.getByRole("link", { name: "Policies" }).click();
    await page.getByRole("heading", { name: "Policies", level: 1 }).waitFor();

    await folderAction("People", "Move");
    dialog = page.getByRole("dialog", { name: "Move the folder" });
    await dialog.getByLabel("Move to").click();
    await page.getByRole("option", { name: "Knowledge (the root)" }).click();
    await dialog.getByRole("button", { name: "Move" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("This folder is empty").waitFor();
    const roots = await account.api.request("GET", api("/knowledge/folders?parent_folder_id=root"));
    expect(roots.json.items.map((f: { name: string }) => f.name).sort()).toEqual(["People", "Policies"]);
  }, 40_000);

  it("adds a text document whose status turns ready by itself, and shows its content", async () => {
    const dialog = await addDocument("Add text");
    await dialog.getByRole("button", { name: "Add text" }).click();
    await dialog.getByText("must", { exact: false }).first().waitFor();
    expect(await dialog.getByLabel("Document name").getAttribute("aria-invalid")).toBe("true");
    await dialog.getByLabel("Document name").fill("Refund policy");
    await dialog.getByLabel("Text").fill(REFUNDS);
    await dialog.getByRole("button", { name: "Add text" }).click();
    await dialog.waitFor({ state: "detached" });
    // No reload: the list polls while the document is pending or indexing.
    await row("Refund policy").getByText("ready", { exact: true }).waitFor({ timeout: 20_000 });
    await check("knowledge-folder");
    await page.getByRole("link", { name: "Refund policy" }).click();
    await page.getByRole("heading", { name: "Refund policy", level: 1 }).waitFor();
    await page.getByText("Store credit is offered instead", { exact: false }).waitFor();
    await page.getByRole("navigation", { name: "Folder path" }).getByRole("link", { name: "Policies" }).waitFor();
    await check("knowledge-document");
    await page.getByRole("navigation", { name: "Folder path" }).getByRole("link", { name: "Policies" }).click();
    await row("Refund policy").waitFor();
  }, 40_000);

  it("uploads a file with its progress, and shows why a document failed", async () => {
    let dialog = await addDocument("Upload a file");
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "shipping.md",
      mimeType: "text/markdown",
      buffer: Buffer.from("# Shipping\n\nParcels ship within two days and arrive in Germany in three.\n"),
    });
    await dialog.getByText("shipping.md").waitFor();
    await check("knowledge-upload");
    // The upload is held until its progress has been seen, then let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const headers: Record<string, string>[] = [];
    const isUpload = (url: URL) => url.pathname === api("/knowledge/file");
    await page.route(isUpload, async (route) => {
      headers.push(route.request().headers());
      await held;
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await dialog.getByText("Uploading…", { exact: false }).waitFor();
    const bar = dialog.getByRole("progressbar", { name: "Upload progress" });
    expect(await bar.getAttribute("aria-valuemax")).toBe("100");
    release();
    await dialog.waitFor({ state: "detached" });
    await page.unroute(isUpload);
    expect(headers[0]?.["x-cx-request"]).toBe("1");
    await row("shipping.md").getByText("ready", { exact: true }).waitFor({ timeout: 20_000 });

    // A page with no readable text is refused by the indexer: the reason shows in the list.
    dialog = await addDocument("Upload a file");
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "blank.html",
      mimeType: "text/html",
      buffer: Buffer.from("<html><head><title>Blank</title></head><body><script>1</script></body></html>"),
    });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await dialog.waitFor({ state: "detached" });
    const failed = row("blank.html");
    await failed.getByText("failed", { exact: true }).waitFor({ timeout: 20_000 });
    const doc = (await account.api.request("GET", api("/knowledge?status=failed"))).json.items[0];
    expect(doc.error).toBeTruthy();
    await failed.getByText(doc.error).waitFor();

    // A refused file type: the API's answer, in the dialog.
    dialog = await addDocument("Upload a file");
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "photo.png",
      mimeType: "image/png",
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await dialog.getByRole("alert").filter({ hasText: "Could not upload the file" }).waitFor();
    await check("knowledge-upload-refused");
    await dialog.getByRole("button", { name: "Cancel" }).click();
  }, 60_000);

  it("refuses to import a URL that is not public, at the URL field", async () => {
    const dialog = await addDocument("Import a URL");
    await dialog.getByLabel("Page URL").fill("http://10.1.2.3/private");
    const answer = page.waitForResponse((r) => r.url().endsWith(api("/knowledge/url")));
    await dialog.getByRole("button", { name: "Import" }).click();
    const refused = (await (await answer).json()) as { error: { details: { fields: { message: string }[] } } };
    await dialog.getByText(refused.error.details.fields[0]!.message).waitFor();
    expect(await dialog.getByLabel("Page URL").getAttribute("aria-invalid")).toBe("true");
    await check("knowledge-import-url");
    await dialog.getByRole("button", { name: "Cancel" }).click();
  }, 30_000);

  it("searches and shows the nearest chunks with their distances", async () => {
    await page.getByLabel("Search for").fill("when are refunds paid back");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const results = page.getByRole("list", { name: "Search results" });
    await results.waitFor();
    const first = results.getByRole("listitem").first();
    await first.getByRole("link", { name: "Refund policy" }).waitFor();
    expect((await first.textContent()) ?? "").toMatch(/distance \d\.\d{3}/);
    expect((await first.textContent()) ?? "").toContain("chunk 0");
    await check("knowledge-search");
  }, 30_000);

  it("deletes a non-empty folder only after saying what it holds", async () => {
    await page.getByRole("navigation", { name: "Folder path" }).getByRole("link", { name: "Knowledge" }).click();
    await page.getByRole("heading", { name: "Knowledge", level: 1 }).waitFor();
    await folderAction("Policies", "Delete");
    const dialog = page.getByRole("dialog", { name: "Delete the folder" });
    await dialog.getByText("is not empty", { exact: false }).waitFor();
    await check("knowledge-delete-folder");
    await dialog.getByRole("button", { name: "Delete folder and contents" }).click();
    await dialog.waitFor({ state: "detached" });
    await row("Policies").waitFor({ state: "detached" });
    const left = await account.api.request("GET", api("/knowledge"));
    expect(left.json.items).toEqual([]);
    await folderAction("People", "Delete");
    const confirm = page.getByRole("dialog", { name: "Delete the folder" });
    await confirm.getByText("Delete the empty folder").waitFor();
    // Filled after the list was read: the API refuses, and only a second confirmation deletes it all.
    const people = (await account.api.request("GET", api("/knowledge/folders?parent_folder_id=root"))).json.items[0];
    const inside = await account.api.request("POST", api("/knowledge/folders"), {
      name: "Added meanwhile",
      parent_folder_id: people.id,
    });
    expect(inside.status).toBe(201);
    await confirm.getByRole("button", { name: "Delete folder", exact: true }).click();
    await confirm.getByText("is no longer empty", { exact: false }).waitFor();
    expect((await account.api.request("GET", api(`/knowledge/folders/${people.id}`))).status).toBe(200);
    await confirm.getByRole("button", { name: "Delete folder and contents" }).click();
    await page.getByText("No knowledge yet").waitFor();
    expect((await account.api.request("GET", api(`/knowledge/folders/${inside.json.id}`))).status).toBe(404);
  }, 30_000);

  it("works with the keyboard alone, and pages a folder's subfolders with the API's cursors", async () => {
    await page.goto(knowledgeUrl());
    await page.getByText("No knowledge yet").waitFor();
    await tabTo(page, "New folder", 60);
    await page.keyboard.press("Enter");
    await focusReaches(page.getByRole("dialog", { name: "New folder" }).getByLabel("Folder name"));
    await page.keyboard.type("Many");
    await page.keyboard.press("Enter");
    await row("Many").waitFor();
    await tabTo(page, "Add document", 60);
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Add text" }).waitFor();
    await pressUntilFocused(page, "ArrowDown", "Add text", 8);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add text" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await tabTo(page, "Many", 60);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Many", level: 1 }).waitFor();

    const many = new URL(page.url()).searchParams.get("folder");
    for (let i = 0; i < 31; i++) {
      const made = await account.api.request("POST", api("/knowledge/folders"), {
        name: `Sub ${String(i).padStart(2, "0")}`,
        parent_folder_id: many,
      });
      expect(made.status).toBe(201);
    }
    await page.reload();
    const rows = page.getByRole("table", { name: "Folders and documents" }).getByRole("row");
    await expectLoadsMore(page, rows, "Load more folders", { first: 31, all: 32 });
  }, 40_000);

  it("sends the user to log in when the session is lost during an upload", async () => {
    const isUpload = (url: URL) => url.pathname === api("/knowledge/file");
    await page.route(isUpload, (route) =>
      route.fulfill({
        status: 401,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "unauthenticated", message: "Log in again." } }),
      }),
    );
    const dialog = await addDocument("Upload a file");
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "late.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Too late."),
    });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await page.getByRole("button", { name: "Log in" }).waitFor();
    expect(new URL(page.url()).searchParams.get("next")).toStartWith(`/w/${account.workspaceId}/knowledge`);
    await page.unroute(isUpload);
  }, 30_000);

  it("keeps every view free of serious accessibility problems and sideways scrolling, and offline", () => {
    expectNone(outside);
  });
});
