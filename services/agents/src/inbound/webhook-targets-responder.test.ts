import { describe, expect, it } from "bun:test";
import { type BusRequestFailedError, BusRequestTimeoutError, createInProcessBus } from "@cx/bus";
import { ToolRequestTopics } from "@cx/contracts";
import { createBusWebhookTargets } from "@cx/webhook-executor";
import { startHarness } from "../testing/agents.ts";

const SECRET = "Bearer sk-target-secret";

describe("webhook targets over bus request and reply", () => {
  it("answers the workspace's webhook tools with their header values, nothing else", async () => {
    const h = await startHarness();
    const hook = await h.call("POST", "/tools", {
      body: {
        name: "lookup",
        description: "",
        type: "webhook",
        parameters: { type: "object" },
        webhook: {
          url: "https://api.example.com/x",
          method: "PUT",
          headers: { Authorization: SECRET },
          timeout_ms: 900,
        },
      },
    });
    const client = await h.call("POST", "/tools", {
      body: { name: "open_page", description: "", type: "client", parameters: { type: "object" } },
    });
    const foreign = await h.call("POST", "/tools", {
      workspaceId: "ws_other",
      body: {
        name: "lookup",
        description: "",
        type: "webhook",
        parameters: { type: "object" },
        webhook: { url: "https://api.example.com/y" },
      },
    });
    const source = createBusWebhookTargets(h.bus);
    const targets = await source.targets(h.workspaceId, [hook.json.id, client.json.id, foreign.json.id, "tool_gone"]);
    expect(targets).toEqual([
      {
        tool_id: hook.json.id,
        url: "https://api.example.com/x",
        method: "PUT",
        headers: { Authorization: SECRET },
        timeout_ms: 900,
      },
    ]);
    expect(await source.targets(h.workspaceId, [])).toEqual([]);
    const malformed = await h.bus
      .request(ToolRequestTopics.WEBHOOK_TARGETS, { workspace_id: 1 }, { timeoutMs: 2000 })
      .catch((error: unknown) => error);
    expect((malformed as BusRequestFailedError).code).toBe("validation_failed");
  });

  it("times out when the agents service does not answer", async () => {
    const bus = createInProcessBus();
    const error = await createBusWebhookTargets(bus, { timeoutMs: 50 })
      .targets("ws_main", ["tool_1"])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BusRequestTimeoutError);
    await bus.close();
  });
});
