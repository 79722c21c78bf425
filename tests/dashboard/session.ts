/**
 * What every dashboard suite sets up the same way: a user's session in Chromium, the lookup tool
 * its seeded agents call, the checks gathered from every page, and keyboard navigation.
 */
import { expect } from "bun:test";
import type { Account } from "../harness/accounts.ts";
import { eventually } from "../harness/eventually.ts";
import { type Browser, type BrowserContext, checkPage, launchChromium, type Page, platformContext } from "./browser.ts";

export interface Dashboard {
  browser: Browser;
  context: BrowserContext;
  /** Requests the pages made outside the platform's origin (all refused). */
  outside: string[];
  page: Page;
}

/** A user's session in `context`: the cookie the API set when they logged in. */
export async function signIn(context: BrowserContext, baseUrl: string, account: Account): Promise<void> {
  const [name, value] = (account.api.sessionCookie ?? "").split("=");
  await context.addCookies([{ name: name!, value: value!, url: baseUrl }]);
}

/**
 * How long a step waits for the page by default. Generous because the browser suites share two
 * cores with the rest of the test run; a step that passes waits only as long as the page takes.
 */
export const DASHBOARD_WAIT_MS = 20_000;

/** A tab of the platform in a fresh Chromium, signed in as `account` when one is given. */
export async function openDashboard(
  baseUrl: string,
  options: { account?: Account; timeout?: number; permissions?: string[] } = {},
): Promise<Dashboard> {
  const browser = await launchChromium();
  const { context, outside } = await platformContext(browser, baseUrl);
  context.setDefaultTimeout(options.timeout ?? DASHBOARD_WAIT_MS);
  if (options.permissions) await context.grantPermissions(options.permissions, { origin: baseUrl });
  if (options.account) await signIn(context, baseUrl, options.account);
  const page = await context.newPage();
  return { browser, context, outside, page };
}

/** A page of the platform in a new context of `browser`, signed in as `account` (e.g. a second user). */
export async function openAs(browser: Browser, baseUrl: string, account: Account) {
  const context = await browser.newContext({ baseURL: baseUrl });
  await signIn(context, baseUrl, account);
  return { context, page: await context.newPage() };
}

/**
 * The checks of every page a suite visits (see `checkPage`), gathered so that the suite's last
 * test can assert there were none, along with the requests made outside the origin.
 */
export function pageChecks(page: () => Page) {
  const violations: string[] = [];
  const sideways: string[] = [];
  return {
    async check(name: string) {
      const found = await checkPage(page(), name);
      violations.push(...found.violations.map((v) => `${name}: ${v}`));
      sideways.push(...found.sideways);
    },
    expectNone(outside: string[]) {
      expect(violations).toEqual([]);
      expect(sideways).toEqual([]);
      expect(outside).toEqual([]);
    },
  };
}

/** The path of the API's workspace-scoped `path` for `account`'s own workspace. */
export const workspaceApi = (account: Account, path: string) => `/api/v1/workspaces/${account.workspaceId}${path}`;

/** Creates the `lookup_order(order_id)` tool the seeded agents call, and answers its id. */
export async function createLookupTool(
  account: Account,
  tool: { description: string; type: "client" } | { description: string; type: "webhook"; webhook: { url: string } },
): Promise<string> {
  const created = await account.api.request("POST", workspaceApi(account, "/tools"), {
    name: "lookup_order",
    ...tool,
    parameters: { type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] },
  });
  expect(created.status).toBe(201);
  return created.json.id;
}

/**
 * A list longer than a page: `first` of its `rows`, then `all` of them once the button named
 * `more` is clicked, the button gone with the last page.
 */
export async function expectLoadsMore(
  page: Page,
  rows: ReturnType<Page["getByRole"]>,
  more: string,
  counts: { first: number; all: number },
): Promise<void> {
  const button = page.getByRole("button", { name: more });
  await button.waitFor();
  expect(await rows.count()).toBe(counts.first);
  await button.click();
  await button.waitFor({ state: "detached" });
  expect(await rows.count()).toBe(counts.all);
}

/** Presses Tab, at most `presses` times, until the focused element is the one named `name` (by its label or its text). */
export function tabTo(page: Page, name: string, presses: number): Promise<void> {
  return pressUntilFocused(page, "Tab", name, presses);
}

/**
 * Presses `key`, at most `presses` times, until the focused element is the one named `name`. A
 * press made before a menu has taken the focus moves nothing, so the next one is pressed as a
 * user would press again.
 */
export async function pressUntilFocused(page: Page, key: string, name: string, presses: number): Promise<void> {
  for (let pressed = 0; pressed < presses; pressed++) {
    await page.keyboard.press(key);
    const focused = await page.evaluate(
      "document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent?.trim() || ''",
    );
    if (focused === name) return;
  }
  throw new Error(`${key} never reached ${name}`);
}

/**
 * Waits until the element `locator` names has the focus, as a user waits to see the cursor
 * before typing: a dialog moves the focus into its form once it has opened, after it is shown.
 */
export async function focusReaches(locator: ReturnType<Page["getByRole"]>): Promise<void> {
  const focused = await eventually(
    () => locator.evaluate((element) => element === element.ownerDocument.activeElement),
    (has) => has,
  );
  if (!focused) throw new Error(`the focus never reached ${locator}`);
}
