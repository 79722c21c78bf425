import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { randomBytes } from "node:crypto";
import { testSpanExporter } from "@cx/tracing";
import { signUp } from "../harness/accounts.ts";
import { bootAllInOne } from "../harness/index.ts";

/**
 * The real services: creating an agent through the gateway reaches the agents service, whose
 * `agents.version.published` event is consumed by the testing and conversations read models and
 * the knowledge service, all in one trace.
 */
let baseUrl: string;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ baseUrl, stop } = await bootAllInOne());
});
afterAll(() => stop());

describe("one trace from the gateway through a service to the consumers of its event", () => {
  it("links the gateway, the agents service and every consumer of the published version", async () => {
    const account = await signUp(baseUrl);
    const traceId = randomBytes(16).toString("hex");
    const created = await account.api.request(
      "POST",
      `/api/v1/workspaces/${account.workspaceId}/agents`,
      { name: "Traced bot" },
      { traceparent: `00-${traceId}-${randomBytes(8).toString("hex")}-01` },
    );
    expect(created.status).toBe(201);

    const wanted = [
      "gateway",
      "agents",
      "testing-agent-read-model",
      "conversations-agent-read-model",
      "knowledge-read-models",
    ];
    const deadline = Date.now() + 5000;
    let seen = new Set<string>();
    while (Date.now() < deadline) {
      const spans = (testSpanExporter()?.getFinishedSpans() ?? []).filter((s) => s.spanContext().traceId === traceId);
      seen = new Set(
        spans.map((s) => String(s.attributes["cx.component"] ?? s.attributes["messaging.consumer.group.name"] ?? "")),
      );
      if (wanted.every((w) => seen.has(w))) break;
      await Bun.sleep(25);
    }
    for (const component of wanted) expect([component, seen.has(component)]).toEqual([component, true]);
  });
});
