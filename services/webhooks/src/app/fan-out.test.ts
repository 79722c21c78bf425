import { afterAll, afterEach, beforeAll, describe, expect, it } from "bun:test";
import { waitUntil } from "@cx/bus/testing";
import {
  AgentRequestTopics,
  ConversationRequestTopics,
  type EventTopic,
  TestingRequestTopics,
  Topics,
} from "@cx/contracts";
import { newId } from "@cx/ids";
import { WORKSPACE } from "@cx/runtime/testing";
import type { DeliveryRecord } from "../store/records.ts";
import { documentedVerifier, type VerifyCxSignature } from "../testing/documented-verifier.ts";
import { type Receiver, startReceiver } from "../testing/receiver.ts";
import { exampleConversation, exampleDeployment, exampleInvocation } from "../testing/resource-owners.ts";
import { startWebhooks, type WebhooksHarness } from "../testing/webhooks.ts";
import type { WebhooksDeps } from "./deps.ts";
import { fanOut } from "./fan-out.ts";

/**
 * The fan-out of other services' events into deliveries whose `data` is the resource as its
 * owner answers it: the owners are played on the bus by the harness (`resource-owners.ts`).
 */
let w: WebhooksHarness;
let verify: VerifyCxSignature;
const receivers: Receiver[] = [];

beforeAll(async () => {
  w = await startWebhooks({ overrides: { resourceTimeoutMs: 200 } });
  verify = await documentedVerifier();
});
// Each test's webhooks go with it: the next test's events reach only its own.
afterEach(async () => {
  const listed = await w.call("GET", "", { query: { page_size: "100" } });
  for (const { id } of listed.json.items as { id: string }[]) await w.call("DELETE", `/${id}`);
});
afterAll(async () => {
  await w.stop();
  for (const receiver of receivers) await receiver.stop();
});

function receiver(): Receiver {
  const started = startReceiver();
  receivers.push(started);
  return started;
}

const at = () => new Date().toISOString();
const deliveriesOf = (resourceId: string) =>
  w.store.database("webhooks").collection<DeliveryRecord>("deliveries").find({ resource_id: resourceId });

function publish(topic: EventTopic, payload: Record<string, unknown>) {
  return w.bus.publish(topic, { workspace_id: WORKSPACE, occurred_at: at(), ...payload } as never);
}

describe("what a delivery carries", () => {
  it("delivers each of the five event types with its resource as the owner answers it, signed", async () => {
    const target = receiver();
    const { secret } = await w.createWebhook(target.url(), [
      "conversation.ended",
      "conversation.analysis.completed",
      "test_invocation.completed",
      "deployment.changed",
      "deployment.rolled_back",
    ]);
    const conversationId = newId("conv");
    const invocationId = newId("inv");
    const deploymentId = newId("dep");
    const conversation = { ...exampleConversation(conversationId), title: "Order 7781" };
    w.owners.resources.set(conversationId, conversation);
    const base = { agent_id: "agt_1", version_id: "ver_1" };
    await publish(Topics.CONVERSATIONS_CONVERSATION_ENDED, {
      ...base,
      conversation_id: conversationId,
      branch_id: "br_1",
    });
    await publish(Topics.CONVERSATIONS_ANALYSIS_COMPLETED, {
      conversation_id: conversationId,
      analysis_status: "done",
    });
    await publish(Topics.TESTING_INVOCATION_COMPLETED, {
      ...base,
      invocation_id: invocationId,
      branch_id: "br_1",
      status: "completed",
    });
    const distribution = [{ branch_id: "br_1", basis_points: 10000 }];
    await publish(Topics.AGENTS_DEPLOYMENT_CHANGED, { agent_id: "agt_1", deployment_id: deploymentId, distribution });
    await publish(Topics.AGENTS_DEPLOYMENT_ROLLED_BACK, {
      agent_id: "agt_1",
      deployment_id: deploymentId,
      previous_deployment_id: "dep_before",
      distribution,
      rollback: { branch_id: "br_2", to_branch_id: "br_1", failure_rate: 0.5, conversations: 4 },
    });
    await waitUntil(() => target.received.length === 5, "five deliveries");
    const byType = new Map(target.received.map((r) => [r.headers["x-cx-event-type"], r]));
    const dataOf = (type: string) => JSON.parse(byType.get(type)?.body ?? "{}").data;
    expect(dataOf("conversation.ended")).toEqual(conversation);
    expect(dataOf("conversation.analysis.completed")).toEqual(conversation);
    expect(dataOf("test_invocation.completed")).toEqual(exampleInvocation(invocationId));
    expect(dataOf("deployment.changed")).toEqual(exampleDeployment(deploymentId));
    expect(dataOf("deployment.rolled_back")).toEqual(exampleDeployment(deploymentId));
    for (const got of target.received) expect(verify(secret, got.headers["x-cx-signature"]!, got.body)).toBe(true);
    // Each owner was asked within the workspace, for the resource the event named.
    expect(w.owners.asked).toEqual(
      expect.arrayContaining([
        {
          topic: ConversationRequestTopics.READ_DETAIL,
          payload: { workspace_id: WORKSPACE, conversation_id: conversationId },
        },
        {
          topic: TestingRequestTopics.READ_INVOCATION,
          payload: { workspace_id: WORKSPACE, invocation_id: invocationId },
        },
        {
          topic: AgentRequestTopics.READ_DEPLOYMENT,
          payload: { workspace_id: WORKSPACE, agent_id: "agt_1", deployment_id: deploymentId },
        },
      ]),
    );
  });

  it("delivers nothing for a resource gone before the fan-out, and asks no owner when nobody listens", async () => {
    const target = receiver();
    const { id } = await w.createWebhook(target.url(), ["test_invocation.completed"]);
    const gone = newId("inv");
    w.owners.resources.set(gone, null);
    await publish(Topics.TESTING_INVOCATION_COMPLETED, {
      agent_id: "agt_1",
      branch_id: "br_1",
      version_id: "ver_1",
      invocation_id: gone,
      status: "cancelled",
    });
    await waitUntil(() => w.owners.asked.some((a) => a.payload.invocation_id === gone), "the owner asked");
    const shown = newId("inv");
    await publish(Topics.TESTING_INVOCATION_COMPLETED, {
      agent_id: "agt_1",
      branch_id: "br_1",
      version_id: "ver_1",
      invocation_id: shown,
      status: "completed",
    });
    await waitUntil(() => target.received.length === 1, "the later invocation delivered");
    expect(JSON.parse(target.received[0]!.body).data.id).toBe(shown);
    expect(await deliveriesOf(gone)).toEqual([]);
    expect((await w.waitForAttempts(id, 1)).length).toBe(1);
    // No webhook takes deployments: the fan-out answers at once, without asking the owner.
    const reads: unknown[] = [];
    const { deps } = w.provided<{ deps: WebhooksDeps }>("webhooks-shared");
    const made = await fanOut(
      deps,
      {
        read: async (...args) => {
          reads.push(args);
          return exampleDeployment("dep_unread");
        },
      },
      {
        messageId: newId("evt"),
        type: "deployment.changed",
        workspaceId: WORKSPACE,
        occurredAt: at(),
        resource: { kind: "deployment", agentId: "agt_1", deploymentId: "dep_unread" },
      },
    );
    expect([made, reads]).toEqual([0, []]);
  });

  it("waits for an owner that does not answer, and delivers once it does, exactly once", async () => {
    const target = receiver();
    await w.createWebhook(target.url(), ["deployment.changed"]);
    w.owners.silent.add(AgentRequestTopics.READ_DEPLOYMENT);
    const deploymentId = newId("dep");
    try {
      await publish(Topics.AGENTS_DEPLOYMENT_CHANGED, {
        agent_id: "agt_1",
        deployment_id: deploymentId,
        distribution: [{ branch_id: "br_1", basis_points: 10000 }],
      });
      await waitUntil(
        () => w.owners.asked.filter((a) => a.payload.deployment_id === deploymentId).length >= 2,
        "the event taken again after the owner's silence",
      );
      expect(target.received).toEqual([]);
      expect(await deliveriesOf(deploymentId)).toEqual([]);
    } finally {
      w.owners.silent.delete(AgentRequestTopics.READ_DEPLOYMENT);
    }
    await waitUntil(() => target.received.length === 1, "the delivery once the owner answers");
    expect(JSON.parse(target.received[0]!.body).data).toEqual(exampleDeployment(deploymentId));
    await Bun.sleep(300);
    expect(target.received).toHaveLength(1);
    expect(await deliveriesOf(deploymentId)).toHaveLength(1);
  });
});

describe("a removed conversation", () => {
  it("takes its deliveries with it, made or waiting, and keeps no body with its text", async () => {
    const down = receiver();
    down.answer(() => new Response("down", { status: 503 }));
    const up = receiver();
    await w.createWebhook(down.url(), ["conversation.ended"]);
    const { id: upId } = await w.createWebhook(up.url(), ["conversation.ended"]);
    const conversationId = newId("conv");
    const said = "Quokka-ember-3319 is my address";
    w.owners.resources.set(conversationId, {
      ...exampleConversation(conversationId),
      transcript: [{ role: "user", seq: 0, text: said }],
    });
    await publish(Topics.CONVERSATIONS_CONVERSATION_ENDED, {
      agent_id: "agt_1",
      branch_id: "br_1",
      version_id: "ver_1",
      conversation_id: conversationId,
    });
    await waitUntil(() => up.received.length === 1 && down.received.length >= 1, "both attempted");
    expect(up.received[0]!.body).toContain(said);
    expect((await deliveriesOf(conversationId)).map((d) => d.status).sort()).toEqual(["delivered", "waiting"]);

    await publish(Topics.CONVERSATIONS_CONVERSATION_DELETED, { conversation_id: conversationId, agent_id: "agt_1" });
    await waitUntil(async () => (await deliveriesOf(conversationId)).length === 0, "the deliveries gone");
    const rows = await w.store.database("webhooks").collection<DeliveryRecord>("deliveries").find({});
    expect(rows.filter((row) => row.body.includes(said))).toEqual([]);
    // What was attempted stays listed, without a body.
    expect((await w.deliveries(upId)).map((a) => a.status_code)).toEqual([200]);
    const attempted = down.received.length;
    await Bun.sleep(300);
    expect(down.received.length).toBe(attempted);
  });

  it("takes back the deliveries of a fan-out that read the conversation just before its removal, unsent", async () => {
    const target = receiver();
    await w.createWebhook(target.url(), ["conversation.analysis.completed"]);
    const conversationId = newId("conv");
    w.owners.resources.set(conversationId, {
      ...exampleConversation(conversationId),
      transcript: [{ role: "user", seq: 0, text: "Narwhal-slate-8802" }],
    });
    // The owner answers slowly, within the fan-out's wait; the removal is handled meanwhile.
    w.owners.silent.add(ConversationRequestTopics.READ_DETAIL);
    await publish(Topics.CONVERSATIONS_ANALYSIS_COMPLETED, {
      conversation_id: conversationId,
      analysis_status: "done",
    });
    await waitUntil(() => w.owners.asked.some((a) => a.payload.conversation_id === conversationId), "the read asked");
    await publish(Topics.CONVERSATIONS_CONVERSATION_DELETED, { conversation_id: conversationId, agent_id: "agt_1" });
    const removed = w.store.database("webhooks").collection("removed_conversations");
    await waitUntil(async () => (await removed.findOne({ _id: conversationId })) !== null, "the removal recorded");
    w.owners.silent.delete(ConversationRequestTopics.READ_DETAIL);
    await Bun.sleep(500);
    expect(await deliveriesOf(conversationId)).toEqual([]);
    expect(target.received).toEqual([]);
  });
});
