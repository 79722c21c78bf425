import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { type Account, signUp } from "../harness/accounts.ts";
import { FAILING_ANALYSIS_CONFIG } from "../harness/agent-configs.ts";
import { eventually } from "../harness/eventually.ts";
import { bootAllInOne, type RunningPlatform } from "../harness/index.ts";
import { type Browser, type Page, painted } from "./browser.ts";
import { openDashboard, pageChecks } from "./session.ts";

let platform: RunningPlatform;
let browser: Browser;
let page: Page;
let account: Account;
const { check } = pageChecks(() => page);

const api = (path: string) => `/api/v1/workspaces/${account.workspaceId}${path}`;

async function agentWithBranch(name: string) {
  const created = await account.api.request("POST", api("/agents"), { name, config: FAILING_ANALYSIS_CONFIG });
  const id = created.json.id as string;
  const branch = await account.api.request("POST", api(`/agents/${id}/branches`), { name: "canary" });
  return { id, mainId: created.json.main_branch_id as string, canaryId: branch.json.id as string };
}

beforeAll(async () => {
  platform = await bootAllInOne();
  account = await signUp(platform.baseUrl, { workspace_name: "Safe deployers" });
  ({ browser, page } = await openDashboard(platform.baseUrl, { account }));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe("the agent page's deployment safety in Chromium", () => {
  it("saves the policy, shows the gate's refusal at the refused branch, and lets an owner force it", async () => {
    const agent = await agentWithBranch("Gated");
    await page.goto(`/w/${account.workspaceId}/agents/${agent.id}?tab=deployment`);
    const policy = page.getByRole("form", { name: "Deployment policy" });
    await policy.getByLabel("Raise a branch's share only when its attached tests pass").check();
    const readAgain = page.waitForResponse(
      (r) => r.url().endsWith(`/agents/${agent.id}`) && r.request().method() === "GET",
    );
    await policy.getByRole("button", { name: "Save policy" }).click();
    await policy.getByText("Policy saved.").waitFor();
    const stored = await account.api.request("GET", api(`/agents/${agent.id}`));
    expect(stored.json.deployment_policy.require_passing_tests).toBe(true);
    // Once the agent is read again with the saved policy, the form still says so.
    await readAgain;
    await painted(page);
    expect(await policy.getByText("Policy saved.").isVisible()).toBe(true);

    await page.getByLabel("Traffic for main (%)").fill("80");
    await page.getByLabel("Traffic for canary (%)").fill("20");
    await page.getByRole("button", { name: "Deploy split" }).click();
    await page.getByText("Refused: no tests are attached to this branch.").waitFor();
    expect(await page.getByLabel("Traffic for canary (%)").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Traffic for main (%)").getAttribute("aria-invalid")).not.toBe("true");
    await check("agent-deployment-refused");

    await page.getByRole("button", { name: "Deploy anyway" }).click();
    const history = page.getByRole("table", { name: "Deployment history" });
    await history.getByText("Forced").waitFor();
    const now = await account.api.request("GET", api(`/agents/${agent.id}/deployments`));
    expect(now.json.distribution.map((d: { basis_points: number }) => d.basis_points)).toEqual([8000, 2000]);
  }, 40_000);

  it("marks an automatic rollback in the deployment history", async () => {
    const agent = await agentWithBranch("Canary");
    await account.api.request("PATCH", api(`/agents/${agent.id}`), {
      deployment_policy: { rollback: { enabled: true, min_conversations: 2, max_failure_rate: 0.2 } },
    });
    await account.api.request("PUT", api(`/agents/${agent.id}/deployments`), {
      branches: [
        { branch_id: agent.mainId, percentage: 50 },
        { branch_id: agent.canaryId, percentage: 50 },
      ],
    });
    let onCanary = 0;
    for (let i = 0; i < 60 && onCanary < 2; i++) {
      const started = await account.api.request("POST", api(`/agents/${agent.id}/conversations`), {});
      await account.api.request("POST", api(`/conversations/${started.json.id}/messages`), { text: "Hello there" });
      await account.api.request("POST", api(`/conversations/${started.json.id}/end`));
      if (started.json.branch_id === agent.canaryId) onCanary++;
    }
    const rolledBack = await eventually(
      () => account.api.request("GET", api(`/agents/${agent.id}/deployments/history`)),
      (r) => r.json?.items?.[0]?.reason === "auto_rollback",
    );
    expect(rolledBack.json.items[0].reason).toBe("auto_rollback");
    await page.goto(`/w/${account.workspaceId}/agents/${agent.id}?tab=deployment`);
    const history = page.getByRole("table", { name: "Deployment history" });
    await history.getByText("Rolled back").waitFor();
    await history.getByText("canary moved to main: 100% of its last 2 conversations failed.").waitFor();
    await check("agent-deployment-rolled-back");
  }, 60_000);
});
