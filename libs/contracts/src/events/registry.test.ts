import { describe, expect, test } from "bun:test";
import { SERVICE_REGISTRY } from "@cx/route-table";
import { Value } from "@sinclair/typebox/value";
import { expectInvalidAt, expectValid, jsonRoundTrip, T0, T1 } from "../test-helpers.ts";
import { type EventPayloads, EventSchemas } from "./registry.ts";
import { type EventTopic, isEventTopic, TOPIC_LIST, Topics } from "./topics.ts";

const ws = "ws_1";

/** One payload per topic. Typed by `EventPayloads`, so a drifting schema fails to compile too. */
const samples: { [K in EventTopic]: EventPayloads[K] } = {
  "identity.user.registered": {
    workspace_id: ws,
    user_id: "usr_1",
    email: "ana@example.com",
    name: "Ana",
    occurred_at: T0,
  },
  "identity.member.added": { workspace_id: ws, user_id: "usr_2", role: "member", added_by: "usr_1", occurred_at: T0 },
  "identity.member.removed": { workspace_id: ws, user_id: "usr_2", removed_by: "usr_1", occurred_at: T0 },
  "identity.member.role-changed": {
    workspace_id: ws,
    user_id: "usr_2",
    previous_role: "member",
    role: "admin",
    changed_by: "usr_1",
    occurred_at: T0,
  },
  "identity.session.revoked": {
    workspace_id: null,
    session_id: "ses_1",
    user_id: "usr_1",
    reason: "logout",
    occurred_at: T0,
  },
  "identity.api-key.revoked": {
    workspace_id: ws,
    key_id: "key_1",
    key_prefix: "cxk_AbCd",
    role: "member",
    revoked_by: "usr_1",
    occurred_at: T0,
  },
  "agents.agent.created": {
    workspace_id: ws,
    agent_id: "agt_1",
    name: "Support",
    main_branch_id: "br_1",
    created_by: "usr_1",
    created_at: T0,
    occurred_at: T0,
  },
  "agents.agent.renamed": { workspace_id: ws, agent_id: "agt_1", name: "Sales", occurred_at: T1 },
  "agents.agent.deleted": { workspace_id: ws, agent_id: "agt_1", occurred_at: T1 },
  "agents.branch.created": {
    workspace_id: ws,
    agent_id: "agt_1",
    branch_id: "br_2",
    name: "experiment",
    parent_version_id: "ver_1",
    occurred_at: T0,
  },
  "agents.branch.renamed": { workspace_id: ws, agent_id: "agt_1", branch_id: "br_2", name: "exp-2", occurred_at: T1 },
  "agents.branch.archived": { workspace_id: ws, agent_id: "agt_1", branch_id: "br_2", occurred_at: T0 },
  "agents.branch.restored": { workspace_id: ws, agent_id: "agt_1", branch_id: "br_2", occurred_at: T1 },
  "agents.version.published": {
    workspace_id: ws,
    agent_id: "agt_1",
    branch_id: "br_1",
    version_id: "ver_2",
    parent_version_id: "ver_1",
    config: { agent: { prompt: { knowledge_base: [{ id: "kdoc_1", name: "FAQ", type: "text" }] } } },
    changed_paths: ["agent.prompt.knowledge_base"],
    created_by: "usr_1",
    created_at: T0,
    occurred_at: T0,
  },
  "agents.draft.saved": {
    workspace_id: ws,
    agent_id: "agt_1",
    branch_id: "br_1",
    base_version_id: "ver_2",
    draft_hash: "h1",
    knowledge_document_ids: ["kdoc_1", "kdoc_2"],
    occurred_at: T0,
  },
  "agents.draft.discarded": {
    workspace_id: ws,
    agent_id: "agt_1",
    branch_id: "br_1",
    reason: "published",
    occurred_at: T1,
  },
  "agents.deployment.rolled-back": {
    workspace_id: ws,
    agent_id: "agt_1",
    deployment_id: "dep_3",
    previous_deployment_id: "dep_2",
    distribution: [{ branch_id: "br_1", basis_points: 10000 }],
    rollback: { branch_id: "br_2", to_branch_id: "br_1", failure_rate: 0.4, conversations: 20 },
    occurred_at: T1,
  },
  "agents.rollback-check.requested": {
    workspace_id: ws,
    conversation_id: "conv_1",
    agent_id: "agt_1",
    branch_id: "br_2",
    occurred_at: T1,
  },
  "agents.deployment.changed": {
    workspace_id: ws,
    agent_id: "agt_1",
    deployment_id: "dep_2",
    previous_deployment_id: "dep_1",
    distribution: [
      { branch_id: "br_1", basis_points: 6667 },
      { branch_id: "br_2", basis_points: 3333 },
    ],
    occurred_at: T0,
  },
  "agents.tool.created": {
    workspace_id: ws,
    tool_id: "tool_1",
    name: "lookup_order",
    description: "Finds an order",
    type: "webhook",
    parameters: { type: "object", properties: { order_id: { type: "string" } } },
    webhook: {
      url: "https://api.example.com/orders",
      method: "POST",
      header_names: ["Authorization"],
      timeout_ms: 10000,
    },
    updated_at: T0,
    created_by: "usr_1",
    occurred_at: T0,
  },
  "agents.tool.updated": {
    workspace_id: ws,
    tool_id: "tool_1",
    name: "open_page",
    description: "",
    type: "client",
    parameters: { type: "object" },
    webhook: null,
    updated_at: T1,
    occurred_at: T1,
  },
  "agents.tool.deleted": { workspace_id: ws, tool_id: "tool_1", name: "open_page", occurred_at: T1 },
  "testing.invocation.started": {
    workspace_id: ws,
    invocation_id: "inv_1",
    agent_id: "agt_1",
    branch_id: "br_1",
    version_id: "ver_2",
    test_ids: ["tst_1"],
    repeat_count: 2,
    run_count: 2,
    occurred_at: T0,
  },
  "testing.invocation.completed": {
    workspace_id: ws,
    invocation_id: "inv_1",
    agent_id: "agt_1",
    branch_id: "br_1",
    version_id: "ver_2",
    status: "completed",
    occurred_at: T1,
  },
  "testing.run.requested": {
    workspace_id: ws,
    invocation_id: "inv_1",
    run_id: "run_1",
    test_id: "tst_1",
    test_revision_id: "rev_1",
    agent_id: "agt_1",
    version_id: "ver_2",
    repeat_index: 1,
    allows_real_tools: false,
    attempt: 1,
    occurred_at: T0,
  },
  "testing.run.completed": {
    workspace_id: ws,
    invocation_id: "inv_1",
    run_id: "run_1",
    test_id: "tst_1",
    status: "passed",
    cost_usd: 0.004,
    input_tokens: 10,
    output_tokens: 5,
    occurred_at: T1,
  },
  "conversations.conversation.ended": {
    workspace_id: ws,
    conversation_id: "conv_1",
    agent_id: "agt_1",
    branch_id: "br_1",
    version_id: "ver_2",
    source: "api",
    end_reason: "api",
    ended_at: T1,
    occurred_at: T1,
  },
  "conversations.analysis.requested": {
    workspace_id: ws,
    conversation_id: "conv_1",
    agent_id: "agt_1",
    version_id: "ver_2",
    trigger: "rerun",
    occurred_at: T1,
  },
  "conversations.conversation.deleted": {
    workspace_id: ws,
    conversation_id: "conv_1",
    agent_id: "agt_1",
    occurred_at: T1,
  },
  "conversations.analysis.completed": {
    workspace_id: ws,
    conversation_id: "conv_1",
    agent_id: "agt_1",
    analysis_status: "done",
    call_successful: true,
    occurred_at: T1,
  },
  "knowledge.document.import-requested": {
    workspace_id: ws,
    document_id: "kdoc_1",
    type: "url",
    source_url: "https://example.com/pricing",
    occurred_at: T0,
  },
  "knowledge.document.indexed": {
    workspace_id: ws,
    document_id: "kdoc_1",
    name: "Pricing",
    status: "ready",
    chunk_count: 4,
    byte_size: 5120,
    error: null,
    indexed_at: T1,
    occurred_at: T1,
  },
  "knowledge.document.deleted": { workspace_id: ws, document_id: "kdoc_1", name: "Pricing", occurred_at: T1 },
  "webhooks.delivery.requested": { workspace_id: ws, delivery_id: "whd_1", occurred_at: T1 },
};

const REQUIRED_TOPICS = [
  "identity.member.removed",
  "identity.member.role-changed",
  "identity.session.revoked",
  "identity.api-key.revoked",
  "identity.user.registered",
  "agents.agent.created",
  "agents.version.published",
  "agents.branch.archived",
  "agents.branch.restored",
  "agents.deployment.changed",
  "agents.rollback-check.requested",
  "agents.draft.saved",
  "agents.draft.discarded",
  "agents.tool.created",
  "agents.tool.updated",
  "agents.tool.deleted",
  "testing.invocation.started",
  "testing.invocation.completed",
  "testing.run.requested",
  "testing.run.completed",
  "conversations.conversation.ended",
  "conversations.analysis.requested",
  "conversations.analysis.completed",
  "knowledge.document.import-requested",
  "knowledge.document.indexed",
  "knowledge.document.deleted",
  "webhooks.delivery.requested",
];

describe("topics", () => {
  test("every topic in Topics has a schema, and every schema a topic", () => {
    const topics = Object.values(Topics);
    expect(new Set(topics).size).toBe(topics.length);
    expect(Object.keys(EventSchemas).sort()).toEqual([...topics].sort());
    for (const topic of topics) expect(EventSchemas[topic]).toBeDefined();
    expect([...TOPIC_LIST]).toEqual(topics);
  });

  test("the topics the platform relies on all exist", () => {
    for (const topic of REQUIRED_TOPICS) expect(isEventTopic(topic)).toBe(true);
    expect(isEventTopic("agents.version.created")).toBe(false);
  });

  test("names are <service>.<entity>.<past-verb>, dotted, kebab-case inside a part", () => {
    const services = new Set<string>(SERVICE_REGISTRY.map((s) => s.name));
    for (const topic of TOPIC_LIST) {
      expect(topic).toMatch(/^[a-z]+(?:-[a-z]+)*\.[a-z]+(?:-[a-z]+)*\.[a-z]+(?:-[a-z]+)*$/);
      expect(services.has(topic.split(".")[0] ?? "")).toBe(true);
      // Past tense: every verb used ends in -ed (registered, changed, requested, ...), or its
      // first word does when it takes a particle (rolled-back).
      expect(topic.split(".")[2]).toMatch(/ed(?:-[a-z]+)?$/);
    }
  });
});

describe("event payloads", () => {
  test.each(TOPIC_LIST.map((topic) => [topic]))("%s: the sample validates, also after a JSON trip", (topic) => {
    const schema = EventSchemas[topic];
    expectValid(schema, samples[topic]);
    expectValid(schema, jsonRoundTrip(samples[topic]));
  });

  test.each(TOPIC_LIST.map((topic) => [topic]))("%s: workspace_id and occurred_at are required", (topic) => {
    const schema = EventSchemas[topic];
    expect(schema.required).toEqual(expect.arrayContaining(["workspace_id", "occurred_at"]));
    expect(schema.properties.occurred_at.format).toBe("date-time");
    const { workspace_id: _w, ...withoutWorkspace } = samples[topic];
    expectInvalidAt(schema, withoutWorkspace, "/workspace_id");
    const { occurred_at: _o, ...withoutTime } = samples[topic];
    expectInvalidAt(schema, withoutTime, "/occurred_at");
    expectInvalidAt(schema, { ...samples[topic], occurred_at: "now" }, "/occurred_at");
  });

  test("payloads stay open, so an added field does not break older consumers", () => {
    expectValid(EventSchemas[Topics.AGENTS_BRANCH_ARCHIVED], {
      ...samples["agents.branch.archived"],
      archived_by: "usr_1",
    });
  });

  test("a published version carries a strict agent config", () => {
    const sample = samples["agents.version.published"];
    expectInvalidAt(
      EventSchemas[Topics.AGENTS_VERSION_PUBLISHED],
      { ...sample, config: { agent: { bogus: 1 } } },
      "/config/agent/bogus",
    );
    for (const field of ["agent_id", "branch_id", "version_id", "config", "changed_paths", "created_at"]) {
      const value: Record<string, unknown> = { ...sample };
      delete value[field];
      expectInvalidAt(EventSchemas[Topics.AGENTS_VERSION_PUBLISHED], value, `/${field}`);
    }
  });

  test("audit details may be omitted; the members consumers act on may not", () => {
    const { removed_by: _r, ...removed } = samples["identity.member.removed"];
    expectValid(EventSchemas[Topics.IDENTITY_MEMBER_REMOVED], removed);
    const { created_by: _c, ...created } = samples["agents.agent.created"];
    expectValid(EventSchemas[Topics.AGENTS_AGENT_CREATED], created);
    const { user_id: _u, ...anonymous } = samples["identity.member.removed"];
    expectInvalidAt(EventSchemas[Topics.IDENTITY_MEMBER_REMOVED], anonymous, "/user_id");
    const { role: _role, ...roleless } = samples["identity.member.role-changed"];
    expectInvalidAt(EventSchemas[Topics.IDENTITY_MEMBER_ROLE_CHANGED], roleless, "/role");
    const { distribution: _d, ...undistributed } = samples["agents.deployment.changed"];
    expectInvalidAt(EventSchemas[Topics.AGENTS_DEPLOYMENT_CHANGED], undistributed, "/distribution");
    const { key_id: _k, ...keyless } = samples["identity.api-key.revoked"];
    expectInvalidAt(EventSchemas[Topics.IDENTITY_API_KEY_REVOKED], keyless, "/key_id");
  });

  test("a saved draft lists the documents it attaches", () => {
    const { knowledge_document_ids: _, ...rest } = samples["agents.draft.saved"];
    expectInvalidAt(EventSchemas[Topics.AGENTS_DRAFT_SAVED], rest, "/knowledge_document_ids");
  });

  test("a deployment distribution is in integer basis points, 0..10000", () => {
    const schema = EventSchemas[Topics.AGENTS_DEPLOYMENT_CHANGED];
    const sample = samples["agents.deployment.changed"];
    expectInvalidAt(
      schema,
      { ...sample, distribution: [{ branch_id: "br_1", basis_points: 66.67 }] },
      "/distribution/0/basis_points",
    );
    expectInvalidAt(
      schema,
      { ...sample, distribution: [{ branch_id: "br_1", basis_points: 10001 }] },
      "/distribution/0/basis_points",
    );
    expect(Value.Check(schema, { ...sample, previous_deployment_id: null })).toBe(true);
  });

  test("only a session's revocation may have a null workspace", () => {
    expect(Value.Check(EventSchemas[Topics.IDENTITY_SESSION_REVOKED], samples["identity.session.revoked"])).toBe(true);
    expectInvalidAt(
      EventSchemas[Topics.IDENTITY_MEMBER_REMOVED],
      { ...samples["identity.member.removed"], workspace_id: null },
      "/workspace_id",
    );
  });

  test("terminal outcomes only, for completed runs and invocations, analyses and indexing", () => {
    expectInvalidAt(
      EventSchemas[Topics.TESTING_RUN_COMPLETED],
      { ...samples["testing.run.completed"], status: "running" },
      "/status",
    );
    expectInvalidAt(
      EventSchemas[Topics.TESTING_INVOCATION_COMPLETED],
      { ...samples["testing.invocation.completed"], status: "running" },
      "/status",
    );
    expectInvalidAt(
      EventSchemas[Topics.CONVERSATIONS_ANALYSIS_COMPLETED],
      { ...samples["conversations.analysis.completed"], analysis_status: "processing" },
      "/analysis_status",
    );
    expectInvalidAt(
      EventSchemas[Topics.KNOWLEDGE_DOCUMENT_INDEXED],
      { ...samples["knowledge.document.indexed"], status: "indexing" },
      "/status",
    );
  });
});
