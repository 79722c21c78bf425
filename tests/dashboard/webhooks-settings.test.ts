import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { type Receiver, startReceiver } from "@cx/webhooks/testing";
import { type Account, signUp } from "../harness/accounts.ts";
import { bootAllInOne, type RunningPlatform } from "../harness/index.ts";
import type { Browser, Page } from "./browser.ts";
import { openDashboard, pageChecks } from "./session.ts";

let platform: RunningPlatform;
let browser: Browser;
let page: Page;
let account: Account;
let receiver: Receiver;
const { check } = pageChecks(() => page);

const api = (path: string) => `/api/v1/workspaces/${account.workspaceId}${path}`;

beforeAll(async () => {
  // The platform opens loopback (OUTBOUND_ALLOWED_NETWORKS=127.0.0.0/8) for receivers like this one.
  receiver = startReceiver(
    (_, index) => new Response(index === 0 ? "ok" : "down", { status: index === 0 ? 200 : 503 }),
  );
  platform = await bootAllInOne();
  account = await signUp(platform.baseUrl, { name: "Wendy Webhooks", workspace_name: "Hooked" });
  ({ browser, page } = await openDashboard(platform.baseUrl, { account }));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await receiver?.stop();
});

describe("the settings page's webhooks in Chromium", () => {
  it("adds a webhook shown with its secret once, refuses a private URL at its field, sends tests and lists them", async () => {
    await page.goto(`/w/${account.workspaceId}/settings`);
    const section = page.getByRole("region", { name: "Webhooks" });
    await section.getByText("No webhooks").waitFor();

    await section.getByLabel("Receiver URL").fill("http://10.1.2.3/hook");
    await section.getByRole("button", { name: "Add webhook" }).click();
    await section.getByText("The URL", { exact: false }).first().waitFor();
    expect(await section.getByLabel("Receiver URL").getAttribute("aria-invalid")).toBe("true");

    const url = receiver.url("/cx-events");
    await section.getByLabel("Receiver URL").fill(url);
    await section.getByLabel("Deployment changed").check();
    await section.getByRole("button", { name: "Add webhook" }).click();
    const secret = section.getByLabel("Signing secret");
    await secret.waitFor();
    const shown = ((await secret.textContent()) ?? "").trim();
    expect(shown).toMatch(/^whsec_[0-9a-f]{64}$/);
    await check("settings-webhook-created");
    await section.getByRole("button", { name: "Done" }).click();
    await secret.waitFor({ state: "detached" });

    await section.getByRole("button", { name: `Send test to ${url}` }).click();
    await section.getByText("Test sent: answered 200.").waitFor();
    const deliveries = section.getByRole("table", { name: `Deliveries to ${url}` });
    await deliveries.getByText("ping").waitFor();
    await section.getByRole("button", { name: `Send test to ${url}` }).click();
    await section.getByText("Test sent: answered 503.").waitFor();
    await deliveries.getByText("The receiver answered 503.").waitFor();
    expect(receiver.received).toHaveLength(2);
    await check("settings-webhook-deliveries");

    await page.reload();
    await page.getByRole("region", { name: "Webhooks" }).getByText(url).waitFor();
    expect((await page.content()).includes(shown)).toBe(false);
    const listed = await account.api.request("GET", api("/webhooks"));
    expect(listed.json.items[0]).toMatchObject({ url, events: ["conversation.ended", "deployment.changed"] });

    await page.getByRole("region", { name: "Webhooks" }).getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Delete the webhook" });
    await check("settings-webhook-delete");
    await confirm.getByRole("button", { name: "Delete webhook" }).click();
    await confirm.waitFor({ state: "detached" });
    await page.getByRole("region", { name: "Webhooks" }).getByText("No webhooks").waitFor();
    expect((await account.api.request("GET", api("/webhooks"))).json.items).toEqual([]);
  }, 40_000);
});
