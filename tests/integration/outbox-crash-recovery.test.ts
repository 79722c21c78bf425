import { afterAll, describe, expect, it } from "bun:test";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitUntil } from "@cx/bus/testing";
import { signUp } from "../harness/accounts.ts";
import { ApiClient } from "../harness/api-client.ts";
import { processGroup } from "../harness/boot-distributed.ts";

/**
 * The `all` shape on one data directory, killed without warning (SIGKILL) after writes whose
 * events no consumer has seen, then started again: the events were recorded with the writes, so
 * the outbox's sweeper sends them after the restart and the read models catch up.
 *
 * The first process leaves every event to a sweeper that never runs in its lifetime
 * (`OUTBOX_RELAY=sweeper-only`): that is what makes "not yet consumed" certain rather than a race
 * with the in-process bus. The second process relays normally.
 */
const dataDir = mkdtempSync(join(tmpdir(), "cx-outbox-crash-"));
const group = processGroup({
  DATA_DIR: dataDir,
  INTERNAL_TOKEN_SECRET: randomBytes(32).toString("base64url"),
  TRUSTED_PROXIES: "127.0.0.1/32",
});

afterAll(async () => {
  await group.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 30000);

describe("events across a crash", () => {
  it("sends after a restart the events of writes that a killed process had not published", async () => {
    const first = await group.start("all", { OUTBOX_RELAY: "sweeper-only", OUTBOX_SWEEP_INTERVAL_MS: "600000" });
    // Registration stores identity.user.registered on the owner's membership; knowledge keeps
    // the names of users from it (the document's `created_by`).
    const owner = await signUp(first.url, { name: "Ada Lovelace" });
    const documents = `/api/v1/workspaces/${owner.workspaceId}/knowledge`;
    const created = await owner.api.request("POST", `${documents}/text`, {
      name: "Returns",
      text: "Returns are accepted within thirty days when the item is unused and in its box.",
    });
    expect(created.status).toBe(201);
    const before = await owner.api.request("GET", `${documents}/${created.json.id}`);
    // Neither the registration nor the import job has reached a consumer.
    expect(before.json).toMatchObject({ status: "pending", created_by: { id: owner.userId, name: "" } });

    first.process.kill("SIGKILL");
    expect(await first.process.exited).not.toBe(0);

    const second = await group.start("all", { OUTBOX_SWEEP_INTERVAL_MS: "200" });
    const api = new ApiClient(second.url);
    expect(
      (await api.request("POST", "/api/v1/auth/login", { email: owner.email, password: owner.password })).status,
    ).toBe(200);
    const document = async () => (await api.request("GET", `${documents}/${created.json.id}`)).json;
    await waitUntil(async () => (await document()).status === "ready", "the document indexed after the restart", 20000);
    expect(await document()).toMatchObject({
      status: "ready",
      created_by: { id: owner.userId, name: "Ada Lovelace", email: owner.email },
    });
  }, 60000);
});
