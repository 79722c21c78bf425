import { describe, expect, test } from "bun:test";
import { Value } from "@sinclair/typebox/value";
import { expectInvalidAt } from "../test-helpers.ts";
import { type BusReplyOf, type BusRequestOf, BusRequestSchemas, type BusRequestTopic } from "./bus-requests.ts";
import { ConversationDetail } from "./conversation.ts";
import { DeploymentHistoryEntry } from "./deployment.ts";
import { Invocation } from "./test-invocation.ts";

/** The resources' own examples, as their routes answer them. */
const detail = ConversationDetail.examples[0] as BusReplyOf<"conversations.details.read">["conversation"];
const invocation = Invocation.examples[0] as BusReplyOf<"testing.invocations.read">["invocation"];
const entry = DeploymentHistoryEntry.examples[0] as DeploymentHistoryEntry;

const samples: { [K in BusRequestTopic]: { request: BusRequestOf<K>; reply: BusReplyOf<K> } } = {
  "knowledge.search": {
    request: {
      workspace_id: "ws_1",
      query: "refunds",
      document_ids: ["kdoc_1"],
      max_chunks: 5,
      max_vector_distance: 0.6,
    },
    reply: {
      chunks: [
        { document_id: "kdoc_1", document_name: "FAQ", chunk_index: 0, text: "Refunds take 14 days.", distance: 0.2 },
      ],
    },
  },
  "knowledge.documents.text": {
    request: { workspace_id: "ws_1", document_ids: ["kdoc_1"] },
    reply: { documents: [{ document_id: "kdoc_1", name: "FAQ", text: "Refunds take 14 days." }] },
  },
  "knowledge.documents.exist": {
    request: { workspace_id: "ws_1", document_ids: ["kdoc_1", "kdoc_2"] },
    reply: { document_ids: ["kdoc_1"] },
  },
  "agents.agents.exist": {
    request: { workspace_id: "ws_1", agent_ids: ["agt_1", "agt_2"] },
    reply: { agent_ids: ["agt_1"] },
  },
  "agents.branches.tip": {
    request: { workspace_id: "ws_1", agent_id: "agt_1", branch_id: null },
    reply: {
      outcome: "found",
      tip: { branch_id: "br_1", version_id: "ver_1", config: { agent: { first_message: "Hi!" } } },
    },
  },
  "testing.deployments.evidence": {
    request: {
      workspace_id: "ws_1",
      agent_id: "agt_1",
      min_repeats: 2,
      min_pass_rate: 0.9,
      branches: [{ branch_id: "br_1", version_id: "ver_1", attached_tests: ["tst_1", "tfd_1"] }],
    },
    reply: {
      branches: [
        {
          branch_id: "br_1",
          version_id: "ver_1",
          outcome: "tests_failing",
          invocation_id: "inv_1",
          failing_tests: [{ test_id: "tst_1", pass_rate: 0.5 }],
        },
      ],
    },
  },
  "testing.entries.exist": {
    request: { workspace_id: "ws_1", ids: ["tst_1", "tfd_1", "tst_gone"] },
    reply: { ids: ["tst_1", "tfd_1"] },
  },
  "agents.tools.webhook-targets": {
    request: { workspace_id: "ws_1", tool_ids: ["tool_1"] },
    reply: {
      targets: [
        {
          tool_id: "tool_1",
          url: "https://api.example.com/orders",
          method: "POST",
          headers: { Authorization: "Bearer x" },
          timeout_ms: 10000,
        },
      ],
    },
  },
  "conversations.simulations.record": {
    request: {
      workspace_id: "ws_1",
      conversation_id: "conv_1",
      agent_id: "agt_1",
      branch_id: "br_1",
      version_id: "ver_1",
      run_id: "run_1",
      dynamic_variables: {},
      transcript: [
        { role: "user", seq: 0, text: "Where is my order?" },
        { role: "agent", seq: 1, text: "It ships tomorrow." },
      ],
      events: [{ seq: 0, type: "conversation.started", payload: {}, created_at: "2026-11-22T10:00:00.000Z" }],
      started_at: "2026-11-22T10:00:00.000Z",
      ended_at: "2026-11-22T10:00:02.000Z",
      end_reason: "max_turns",
      status: "ended",
      input_tokens: 120,
      output_tokens: 30,
      cost_usd: 0.00042,
    },
    reply: { conversation_id: "conv_1" },
  },
  "conversations.conversations.read": {
    request: { workspace_id: "ws_1", conversation_ids: ["conv_1"], detail: true },
    reply: {
      conversations: [
        {
          id: "conv_1",
          agent_id: "agt_1",
          title: null,
          started_at: "2026-11-22T10:00:00.000Z",
          dynamic_variables: { customer_name: "Budi" },
          transcript: [{ role: "user", seq: 0, text: "Where is my order?" }],
          events: [
            {
              seq: 0,
              type: "user.message",
              payload: { text: "Where is my order?" },
              created_at: "2026-11-22T10:00:00.000Z",
            },
          ],
          tool_calls: [],
          tool_results: [],
        },
      ],
    },
  },
  "conversations.details.read": {
    request: { workspace_id: "ws_1", conversation_id: "conv_1" },
    reply: { conversation: detail },
  },
  "testing.invocations.read": {
    request: { workspace_id: "ws_1", invocation_id: "inv_1" },
    reply: { invocation },
  },
  "agents.deployments.read": {
    request: { workspace_id: "ws_1", agent_id: "agt_1", deployment_id: entry.deployment_id },
    reply: {
      deployment: {
        deployment_id: entry.deployment_id,
        distribution: entry.distribution,
        updated_at: entry.created_at,
        history_entry: entry,
      },
    },
  },
};

describe("bus request schemas", () => {
  test("every request topic has schemas its samples satisfy", () => {
    for (const [topic, schemas] of Object.entries(BusRequestSchemas)) {
      const sample = samples[topic as BusRequestTopic];
      expect(Value.Check(schemas.request, sample.request)).toBe(true);
      expect(Value.Check(schemas.reply, sample.reply)).toBe(true);
    }
  });

  test("requests name the workspace and the documents or tools they are about", () => {
    const { document_ids: _d, ...unscoped } = samples["knowledge.search"].request;
    expectInvalidAt(BusRequestSchemas["knowledge.search"].request, unscoped, "/document_ids");
    const { workspace_id: _w, ...anywhere } = samples["agents.tools.webhook-targets"].request;
    expectInvalidAt(BusRequestSchemas["agents.tools.webhook-targets"].request, anywhere, "/workspace_id");
    expectInvalidAt(
      BusRequestSchemas["knowledge.search"].request,
      { ...samples["knowledge.search"].request, max_chunks: 21 },
      "/max_chunks",
    );
  });

  test("a resource read answers null for one that is not there, and nothing but the resource", () => {
    for (const topic of [
      "conversations.details.read",
      "testing.invocations.read",
      "agents.deployments.read",
    ] as const) {
      const { workspace_id: _w, ...anywhere } = samples[topic].request;
      expectInvalidAt(BusRequestSchemas[topic].request, anywhere, "/workspace_id");
    }
    expect(Value.Check(BusRequestSchemas["conversations.details.read"].reply, { conversation: null })).toBe(true);
    expect(Value.Check(BusRequestSchemas["testing.invocations.read"].reply, { invocation: null })).toBe(true);
    const { history_entry: _h, ...bare } = samples["agents.deployments.read"].reply.deployment ?? {};
    expectInvalidAt(BusRequestSchemas["agents.deployments.read"].reply, { deployment: bare }, "/deployment");
  });
});
